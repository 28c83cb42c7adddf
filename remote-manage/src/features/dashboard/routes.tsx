import { lazyScreen, type RouteObject } from '@panel/shared-core/router';

const DashboardScreen = lazyScreen(() => import('./dashboard-screen'));

/** The menu items (nav.json `to`) whose screens these routes declare. */
export const ownPaths: string[] = ['/'];

/**
 * The area's home. Every administrator may open it; each of its parts asks for the permission of the screen it leads
 * to (the dashboard screen checks them).
 */
export const featureRoutes: RouteObject[] = [
  { index: true, element: <DashboardScreen />, handle: { titleKey: 'nav.home', adminOnly: true } },
];
