import { lazyScreen, type FeatureRoutes } from '@panel/shared-core/router';

const TariffListScreen = lazyScreen(() => import('./tariff-list-screen'));
const TariffRecordScreen = lazyScreen(() => import('./tariff-record-screen'));

/** The tariffs the company may choose from, and a tariff's screen. */
export const featureRoutes: FeatureRoutes = () => [
  {
    path: 'tariffs',
    children: [
      { index: true, element: <TariffListScreen /> },
      { path: ':id', element: <TariffRecordScreen />, handle: { titleKey: 'tariffs.record' } },
    ],
  },
];
