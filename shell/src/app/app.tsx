import { createBrowserRouter, lazyScreen, Navigate, RouterProvider, type RouteObject } from '@panel/shared-core/router';
import { setNavigator, StateProvider } from '@panel/shared-core';
import { UiProvider } from '@panel/shared-core/ui';
import { RootLayout } from './root-layout';
import { RequireAuth, PublicOnly } from './guards';
import { FallbackError } from '../features/errors/fallback-error';
import { ErrorScreen } from '../features/errors/error-screen';
import { LoginPage } from '../features/auth/login-page';
import { withSpinner } from './with-spinner';

// Only the login page is part of the first download; everything else loads when first visited.
const RegistrationPage = lazyScreen(() => import('../features/auth/registration-page'));
const InvitePage = lazyScreen(() => import('../features/auth/invite-page'));
const DefaultLayout = lazyScreen(() => import('../features/layout/default-layout'));
const HomeRedirect = lazyScreen(() => import('../features/home/home-redirect'));
const RemoteArea = lazyScreen(() => import('../federation/remote-area'));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Not lazy on purpose: React Router never shows the errorElement of a lazy route that failed to load.
    errorElement: <FallbackError />,
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
      { path: 'not-allowed', element: <ErrorScreen code={403} /> },
      { path: 'not-found', element: <ErrorScreen code={404} /> },
      { path: 'error', element: <ErrorScreen code={500} /> },
      {
        element: <RequireAuth />,
        children: [
          {
            element: withSpinner(<DefaultLayout />),
            children: [
              { index: true, element: withSpinner(<HomeRedirect />) },
              { path: 'client/*', element: withSpinner(<RemoteArea name="client" />) },
              { path: 'manage/*', element: withSpinner(<RemoteArea name="manage" />) },
              { path: 'users/*', element: withSpinner(<RemoteArea name="users" />) },
              { path: '*', element: <Navigate to="/not-found" replace /> },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes, { basename: '/admin' });
  // Calls made by any remote redirect this one router (design.md section 5).
  setNavigator((to, options) => void router.navigate(to, options));
  return router;
}

/** The router is created once, by bootstrap, outside React: a router made on a re-render would lose its state. */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <StateProvider>
      <UiProvider>
        <RouterProvider router={router} />
      </UiProvider>
    </StateProvider>
  );
}
