import { lazyScreen, type FeatureRoutes } from '@panel/shared-core/router';

const StatisticsScreen = lazyScreen(() => import('./statistics-screen'));
const DetailedStatisticsScreen = lazyScreen(() => import('./detailed-statistics-screen'));

/** The statistics by day and the detailed statistics. */
export const featureRoutes: FeatureRoutes = () => [
  { path: 'statistics', element: <StatisticsScreen /> },
  { path: 'statistics/detailed', element: <DetailedStatisticsScreen /> },
];
