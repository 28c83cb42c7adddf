import { lazyScreen, type FeatureRoutes } from '@panel/shared-core/router';

const CompanyFormScreen = lazyScreen(() => import('./company-form-screen'));

/** The company's own settings form. */
export const featureRoutes: FeatureRoutes = () => [{ path: 'company', element: <CompanyFormScreen /> }];
