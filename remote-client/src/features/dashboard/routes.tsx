import { lazyScreen, type FeatureRoutes } from '@panel/shared-core/router';
import { prefetchDashboard } from './dashboard-queries';

const DashboardScreen = lazyScreen(() => import('./dashboard-screen'), { prefetch: prefetchDashboard });

/** The area's home. */
export const featureRoutes: FeatureRoutes = () => [{ index: true, element: <DashboardScreen /> }];
