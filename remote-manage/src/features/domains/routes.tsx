import { lazyScreen, type FeatureRoutes } from '@panel/shared-core/router';

const DomainListScreen = lazyScreen(() => import('./domain-list-screen'));

/** Every company's domains. */
export const featureRoutes: FeatureRoutes = () => [{ path: 'domains', element: <DomainListScreen /> }];
