import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigationPending } from '@panel/shared-core/router';
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

export interface RequireAuthProps {
  /**
   * Pages (by path) that open without a signed-in user too, drawn then as they are instead of sending the visitor to
   * sign in; a signed-in user gets the route's own element.
   */
  withoutSession?: Record<string, ReactNode>;
}

/**
 * Every path but the public ones: an anonymous visitor goes to /login, and comes back after signing in; on a page
 * of `withoutSession` they get that page instead.
 */
export function RequireAuth({ withoutSession = {} }: RequireAuthProps) {
  const { status } = useSession();
  const location = useLocation();
  const navigating = useNavigationPending();
  const own = withoutSession[location.pathname.replace(/(.)\/+$/, '$1')];
  const opensWithout = own !== undefined;
  useEffect(() => {
    // Not from a page that opens without a session: it may show the refusal of the very call the restore makes.
    if (status === 'restoring' && !opensWithout) retryRestore();
    // Inside at last: the origin remembered for the way back has served (or was overtaken by the user).
    if (status === 'authenticated') forgetReturnTo();
  }, [status, opensWithout]);
  if (status !== 'authenticated' && opensWithout && !isSessionEnding()) return <>{own}</>;
  if (status === 'restoring') return <PageSpinner />;
  // Signing out navigates by itself after its pause (docs/product.md, "Session"); redirecting here would cut it short.
  if (status !== 'authenticated' && isSessionEnding()) return <PageSpinner />;
  // A navigation under way decides: the session's own to /login carries the origin it was asked from, while this
  // render may still show the screen before it (a page not yet drawn when its call was refused), whose address
  // would overwrite the origin with an older one.
  if (status !== 'authenticated' && navigating) return <PageSpinner />;
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
