import { lazyScreen, type FeatureRoutes } from '@panel/shared-core/router';

const UserFormScreen = lazyScreen(() => import('./user-form-screen'));

/** The company's users: the menu item's own listing and a user's edit form. */
export const featureRoutes: FeatureRoutes = ({ listing }) => [
  {
    path: 'users',
    children: [
      { index: true, element: listing('/users') },
      { path: ':id/edit', element: <UserFormScreen />, handle: { titleKey: 'users.edit' } },
    ],
  },
];
