import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from '@panel/shared-core/router';
import { isSessionEnding, restoreSession, useSession } from '@panel/shared-core';
import { PageSpinner } from '@panel/shared-core/ui';
import { forgetReturnTo, signInDestination } from '../features/auth/return-destination';

let restoring: Promise<unknown> | null = null;

/**
 * A stored token whose user could not be loaded (the network was down at start: the HTTP layer showed
 * /error) leaves the session "restoring". Coming back to a guarded page tries again, once at a time.
 */
function retryRestore(): void {
  restoring ??= restoreSession()
    .catch(() => undefined)
    .finally(() => {
      restoring = null;
    });
}

/** Every path but the public ones: an anonymous visitor goes to /login, and comes back after signing in. */
export function RequireAuth() {
  const { status } = useSession();
  const location = useLocation();
  useEffect(() => {
    if (status === 'restoring') retryRestore();
    // Inside at last: the origin remembered for the way back has served (or was overtaken by the user).
    if (status === 'authenticated') forgetReturnTo();
  }, [status]);
  if (status === 'restoring') return <PageSpinner />;
  // Signing out navigates by itself after its pause (docs/product.md, "Session"); redirecting here would cut it short.
  if (status !== 'authenticated' && isSessionEnding()) return <PageSpinner />;
  if (status !== 'authenticated') {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from }} />;
  }
  return <Outlet />;
}

/**
 * The public pages: a user who is already signed in is sent on (docs/product.md, "Addresses"), to where they were
 * headed if the login page knows it, else to /.
 * While a sign-in started on the page is loading its user (`restoring`), the page stays: it shows its own
 * busy button and, if that last step fails, the error with everything the user typed.
 */
export function PublicOnly() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'authenticated') {
    return <Navigate to={signInDestination(location.state)} replace />;
  }
  return <Outlet />;
}
