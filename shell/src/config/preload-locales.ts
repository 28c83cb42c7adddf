/**
 * Asks the browser for the first screen's translation files while the code is still downloading, instead of after
 * it (docs/performance.md). The translator's loader fetches the same URLs later and gets them from the preload.
 *
 * It runs before the federation runtime has shared anything, so it cannot use shared-core: the language is found
 * the way shared-core's detector finds it (query `lng`, cookie `i18next`, localStorage and sessionStorage
 * `i18nextLng`, in that order: change both together).
 */

/** The namespaces the shell's first render waits for (bootstrap.tsx). */
export const FIRST_NAMESPACES = ['core', 'kit', 'shell'] as const;
const LANGUAGES = ['ru', 'en', 'ar'];
const FALLBACK = 'ru';

function read(get: () => string | null | undefined): string | null {
  try {
    return get() ?? null;
  } catch {
    return null;
  }
}

/** The language the translator will pick: the first supported one found, by its primary subtag; Russian otherwise. */
export function detectFirstLanguage(): string {
  const cookie = read(() => /(?:^|;\s*)i18next=([^;]*)/.exec(document.cookie)?.[1]);
  const found = [
    read(() => new URLSearchParams(window.location.search).get('lng')),
    cookie ? decodeURIComponent(cookie) : null,
    read(() => window.localStorage.getItem('i18nextLng')),
    read(() => window.sessionStorage.getItem('i18nextLng')),
  ];
  for (const candidate of found) {
    const primary = candidate?.trim().toLowerCase().split(/[-_]/)[0];
    if (primary && LANGUAGES.includes(primary)) return primary;
  }
  return FALLBACK;
}

/**
 * Adds `<link rel="preload" as="fetch">` for the first namespaces in the language. The translator reads only the
 * language in use, not its fallback (shared-core/src/i18n/translator.ts).
 */
export function preloadLocales(basePath = '/admin'): void {
  const language = detectFirstLanguage();
  for (const ns of FIRST_NAMESPACES) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'fetch');
    // The loader's fetch is same-origin with credentials: the preload must ask the same way to be reused.
    link.setAttribute('crossorigin', 'anonymous');
    link.href = `${basePath}/locales/${language}/${ns}.json`;
    document.head.append(link);
  }
}
