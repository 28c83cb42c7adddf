import { atom } from '../state/store';
import type { Access, SessionStatus, User, UserParams } from './types';

/** localStorage keys of the session (docs/product.md, "Session"). */
export const STORAGE_KEYS = {
  token: 'token',
  access: 'access',
  authBadge: 'auth-badge',
} as const;

/** sessionStorage key of the location to return to after signing in again. */
export const RETURN_TO_KEY = 'panel.returnTo';

/** Delay between storing a token and loading the user, and between sign-out and navigating (docs/product.md, "Session"). */
export const SESSION_DELAY_MS = 300;

/**
 * Any stored or received access becomes a well-formed one: a user with no access (absent, null, garbage)
 * is not an admin and has no permissions (docs/product.md, "Session").
 */
export function normalizeAccess(raw: unknown): Access {
  if (!raw || typeof raw !== 'object') return { isAdmin: false, permissions: [] };
  const value = raw as Record<string, unknown>;
  const isAdmin = value.isAdmin ?? value.is_admin;
  const permissions = Array.isArray(value.permissions)
    ? value.permissions.filter((p): p is string => typeof p === 'string')
    : [];
  return { isAdmin: isAdmin === true, permissions };
}

// The token and access are persisted by the session functions, not by the atoms: restoring is an explicit
// step at start (restoreSession), and a 401 must be able to drop them synchronously from outside React.
export const tokenAtom = atom<string | null>(null);
export const accessAtom = atom<Access>({ isAdmin: false, permissions: [] });
export const userAtom = atom<User | null>(null);
export const paramsAtom = atom<UserParams | null>(null);

/** A token without a user yet means its user is being loaded (after sign-in or at startup). */
export const sessionStatusAtom = atom<SessionStatus>((get) => {
  if (!get(tokenAtom)) return 'anonymous';
  if (get(userAtom)) return 'authenticated';
  return 'restoring';
});
