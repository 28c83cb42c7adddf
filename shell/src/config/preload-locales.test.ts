import { detectLanguage } from '@panel/shared-core/i18n/detection';
import { preloadLocales } from './preload-locales';

function setUp({ query = '', cookie = '', local = '', session = '' }) {
  window.history.replaceState({}, '', `/admin/login${query}`);
  document.cookie = `i18next=${cookie}; path=/; max-age=${cookie ? 60 : 0}`;
  if (local) window.localStorage.setItem('i18nextLng', local);
  else window.localStorage.removeItem('i18nextLng');
  if (session) window.sessionStorage.setItem('i18nextLng', session);
  else window.sessionStorage.removeItem('i18nextLng');
}

describe('the language the preload asks for', () => {
  it.each([
    [{}, 'ru'],
    [{ query: '?lng=ar' }, 'ar'],
    [{ query: '?lng=en-GB', cookie: 'ar' }, 'en'],
    [{ query: '?lng=de', cookie: 'ar' }, 'ar'],
    [{ cookie: 'en', local: 'ar' }, 'en'],
    [{ local: 'ar', session: 'en' }, 'ar'],
    [{ session: 'en' }, 'en'],
    [{ query: '?lng=xx', local: 'fr' }, 'ru'],
  ])('%j → %s, by the detector i18next uses', (where, expected) => {
    setUp(where);
    expect(detectLanguage()).toBe(expected);
  });
});

describe('preloadLocales', () => {
  afterEach(() => document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove()));

  it('preloads the first namespaces of the language and of Russian, its fallback, which i18next reads too', () => {
    setUp({ query: '?lng=ar' });
    preloadLocales('/admin');
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
    expect(links.map((link) => new URL(link.href).pathname)).toEqual([
      '/admin/locales/ar/core.json',
      '/admin/locales/ar/kit.json',
      '/admin/locales/ar/shell.json',
      '/admin/locales/ru/core.json',
      '/admin/locales/ru/kit.json',
      '/admin/locales/ru/shell.json',
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
