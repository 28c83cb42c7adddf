/**
 * Where the language is looked for, in this order (docs/product.md, "Languages"): the `lng` query parameter, the
 * `i18next` cookie, localStorage `i18nextLng`, sessionStorage `i18nextLng`. A choice is remembered in the
 * cookie and localStorage. Written here instead of i18next-browser-languagedetector: the four lookups
 * are a few lines, and the package would ship whole on the first page.
 */
export const DETECTION_OPTIONS = {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage'],
  lookupQuerystring: 'lng',
  lookupCookie: 'i18next',
  lookupLocalStorage: 'i18nextLng',
  lookupSessionStorage: 'i18nextLng',
  caches: ['cookie', 'localStorage'],
  cookieDays: 365,
} as const;

function safely(read: () => string | null | undefined): string | null {
  try {
    return read() ?? null;
  } catch {
    // Storage and cookies throw in some privacy modes: nothing found there then.
    return null;
  }
}

function readCookie(name: string): string | null {
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${name}=([^;]*)`));
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** Every language found, in the order of precedence; the translator takes the first it supports. */
export function detectLanguages(): string[] {
  const o = DETECTION_OPTIONS;
  const found = [
    safely(() => new URLSearchParams(window.location.search).get(o.lookupQuerystring)),
    safely(() => readCookie(o.lookupCookie)),
    safely(() => window.localStorage.getItem(o.lookupLocalStorage)),
    safely(() => window.sessionStorage.getItem(o.lookupSessionStorage)),
  ];
  return found.filter((lng): lng is string => !!lng && lng.trim() !== '').map((lng) => lng.trim());
}

export function cacheLanguage(lng: string): void {
  const o = DETECTION_OPTIONS;
  safely(() => {
    const maxAge = o.cookieDays * 24 * 60 * 60;
    document.cookie = `${o.lookupCookie}=${encodeURIComponent(lng)}; path=/; max-age=${maxAge}; samesite=lax`;
    return null;
  });
  safely(() => {
    window.localStorage.setItem(o.lookupLocalStorage, lng);
    return null;
  });
}
