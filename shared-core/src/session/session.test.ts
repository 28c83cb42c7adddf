import { act, renderHook } from '@testing-library/react';
import {
  SESSION_DELAY_MS,
  accessAtom,
  completeSignIn,
  isValidationError,
  login,
  normalizeAccess,
  paramsAtom,
  restoreSession,
  sessionStatusAtom,
  setNavigator,
  signOut,
  store,
  tokenAtom,
  useAuth,
  useSession,
  useSignOut,
  userAtom,
} from '@panel/shared-core';
import { queryClient } from '@panel/shared-core/query';
import {
  installFakeAdapter,
  json,
  sessionAnswer,
  takeContractMismatches,
  tolerateContractBreaks,
  userInfoAnswer,
  type FakeHandler,
  type FakeServer,
} from '@panel/shared-core/testing';
import { resetUnauthorizedLatch } from '../http/http';

const info = userInfoAnswer({
  user: {
    id: 7,
    public_id: 'pub-7',
    name: 'Boris',
    email: 'boris@example.com',
    is_admin: true,
    company_id: null,
  },
  params: { currency: 'USD', timezone: 'Europe/Moscow', features: ['pwa'] },
  access: { isAdmin: true, permissions: ['manage.companies'] },
});
const { user, params, access } = info;

let server: FakeServer | undefined;
let navigate: jest.Mock;

function serve(handler: FakeHandler) {
  server = installFakeAdapter(handler);
  return server;
}

const routes: FakeHandler = (config) => {
  if (config.url === '/common/auth/login')
    return json(200, sessionAnswer({ permissions: ['application.view'] }, 'tok-1'));
  if (config.url === '/common/auth/user') return json(200, info);
  return json(404, {});
};

/** Lets pending promise callbacks run without moving the clock. */
const flush = () => jest.advanceTimersByTimeAsync(0);

beforeEach(() => {
  jest.useFakeTimers();
  store.set(tokenAtom, null);
  store.set(userAtom, null);
  store.set(paramsAtom, null);
  store.set(accessAtom, normalizeAccess(null));
  localStorage.clear();
  sessionStorage.clear();
  resetUnauthorizedLatch();
  navigate = jest.fn();
  setNavigator(navigate);
  window.history.replaceState(null, '', '/admin/');
});

afterEach(() => {
  jest.runOnlyPendingTimers();
  jest.useRealTimers();
  server?.restore();
  server = undefined;
});

describe('login', () => {
  it('stores token and access, then loads the user 300 ms later, not before', async () => {
    const { calls } = serve(routes);
    const done = login({ email: 'boris@example.com', password: 'secret123' });
    await flush();

    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['post /common/auth/login']);
    expect(JSON.parse(calls[0]!.data as string)).toEqual({
      email: 'boris@example.com',
      password: 'secret123',
    });
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('access')!)).toEqual({
      isAdmin: false,
      permissions: ['application.view'],
    });
    expect(store.get(tokenAtom)).toBe('tok-1');
    expect(store.get(accessAtom)).toEqual({ isAdmin: false, permissions: ['application.view'] });
    expect(store.get(userAtom)).toBeNull();
    expect(store.get(sessionStatusAtom)).toBe('restoring');

    await jest.advanceTimersByTimeAsync(SESSION_DELAY_MS - 1);
    expect(calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.url).toBe('/common/auth/user');
    expect(calls[1]!.headers.get('Authorization')).toBe('Bearer tok-1');

    await expect(done).resolves.toEqual(user);
    expect(store.get(userAtom)).toEqual(user);
    expect(store.get(paramsAtom)).toEqual(params);
    expect(store.get(accessAtom)).toEqual(access);
    expect(JSON.parse(localStorage.getItem('access')!)).toEqual(access);
    expect(store.get(sessionStatusAtom)).toBe('authenticated');
  });

  it('a refused login rejects with the validation error and stores nothing', async () => {
    serve(() =>
      json(422, {
        message: 'The given data was invalid.',
        errors: { email: ['These credentials do not match our records.'] },
      }),
    );
    const error = await login({ email: 'x@example.com', password: 'wrong' }).catch((e: unknown) => e);
    expect(isValidationError(error)).toBe(true);
    expect(localStorage.getItem('token')).toBeNull();
    expect(store.get(tokenAtom)).toBeNull();
    await jest.advanceTimersByTimeAsync(SESSION_DELAY_MS);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('completeSignIn does the same for the register, invite and telegram flows', async () => {
    const { calls } = serve(routes);
    const done = completeSignIn({ token: 'tok-reg', access: { isAdmin: false, permissions: [] } });
    await flush();
    expect(localStorage.getItem('token')).toBe('tok-reg');
    expect(calls).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(SESSION_DELAY_MS);
    await expect(done).resolves.toEqual(user);
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer tok-reg');
  });

  it('a user with no access gets isAdmin false and no permissions', async () => {
    // A server that leaves the access and the params out breaks the contract; the panel still copes, as a production
    // build would (the development check says so).
    tolerateContractBreaks();
    serve((config) =>
      config.url === '/common/auth/login'
        ? json(200, { token: 't', access: null })
        : json(200, { user, params: null }),
    );
    const done = login({ email: 'a@b.c', password: 'p' });
    await jest.advanceTimersByTimeAsync(SESSION_DELAY_MS);
    await done;
    expect(store.get(accessAtom)).toEqual({ isAdmin: false, permissions: [] });
    expect(store.get(paramsAtom)).toBeNull();
    expect(takeContractMismatches()).toEqual([
      'POST /common/auth/login (auth.login) answered 200: access: expected an object, got null',
      'GET /common/auth/user (auth.user) answered 200: params: expected an object, got null',
    ]);
  });
});

describe('signOut', () => {
  it('clears token, access, user, params and auth-badge, and navigates to /login after 300 ms', async () => {
    store.set(tokenAtom, 't');
    store.set(userAtom, user);
    store.set(paramsAtom, params);
    store.set(accessAtom, access);
    localStorage.setItem('token', 't');
    localStorage.setItem('access', JSON.stringify(access));
    localStorage.setItem('auth-badge', 'seen');
    localStorage.setItem('panel.settings', '{"sidebarShow":false}');
    queryClient.setQueryData(['client', 'secret'], { balance: 100 });

    const done = signOut();
    expect(store.get(tokenAtom)).toBeNull();
    expect(store.get(userAtom)).toBeNull();
    expect(store.get(paramsAtom)).toBeNull();
    expect(store.get(accessAtom)).toEqual({ isAdmin: false, permissions: [] });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('access')).toBeNull();
    expect(localStorage.getItem('auth-badge')).toBeNull();
    // Settings are the device's, not the session's.
    expect(localStorage.getItem('panel.settings')).toBe('{"sidebarShow":false}');

    jest.advanceTimersByTime(SESSION_DELAY_MS - 1);
    expect(navigate).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await done;
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true, state: undefined });
    expect(queryClient.getQueryData(['client', 'secret'])).toBeUndefined();
  });

  it('asks the server to revoke the token it drops, and ends the session whatever the server answers', async () => {
    for (const answer of [
      json(200, { message: 'Done.' }),
      json(404, { message: 'Not found.' }),
      'network' as const,
    ]) {
      store.set(tokenAtom, 'dropped');
      localStorage.setItem('token', 'dropped');
      const { calls } = serve(() => answer);
      navigate.mockClear();
      const done = signOut();
      expect(store.get(tokenAtom)).toBeNull();
      await jest.advanceTimersByTimeAsync(SESSION_DELAY_MS);
      await done;
      expect(calls.map((c) => [c.method, c.url, c.headers.Authorization])).toEqual([
        ['post', '/common/auth/logout', 'Bearer dropped'],
      ]);
      // A failed revocation is no failure of the sign-out: no error screen, only /login.
      expect(navigate).toHaveBeenCalledTimes(1);
      expect(navigate).toHaveBeenCalledWith('/login', { replace: true, state: undefined });
      server?.restore();
    }
  });

  it('navigates where it is told', async () => {
    const done = signOut({ redirectTo: '/registration' });
    jest.advanceTimersByTime(SESSION_DELAY_MS);
    await done;
    expect(navigate).toHaveBeenCalledWith('/registration', { replace: true, state: undefined });
  });

  it('forgets a remembered origin: the next user starts at home', () => {
    sessionStorage.setItem('panel.returnTo', '/client/pixels');
    void signOut();
    expect(sessionStorage.getItem('panel.returnTo')).toBeNull();
  });

  it('a sign-in within the delay cancels the pending navigation', async () => {
    serve(routes);
    const out = signOut();
    const back = completeSignIn({ token: 'again', access });
    await out;
    await jest.advanceTimersByTimeAsync(SESSION_DELAY_MS * 2);
    await back;
    expect(navigate).not.toHaveBeenCalled();
    expect(store.get(tokenAtom)).toBe('again');
  });
});

describe('restoreSession', () => {
  it('restores from a stored token: token and stored access into the session, then the user', async () => {
    localStorage.setItem('token', 'stored');
    localStorage.setItem('access', JSON.stringify({ isAdmin: false, permissions: ['pixel.manage'] }));
    const { calls } = serve(routes);
    const done = restoreSession();
    expect(store.get(tokenAtom)).toBe('stored');
    expect(store.get(accessAtom)).toEqual({ isAdmin: false, permissions: ['pixel.manage'] });
    expect(store.get(sessionStatusAtom)).toBe('restoring');
    await expect(done).resolves.toEqual(user);
    expect(calls[0]!.url).toBe('/common/auth/user');
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer stored');
    expect(store.get(userAtom)).toEqual(user);
    expect(store.get(accessAtom)).toEqual(access);
    expect(store.get(sessionStatusAtom)).toBe('authenticated');
  });

  it('does nothing without a stored token', async () => {
    const { calls } = serve(routes);
    await expect(restoreSession()).resolves.toBeNull();
    expect(calls).toHaveLength(0);
    expect(store.get(sessionStatusAtom)).toBe('anonymous');
  });

  it('normalises a malformed stored access', async () => {
    localStorage.setItem('token', 'stored');
    localStorage.setItem('access', '{not json');
    serve(() => new Promise(() => undefined));
    void restoreSession();
    expect(store.get(accessAtom)).toEqual({ isAdmin: false, permissions: [] });
  });

  it('a refused stored token signs out and goes to /login', async () => {
    localStorage.setItem('token', 'expired');
    localStorage.setItem('auth-badge', '1');
    window.history.replaceState(null, '', '/admin/client/domains');
    serve(() => json(401, { message: 'Unauthenticated.' }));
    await expect(restoreSession()).resolves.toBeNull();
    expect(store.get(tokenAtom)).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('auth-badge')).toBeNull();
    jest.advanceTimersByTime(SESSION_DELAY_MS);
    expect(navigate).toHaveBeenCalledWith('/login', {
      replace: true,
      state: { from: { pathname: '/client/domains', search: '', hash: '' } },
    });
    expect(sessionStorage.getItem('panel.returnTo')).toBe('/client/domains');
  });

  it('rejects on other failures (the HTTP layer has sent the user to /error)', async () => {
    localStorage.setItem('token', 'stored');
    serve(() => 'network');
    await expect(restoreSession()).rejects.toMatchObject({ status: 0 });
    expect(navigate).toHaveBeenCalledWith('/error', { state: { back: true } });
  });
});

describe('normalizeAccess', () => {
  it.each([undefined, null, 'admin', 42, [], {}, { isAdmin: 'yes', permissions: 'all' }])(
    'turns %p into no access',
    (raw) => {
      expect(normalizeAccess(raw)).toEqual({ isAdmin: false, permissions: [] });
    },
  );

  it('keeps a well-formed access and drops non-string permissions', () => {
    expect(normalizeAccess({ isAdmin: true, permissions: ['a', 1, null, 'b'] })).toEqual({
      isAdmin: true,
      permissions: ['a', 'b'],
    });
  });
});

describe('hooks', () => {
  it('useSession and useAuth follow the session', () => {
    const { result } = renderHook(() => ({ session: useSession(), auth: useAuth() }));
    expect(result.current.session.status).toBe('anonymous');
    expect(result.current.auth).toEqual({
      authorized: false,
      accessToken: null,
      userName: null,
      email: null,
    });

    act(() => store.set(tokenAtom, 'tok'));
    expect(result.current.session.status).toBe('restoring');
    expect(result.current.auth.authorized).toBe(false);

    act(() => {
      store.set(userAtom, user);
      store.set(paramsAtom, params);
      store.set(accessAtom, access);
    });
    expect(result.current.session).toEqual({ user, params, access, token: 'tok', status: 'authenticated' });
    expect(result.current.auth).toEqual({
      authorized: true,
      accessToken: 'tok',
      userName: 'Boris',
      email: 'boris@example.com',
    });
  });

  it('useSignOut signs out', () => {
    store.set(tokenAtom, 'tok');
    const { result } = renderHook(() => useSignOut());
    act(() => void result.current());
    expect(store.get(tokenAtom)).toBeNull();
  });
});
