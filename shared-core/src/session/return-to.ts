import { ROUTER_BASENAME } from '../http/navigator';
import { RETURN_TO_KEY } from './atoms';

/** A location inside `/admin`, relative to it, as the router takes it. */
export interface ReturnLocation {
  pathname: string;
  search: string;
  hash: string;
}

// Returning to these would be pointless (sign-in and error pages) or a loop.
const NOT_A_DESTINATION = ['/login', '/registration', '/invite', '/not-allowed', '/not-found', '/error'];
const PROBE_ORIGIN = 'https://panel.invalid';

/**
 * True for a path the panel may navigate to after sign-in: a single leading slash, no scheme or host, no way
 * out of `/admin` (no `..`, no backslashes, no control characters), and not a sign-in or error page.
 */
export function isSafeReturnPath(path: unknown): path is string {
  if (typeof path !== 'string' || path.length === 0 || path.length > 2048) return false;
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  // Control characters are exactly what this rejects (a newline or NUL could split or end the path).
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(path)) return false;
  let resolved: URL;
  try {
    resolved = new URL(`${ROUTER_BASENAME}${path}`, PROBE_ORIGIN);
  } catch {
    return false;
  }
  if (resolved.origin !== PROBE_ORIGIN) return false;
  // Dot segments (also percent-encoded ones) are resolved by the URL parser: what is left must still be in /admin.
  if (resolved.pathname !== ROUTER_BASENAME && !resolved.pathname.startsWith(`${ROUTER_BASENAME}/`))
    return false;
  // A dot segment would be resolved by the browser relative to /admin and could climb out of it.
  const segments = (path.split(/[?#]/)[0] ?? '').split('/');
  if (segments.some((segment) => /^(\.|%2e){1,2}$/i.test(segment))) return false;
  const inApp = resolved.pathname.slice(ROUTER_BASENAME.length) || '/';
  return !NOT_A_DESTINATION.some((page) => inApp === page || inApp.startsWith(`${page}/`));
}

/** The current browser location relative to `/admin`, or null when the page is not under it. */
function currentInAppLocation(
  location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location,
): ReturnLocation | null {
  const { pathname, search, hash } = location;
  if (pathname !== ROUTER_BASENAME && !pathname.startsWith(`${ROUTER_BASENAME}/`)) return null;
  return { pathname: pathname.slice(ROUTER_BASENAME.length) || '/', search, hash };
}

function sessionStore(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * Remembers where the user was (sessionStorage `panel.returnTo`, the path relative to /admin) so that signing
 * in again brings them back, even after a reload. Returns the location for the router's `state.from`, or null
 * when there is nothing worth returning to.
 */
export function rememberReturnTo(
  location?: Pick<Location, 'pathname' | 'search' | 'hash'>,
): ReturnLocation | null {
  const from = currentInAppLocation(location);
  if (!from) return null;
  const path = `${from.pathname}${from.search}${from.hash}`;
  if (!isSafeReturnPath(path)) return null;
  try {
    sessionStore()?.setItem(RETURN_TO_KEY, path);
  } catch {
    // Without storage the router state still carries the origin.
  }
  return from;
}

/**
 * Returns the remembered origin (a path relative to /admin, for `navigate`) and forgets it; null when none is
 * stored or what is stored is not a safe in-app path.
 *
 * @example
 * await login(values);
 * navigate(takeReturnTo() ?? '/', { replace: true });
 */
export function takeReturnTo(): string | null {
  const storage = sessionStore();
  let value: string | null = null;
  try {
    value = storage?.getItem(RETURN_TO_KEY) ?? null;
    storage?.removeItem(RETURN_TO_KEY);
  } catch {
    return null;
  }
  return isSafeReturnPath(value) ? value : null;
}
