import { areaRoutes, type FeatureRoutes, type RouteObject } from '@panel/shared-core/router';
import { nav } from './nav';
import * as applications from './features/applications/routes';
import * as balance from './features/balance/routes';
import * as commentTemplates from './features/comment-templates/routes';
import * as company from './features/company/routes';
import * as dashboard from './features/dashboard/routes';
import * as domains from './features/domains/routes';
import * as funnels from './features/funnels/routes';
import * as notifications from './features/notifications/routes';
import * as pixels from './features/pixels/routes';
import * as push from './features/push-notifications/routes';
import * as statistics from './features/statistics/routes';
import * as tariffs from './features/tariffs/routes';
import * as team from './features/team/routes';
import * as telegramBots from './features/telegram-bots/routes';
import * as users from './features/users/routes';

/** Every feature of the area, each declaring its routes in its own folder (docs/adding-a-screen.md). */
const FEATURES: FeatureRoutes[] = [
  dashboard.featureRoutes,
  applications.featureRoutes,
  commentTemplates.featureRoutes,
  pixels.featureRoutes,
  domains.featureRoutes,
  statistics.featureRoutes,
  push.featureRoutes,
  funnels.featureRoutes,
  telegramBots.featureRoutes,
  notifications.featureRoutes,
  company.featureRoutes,
  users.featureRoutes,
  team.featureRoutes,
  balance.featureRoutes,
  tariffs.featureRoutes,
];

/**
 * Exposed as `./routes`: route objects relative to the area's mount point (docs/architecture.md). A menu item no
 * feature declares opens its listing.
 */
export const routes: RouteObject[] = areaRoutes(nav, FEATURES);
