import { lazyScreen, type RouteObject } from '@panel/shared-core/router';

// Each screen is a chunk of its own, fetched when first opened.
const OneSignalFunnelsListScreen = lazyScreen(() => import('./onesignal-funnels-list-screen'));
const OneSignalFunnelFormScreen = lazyScreen(() => import('./onesignal-funnel-form-screen'));
const OneSignalFunnelScreen = lazyScreen(() => import('./onesignal-funnel-screen'));
const OneSignalNotificationsListScreen = lazyScreen(() => import('./onesignal-notifications-list-screen'));
const OneSignalNotificationScreen = lazyScreen(() => import('./onesignal-notification-screen'));
const SystemFunnelsListScreen = lazyScreen(() => import('./system-funnels-list-screen'));
const SystemFunnelFormScreen = lazyScreen(() => import('./system-funnel-form-screen'));
const SystemFunnelScreen = lazyScreen(() => import('./system-funnel-screen'));

/** Every funnel screen needs the company's funnel permission (nav.json gates the menu items the same way). */
const PERMISSION = 'funnel.manage';

/** The menu items (nav.json `to`) whose screens these routes declare. */
export const ownPaths: string[] = ['/onesignal-funnels', '/onesignal-notifications', '/system-funnels'];

/** This feature's routes, relative to the area's mount point. */
export const featureRoutes: RouteObject[] = [
  {
    path: 'onesignal-funnels',
    handle: { titleKey: 'nav.onesignalFunnels', permission: PERMISSION },
    children: [
      { index: true, element: <OneSignalFunnelsListScreen /> },
      {
        path: 'new',
        element: <OneSignalFunnelFormScreen />,
        handle: { titleKey: 'funnels.onesignal.new', permission: PERMISSION },
      },
      {
        path: ':id',
        element: <OneSignalFunnelScreen />,
        handle: { titleKey: 'funnels.onesignal.record', permission: PERMISSION },
      },
      {
        path: ':id/edit',
        element: <OneSignalFunnelFormScreen />,
        handle: { titleKey: 'funnels.onesignal.edit', permission: PERMISSION },
      },
    ],
  },
  {
    path: 'onesignal-notifications',
    handle: { titleKey: 'nav.onesignalNotifications', permission: PERMISSION },
    children: [
      { index: true, element: <OneSignalNotificationsListScreen /> },
      {
        path: ':id',
        element: <OneSignalNotificationScreen />,
        handle: { titleKey: 'funnels.notifications.record', permission: PERMISSION },
      },
    ],
  },
  {
    path: 'system-funnels',
    handle: { titleKey: 'nav.systemFunnels', permission: PERMISSION },
    children: [
      { index: true, element: <SystemFunnelsListScreen /> },
      {
        path: 'new',
        element: <SystemFunnelFormScreen />,
        handle: { titleKey: 'funnels.system.new', permission: PERMISSION },
      },
      {
        path: ':id',
        element: <SystemFunnelScreen />,
        handle: { titleKey: 'funnels.system.record', permission: PERMISSION },
      },
      {
        path: ':id/edit',
        element: <SystemFunnelFormScreen />,
        handle: { titleKey: 'funnels.system.edit', permission: PERMISSION },
      },
    ],
  },
];
