import { lazyScreen, type FeatureRoutes } from '@panel/shared-core/router';

const TariffListScreen = lazyScreen(() => import('./tariff-list-screen'));
const TariffFormScreen = lazyScreen(() => import('./tariff-form-screen'));
const TariffRecordScreen = lazyScreen(() => import('./tariff-record-screen'));

/** The tariffs: the listing, a tariff's record screen, and its create and edit forms. */
export const featureRoutes: FeatureRoutes = () => [
  {
    path: 'tariffs',
    children: [
      { index: true, element: <TariffListScreen /> },
      { path: 'new', element: <TariffFormScreen />, handle: { titleKey: 'tariffs.new' } },
      { path: ':id', element: <TariffRecordScreen />, handle: { titleKey: 'tariffs.recordTitle' } },
      { path: ':id/edit', element: <TariffFormScreen />, handle: { titleKey: 'tariffs.edit' } },
    ],
  },
];
