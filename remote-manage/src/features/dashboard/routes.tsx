import { lazyScreen, type FeatureRoutes } from '@panel/shared-core/router';

const DashboardScreen = lazyScreen(() => import('./dashboard-screen'));

/**
 * The area's home. Every administrator may open it; each of its parts asks for the permission of the screen it leads
 * to (the dashboard screen checks them).
 */
export const featureRoutes: FeatureRoutes = () => [{ index: true, element: <DashboardScreen /> }];
