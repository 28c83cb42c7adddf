import { act, renderHook, waitFor } from '@testing-library/react';

type I18nModule = typeof import('./i18n') & typeof import('./load-path') & typeof import('./detection');

/**
 * A fresh i18next instance, with its plugins, for every test: each detects and loads from scratch. The http backend
 * chooses between fetch and XMLHttpRequest when it is loaded (jsdom has no fetch), so a test's fake fetch is in place
 * first; it is removed after the test.
 */
function load(fetch?: jest.Mock): I18nModule {
  let mod: I18nModule | undefined;
  if (fetch) Object.assign(globalThis, { fetch });
  jest.isolateModules(() => {
    mod = {
      ...jest.requireActual('./i18n'),
      ...jest.requireActual('./load-path'),
      ...jest.requireActual('./detection'),
    };
  });
  return mod!;
}

const hadFetch = 'fetch' in globalThis;

const resources = { ru: { core: { hello: 'Привет' } }, en: { core: { hello: 'Hello' } } };

function clearCookie() {
  document.cookie = 'i18next=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
}

function where({
  query,
  cookie,
  local,
  session,
}: {
  query?: string;
  cookie?: string;
  local?: string;
  session?: string;
}) {
  window.history.replaceState(null, '', query ? `/admin/?lng=${query}` : '/admin/');
  if (cookie) document.cookie = `i18next=${cookie}; path=/`;
  if (local) localStorage.setItem('i18nextLng', local);
  if (session) sessionStorage.setItem('i18nextLng', session);
}

beforeEach(() => {
  clearCookie();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/admin/');
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

afterEach(() => {
  if (!hadFetch) delete (globalThis as { fetch?: unknown }).fetch;
});

describe('language detection (detection.ts)', () => {
  it('the lng query parameter beats the cookie', async () => {
    where({ query: 'en', cookie: 'ru', local: 'ru', session: 'ru' });
    const { i18n, initI18n } = load();
    await initI18n({ resources });
    expect(i18n.language).toBe('en');
    expect(i18n.t('hello')).toBe('Hello');
  });

  it('the cookie beats localStorage', async () => {
    where({ cookie: 'en', local: 'ru', session: 'ru' });
    const { i18n, initI18n } = load();
    await initI18n({ resources });
    expect(i18n.language).toBe('en');
  });

  it('localStorage beats sessionStorage', async () => {
    where({ local: 'en', session: 'ru' });
    const { i18n, initI18n } = load();
    await initI18n({ resources });
    expect(i18n.language).toBe('en');
  });

  it('sessionStorage is used when nothing else says', async () => {
    where({ session: 'en' });
    const { i18n, initI18n } = load();
    await initI18n({ resources });
    expect(i18n.language).toBe('en');
  });

  it('defaults to ru, whatever the browser prefers', async () => {
    expect(navigator.language).toMatch(/^en/);
    const { i18n, initI18n } = load();
    await initI18n({ resources });
    expect(i18n.language).toBe('ru');
    expect(i18n.t('hello')).toBe('Привет');
  });

  it('an unsupported language falls through to the next source, then to ru; a regional one is its language', async () => {
    where({ query: 'de', cookie: 'en' });
    const first = load();
    await first.initI18n({ resources });
    expect(first.i18n.language).toBe('en');

    clearCookie();
    localStorage.clear();
    where({ query: 'fr' });
    const second = load();
    await second.initI18n({ resources });
    expect(second.i18n.language).toBe('ru');

    clearCookie();
    localStorage.clear();
    where({ query: 'en-GB' });
    const third = load();
    await third.initI18n({ resources });
    expect(third.i18n.language).toBe('en');
  });

  it('remembers the language in the cookie and localStorage', async () => {
    where({ query: 'en' });
    const { initI18n, changeLanguage } = load();
    await initI18n({ resources });
    expect(document.cookie).toContain('i18next=en');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    expect(sessionStorage.getItem('i18nextLng')).toBeNull();
    await changeLanguage('ar');
    expect(document.cookie).toContain('i18next=ar');
    expect(localStorage.getItem('i18nextLng')).toBe('ar');
  });

  // The shell's preload asks detectLanguage before i18next exists: it must name the language i18next then picks.
  it.each([
    [{}, 'ru'],
    [{ query: 'en', cookie: 'ar' }, 'en'],
    [{ query: 'de', cookie: 'ar', local: 'en' }, 'ar'],
    [{ cookie: 'en-US', local: 'ar' }, 'en'],
    [{ query: 'en-GB', cookie: 'ar' }, 'en'],
    [{ cookie: 'EN-us' }, 'en'],
    [{ local: 'de', session: 'en' }, 'en'],
    [{ query: 'xx' }, 'ru'],
    [{ query: 'cimode', cookie: 'en' }, 'en'],
  ])('detectLanguage agrees with i18next for %j', async (place, expected) => {
    where(place);
    const { i18n, initI18n, detectLanguage } = load();
    expect(detectLanguage()).toBe(expected);
    await initI18n({ resources: { ...resources, ar: { core: {} } } });
    expect(i18n.language).toBe(expected);
  });
});

describe('texts', () => {
  it('a key missing in the language in use shows the Russian text, never the key', async () => {
    const { i18n, initI18n } = load();
    await initI18n({
      lng: 'en',
      resources: { ru: { core: { app: { name: 'Панель' } } }, en: { core: { other: 'Other' } } },
    });
    expect(i18n.t('app.name')).toBe('Панель');
    expect(i18n.t('other')).toBe('Other');
  });

  it('finds keys that hold dots (permission names), other namespaces by prefix, and core after a namespace', async () => {
    const { i18n, initI18n } = load();
    await initI18n({
      lng: 'en',
      namespaces: ['shop', 'core'],
      defaultNS: 'shop',
      resources: {
        en: {
          shop: { permissions: { 'application.view': 'View applications' } },
          core: { errors: { unexpected: 'Unexpected error' } },
        },
      },
    });
    expect(i18n.t('permissions.application.view')).toBe('View applications');
    expect(i18n.t('core:errors.unexpected')).toBe('Unexpected error');
    expect(i18n.t('errors.unexpected')).toBe('Unexpected error');
  });

  it('does not escape interpolated values (React does), and leaves a placeholder without a value', async () => {
    const { i18n, initI18n } = load();
    await initI18n({ resources: { ru: { core: { q: 'Компания {{name}} {{other}}' } } } });
    expect(i18n.t('q', { name: 'A & B <C>' })).toBe('Компания A & B <C> {{other}}');
  });

  it('picks plural forms by the language: Russian one/few/many, Arabic six forms, _zero first for 0', async () => {
    const forms = (word: string) =>
      Object.fromEntries(
        ['zero', 'one', 'two', 'few', 'many', 'other'].map((f) => [`n_${f}`, `${word} ${f}`]),
      );
    const { i18n, initI18n } = load();
    await initI18n({
      lng: 'ru',
      resources: {
        ru: { core: forms('ru') },
        ar: { core: forms('ar') },
      },
    });
    const ru = [1, 2, 5, 11, 21, 22, 25, 101, 111, 1000].map((count) => i18n.t('n', { count }));
    expect(ru).toEqual([
      'ru one',
      'ru few',
      'ru many',
      'ru many',
      'ru one',
      'ru few',
      'ru many',
      'ru one',
      'ru many',
      'ru many',
    ]);
    await i18n.changeLanguage('ar');
    const ar = [0, 1, 2, 3, 10, 11, 99, 100, 101].map((count) => i18n.t('n', { count }));
    expect(ar).toEqual([
      'ar zero',
      'ar one',
      'ar two',
      'ar few',
      'ar few',
      'ar many',
      'ar many',
      'ar other',
      'ar other',
    ]);
  });
});

describe('direction', () => {
  it.each(['ar', 'he', 'fa', 'ur', 'ar-EG'])('%s is right-to-left', (lng) => {
    const { applyDirection } = load();
    applyDirection(lng);
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe(lng);
  });

  it.each(['ru', 'en'])('%s is left-to-right', (lng) => {
    const { applyDirection } = load();
    applyDirection(lng);
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('follows every language change, Arabic right to left', async () => {
    const { initI18n, changeLanguage } = load();
    await initI18n({ resources, lng: 'ru' });
    expect(document.documentElement.lang).toBe('ru');
    await changeLanguage('ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });
});

describe('loading (i18next-http-backend)', () => {
  type Reply = { status: number; body?: unknown } | Error;
  /** A fetch that answers from a table of URLs: a reply, a list of replies (one per call), or 404. */
  function fakeFetch(files: Record<string, Reply | Reply[]>) {
    const calls = new Map<string, number>();
    return jest.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      const n = calls.get(url) ?? 0;
      calls.set(url, n + 1);
      const entry = files[url];
      const reply = Array.isArray(entry) ? entry[Math.min(n, entry.length - 1)] : entry;
      if (reply instanceof Error) throw reply;
      const { status, body } = reply ?? { status: 404 };
      return {
        ok: status < 400,
        status,
        statusText: String(status),
        text: async () => JSON.stringify(body ?? {}),
      } as Response;
    });
  }
  const ok = (body: unknown) => ({ status: 200, body });
  const urls = (fetch: jest.Mock) => fetch.mock.calls.map(([url]) => String(url));

  it("loads /admin/locales/{lng}/{ns}.json, with Russian beside another language, and a remote's namespace from its origin", async () => {
    where({ query: 'en' });
    const fetch = fakeFetch({
      '/admin/locales/en/core.json': ok({ errors: { unexpected: 'Unexpected error' } }),
      '/admin/locales/ru/core.json': ok({ errors: { unexpected: 'Непредвиденная ошибка' } }),
      '/admin/locales/en/shell.json': ok({ title: 'Panel' }),
      '/admin/locales/ru/shell.json': ok({ title: 'Панель', app: { name: 'Панель управления' } }),
      'http://localhost:8081/locales/en/client.json?v=2.0.0': ok({ menu: 'Applications' }),
      'http://localhost:8081/locales/ru/client.json?v=2.0.0': ok({ menu: 'Приложения' }),
    });
    const { i18n, initI18n, registerNamespaceSource } = load(fetch);
    registerNamespaceSource('client', 'http://localhost:8081/', { version: '2.0.0' });
    await initI18n({ namespaces: ['core', 'shell'], defaultNS: 'shell' });
    expect(urls(fetch).sort()).toEqual([
      '/admin/locales/en/core.json',
      '/admin/locales/en/shell.json',
      '/admin/locales/ru/core.json',
      '/admin/locales/ru/shell.json',
    ]);
    expect(i18n.t('title')).toBe('Panel');
    expect(i18n.t('app.name')).toBe('Панель управления');
    expect(i18n.t('errors.unexpected')).toBe('Unexpected error');

    await i18n.loadNamespaces('client');
    expect(urls(fetch)).toContain('http://localhost:8081/locales/en/client.json?v=2.0.0');
    expect(i18n.t('client:menu')).toBe('Applications');
  });

  it("a bundled module's namespace is read from the deployment that carries it, again when another one loads", async () => {
    where({ query: 'ru' });
    const fetch = fakeFetch({
      '/admin/locales/ru/core.json': ok({}),
      'http://client.test/locales/ru/applications.json': ok({ fields: { name: 'Название (клиент)' } }),
      'http://manage.test/locales/ru/applications.json': ok({ fields: { name: 'Название (админ)' } }),
    });
    const { i18n, initI18n, loadNamespaceFrom } = load(fetch);
    await initI18n();

    loadNamespaceFrom('applications', 'http://client.test/');
    await i18n.loadNamespaces('applications');
    expect(i18n.t('applications:fields.name')).toBe('Название (клиент)');

    // The same deployment again (another module of the same bundle): nothing is read twice.
    loadNamespaceFrom('applications', 'http://client.test');
    expect(urls(fetch).filter((url) => url.endsWith('/applications.json'))).toHaveLength(1);

    // Another remote's copy loads: its texts replace the first ones.
    loadNamespaceFrom('applications', 'http://manage.test/');
    await waitFor(() => expect(i18n.t('applications:fields.name')).toBe('Название (админ)'));
    expect(urls(fetch)).toContain('http://manage.test/locales/ru/applications.json');
  });

  it('builds versioned URLs for remote namespaces', () => {
    const { localeUrl, registerNamespaceSource } = load();
    registerNamespaceSource('manage', 'https://manage.example.com/mf', { version: '1.4.0' });
    expect(localeUrl('/admin', 'en', 'manage')).toBe(
      'https://manage.example.com/mf/locales/en/manage.json?v=1.4.0',
    );
    expect(localeUrl('/admin/', 'en', 'shell')).toBe('/admin/locales/en/shell.json');
  });

  it('a namespace that fails once on a server error, or on a dropped connection, is read again and its texts arrive', async () => {
    jest.useFakeTimers();
    try {
      const fetch = fakeFetch({
        '/admin/locales/ru/core.json': [{ status: 503 }, ok({ hello: 'Привет' })],
        '/admin/locales/ru/kit.json': [new TypeError('Failed to fetch'), ok({ ok: 'Готово' })],
      });
      const { i18n, initI18n } = load(fetch);
      const ready = initI18n({ namespaces: ['core', 'kit'] });
      await jest.advanceTimersByTimeAsync(400);
      await ready;
      expect(urls(fetch).filter((url) => url.endsWith('core.json'))).toHaveLength(2);
      expect(urls(fetch).filter((url) => url.endsWith('kit.json'))).toHaveLength(2);
      expect(i18n.t('hello')).toBe('Привет');
      expect(i18n.t('kit:ok')).toBe('Готово');
    } finally {
      jest.useRealTimers();
    }
  });

  it('a file that keeps failing is read again after 350 ms and 700 ms, then given up and said', async () => {
    jest.useFakeTimers();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const fetch = fakeFetch({ '/admin/locales/ru/core.json': { status: 500 } });
      const { i18n, initI18n } = load(fetch);
      const ready = initI18n();
      const reads = () => fetch.mock.calls.length;
      await jest.advanceTimersByTimeAsync(349);
      expect(reads()).toBe(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(reads()).toBe(2);
      await jest.advanceTimersByTimeAsync(699);
      expect(reads()).toBe(2);
      await jest.advanceTimersByTimeAsync(1);
      expect(reads()).toBe(3);
      await jest.advanceTimersByTimeAsync(5_000);
      await ready;
      expect(reads()).toBe(3);
      // Given up: nothing waits on it any more, and the console says which file.
      expect(i18n.hasLoadedNamespace('core')).toBe(true);
      expect(warn).toHaveBeenCalledWith('Translations ru|core could not be loaded:', expect.anything());
    } finally {
      jest.useRealTimers();
    }
  });

  it('a missing file is final: read once, and the namespace counts as loaded so nothing waits on it', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetch = fakeFetch({ '/admin/locales/ru/core.json': ok({ hello: 'Привет' }) });
    const { i18n, initI18n } = load(fetch);
    await initI18n();
    await i18n.loadNamespaces('nothing');
    expect(urls(fetch).filter((url) => url.includes('nothing'))).toEqual(['/admin/locales/ru/nothing.json']);
    expect(i18n.hasLoadedNamespace('nothing')).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('useLanguage', () => {
  it('gives the language and changes it', async () => {
    const { initI18n } = jest.requireActual<typeof import('./i18n')>('./i18n');
    const { useLanguage } = jest.requireActual<typeof import('./use-language')>('./use-language');
    await initI18n({ resources, lng: 'ru' });
    const { result } = renderHook(() => useLanguage());
    expect(result.current.language).toBe('ru');
    expect(result.current.languages).toEqual(['ru', 'en', 'ar']);
    await act(() => result.current.setLanguage('en'));
    expect(result.current.language).toBe('en');
  });
});
