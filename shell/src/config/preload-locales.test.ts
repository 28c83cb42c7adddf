import { detectFirstLanguage, preloadLocales } from './preload-locales';

function setUp({ query = '', cookie = '', local = '', session = '' }) {
  window.history.replaceState({}, '', `/admin/login${query}`);
  document.cookie = `i18next=${cookie}; path=/; max-age=${cookie ? 60 : 0}`;
  if (local) window.localStorage.setItem('i18nextLng', local);
  else window.localStorage.removeItem('i18nextLng');
  if (session) window.sessionStorage.setItem('i18nextLng', session);
  else window.sessionStorage.removeItem('i18nextLng');
}

describe('detectFirstLanguage', () => {
  it.each([
    [{}, 'ru'],
    [{ query: '?lng=ar' }, 'ar'],
    [{ query: '?lng=en-GB', cookie: 'ar' }, 'en'],
    [{ query: '?lng=de', cookie: 'ar' }, 'ar'],
    [{ cookie: 'en', local: 'ar' }, 'en'],
    [{ local: 'ar', session: 'en' }, 'ar'],
    [{ session: 'en' }, 'en'],
    [{ query: '?lng=xx', local: 'fr' }, 'ru'],
  ])('%j → %s, in the order of shared-core/src/i18n/language-detector.ts', (where, expected) => {
    setUp(where);
    expect(detectFirstLanguage()).toBe(expected);
  });
});

describe('preloadLocales', () => {
  afterEach(() => document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove()));

  it('preloads the first namespaces of the language only, not of the Russian fallback', () => {
    setUp({ query: '?lng=ar' });
    preloadLocales('/admin');
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
    expect(links.map((link) => new URL(link.href).pathname)).toEqual([
      '/admin/locales/ar/core.json',
      '/admin/locales/ar/kit.json',
      '/admin/locales/ar/shell.json',
    ]);
    expect(
      links.every(
        (link) => link.getAttribute('as') === 'fetch' && link.getAttribute('crossorigin') === 'anonymous',
      ),
    ).toBe(true);
  });

  it('preloads Russian when nothing names a language', () => {
    setUp({});
    preloadLocales('/admin');
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
    expect(links.map((link) => new URL(link.href).pathname)).toEqual([
      '/admin/locales/ru/core.json',
      '/admin/locales/ru/kit.json',
      '/admin/locales/ru/shell.json',
    ]);
  });
});
