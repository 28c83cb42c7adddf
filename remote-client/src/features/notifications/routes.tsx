import { lazyScreen, type FeatureRoutes } from '@panel/shared-core/router';

const NotificationsScreen = lazyScreen(() => import('./notifications-screen'));

/** The company's notification settings. */
export const featureRoutes: FeatureRoutes = () => [
  { path: 'notifications', element: <NotificationsScreen /> },
];
