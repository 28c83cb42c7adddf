import { lazyScreen, type RouteObject } from '@panel/shared-core/router';

const PushListScreen = lazyScreen<{ kind: 'single' | 'regular' }>(() => import('./push-list-screen'));
const PushFormScreen = lazyScreen(() => import('./push-form-screen'));
const PushRecordScreen = lazyScreen(() => import('./push-record-screen'));
const PushStatisticsScreen = lazyScreen(() => import('./push-statistics-screen'));

const permission = 'push.manage';

/** The menu items (nav.json `to`) whose screens these routes declare. */
export const ownPaths: string[] = ['/push-notifications', '/push-notifications/regular', '/push-statistics'];

/** Push notifications: both kinds' listings, the form, a notification's screen, and the statistics. */
export const featureRoutes: RouteObject[] = [
  {
    path: 'push-notifications',
    handle: { titleKey: 'nav.pushSingle', permission },
    children: [
      { index: true, element: <PushListScreen kind="single" /> },
      {
        path: 'regular',
        element: <PushListScreen kind="regular" />,
        handle: { titleKey: 'nav.pushRegular', permission },
      },
      { path: 'new', element: <PushFormScreen />, handle: { titleKey: 'push.new', permission } },
      { path: ':id', element: <PushRecordScreen />, handle: { titleKey: 'push.record', permission } },
      { path: ':id/edit', element: <PushFormScreen />, handle: { titleKey: 'push.edit', permission } },
    ],
  },
  {
    path: 'push-statistics',
    element: <PushStatisticsScreen />,
    handle: { titleKey: 'nav.pushStatistics', permission },
  },
];
