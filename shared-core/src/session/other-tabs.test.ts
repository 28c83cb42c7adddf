import {
  SESSION_DELAY_MS,
  setImpersonationReload,
  setNavigator,
  store,
  tokenAtom,
  userAtom,
} from '@panel/shared-core';
import { queryClient } from '@panel/shared-core/query';
import {
  installFakeAdapter,
  json,
  setTestSession,
  userInfoAnswer,
  type FakeServer,
} from '@panel/shared-core/testing';
import { http, resetUnauthorizedLatch } from '../http/http';
import type { PermissionName } from '@panel/contract';

/**
 * The session functions follow what another tab of the browser does to the stored token. jsdom has one window, so
 * the other tab is played by writing localStorage and dispatching the `storage` event the browser would send.
 */

const info = userInfoAnswer({
  user: { id: 7, public_id: 'pub-7', name: 'Boris', email: 'boris@example.com' },
  access: { permissions: ['application.view'] },
});
const { user } = info;
const access = { isAdmin: false, permissions: ['application.view'] satisfies PermissionName[] };

let navigate: jest.Mock;
let reloads: string[];
let server: FakeServer | undefined;

/** Another tab writes (or removes) the token; this tab hears of it. */
function otherTabSets(token: string | null): void {
  const oldValue = localStorage.getItem('token');
  if (token === null) localStorage.removeItem('token');
  else localStorage.setItem('token', token);
  window.dispatchEvent(
    new StorageEvent('storage', { key: 'token', oldValue, newValue: token, storageArea: localStorage }),
  );
}

function signedIn(token: string): void {
  setTestSession({ token, user, access });
  localStorage.setItem('token', token);
  localStorage.setItem('access', JSON.stringify(access));
}

beforeEach(() => {
  jest.useFakeTimers();
  setTestSession();
  localStorage.clear();
  sessionStorage.clear();
  resetUnauthorizedLatch();
  navigate = jest.fn();
  setNavigator(navigate);
  reloads = [];
  setImpersonationReload((path) => reloads.push(path));
});

afterEach(() => {
  server?.restore();
  server = undefined;
  jest.useRealTimers();
});

describe('another tab', () => {
  it('signing out ends this tab session too: it leaves for /login and drops the cached data', async () => {
    signedIn('t-1');
    queryClient.setQueryData(['client', 'apps'], { data: ['secret'] });

    otherTabSets(null);
    expect(store.get(tokenAtom)).toBeNull();
    expect(store.get(userAtom)).toBeNull();
    await jest.advanceTimersByTimeAsync(SESSION_DELAY_MS);
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true, state: undefined });
    expect(queryClient.getQueryData(['client', 'apps'])).toBeUndefined();
    expect(reloads).toEqual([]);
  });

  it('signing in brings in a tab that had no session', async () => {
    server = installFakeAdapter((config) =>
      config.url === '/common/auth/user' ? json(200, info) : json(404, {}),
    );
    localStorage.setItem('access', JSON.stringify(access));

    otherTabSets('t-2');
    expect(store.get(tokenAtom)).toBe('t-2');
    await jest.advanceTimersByTimeAsync(0);
    expect(store.get(userAtom)).toEqual(user);
    expect(reloads).toEqual([]);
  });

  it('switching to another person (sign in as a user, or back) loads this tab afresh at home', () => {
    signedIn('admin-token');
    otherTabSets('member-token');
    expect(reloads).toEqual(['/']);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a late 401 of the session it is leaving (revoked by the other tab) does not end the one that came', async () => {
    signedIn('member-token');
    server = installFakeAdapter(() => json(401, { message: 'Unauthenticated.' }));
    otherTabSets('admin-token');
    expect(reloads).toEqual(['/']);
    // A query of the member's screen, sent before the switch, answered after the other tab revoked its token.
    await expect(http.request({ method: 'GET', url: '/common/auth/user' })).rejects.toMatchObject({
      status: 401,
    });
    await jest.advanceTimersByTimeAsync(SESSION_DELAY_MS);
    expect(localStorage.getItem('token')).toBe('admin-token');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('writing something else, or the same token, changes nothing here', async () => {
    signedIn('t-1');
    localStorage.setItem('panel.settings', '{}');
    window.dispatchEvent(new StorageEvent('storage', { key: 'panel.settings', storageArea: localStorage }));
    otherTabSets('t-1');
    await jest.advanceTimersByTimeAsync(SESSION_DELAY_MS);
    expect(store.get(tokenAtom)).toBe('t-1');
    expect(navigate).not.toHaveBeenCalled();
    expect(reloads).toEqual([]);
  });
});
