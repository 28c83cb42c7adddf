import { lazyScreen, type FeatureRoutes } from '@panel/shared-core/router';

// Each screen is a chunk of its own, fetched when first opened.
const OneSignalFunnelListScreen = lazyScreen(() => import('./onesignal-funnel-list-screen'));
const OneSignalFunnelFormScreen = lazyScreen(() => import('./onesignal-funnel-form-screen'));
const OneSignalFunnelRecordScreen = lazyScreen(() => import('./onesignal-funnel-record-screen'));
const OneSignalNotificationListScreen = lazyScreen(() => import('./onesignal-notification-list-screen'));
const OneSignalNotificationRecordScreen = lazyScreen(() => import('./onesignal-notification-record-screen'));
const SystemFunnelListScreen = lazyScreen(() => import('./system-funnel-list-screen'));
const SystemFunnelFormScreen = lazyScreen(() => import('./system-funnel-form-screen'));
const SystemFunnelRecordScreen = lazyScreen(() => import('./system-funnel-record-screen'));

/** The OneSignal and system funnels and the OneSignal notifications: listings, forms and records. */
export const featureRoutes: FeatureRoutes = () => [
  {
    path: 'onesignal-funnels',
    children: [
      { index: true, element: <OneSignalFunnelListScreen /> },
      { path: 'new', element: <OneSignalFunnelFormScreen />, handle: { titleKey: 'funnels.onesignal.new' } },
      {
        path: ':id',
        element: <OneSignalFunnelRecordScreen />,
        handle: { titleKey: 'funnels.onesignal.record' },
      },
      {
        path: ':id/edit',
        element: <OneSignalFunnelFormScreen />,
        handle: { titleKey: 'funnels.onesignal.edit' },
      },
    ],
  },
  {
    path: 'onesignal-notifications',
    children: [
      { index: true, element: <OneSignalNotificationListScreen /> },
      {
        path: ':id',
        element: <OneSignalNotificationRecordScreen />,
        handle: { titleKey: 'funnels.notifications.record' },
      },
    ],
  },
  {
    path: 'system-funnels',
    children: [
      { index: true, element: <SystemFunnelListScreen /> },
      { path: 'new', element: <SystemFunnelFormScreen />, handle: { titleKey: 'funnels.system.new' } },
      { path: ':id', element: <SystemFunnelRecordScreen />, handle: { titleKey: 'funnels.system.record' } },
      { path: ':id/edit', element: <SystemFunnelFormScreen />, handle: { titleKey: 'funnels.system.edit' } },
    ],
  },
];
