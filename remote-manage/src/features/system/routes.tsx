import { lazyScreen, type FeatureRoutes } from '@panel/shared-core/router';

const RemotesScreen = lazyScreen(() => import('./remotes-screen'));

/** The platform's own state, for administrators: which remote runs which build, and whether it answers. */
export const featureRoutes: FeatureRoutes = () => [{ path: 'system/remotes', element: <RemotesScreen /> }];
