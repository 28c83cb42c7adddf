import { lazyScreen, type FeatureRoutes } from '@panel/shared-core/router';

const DashboardScreen = lazyScreen(() => import('./dashboard-screen'));

/** The area's home. */
export const featureRoutes: FeatureRoutes = () => [{ index: true, element: <DashboardScreen /> }];
