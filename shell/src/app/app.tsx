import { useEffect } from 'react';
import {
  lazyScreen,
  ProgressRouter,
  Navigate,
  useLocation,
  useNavigate,
  useRoutes,
  type RouteObject,
} from '@panel/shared-core/router';
import { setNavigator, StateProvider } from '@panel/shared-core';
import { UiProvider } from '@panel/shared-core/ui';
import { RootLayout } from './root-layout';
import { RequireAuth, PublicOnly } from './guards';
import { AppErrorBoundary } from '../features/errors/app-error-boundary';
import { ErrorScreen } from '../features/errors/error-screen';
import { LoginPage } from '../features/auth/login-page';
import { withSpinner } from './with-spinner';
import { NavigationProgress } from './navigation-progress';
import { DefaultLayout, HomeRedirect, RemoteArea } from './signed-in';

// Only the login page is part of the first download; everything else loads when first visited.
const RegistrationPage = lazyScreen(() => import('../features/auth/registration-page'));
const InvitePage = lazyScreen(() => import('../features/auth/invite-page'));
// The account menu's screens: one chunk, signed-in only.
const ProfileArea = lazyScreen(() => import('../features/profile/profile-area'));

/**
 * A visitor who is not signed in (or whose session could not be restored) gets the 403 and 404 screens as pages of
 * their own; a signed-in user gets them inside the layout, below.
 */
const WITHOUT_SESSION = {
  '/not-allowed': <ErrorScreen code={403} />,
  '/not-found': <ErrorScreen code={404} />,
};

/** The URL map of docs/product.md, "Addresses", relative to the basename /admin. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PublicOnly />,
        children: [
          { path: 'login', element: <LoginPage /> },
          { path: 'registration', element: withSpinner(<RegistrationPage />) },
          { path: 'registration/:referral', element: withSpinner(<RegistrationPage />) },
          { path: 'invite/:key', element: withSpinner(<InvitePage />) },
        ],
      },
      // A page of its own even for a signed-in user: the layout around it would stand on the network that just failed.
      { path: 'error', element: <ErrorScreen code={500} /> },
      {
        element: <RequireAuth withoutSession={WITHOUT_SESSION} />,
        children: [
          {
            element: withSpinner(<DefaultLayout />),
            children: [
              { index: true, element: withSpinner(<HomeRedirect />) },
              { path: 'client/*', element: withSpinner(<RemoteArea name="client" />) },
              { path: 'manage/*', element: withSpinner(<RemoteArea name="manage" />) },
              { path: 'users/*', element: withSpinner(<RemoteArea name="users" />) },
              { path: 'profile/*', element: withSpinner(<ProfileArea />) },
              // In the layout: the menu, the header and the impersonation banner stay, and with them the way back.
              { path: 'not-allowed', element: <ErrorScreen code={403} inLayout /> },
              { path: 'not-found', element: <ErrorScreen code={404} inLayout /> },
              { path: '*', element: <Navigate to="/not-found" replace /> },
            ],
          },
        ],
      },
    ],
  },
];

/** Calls made by any remote redirect this one router (docs/product.md, "Errors"). */
function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((to, options) => void navigate(to, options));
  }, [navigate]);
  return null;
}

function AppRoutes() {
  return useRoutes(routes);
}

function Routed() {
  const location = useLocation();
  return (
    <AppErrorBoundary resetKey={location.pathname}>
      <NavigatorBridge />
      <AppRoutes />
    </AppErrorBoundary>
  );
}

export function App() {
  return (
    <StateProvider>
      <UiProvider>
        <ProgressRouter basename="/admin">
          <NavigationProgress />
          <Routed />
        </ProgressRouter>
      </UiProvider>
    </StateProvider>
  );
}
