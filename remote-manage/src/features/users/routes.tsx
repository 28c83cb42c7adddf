import { Navigate, lazyScreen, useParams, type FeatureRoutes } from '@panel/shared-core/router';
import { USERS_AREA_PATH, usersAreaPath } from './paths';

const UserAccessFormScreen = lazyScreen(() => import('./user-access-form-screen'));

// No menu item of this area leads here: the form needs the users permission of its own.
const handle = { titleKey: 'users.title', permission: 'manage.users' };

/**
 * A user's record lives in the users area: this area has only their company-and-access form, and its other user paths
 * lead there. `to` is absolute, so it resolves from the root of the one router every area shares, not from `/manage`.
 */
function ToUsersArea() {
  const { id = '' } = useParams();
  return <Navigate to={usersAreaPath(encodeURIComponent(id))} replace />;
}

/** This feature's routes, relative to the area's mount point. */
export const featureRoutes: FeatureRoutes = () => [
  { path: 'users', element: <Navigate to={USERS_AREA_PATH} replace /> },
  { path: 'users/:id', element: <ToUsersArea /> },
  { path: 'users/:id/edit', element: <UserAccessFormScreen />, handle },
];
