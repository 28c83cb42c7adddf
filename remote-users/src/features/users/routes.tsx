import { lazyScreen, type FeatureRoutes } from '@panel/shared-core/router';

const UserRecordScreen = lazyScreen(() => import('./user-record-screen'));
const UserFormScreen = lazyScreen(() => import('./user-form-screen'));

/**
 * The all-users listing (the area's one menu item, read through `/admin/users/list`; its name column links to
 * `/users/{id}`), a user's record screen and the user's form. The area is mounted at `/users`, so they sit at its root.
 */
export const featureRoutes: FeatureRoutes = ({ listing }) => [
  {
    children: [
      { index: true, element: listing('/') },
      { path: ':id/edit', element: <UserFormScreen />, handle: { titleKey: 'form.title' } },
      { path: ':id', element: <UserRecordScreen />, handle: { titleKey: 'record.title' } },
    ],
  },
];
