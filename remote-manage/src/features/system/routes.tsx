import { lazyScreen, type RouteObject } from '@panel/shared-core/router';

const RemotesScreen = lazyScreen(() => import('./remotes-screen'));

/** The menu items (nav.json `to`) whose screens these routes declare. */
export const ownPaths: string[] = ['/system/remotes'];

/** The platform's own state, for administrators: which remote runs which build, and whether it answers. */
export const featureRoutes: RouteObject[] = [
  {
    path: 'system/remotes',
    element: <RemotesScreen />,
    handle: { titleKey: 'nav.remotes', adminOnly: true },
  },
];
