import axios from 'axios';
import {
  ApiError,
  SESSION_DELAY_MS,
  accessAtom,
  changeLanguage,
  configureHttp,
  initI18n,
  isApiError,
  isValidationError,
  isNavigatedError,
  paramsAtom,
  setNavigator,
  store,
  tokenAtom,
  userAtom,
  type User,
} from '@panel/shared-core';
import { installFakeAdapter, json, type FakeServer } from '@panel/shared-core/testing';
import type { AxiosRequestConfig } from 'axios';
import { http, httpBaseUrl, resetUnauthorizedLatch } from './http';

// The HTTP layer's one method, as the panel's calls use it (call-api.ts); these tests make plain requests through it.
const get = (url: string, config: AxiosRequestConfig = {}) => http.request({ ...config, method: 'GET', url });
const post = (url: string, data?: unknown, config: AxiosRequestConfig = {}) =>
  http.request({ ...config, method: 'POST', url, data });

const user: User = { id: 1, public_id: 'u-1', name: 'Anna', email: 'anna@example.com' };

let server: FakeServer | undefined;
let navigate: jest.Mock;

function signedIn(token = 'secret-token') {
  store.set(tokenAtom, token);
  store.set(userAtom, user);
  store.set(accessAtom, { isAdmin: false, permissions: ['application.view'] });
  store.set(paramsAtom, { currency: 'USD' });
  localStorage.setItem('token', token);
  localStorage.setItem('access', JSON.stringify({ isAdmin: false, permissions: ['application.view'] }));
  localStorage.setItem('auth-badge', '1');
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

beforeEach(() => {
  jest.useFakeTimers();
  store.set(tokenAtom, null);
  store.set(userAtom, null);
  store.set(paramsAtom, null);
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

describe('success', () => {
  it('resolves a 200 with its parsed JSON body', async () => {
    server = installFakeAdapter(() => json(200, { ok: true, items: [1, 2] }));
    const response = await get('/common/anything');
    expect(response.data).toEqual({ ok: true, items: [1, 2] });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('treats any other 2xx as a failure: only 200 is success', async () => {
    server = installFakeAdapter(() => json(201, { id: 5 }));
    const error = await failure(post('/client/pixels/store', {}));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(201);
  });
});

describe('errors', () => {
  it('rejects a 500 with status, message, errorList and raw data, without navigating', async () => {
    const body = { message: 'Server exploded' };
    server = installFakeAdapter(() => json(500, body));
    const error = await failure(get('/client/tariff/list'));
    expect(error.status).toBe(500);
    expect(error.message).toBe('Server exploded');
    expect(error.errors).toEqual({});
    expect(error.errorList).toEqual(['Server exploded']);
    expect(error.data).toEqual(body);
    jest.runOnlyPendingTimers();
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([400, 422])(
    '%i is a validation error carrying the field errors, with no navigation',
    async (status) => {
      server = installFakeAdapter(() =>
        json(status, {
          message: 'The given data was invalid.',
          errors: { email: ['The email is taken.'], 'filters.created_at': ['Bad date.', 'Too early.'] },
        }),
      );
      const error = await failure(post('/common/auth/register', {}));
      expect(isValidationError(error)).toBe(true);
      expect(error.status).toBe(status);
      expect(error.message).toBe('The given data was invalid.');
      expect(error.errors).toEqual({
        email: ['The email is taken.'],
        'filters.created_at': ['Bad date.', 'Too early.'],
      });
      expect(error.errorList).toEqual(['The email is taken.', 'Bad date.', 'Too early.']);
      jest.runOnlyPendingTimers();
      expect(navigate).not.toHaveBeenCalled();
    },
  );

  it('a 500 is not a validation error', async () => {
    server = installFakeAdapter(() => json(500, { message: 'x', errors: { a: ['b'] } }));
    expect(isValidationError(await failure(get('/x')))).toBe(false);
  });

  it('turns a 200 with a non-JSON body into a 500 "Unexpected error" carrying the raw text', async () => {
    server = installFakeAdapter(() => ({
      status: 200,
      body: '<html>maintenance</html>',
      headers: { 'content-type': 'text/html' },
    }));
    const error = await failure(get('/common/auth/user'));
    expect(error.status).toBe(500);
    expect(error.message).toBe('Unexpected error');
    expect(error.data).toBe('<html>maintenance</html>');
    expect(error.errorList).toEqual(['Unexpected error']);
  });

  it('turns a non-JSON error body (a proxy page) into a 500 "Unexpected error"', async () => {
    server = installFakeAdapter(() => ({ status: 502, body: '<h1>Bad gateway</h1>' }));
    const error = await failure(get('/client/tariff/list'));
    expect(error.status).toBe(500);
    expect(error.message).toBe('Unexpected error');
  });

  it('gives a default message when the body has none', async () => {
    server = installFakeAdapter(() => json(500, {}));
    expect((await failure(get('/x'))).message).toBe('Unexpected error');
  });
});

describe('redirects', () => {
  it('403 goes to /not-allowed', async () => {
    server = installFakeAdapter(() => json(403, { message: 'This action is unauthorized.' }));
    const error = await failure(get('/manage/roles/create'));
    expect(error.status).toBe(403);
    expect(navigate).toHaveBeenCalledWith('/not-allowed', { replace: true });
  });

  it('404 goes to /not-found', async () => {
    server = installFakeAdapter(() => json(404, { message: 'Not found.' }));
    const error = await failure(get('/client/application/99/edit'));
    expect(error.status).toBe(404);
    expect(navigate).toHaveBeenCalledWith('/not-found', { replace: true });
  });

  it('a 404 of the active-telegram-bot check means "no bot": resolves null, no redirect', async () => {
    server = installFakeAdapter(() => json(404, { message: 'Not found.' }));
    const response = await get('/client/telegram-bot/get-active-bot', { panel: { allow404: true } });
    expect(response.data).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('allow404 still resolves the body of a 200', async () => {
    server = installFakeAdapter(() => json(200, { id: 3, username: 'panel_bot', is_active: true }));
    const response = await get('/client/telegram-bot/get-active-bot', { panel: { allow404: true } });
    expect(response.data).toEqual({ id: 3, username: 'panel_bot', is_active: true });
  });

  it('allow404 does not swallow other failures', async () => {
    server = installFakeAdapter(() => json(403, { message: 'no' }));
    await failure(get('/client/telegram-bot/get-active-bot', { panel: { allow404: true } }));
    expect(navigate).toHaveBeenCalledWith('/not-allowed', { replace: true });
  });

  it('a network failure (no status) goes to /error', async () => {
    server = installFakeAdapter(() => 'network');
    const error = await failure(get('/client/tariff/list'));
    expect(error.status).toBe(0);
    // Pushed, not replacing the failed screen: Back returns to it.
    expect(navigate).toHaveBeenCalledWith('/error', { state: { back: true } });
  });

  it('a network failure while /error is shown pushes no second /error (its Retry goes back one entry)', async () => {
    server = installFakeAdapter(() => 'network');
    window.history.pushState({}, '', '/admin/error');
    try {
      expect((await failure(get('/client/tariff/list'))).status).toBe(0);
      expect(navigate).not.toHaveBeenCalled();
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('a timeout goes to /error', async () => {
    server = installFakeAdapter(() => 'timeout');
    expect((await failure(get('/x'))).status).toBe(0);
    expect(navigate).toHaveBeenCalledWith('/error', { state: { back: true } });
  });

  it('noRedirect rejects without navigating', async () => {
    server = installFakeAdapter(() => json(404, { message: 'Invitation not found' }));
    const error = await failure(get('/common/auth/abc/invite', { panel: { noRedirect: true } }));
    expect(error.status).toBe(404);
    expect(error.message).toBe('Invitation not found');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a cancelled call is neither an ApiError nor a redirect', async () => {
    server = installFakeAdapter(() => json(200, {}));
    const controller = new AbortController();
    controller.abort();
    const outcome = await get('/x', { signal: controller.signal }).catch((e: unknown) => e);
    expect(axios.isCancel(outcome)).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a navigation asked for before the router exists is replayed when it registers', async () => {
    setNavigator(null);
    server = installFakeAdapter(() => json(403, {}));
    await failure(get('/x'));
    const late = jest.fn();
    setNavigator(late);
    expect(late).toHaveBeenCalledWith('/not-allowed', { replace: true });
  });
});

describe('401', () => {
  it('clears the token at once, signs out, and goes to /login after the delay remembering the origin', async () => {
    signedIn();
    window.history.replaceState(null, '', '/admin/client/applications?page=2#top');
    server = installFakeAdapter(() => json(401, { message: 'Unauthenticated.' }));
    const error = await failure(get('/client/application/create'));
    expect(error.status).toBe(401);

    expect(store.get(tokenAtom)).toBeNull();
    expect(store.get(userAtom)).toBeNull();
    expect(store.get(paramsAtom)).toBeNull();
    expect(store.get(accessAtom)).toEqual({ isAdmin: false, permissions: [] });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('access')).toBeNull();
    expect(localStorage.getItem('auth-badge')).toBeNull();
    expect(sessionStorage.getItem('panel.returnTo')).toBe('/client/applications?page=2#top');

    jest.advanceTimersByTime(SESSION_DELAY_MS - 1);
    expect(navigate).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login', {
      replace: true,
      state: { from: { pathname: '/client/applications', search: '?page=2', hash: '#top' } },
    });
  });

  it('many simultaneous 401s cause one sign-out and no other redirect', async () => {
    signedIn();
    window.history.replaceState(null, '', '/admin/manage/companies');
    let answered = 0;
    server = installFakeAdapter(() => (answered++ === 2 ? json(404, {}) : json(401, {})));
    const sessionListener = jest.fn();
    const unsubscribe = store.sub(tokenAtom, sessionListener);
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => get(`/manage/listing/${n}`)));
    unsubscribe();
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(sessionListener).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(SESSION_DELAY_MS * 3);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login', expect.objectContaining({ replace: true }));
  });

  it('signs out again after the next sign-in', async () => {
    signedIn('first');
    server = installFakeAdapter(() => json(401, {}));
    await failure(get('/x'));
    jest.advanceTimersByTime(SESSION_DELAY_MS);
    resetUnauthorizedLatch();
    signedIn('second');
    await failure(get('/x'));
    expect(store.get(tokenAtom)).toBeNull();
    jest.advanceTimersByTime(SESSION_DELAY_MS);
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('a late 401 for a token that has since been replaced leaves the new session alone', async () => {
    signedIn('old');
    let release: () => void = () => undefined;
    server = installFakeAdapter(() => new Promise((resolve) => (release = () => resolve(json(401, {})))));
    const call = get('/x');
    // The request leaves with the old token before the session changes.
    while (server.calls.length === 0) await Promise.resolve();
    store.set(tokenAtom, 'new');
    release();
    await failure(call);
    expect(store.get(tokenAtom)).toBe('new');
    jest.advanceTimersByTime(SESSION_DELAY_MS);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a public call (noRedirect) answered 401 does not sign out', async () => {
    signedIn();
    server = installFakeAdapter(() => json(401, { message: 'These credentials do not match our records.' }));
    const error = await failure(post('/common/auth/login', {}, { panel: { noRedirect: true } }));
    expect(error.message).toBe('These credentials do not match our records.');
    expect(store.get(tokenAtom)).toBe('secret-token');
    jest.advanceTimersByTime(SESSION_DELAY_MS);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not remember a sign-in page as the origin', async () => {
    signedIn();
    window.history.replaceState(null, '', '/admin/login');
    server = installFakeAdapter(() => json(401, {}));
    await failure(get('/x'));
    jest.advanceTimersByTime(SESSION_DELAY_MS);
    expect(sessionStorage.getItem('panel.returnTo')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true, state: undefined });
  });
});

describe('request', () => {
  it('sends the bearer token, JSON headers, the language and credentials', async () => {
    await initI18n({ resources: { ru: { core: {} }, en: { core: {} } }, lng: 'ru' });
    store.set(tokenAtom, 'abc');
    server = installFakeAdapter(() => json(200, {}));
    await post('/client/pixels/store', { name: 'Main' });
    let config = server.calls[0]!;
    expect(config.headers.get('Authorization')).toBe('Bearer abc');
    expect(config.headers.get('Accept')).toBe('application/json');
    expect(config.headers.get('Content-Type')).toBe('application/json');
    expect(config.headers.get('Accept-Language')).toBe('ru');
    expect(config.withCredentials).toBe(true);
    expect(config.data).toBe(JSON.stringify({ name: 'Main' }));

    await changeLanguage('en');
    store.set(tokenAtom, null);
    await get('/common/auth/user');
    config = server.calls[1]!;
    expect(config.headers.get('Accept-Language')).toBe('en');
    expect(config.headers.has('Authorization')).toBe(false);
    await changeLanguage('ru');
  });

  it('goes to the configured API base', async () => {
    const before = httpBaseUrl();
    configureHttp({ baseURL: 'https://panel.example.com/api' });
    server = installFakeAdapter(() => json(200, {}));
    await get('/common/auth/user');
    expect(server.calls[0]!.baseURL).toBe('https://panel.example.com/api');
    configureHttp({ baseURL: before ?? '/api' });
  });
});

describe('isNavigatedError', () => {
  it('is true for the failures the HTTP layer answers by leaving the page, and only those', () => {
    for (const status of [0, 401, 403, 404]) expect(isNavigatedError(new ApiError({ status }))).toBe(true);
    for (const status of [400, 409, 422, 429, 500])
      expect(isNavigatedError(new ApiError({ status }))).toBe(false);
    expect(isNavigatedError(new Error('boom'))).toBe(false);
  });
});
