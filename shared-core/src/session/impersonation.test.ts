import { renderHook, waitFor } from '@testing-library/react';
import {
  IMPERSONATION_KEY,
  accessAtom,
  authApi,
  normalizeAccess,
  readImpersonation,
  setImpersonationReload,
  setNavigator,
  signOut,
  startImpersonation,
  stopImpersonation,
  store,
  tokenAtom,
  useImpersonation,
  userAtom,
} from '@panel/shared-core';
import { http } from '../http/http';
import { installFakeAdapter, json, type FakeServer } from '@panel/shared-core/testing';
import { resetUnauthorizedLatch } from '../http/http';
import { REVOKE_WAIT_MS, panelUrl } from './impersonation';

const adminAccess = { isAdmin: true, permissions: ['manage.users', 'users.admin'] };
const memberAccess = { isAdmin: false, permissions: ['application.view'] };

let reloads: string[];
let server: FakeServer | undefined;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetUnauthorizedLatch();
  setNavigator(jest.fn());
  reloads = [];
  setImpersonationReload((path) => reloads.push(path));
  // The administrator's session, as the panel holds it.
  store.set(tokenAtom, 'admin-token');
  store.set(accessAtom, normalizeAccess(adminAccess));
  store.set(userAtom, { id: 1, public_id: 'p1', name: 'Irina', email: 'admin@panel.test' });
  localStorage.setItem('token', 'admin-token');
  localStorage.setItem('access', JSON.stringify(adminAccess));
});

afterEach(() => {
  server?.restore();
  server = undefined;
});

const start = () =>
  startImpersonation({
    token: 'member-token',
    access: memberAccess,
    target: { id: 9, name: 'Maria', company: 'Acme Apps' },
    returnTo: '/users/9',
    adminName: 'Irina',
  });

describe('signing in as another user', () => {
  it("keeps the administrator's session aside and opens the panel as the user", () => {
    start();
    expect(localStorage.getItem('token')).toBe('member-token');
    expect(JSON.parse(localStorage.getItem('access')!)).toEqual(memberAccess);
    expect(readImpersonation()).toMatchObject({
      admin: { token: 'admin-token', access: adminAccess, name: 'Irina' },
      target: { id: 9, name: 'Maria', company: 'Acme Apps' },
      returnTo: '/users/9',
    });
    expect(reloads).toEqual(['/']);
    // One level only: a second start while signed in as someone is refused.
    expect(start).toThrow('Already signed in as another user');
  });

  it("returns to the administrator's own session on the screen they left, the borrowed token revoked first", async () => {
    start();
    store.set(tokenAtom, 'member-token');
    server = installFakeAdapter(() => json(200, { message: 'Done.' }));
    expect(stopImpersonation()).toBe(true);
    expect(localStorage.getItem('token')).toBe('admin-token');
    expect(JSON.parse(localStorage.getItem('access')!)).toEqual(adminAccess);
    expect(localStorage.getItem(IMPERSONATION_KEY)).toBeNull();
    await waitFor(() => expect(reloads).toEqual(['/', '/users/9']));
    expect(server.calls.map((call) => [call.method, call.url, call.headers.Authorization])).toEqual([
      ['post', '/common/auth/logout', 'Bearer member-token'],
    ]);
    expect(stopImpersonation()).toBe(false);
  });

  it('returns even when the server does not answer the revocation', async () => {
    jest.useFakeTimers();
    try {
      start();
      store.set(tokenAtom, 'member-token');
      server = installFakeAdapter(() => new Promise(() => {}));
      stopImpersonation();
      expect(reloads).toEqual(['/']);
      await jest.advanceTimersByTimeAsync(REVOKE_WAIT_MS);
      expect(reloads).toEqual(['/', '/users/9']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('signing out while signed in as someone returns to the administrator instead', async () => {
    start();
    void signOut();
    expect(localStorage.getItem('token')).toBe('admin-token');
    await waitFor(() => expect(reloads).toEqual(['/', '/users/9']));
  });

  it("a 401 of the borrowed session brings the administrator's back", async () => {
    start();
    server = installFakeAdapter(() => json(401, { message: 'Unauthenticated.' }));
    await expect(http.request({ method: 'GET', url: '/common/auth/user' })).rejects.toMatchObject({
      status: 401,
    });
    expect(localStorage.getItem('token')).toBe('admin-token');
    await waitFor(() => expect(reloads).toEqual(['/', '/users/9']));
  });

  it('ignores what is stored when it is not an impersonation', () => {
    localStorage.setItem(IMPERSONATION_KEY, '{"admin":{}}');
    expect(readImpersonation()).toBeNull();
    localStorage.setItem(IMPERSONATION_KEY, 'not json');
    expect(readImpersonation()).toBeNull();
    const { result } = renderHook(() => useImpersonation());
    expect(result.current.active).toBeNull();
  });

  it('reads the sign-in-as answer with who the administrator becomes', async () => {
    server = installFakeAdapter((config) =>
      config.method === 'post' && config.url === '/manage/user/9/login'
        ? json(200, {
            token: 'member-token',
            access: memberAccess,
            user: { id: 9, name: 'Maria', company_name: 'Acme Apps' },
          })
        : json(404, {}),
    );
    await expect(authApi.signInAs(9)).resolves.toEqual({
      result: { token: 'member-token', access: memberAccess },
      user: { id: 9, name: 'Maria', company: 'Acme Apps' },
    });
  });

  it('loads the panel at its own base path, wherever the page is', () => {
    window.history.replaceState(null, '', '/admin/users/9');
    expect(panelUrl('/')).toBe('/admin/');
    expect(panelUrl('/users/9')).toBe('/admin/users/9');
    expect(panelUrl('manage/companies/1?tab=x')).toBe('/admin/manage/companies/1?tab=x');
  });
});
