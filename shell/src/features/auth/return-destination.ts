import { RETURN_TO_KEY, isSafeReturnPath, takeReturnTo } from '@panel/shared-core';

/**
 * The origin carried in router state: the guard passes a path string, the 401 flow of the core a
 * `{ pathname, search, hash }` location. Anything else, or an unsafe path, gives null.
 */
export function originFromState(state: unknown): string | null {
  const from = (state as { from?: unknown } | null | undefined)?.from;
  let path: unknown = from;
  if (from && typeof from === 'object') {
    const {
      pathname,
      search = '',
      hash = '',
    } = from as { pathname?: unknown; search?: unknown; hash?: unknown };
    path = typeof pathname === 'string' ? `${pathname}${String(search)}${String(hash)}` : null;
  }
  return isSafeReturnPath(path) ? path : null;
}

function peekStored(): string | null {
  try {
    const value = globalThis.sessionStorage?.getItem(RETURN_TO_KEY) ?? null;
    return isSafeReturnPath(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Where to go once signed in: the origin in router state, else the one remembered by the core (which
 * survives a reload of the login page and a detour through the other public pages), else home. Only safe
 * in-app paths are ever returned.
 *
 * It only looks: the login page and the public-page guard both ask, in an order React decides, and must
 * get the same answer. The guarded layout forgets the remembered origin once the user is inside
 * (`forgetReturnTo`).
 */
export function signInDestination(state: unknown): string {
  return originFromState(state) ?? peekStored() ?? '/';
}

/** The user has arrived somewhere inside: a remembered origin is not to be used by a later sign-in. */
export function forgetReturnTo(): void {
  takeReturnTo();
}
