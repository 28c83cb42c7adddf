import { lazyScreen, type FeatureRoutes } from '@panel/shared-core/router';

const PushListScreen = lazyScreen<{ kind: 'single' | 'regular' }>(() => import('./push-list-screen'));
const PushFormScreen = lazyScreen(() => import('./push-form-screen'));
const PushRecordScreen = lazyScreen(() => import('./push-record-screen'));
const PushStatisticsScreen = lazyScreen(() => import('./push-statistics-screen'));

/** Push notifications: both kinds' listings, the form, a notification's screen, and the statistics. */
export const featureRoutes: FeatureRoutes = () => [
  {
    path: 'push-notifications',
    children: [
      { index: true, element: <PushListScreen kind="single" /> },
      { path: 'regular', element: <PushListScreen kind="regular" /> },
      { path: 'new', element: <PushFormScreen />, handle: { titleKey: 'push.new' } },
      { path: ':id', element: <PushRecordScreen />, handle: { titleKey: 'push.record' } },
      { path: ':id/edit', element: <PushFormScreen />, handle: { titleKey: 'push.edit' } },
    ],
  },
  { path: 'push-statistics', element: <PushStatisticsScreen /> },
];
