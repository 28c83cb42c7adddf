import { lazyScreen, type RouteObject } from '@panel/shared-core/router';

const RolesListScreen = lazyScreen(() => import('./roles-list-screen'));
const RoleFormScreen = lazyScreen(() => import('./role-form-screen'));
const RoleRecordScreen = lazyScreen(() => import('./role-record-screen'));

const handle = (titleKey: string) => ({ titleKey, permission: 'manage.roles', adminOnly: true });

/** The menu items (nav.json `to`) whose screens these routes declare. */
export const ownPaths: string[] = ['/roles'];

/** This feature's routes, relative to the area's mount point. */
export const featureRoutes: RouteObject[] = [
  {
    path: 'roles',
    handle: handle('nav.roles'),
    children: [
      { index: true, element: <RolesListScreen /> },
      { path: 'new', element: <RoleFormScreen />, handle: handle('roles.new') },
      { path: ':id', element: <RoleRecordScreen />, handle: handle('roles.record.title') },
      { path: ':id/edit', element: <RoleFormScreen />, handle: handle('roles.edit') },
    ],
  },
];
