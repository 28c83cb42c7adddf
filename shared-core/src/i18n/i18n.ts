import { createLocaleLoader, type LocaleBackendOptions } from './locale-backend';
import { DETECTION_OPTIONS, cacheLanguage, detectLanguages } from './language-detector';
import { Translator, type Resource } from './translator';

export { DETECTION_OPTIONS };

export const SUPPORTED_LANGUAGES = ['ru', 'en', 'ar'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ru';
/** The namespace of shared-core's own texts (error messages). */
export const CORE_NAMESPACE = 'core';

/**
 * The one translator of the panel ([translator.ts](./translator.ts)): the shell, shared-core and every remote
 * read it, React components through `useTranslation` (./use-translation.ts).
 */
export const i18n = new Translator();

export interface InitI18nOptions {
  /** Namespaces to load before the promise resolves; defaults to `['core']`. */
  namespaces?: string[];
  defaultNS?: string;
  /** In-memory translations instead of the HTTP backend (tests, storybooks). */
  resources?: Resource;
  /** Forces a language instead of detecting one. */
  lng?: string;
  backend?: LocaleBackendOptions;
}

export function isSupportedLanguage(lng: unknown): lng is Language {
  return typeof lng === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(lng);
}

/**
 * The language the user is served in: the first supported one of the instance's chain (the chosen language,
 * then the fallback), never a regional variant. Requests carry it in Accept-Language.
 */
export function currentLanguage(): Language {
  const chain = i18n.languages ?? [];
  return (
    chain.find(isSupportedLanguage) ??
    (isSupportedLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE)
  );
}

/** Sets `<html lang dir>` for a language; right-to-left for Arabic, Hebrew, Persian, Urdu... */
export function applyDirection(lng: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lng;
  document.documentElement.dir = i18n.dir(lng);
}

let initPromise: Promise<unknown> | null = null;

/**
 * Initialises the instance once; later calls only add their resources and namespaces, so that the shell and
 * a remote's standalone harness may both call it.
 */
export function initI18n(options: InitI18nOptions = {}): Promise<unknown> {
  const namespaces = options.namespaces ?? [CORE_NAMESPACE];
  if (initPromise) {
    return initPromise.then(() => {
      for (const [lng, bundles] of Object.entries(options.resources ?? {})) {
        for (const [ns, bundle] of Object.entries(bundles))
          i18n.addResourceBundle(lng, ns, bundle, true, true);
      }
      return i18n.loadNamespaces(namespaces);
    });
  }

  i18n.on('languageChanged', applyDirection);
  initPromise = i18n.init({
    lng: options.lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: SUPPORTED_LANGUAGES,
    ns: namespaces,
    defaultNS: options.defaultNS ?? namespaces[0] ?? CORE_NAMESPACE,
    fallbackNS: CORE_NAMESPACE,
    resources: options.resources,
    // In-memory resources are there already: without a loader the instance is ready before init returns, so
    // tests and harnesses render at once.
    load: options.resources ? undefined : createLocaleLoader(options.backend),
    detect: detectLanguages,
    cache: cacheLanguage,
  });
  return initPromise;
}

/** Switches the language of the whole panel (all remotes share the instance). */
export function changeLanguage(lng: string): Promise<unknown> {
  return i18n.changeLanguage(lng);
}
