import { useRoutes } from '@panel/shared-core/router';
import PasswordFormScreen from './password-form-screen';
import ProfileFormScreen from './profile-form-screen';

/**
 * `/profile/*`: the signed-in user's own screens, one chunk loaded from the account menu (never by the login page),
 * so the first page's code carries one more chunk's name and nothing else.
 */
export default function ProfileArea() {
  return useRoutes([
    { index: true, element: <ProfileFormScreen /> },
    { path: 'password', element: <PasswordFormScreen /> },
  ]);
}
