import { areaRoutes, type FeatureRoutes, type RouteObject } from '@panel/shared-core/router';
import { nav } from './nav';
import * as applications from './features/applications/routes';
import * as companies from './features/companies/routes';
import * as dashboard from './features/dashboard/routes';
import * as domains from './features/domains/routes';
import * as notificationTemplates from './features/notification-templates/routes';
import * as onesignalTemplates from './features/onesignal-templates/routes';
import * as pushTemplates from './features/push-templates/routes';
import * as referralLinks from './features/referral-links/routes';
import * as roles from './features/roles/routes';
import * as system from './features/system/routes';
import * as systemFunnelTemplates from './features/system-funnel-templates/routes';
import * as tariffs from './features/tariffs/routes';
import * as users from './features/users/routes';

/** Every feature of the area, each declaring its routes in its own folder (docs/adding-a-screen.md). */
const FEATURES: FeatureRoutes[] = [
  dashboard.featureRoutes,
  companies.featureRoutes,
  users.featureRoutes,
  roles.featureRoutes,
  applications.featureRoutes,
  tariffs.featureRoutes,
  domains.featureRoutes,
  referralLinks.featureRoutes,
  pushTemplates.featureRoutes,
  onesignalTemplates.featureRoutes,
  systemFunnelTemplates.featureRoutes,
  notificationTemplates.featureRoutes,
  system.featureRoutes,
];

/**
 * Exposed as `./routes`: route objects relative to the area's mount point (docs/architecture.md). A menu item no
 * feature declares opens its listing.
 */
export const routes: RouteObject[] = areaRoutes(nav, FEATURES);
