import { lazyScreen, type FeatureRoutes } from '@panel/shared-core/router';

const BalanceScreen = lazyScreen(() => import('./balance-screen'));

/** The company's balance: its card, the deposit and the transactions. */
export const featureRoutes: FeatureRoutes = () => [{ path: 'balance', element: <BalanceScreen /> }];
