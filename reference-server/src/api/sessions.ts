/**
 * Sessions (docs/api-contract.md, "Sessions"): what a bearer token stands for, how long, and who is behind it.
 *
 * - A sign-in gives a token that works for `SESSION_LIFETIME_MS`, then answers 401; sign-out revokes it at once.
 * - "Sign in as this user" gives a shorter token (`SIGN_IN_AS_LIFETIME_MS`) that names the administrator behind it:
 *   what is done with it is recorded as "administrator X as user Y" (`recordedBy`), and it stops working when that
 *   administrator is blocked or loses the administrator's rights, or when they return to their account (revoked).
 * - Only a hash of each token is kept: a copy of the store (a dump, a log line) signs nobody in.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { ApiState } from './context';
import type { User } from './store/types';

const MINUTE = 60 * 1000;

/** A sign-in lasts a working day and a bit; after it the panel's 401 handling sends the user to sign in again. */
export const SESSION_LIFETIME_MS = 12 * 60 * MINUTE;

/** Borrowing a user's session is for a look or a fix, not for a day's work. */
export const SIGN_IN_AS_LIFETIME_MS = 60 * MINUTE;

export interface Session {
  userId: number;
  /** The administrator who signed in as `userId`; null for the user's own sign-in. */
  actingAdminId: number | null;
  /** Epoch milliseconds after which the token answers 401. */
  expiresAt: number;
}

const keyOf = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A new token for `user`; `actingAdmin` makes it a short sign-in-as token that names them. */
export function issueToken(state: ApiState, user: User, actingAdmin: User | null = null): string {
  const token = randomBytes(24).toString('hex');
  const lifetime = actingAdmin ? SIGN_IN_AS_LIFETIME_MS : SESSION_LIFETIME_MS;
  state.sessions.set(keyOf(token), {
    userId: user.id,
    actingAdminId: actingAdmin?.id ?? null,
    expiresAt: state.clock() + lifetime,
  });
  return token;
}

/** The token's session while it works; an expired one is forgotten on the way. */
export function liveSession(state: ApiState, token: string): Session | undefined {
  const key = keyOf(token);
  const session = state.sessions.get(key);
  if (!session) return undefined;
  if (session.expiresAt <= state.clock()) {
    state.sessions.delete(key);
    return undefined;
  }
  return session;
}

/** Sign-out: the token stops working at once. */
export function revokeToken(state: ApiState, token: string): void {
  state.sessions.delete(keyOf(token));
}

/**
 * After a password change: every session of the user ends (sign-in-as tokens too) but the one of `keepToken`, so whoever
 * knew the old password is signed out everywhere while the user who changed it stays signed in.
 */
export function revokeOtherSessions(state: ApiState, userId: number, keepToken: string | undefined): void {
  const kept = keepToken === undefined ? undefined : keyOf(keepToken);
  for (const [key, session] of state.sessions)
    if (session.userId === userId && key !== kept) state.sessions.delete(key);
}

/** The bearer token of a request's `Authorization` header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
}
