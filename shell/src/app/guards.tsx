import { Navigate, Outlet, useLocation } from '@panel/shared-core/router';
import { useSession } from '@panel/shared-core';
import { PageSpinner } from '@panel/shared-core/ui';

/** Every path but the public ones: an anonymous visitor goes to /login, and comes back after signing in. */
export function RequireAuth() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'restoring') return <PageSpinner />;
  if (status !== 'authenticated') {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from }} />;
  }
  return <Outlet />;
}

/** The public pages: a user who is already signed in is sent to / (spec section 2). */
export function PublicOnly() {
  const { status } = useSession();
  if (status === 'restoring') return <PageSpinner />;
  if (status === 'authenticated') return <Navigate to="/" replace />;
  return <Outlet />;
}
