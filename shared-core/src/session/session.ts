import { authApi } from '../api/auth';
import { isApiError } from '../http/api-error';
import { resetUnauthorizedLatch, setUnauthorizedHandler } from '../http/http';
import { claimUnauthorized } from '../http/unauthorized';
import { navigateTo } from '../http/navigator';
import { store } from '../state/store';
import {
  RETURN_TO_KEY,
  SESSION_DELAY_MS,
  STORAGE_KEYS,
  accessAtom,
  normalizeAccess,
  paramsAtom,
  tokenAtom,
  userAtom,
} from './atoms';
import { IMPERSONATION_KEY, loadPanelAt, readImpersonation, stopImpersonation } from './impersonation';
import { rememberReturnTo } from './return-to';
import type { Access, AuthResult, Credentials, User, UserInfo } from './types';

function local(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function readItem(key: string): string | null {
  try {
    return local()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeItem(key: string, value: string | null): void {
  try {
    if (value === null) local()?.removeItem(key);
    else local()?.setItem(key, value);
  } catch {
    // The session still works for this tab without storage; it just will not survive a reload.
  }
}

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function applyUserInfo(info: UserInfo): void {
  store.set(userAtom, info.user);
  store.set(paramsAtom, info.params);
  store.set(accessAtom, info.access);
  writeItem(STORAGE_KEYS.access, JSON.stringify(info.access));
}

/**
 * Loads the user of the current token (GET /common/auth/user) and with it params and access; also the way
 * to refresh them after the user edited their profile. Null when there is no session (any more).
 */
export async function reloadUser(): Promise<User | null> {
  const token = store.get(tokenAtom);
  if (!token) return null;
  const info = await authApi.user();
  // The session may have ended or been replaced while the call was in flight.
  if (store.get(tokenAtom) !== token) return null;
  applyUserInfo(info);
  return info.user;
}

let navigationTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * True between the end of a session and its navigation (SESSION_DELAY_MS later). Guards use it to hold
 * the page instead of redirecting at once, so the 300 ms pause before leaving (docs/product.md, "Session") is kept.
 */
export function isSessionEnding(): boolean {
  return navigationTimer !== undefined;
}
let settleNavigation: (() => void) | undefined;

function cancelPendingNavigation(): void {
  if (navigationTimer !== undefined) clearTimeout(navigationTimer);
  navigationTimer = undefined;
  settleNavigation?.();
  settleNavigation = undefined;
}

/**
 * Signs in with a token and access obtained by any flow (login, registration, invitation, Telegram):
 * stores them, and after SESSION_DELAY_MS loads the user. Resolves with the user.
 */
export async function completeSignIn(result: AuthResult): Promise<User | null> {
  cancelPendingNavigation();
  resetUnauthorizedLatch();
  const access = normalizeAccess(result.access);
  writeItem(STORAGE_KEYS.token, result.token);
  writeItem(STORAGE_KEYS.access, JSON.stringify(access));
  store.set(tokenAtom, result.token);
  store.set(accessAtom, access);
  store.set(userAtom, null);
  store.set(paramsAtom, null);
  // The sign-in pause of docs/product.md ("Session"): the sign-in screen finishes its transition before the user call
  // starts, and the call sees the token already stored.
  await delay(SESSION_DELAY_MS);
  if (store.get(tokenAtom) !== result.token) return null;
  return reloadUser();
}

/** POST /common/auth/login, then completeSignIn. Rejects with the ApiError of a failed login. */
export async function login(credentials: Credentials): Promise<User | null> {
  return completeSignIn(await authApi.login(credentials));
}

export interface SignOutOptions {
  /** Where to go once signed out; `/login` by default. */
  redirectTo?: string;
  /** Router state for that navigation (the 401 flow passes `{ from }`). */
  state?: unknown;
}

const sessionEndListeners = new Set<() => void>();

/**
 * Runs `listener` each time a session ends, once its screens are gone. The query entry clears its
 * cache this way, so the core (on the first page) does not depend on TanStack Query.
 * @example const stop = onSessionEnd(() => queryClient.clear());
 */
export function onSessionEnd(listener: () => void): () => void {
  sessionEndListeners.add(listener);
  return () => sessionEndListeners.delete(listener);
}

function endSession({ redirectTo = '/login', state }: SignOutOptions, keepReturnTo: boolean): Promise<void> {
  cancelPendingNavigation();
  store.set(tokenAtom, null);
  store.set(accessAtom, normalizeAccess(null));
  store.set(userAtom, null);
  store.set(paramsAtom, null);
  writeItem(STORAGE_KEYS.token, null);
  writeItem(STORAGE_KEYS.access, null);
  writeItem(STORAGE_KEYS.authBadge, null);
  if (!keepReturnTo) {
    try {
      globalThis.sessionStorage?.removeItem(RETURN_TO_KEY);
    } catch {
      // nothing remembered then
    }
  }
  return new Promise<void>((resolve) => {
    settleNavigation = resolve;
    navigationTimer = setTimeout(() => {
      navigationTimer = undefined;
      settleNavigation = undefined;
      navigateTo(redirectTo, { replace: true, state });
      // Dropped only now: cached data of the old session must not show to the next user, and clearing
      // before the screens are gone would make them refetch without a token.
      for (const listener of sessionEndListeners) listener();
      resolve();
    }, SESSION_DELAY_MS);
  });
}

/**
 * Clears token, access, user, params and the auth-badge entry at once, and navigates after
 * SESSION_DELAY_MS (to `/login` unless told otherwise). Resolves once navigated.
 */
export function signOut(options: SignOutOptions = {}): Promise<void> {
  // An administrator signed in as someone else signs out of that person only: their own session comes back.
  if (stopImpersonation()) return new Promise<void>(() => {});
  writeItem(IMPERSONATION_KEY, null);
  // The server forgets the token too (when it offers the call), while the panel clears and navigates as ever.
  const token = store.get(tokenAtom);
  if (token) void authApi.logout(token);
  return endSession(options, false);
}

/**
 * The access saved with a stored session, before its user is loaded; null without a stored token. Only a guess of
 * what the user may do (the server decides), good for fetching ahead what a page will probably need.
 * @example if (can(storedAccess(), { permission: 'manage.users' })) void prefetchUsersArea();
 */
export function storedAccess(): Access | null {
  if (!readItem(STORAGE_KEYS.token)) return null;
  return normalizeAccess(parseJson(readItem(STORAGE_KEYS.access)));
}

/**
 * At start: if a token is stored, puts it (and the stored access) into the session and loads its user.
 * Resolves with the user, or null when there is no token or the token is refused (401: signed out, on the
 * way to /login). Rejects with the ApiError of any other failure; the HTTP layer has already navigated.
 */
export async function restoreSession(): Promise<User | null> {
  const stored = storedAccess();
  const token = readItem(STORAGE_KEYS.token);
  if (!stored || !token) return null;
  resetUnauthorizedLatch();
  store.set(tokenAtom, token);
  store.set(accessAtom, stored);
  try {
    return await reloadUser();
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

// What a 401 does (docs/product.md, "Errors"): the token goes at once, the origin is remembered (router state and
// sessionStorage, so it survives a reload of the login page), and the usual sign-out navigates to /login.
setUnauthorizedHandler(() => {
  // The borrowed session ended (the user was blocked, the token expired): back to the administrator's own.
  if (readImpersonation() && stopImpersonation()) return;
  const from = rememberReturnTo();
  void endSession({ redirectTo: '/login', state: from ? { from } : undefined }, true);
});

/**
 * The tabs of one browser share one session (the token in localStorage), so each follows what another tab did to it,
 * without waiting for its user to act. A `storage` event reaches every other tab of the origin, never the writer.
 * - The token went (sign-out, a 401): this tab ends its session too, leaves the guarded screens and drops its cache.
 * - A token came while this tab had none (a sign-in): it is adopted, and the public page sends the user on.
 * - The token changed ("sign in as a user" and its return, another person signing in): the app loads afresh at
 *   home, the same full load the switching tab did, so nothing of the previous person survives in this tab.
 */
function followOtherTabs(event: StorageEvent): void {
  // `key` is null when another tab cleared the whole storage.
  if (event.key !== null && event.key !== STORAGE_KEYS.token) return;
  if (event.storageArea && event.storageArea !== local()) return;
  const stored = readItem(STORAGE_KEYS.token);
  const current = store.get(tokenAtom);
  if (stored === current) return;
  if (!stored) {
    if (!isSessionEnding()) void endSession({}, false);
  } else if (!current) {
    void restoreSession().catch(() => undefined);
  } else {
    // Until the page loads, this tab's session is gone: its late 401s (the returning tab revokes a borrowed token)
    // must not end the session that just came, which every tab shares.
    claimUnauthorized();
    loadPanelAt('/');
  }
}

globalThis.addEventListener?.('storage', followOtherTabs);
