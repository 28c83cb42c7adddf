import LanguageDetector, { type DetectorOptions } from 'i18next-browser-languagedetector';
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
 * i18next-browser-languagedetector's options: the `lng` query parameter, the `i18next` cookie, localStorage
 * `i18nextLng`, sessionStorage `i18nextLng`, in that order. A choice is remembered in the cookie and localStorage.
 */
export const DETECTION_OPTIONS = {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage'],
  lookupQuerystring: 'lng',
  lookupCookie: 'i18next',
  lookupLocalStorage: 'i18nextLng',
  lookupSessionStorage: 'i18nextLng',
  // The panel's languages have no regional variants: `en-GB` and `EN` name English, before i18next picks the first
  // supported code (an explicit `?lng=en-GB` then wins over a cookie that says `ar`). Anything else is dropped,
  // i18next's `cimode` (keys instead of texts) too.
  convertDetectedLanguage: (lng: string) => {
    const primary = lng.trim().toLowerCase().split(/[-_]/)[0];
    return isSupportedLanguage(primary) ? primary : '';
  },
  caches: ['cookie', 'localStorage'],
  cookieMinutes: 365 * 24 * 60,
  cookieOptions: { path: '/', sameSite: 'lax' },
} satisfies DetectorOptions;

/** A copy of the options: the detector fills its defaults into the object it is given, and its cookie's expiry. */
export function detectionOptions(): DetectorOptions {
  const { order, caches, cookieOptions } = DETECTION_OPTIONS;
  return {
    ...DETECTION_OPTIONS,
    order: [...order],
    caches: [...caches],
    cookieOptions: { ...cookieOptions },
  };
}

/** The detector the i18n instance uses (i18n.ts); a new one each call, as `use()` takes a class or an instance. */
export function createLanguageDetector(): LanguageDetector {
  return new LanguageDetector(undefined, detectionOptions());
}

/**
 * The language i18next will pick from what the detector finds: the first supported one, else the default. Without
 * i18next's services the detector answers one code per call, so each lookup is asked in turn for the whole list
 * that i18next gets.
 */
export function detectLanguage(detector: LanguageDetector = createLanguageDetector()): Language {
  for (const lookup of DETECTION_OPTIONS.order) {
    const found = detector.detect([lookup]);
    const code = Array.isArray(found) ? found[0] : found;
    if (isSupportedLanguage(code)) return code;
  }
  return DEFAULT_LANGUAGE;
}
