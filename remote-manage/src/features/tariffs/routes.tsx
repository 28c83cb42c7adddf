import { lazyScreen, type RouteObject } from '@panel/shared-core/router';

const TariffsScreen = lazyScreen(() => import('./tariffs-screen'));
const TariffFormScreen = lazyScreen(() => import('./tariff-form-screen'));
const TariffRecordScreen = lazyScreen(() => import('./tariff-record-screen'));

const handle = (titleKey: string) => ({ titleKey, permission: 'manage.tariffs', adminOnly: true });

/** The menu items (nav.json `to`) whose screens these routes declare. */
export const ownPaths: string[] = ['/tariffs'];

/** This feature's routes, relative to the area's mount point. */
export const featureRoutes: RouteObject[] = [
  {
    path: 'tariffs',
    handle: handle('nav.tariffs'),
    children: [
      { index: true, element: <TariffsScreen /> },
      { path: 'new', element: <TariffFormScreen />, handle: handle('tariffs.new') },
      { path: ':id', element: <TariffRecordScreen />, handle: handle('tariffs.recordTitle') },
      { path: ':id/edit', element: <TariffFormScreen />, handle: handle('tariffs.edit') },
    ],
  },
];
