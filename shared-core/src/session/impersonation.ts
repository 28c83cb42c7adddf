import { useState } from 'react';
import { authApi } from '../api/auth';
import { ROUTER_BASENAME } from '../http/navigator';
import { claimUnauthorized } from '../http/unauthorized';
import { store } from '../state/store';
import { STORAGE_KEYS, accessAtom, normalizeAccess, tokenAtom } from './atoms';
import type { Access } from './types';

/** localStorage key of the administrator's session kept aside while they are signed in as someone else. */
export const IMPERSONATION_KEY = 'panel.impersonation';

/** Who the administrator is signed in as, and how to get back. */
export interface Impersonation {
  /** The administrator's own session, untouched while it waits. */
  admin: { token: string; access: Access; name: string | null };
  /** The user the administrator now sees the panel as. */
  target: { id: number; name: string; company: string | null };
  /** The in-app path the administrator left, where "Return to my account" brings them. */
  returnTo: string;
  startedAt: string;
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** The impersonation in storage, or null (also when what is stored is not one). */
export function readImpersonation(): Impersonation | null {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(IMPERSONATION_KEY) ?? null;
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Impersonation>;
    if (!value.admin?.token || !value.target?.name || typeof value.returnTo !== 'string') return null;
    return {
      admin: {
        token: value.admin.token,
        access: normalizeAccess(value.admin.access),
        name: value.admin.name ?? null,
      },
      target: {
        id: Number(value.target.id),
        name: value.target.name,
        company: value.target.company ?? null,
      },
      returnTo: value.returnTo.startsWith('/') ? value.returnTo : '/',
      startedAt: String(value.startedAt ?? ''),
    };
  } catch {
    return null;
  }
}

/** The page address of an in-app path (`/manage/users/7` → `/admin/manage/users/7`). */
export function panelUrl(path: string): string {
  return `${ROUTER_BASENAME}/${path.replace(/^\/+/, '')}`;
}

/**
 * Loads the app afresh at `path`. Switching between two people's sessions goes through a full load on purpose: no
 * cached answer, open request or screen state of one person can reach the other's screens.
 */
let reload = (path: string) => globalThis.location.assign(panelUrl(path));

/** Loads the app afresh at `path` (see `reload`): also how a tab follows another tab's switch to another person. */
export function loadPanelAt(path: string): void {
  reload(path);
}

/** Tests replace the page load. */
export function setImpersonationReload(next: (path: string) => void): void {
  reload = next;
}

export interface StartImpersonation {
  /** The session the sign-in-as call answered. */
  token: string;
  access: unknown;
  target: Impersonation['target'];
  /** Where the administrator is now (they come back here). */
  returnTo: string;
  adminName: string | null;
}

/**
 * Signs the administrator in as another user, keeping their own session aside (not signing it out), and opens the
 * panel's home as that user. Only one level: an administrator already signed in as someone returns first.
 */
export function startImpersonation({ token, access, target, returnTo, adminName }: StartImpersonation): void {
  const adminToken = store.get(tokenAtom);
  if (!adminToken) throw new Error('No session to keep aside');
  if (readImpersonation()) throw new Error('Already signed in as another user');
  const kept: Impersonation = {
    admin: { token: adminToken, access: store.get(accessAtom), name: adminName },
    target,
    returnTo,
    startedAt: new Date().toISOString(),
  };
  const local = storage();
  local?.setItem(IMPERSONATION_KEY, JSON.stringify(kept));
  local?.setItem(STORAGE_KEYS.token, token);
  local?.setItem(STORAGE_KEYS.access, JSON.stringify(normalizeAccess(access)));
  reload('/');
}

/**
 * Ends the impersonation: the administrator's kept session comes back as it was, on the screen they left. False when
 * there is nothing to return to.
 */
export function stopImpersonation(): boolean {
  const kept = readImpersonation();
  if (!kept) return false;
  const local = storage();
  const borrowed = store.get(tokenAtom) ?? local?.getItem(STORAGE_KEYS.token) ?? null;
  local?.setItem(STORAGE_KEYS.token, kept.admin.token);
  local?.setItem(STORAGE_KEYS.access, JSON.stringify(kept.admin.access));
  local?.removeItem(IMPERSONATION_KEY);
  // Until the page loads, the borrowed session is ending: the late 401s and failures of its screens (their token
  // revoked under them) must not sign anyone out or send them anywhere, as during a sign-out.
  claimUnauthorized();
  // The borrowed token is revoked on the server (the sign-in-as session must not outlive the return). The page load
  // would cancel that call, so it waits for it, REVOKE_WAIT_MS at most: a slow server never holds the way back.
  const revoked = borrowed && borrowed !== kept.admin.token ? authApi.logout(borrowed) : Promise.resolve();
  const waited = new Promise<void>((resolve) => setTimeout(resolve, REVOKE_WAIT_MS));
  void Promise.race([revoked, waited]).then(() => reload(kept.returnTo));
  return true;
}

/** How long "return to my account" waits for the server to revoke the borrowed token before loading the panel. */
export const REVOKE_WAIT_MS = 1000;

/**
 * Who the administrator is signed in as (null when they are themselves), and the way back. Switching always reloads
 * the app, so what was read at load stays true for the page's life.
 *
 * @example
 * const { active, stop } = useImpersonation();
 * if (active) return <Button onClick={stop}>Return to my account</Button>;
 */
export function useImpersonation(): { active: Impersonation | null; stop: () => boolean } {
  const [active] = useState(readImpersonation);
  return { active, stop: stopImpersonation };
}
