import { lazyScreen, type RouteObject } from '@panel/shared-core/router';

const DomainsScreen = lazyScreen(() => import('./domains-screen'));

/** The menu items (nav.json `to`) whose screens these routes declare. */
export const ownPaths: string[] = ['/domains'];

/** This feature's routes, relative to the area's mount point. */
export const featureRoutes: RouteObject[] = [
  {
    path: 'domains',
    handle: { titleKey: 'nav.domains', permission: 'manage.domains', adminOnly: true },
    element: <DomainsScreen />,
  },
];
