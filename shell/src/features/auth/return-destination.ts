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
 * survives a reload of the login page), else home. Only safe in-app paths are ever returned. With
 * `consume` the remembered origin is forgotten, so that it is used once.
 */
export function signInDestination(state: unknown, { consume = true }: { consume?: boolean } = {}): string {
  const fromState = originFromState(state);
  const stored = consume ? takeReturnTo() : peekStored();
  return fromState ?? stored ?? '/';
}
