import { act, renderHook } from '@testing-library/react';

type I18nModule = typeof import('./i18n') & typeof import('./locale-backend');

/** A fresh translator and i18n module, so that every test detects from scratch. */
function load(): I18nModule {
  let mod: I18nModule | undefined;
  jest.isolateModules(() => {
    mod = { ...jest.requireActual('./i18n'), ...jest.requireActual('./locale-backend') };
  });
  return mod!;
}

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

describe('language detection', () => {
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

  it('an unsupported language falls through to the next source, then to ru', async () => {
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
  });

  it('remembers the language in the cookie and localStorage', async () => {
    where({ query: 'en' });
    const { initI18n, changeLanguage } = load();
    await initI18n({ resources });
    expect(document.cookie).toContain('i18next=en');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    await changeLanguage('ru');
    expect(document.cookie).toContain('i18next=ru');
    expect(localStorage.getItem('i18nextLng')).toBe('ru');
  });

  it('does not escape interpolated values (React does)', async () => {
    const { i18n, initI18n } = load();
    await initI18n({ resources: { ru: { core: { q: 'Компания {{name}}' } } } });
    expect(i18n.t('q', { name: 'A & B <C>' })).toBe('Компания A & B <C>');
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

  it('follows every language change', async () => {
    const { initI18n, changeLanguage } = load();
    await initI18n({ resources, lng: 'ru' });
    expect(document.documentElement.lang).toBe('ru');
    await changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });
});

describe('backend', () => {
  function fakeFetch(files: Record<string, unknown>) {
    return jest.fn(async (input: RequestInfo | URL) => {
      const body = files[String(input)];
      return {
        ok: body !== undefined,
        status: body === undefined ? 404 : 200,
        json: async () => body,
      } as Response;
    });
  }

  it('loads /admin/locales/{lng}/{ns}.json, and a remote namespace from its own origin', async () => {
    const fetch = fakeFetch({
      '/admin/locales/ru/core.json': { errors: { unexpected: 'Непредвиденная ошибка' } },
      '/admin/locales/ru/shell.json': { title: 'Панель' },
      'http://localhost:8081/locales/ru/client.json': { menu: 'Приложения' },
    });
    const { i18n, initI18n, registerNamespaceSource } = load();
    registerNamespaceSource('client', 'http://localhost:8081/');
    await initI18n({ namespaces: ['core', 'shell'], defaultNS: 'shell', backend: { fetch } });
    expect(fetch).toHaveBeenCalledWith('/admin/locales/ru/core.json', expect.anything());
    expect(i18n.t('title')).toBe('Панель');
    expect(i18n.t('errors.unexpected')).toBe('Непредвиденная ошибка');

    await i18n.loadNamespaces('client');
    expect(fetch).toHaveBeenCalledWith('http://localhost:8081/locales/ru/client.json', expect.anything());
    expect(i18n.t('client:menu')).toBe('Приложения');
  });

  it('builds versioned URLs for remote namespaces', () => {
    const { localeUrl, registerNamespaceSource } = load();
    registerNamespaceSource('manage', 'https://manage.example.com/mf', { version: '1.4.0' });
    expect(localeUrl('/admin', 'en', 'manage')).toBe(
      'https://manage.example.com/mf/locales/en/manage.json?v=1.4.0',
    );
    expect(localeUrl('/admin/', 'en', 'shell')).toBe('/admin/locales/en/shell.json');
  });

  it('a missing file is final: read once, and the namespace counts as loaded so nothing waits on it', async () => {
    const fetch = fakeFetch({ '/admin/locales/ru/core.json': { hello: 'Привет' } });
    const { i18n, initI18n, createLocaleLoader, LocaleLoadError } = load();
    await expect(createLocaleLoader({ fetch })('en', 'nothing')).rejects.toEqual(
      new LocaleLoadError('/admin/locales/en/nothing.json: HTTP 404', false),
    );
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await initI18n({ backend: { fetch } });
    await i18n.loadNamespaces('nothing');
    expect(fetch.mock.calls.filter(([url]) => String(url).includes('nothing'))).toHaveLength(2);
    expect(i18n.hasLoadedNamespace('nothing')).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('a server error is tried again, and its texts arrive', async () => {
    jest.useFakeTimers();
    let calls = 0;
    const fetch = jest.fn(async () => {
      calls += 1;
      return (
        calls === 1
          ? { ok: false, status: 503, json: async () => ({}) }
          : { ok: true, status: 200, json: async () => ({ hello: 'Привет' }) }
      ) as Response;
    });
    const { i18n, initI18n } = load();
    const ready = initI18n({ backend: { fetch } });
    await jest.advanceTimersByTimeAsync(350);
    await ready;
    jest.useRealTimers();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(i18n.t('hello')).toBe('Привет');
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
