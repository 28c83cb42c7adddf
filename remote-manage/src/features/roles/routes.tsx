import { lazyScreen, type FeatureRoutes } from '@panel/shared-core/router';

const RoleListScreen = lazyScreen(() => import('./role-list-screen'));
const RoleFormScreen = lazyScreen(() => import('./role-form-screen'));
const RoleRecordScreen = lazyScreen(() => import('./role-record-screen'));

/** The roles: the listing, a role's record screen, and its create and edit forms. */
export const featureRoutes: FeatureRoutes = () => [
  {
    path: 'roles',
    children: [
      { index: true, element: <RoleListScreen /> },
      { path: 'new', element: <RoleFormScreen />, handle: { titleKey: 'roles.new' } },
      { path: ':id', element: <RoleRecordScreen />, handle: { titleKey: 'roles.record.title' } },
      { path: ':id/edit', element: <RoleFormScreen />, handle: { titleKey: 'roles.edit' } },
    ],
  },
];
