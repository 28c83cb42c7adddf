import type { ReactNode } from 'react';
import { isListingItem, type ListingNavItem } from '@panel/shared-core';
import { Navigate, lazyScreen, navRoutes, type RouteObject } from '@panel/shared-core/router';
import type { NavListingScreenProps } from '@panel/shared-core/listing';
import type { TemplatesListScreenProps } from './features/templates/templates-list-screen';
import { nav } from './nav';
import * as companies from './features/companies/routes';
import * as dashboard from './features/dashboard/routes';
import * as domains from './features/domains/routes';
import * as referralLinks from './features/referral-links/routes';
import * as roles from './features/roles/routes';
import * as system from './features/system/routes';
import * as tariffs from './features/tariffs/routes';
import * as users from './features/users/routes';

/** Features that declare their own routes (each in its `routes.tsx`). */
const FEATURES = [dashboard, companies, users, roles, tariffs, domains, referralLinks, system];

// The listing entry of shared-core is loaded with the first screen, not with the routes.
const NavListingScreen = lazyScreen<NavListingScreenProps>(() =>
  import('@panel/shared-core/listing').then((listing) => ({ default: listing.NavListingScreen })),
);
// Each screen is a chunk of its own, fetched when first opened.
const ApplicationRecordScreen = lazyScreen(() => import('./features/applications/application-record-screen'));
const ApplicationFormScreen = lazyScreen(() => import('./features/applications/application-form-screen'));
const ApplicationOverviewTab = lazyScreen(() => import('./features/applications/application-overview-tab'));
const ApplicationCommentsTab = lazyScreen(() => import('./features/applications/application-comments-tab'));
const TemplatesListScreen = lazyScreen<TemplatesListScreenProps>(
  () => import('./features/templates/templates-list-screen'),
);
const PushTemplateFormScreen = lazyScreen(
  () => import('./features/push-templates/push-template-form-screen'),
);
const OneSignalTemplateFormScreen = lazyScreen(
  () => import('./features/onesignal-templates/onesignal-template-form-screen'),
);
const SystemFunnelTemplateFormScreen = lazyScreen(
  () => import('./features/system-funnel-templates/system-funnel-template-form-screen'),
);
const NotificationTemplateFormScreen = lazyScreen(
  () => import('./features/notification-templates/notification-template-form-screen'),
);

const itemAt = (to: string): ListingNavItem => {
  const item = nav.items.find((candidate) => candidate.to === to);
  if (!item || !isListingItem(item)) throw new Error(`nav.json has no listing item ${to}`);
  return item;
};

const templateHandle = (titleKey: string) => ({ titleKey, permission: 'manage.templates', adminOnly: true });

/**
 * The routes of one kind of template: its listing with a "New …" button, the create form, the edit form, and the
 * template's own path leading to its edit form (the listings link to `/edit`; a template has no record screen).
 */
function templateRoutes(to: string, screen: { newKey: string; form: ReactNode }): RouteObject {
  const item = itemAt(to);
  return {
    path: to.replace(/^\/+/, ''),
    handle: templateHandle(item.labelKey),
    children: [
      { index: true, element: <TemplatesListScreen item={item} newLabelKey={screen.newKey} /> },
      { path: 'new', element: screen.form, handle: templateHandle(screen.newKey) },
      { path: ':id/edit', element: screen.form, handle: templateHandle('templates.edit') },
      { path: ':id', element: <Navigate to="edit" replace /> },
    ],
  };
}

const TEMPLATES: [string, { newKey: string; form: ReactNode }][] = [
  ['/push-templates', { newKey: 'pushTemplates.new', form: <PushTemplateFormScreen /> }],
  ['/onesignal-templates', { newKey: 'onesignalTemplates.new', form: <OneSignalTemplateFormScreen /> }],
  [
    '/system-funnel-templates',
    { newKey: 'systemFunnelTemplates.new', form: <SystemFunnelTemplateFormScreen /> },
  ],
  [
    '/notification-templates',
    { newKey: 'notificationTemplates.new', form: <NotificationTemplateFormScreen /> },
  ],
];

/** Menu items whose screens are declared below (the others are a listing each). */
const OWN_SCREENS = new Set([
  '/applications',
  ...TEMPLATES.map(([to]) => to),
  ...FEATURES.flatMap((feature) => feature.ownPaths),
]);

/** Exposed as `./routes`: route objects relative to the area's mount point (docs/architecture.md). */
export const routes: RouteObject[] = [
  ...navRoutes(
    nav.items.filter((item) => !OWN_SCREENS.has(item.to)),
    (item) => <NavListingScreen item={item} namespace={nav.namespace} />,
  ),
  ...TEMPLATES.map(([to, screen]) => templateRoutes(to, screen)),
  ...FEATURES.flatMap((feature) => feature.featureRoutes),
  {
    path: 'applications',
    handle: { titleKey: 'nav.applications', permission: 'manage.applications', adminOnly: true },
    children: [
      {
        index: true,
        element: <NavListingScreen item={itemAt('/applications')} namespace={nav.namespace} />,
      },
      {
        path: ':id/edit',
        element: <ApplicationFormScreen />,
        handle: { titleKey: 'applications.edit', permission: 'manage.applications', adminOnly: true },
      },
      {
        path: ':id',
        element: <ApplicationRecordScreen />,
        handle: { titleKey: 'applications.record', permission: 'manage.applications', adminOnly: true },
        children: [
          { index: true, element: <ApplicationOverviewTab /> },
          {
            path: 'comments',
            element: <ApplicationCommentsTab />,
            handle: {
              titleKey: 'applications.tabs.comments',
              permission: 'manage.applications',
              adminOnly: true,
            },
          },
        ],
      },
    ],
  },
];
