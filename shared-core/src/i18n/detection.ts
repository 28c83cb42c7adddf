import { LANGUAGES } from '@panel/contract/languages';

/**
 * The languages the panel ships and how the user's one is found (docs/product.md, "Languages"). No i18next here:
 * the shell's entry asks `detectLanguage` to preload the first translation files before the federation runtime has
 * shared anything, and bundling i18next into that entry would ship it twice.
 */
export const SUPPORTED_LANGUAGES = LANGUAGES;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
/** The default language, and the fallback of every other one: a text missing in English shows in Russian. */
export const DEFAULT_LANGUAGE: Language = 'ru';

export function isSupportedLanguage(lng: unknown): lng is Language {
  return typeof lng === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(lng);
}

/**
 * Where the user's language is looked up, in order: the `lng` query parameter, the `i18next` cookie, localStorage
 * `i18nextLng`, sessionStorage `i18nextLng`. A choice is remembered in the cookie (a year) and localStorage.
 *
 * Own code rather than i18next-browser-languagedetector (measured, docs/performance.md, "Twelfth pass"): the package
 * weighed 2.1 KB gzip on the login page for these four lookups and two caches, which this module does in about 0.4 KB;
 * the login page was over its weight goal by 0.6 KB. The lookups, their order and their names are the package's, so
 * a language remembered before is still found.
 */
export const DETECTION_OPTIONS = {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage'],
  lookupQuerystring: 'lng',
  lookupCookie: 'i18next',
  lookupLocalStorage: 'i18nextLng',
  lookupSessionStorage: 'i18nextLng',
  cookieDays: 365,
} as const;

/**
 * The panel's languages have no regional variants: `en-GB` and `EN` name English (an explicit `?lng=en-GB` then wins
 * over a cookie that says `ar`). Anything else is dropped, i18next's `cimode` (keys instead of texts) too.
 */
function primaryLanguage(code: string | null | undefined): Language | null {
  const primary = (code ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return isSupportedLanguage(primary) ? primary : null;
}

function readStorage(kind: 'localStorage' | 'sessionStorage'): string | null {
  try {
    const key =
      kind === 'localStorage' ? DETECTION_OPTIONS.lookupLocalStorage : DETECTION_OPTIONS.lookupSessionStorage;
    return window[kind].getItem(key);
  } catch {
    return null; // Storage refused (privacy settings): the next lookup decides.
  }
}

function readCookie(): string | null {
  const prefix = `${DETECTION_OPTIONS.lookupCookie}=`;
  const found = document.cookie.split(';').find((part) => part.trim().startsWith(prefix));
  return found ? decodeURIComponent(found.trim().slice(prefix.length)) : null;
}

/** What each lookup finds, in order (unsupported codes left out). */
function detectedLanguages(): Language[] {
  if (typeof window === 'undefined') return [];
  const found = [
    new URLSearchParams(window.location.search).get(DETECTION_OPTIONS.lookupQuerystring),
    readCookie(),
    readStorage('localStorage'),
    readStorage('sessionStorage'),
  ];
  return found.map(primaryLanguage).filter((lng): lng is Language => lng !== null);
}

/** Remembers the language chosen (or detected) in the cookie and localStorage. */
function rememberLanguage(lng: string): void {
  const language = primaryLanguage(lng);
  if (!language || typeof window === 'undefined') return;
  const expires = new Date(Date.now() + DETECTION_OPTIONS.cookieDays * 864e5).toUTCString();
  document.cookie = `${DETECTION_OPTIONS.lookupCookie}=${language}; expires=${expires}; path=/; SameSite=Lax`;
  try {
    window.localStorage.setItem(DETECTION_OPTIONS.lookupLocalStorage, language);
  } catch {
    // Storage refused: the cookie remembers it.
  }
}

/** i18next's language detector module (`i18n.use(...)`, i18n.ts). */
export interface LanguageDetectorModule {
  type: 'languageDetector';
  init: () => void;
  detect: () => string[];
  cacheUserLanguage: (lng: string) => void;
}

/** The detector the i18n instance uses (i18n.ts). */
export function createLanguageDetector(): LanguageDetectorModule {
  return {
    type: 'languageDetector',
    init: () => undefined,
    detect: detectedLanguages,
    cacheUserLanguage: rememberLanguage,
  };
}

/** The language i18next will pick: the first one found that the panel ships, else the default. */
export function detectLanguage(): Language {
  return detectedLanguages()[0] ?? DEFAULT_LANGUAGE;
}
