import i18next, { type InitOptions, type Resource } from 'i18next';
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  DETECTION_OPTIONS,
  SUPPORTED_LANGUAGES,
  createLanguageDetector,
  isSupportedLanguage,
  type Language,
} from './detection';
import { createLoadPath, namespaceSource, registerNamespaceSource } from './load-path';
import { reportError } from '../errors/report-error';

export { DEFAULT_LANGUAGE, DETECTION_OPTIONS, SUPPORTED_LANGUAGES, isSupportedLanguage, type Language };
// Screens take these from `@panel/shared-core`: i18next and its plugins have one owner (the lint says so).
export { useTranslation } from 'react-i18next';
export type { TFunction, TOptions, Resource, ResourceLanguage, i18n as I18n } from 'i18next';

/** The namespace of shared-core's own texts (error messages), looked in after a key's own namespace. */
export const CORE_NAMESPACE = 'core';

/**
 * The panel's one i18next instance. It lives in shared-core's core entry, a federated singleton, so the shell and
 * every remote translate with it; react-i18next's `useTranslation` finds it through `initReactI18next`.
 */
export const i18n = i18next.createInstance();

export interface InitI18nOptions {
  /** Namespaces to load before the promise resolves; defaults to `['core']`. */
  namespaces?: string[];
  defaultNS?: string;
  /** In-memory translations instead of the HTTP backend (tests, storybooks): the instance is ready at once. */
  resources?: Resource;
  /** Forces a language instead of detecting one. */
  lng?: string;
  /** Where the shell's and shared-core's namespaces live: `${basePath}/locales/{lng}/{ns}.json`. */
  basePath?: string;
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

/** Sets `<html lang dir>` for a language; right-to-left for Arabic (and any language i18next knows as such). */
export function applyDirection(lng: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lng;
  document.documentElement.dir = i18n.dir(lng);
}

function i18nOptions(options: InitI18nOptions = {}): InitOptions<HttpBackendOptions> {
  const namespaces = options.namespaces ?? [CORE_NAMESPACE];
  return {
    lng: options.lng,
    // A text missing in the language in use shows in Russian, the product's default; i18next loads a namespace's
    // Russian file beside the language's own.
    fallbackLng: DEFAULT_LANGUAGE,
    // `en-GB` and `EN` are served as `en`: only the three languages are ever loaded or remembered.
    supportedLngs: SUPPORTED_LANGUAGES,
    cleanCode: true,
    ns: namespaces,
    defaultNS: options.defaultNS ?? namespaces[0] ?? CORE_NAMESPACE,
    fallbackNS: CORE_NAMESPACE,
    resources: options.resources,
    // In-memory resources are there already: the instance is ready before init returns, so tests render at once.
    initAsync: !options.resources,
    backend: { loadPath: createLoadPath(options.basePath ?? '/admin') },
    // A file that failed on a server error or a dropped connection is read again after 350 ms, then 700 ms; a
    // missing file (4xx) is not (i18next-http-backend tells which).
    maxRetries: 2,
    retryTimeout: 350,
    // React escapes what it renders, and nothing renders a translation as HTML (`Trans` turns a text's tags into the
    // React elements a screen names): escaping here would show "&amp;".
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  };
}

let initPromise: Promise<unknown> | null = null;

/**
 * Makes "loaded" mean loaded in every language of the chain (the reader's and Russian, its fallback). i18next counts
 * a namespace as loaded as soon as the reader's own file is in, while the fallback's may still be on its way; a
 * screen drawn then shows keys for the texts its language lacks, and they never change into text, since nothing
 * renders the screen again when the fallback arrives. react-i18next asks `hasLoadedNamespace` for its `ready` and
 * suspends until it is true, so the check is made strict here, once, for every screen.
 */
function strictNamespaceCheck(): void {
  const lenient = i18n.hasLoadedNamespace.bind(i18n);
  i18n.hasLoadedNamespace = (ns, options = {}) =>
    lenient(ns, {
      ...options,
      precheck: (instance, loadNotPending) => {
        const earlier = options.precheck?.(instance, loadNotPending);
        if (earlier !== undefined) return earlier;
        // With in-memory resources there is nothing to wait for.
        if (!instance.services.backendConnector.backend) return undefined;
        const asked = typeof options.lng === 'string' ? options.lng : options.lng?.[0];
        const lng = asked ?? instance.resolvedLanguage ?? instance.languages[0];
        const chain: readonly string[] = lng
          ? (
              instance.services.languageUtils as { toResolveHierarchy(code: string): string[] }
            ).toResolveHierarchy(lng)
          : instance.languages;
        const names: readonly string[] = typeof ns === 'string' ? [ns] : ns;
        if (!chain.every((code) => names.every((name) => loadNotPending(code, name)))) return false;
        return undefined;
      },
    });
}

/**
 * Initialises the instance once; later calls only add their resources and namespaces, so that the shell and
 * a remote's standalone harness may both call it.
 */
export function initI18n(options: InitI18nOptions = {}): Promise<unknown> {
  if (initPromise) {
    return initPromise.then(() => {
      for (const [lng, bundles] of Object.entries(options.resources ?? {})) {
        for (const [ns, bundle] of Object.entries(bundles))
          i18n.addResourceBundle(lng, ns, bundle, true, true);
      }
      return i18n.loadNamespaces(options.namespaces ?? [CORE_NAMESPACE]);
    });
  }
  i18n.on('languageChanged', applyDirection);
  // i18next's logger speaks only in debug mode: a file that could not be read is said anyway.
  i18n.on('failedLoading', (lng: string, ns: string, message: unknown) => {
    console.warn(`Translations ${lng}|${ns} could not be loaded:`, message);
    // A text, not an Error: a stack taken here would show i18next's code, not what failed.
    reportError(`Translations ${lng}|${ns} could not be loaded: ${String(message)}`, {
      kind: 'translation-load',
    });
  });
  // With in-memory resources i18next never asks a backend; leaving it out keeps tests off the network.
  if (!options.resources) i18n.use(HttpBackend);
  strictNamespaceCheck();
  i18n.use(createLanguageDetector()).use(initReactI18next);
  initPromise = i18n.init(i18nOptions(options));
  return initPromise;
}

/**
 * Reads a namespace from the deployment of the code that draws it: code that a remote bundles rather than takes from
 * the shell ships its texts in that remote's `locales/`, and names its namespace with the address webpack serves its
 * bundle from, so that a remote changes a form's labels without a release of the shell. When two remotes bundle the
 * same code, the copy that loaded last is the one whose texts show: a namespace already read from another deployment
 * is read again from this one.
 */
export function loadNamespaceFrom(namespace: string, baseUrl: string): void {
  const previous = namespaceSource(namespace);
  registerNamespaceSource(namespace, baseUrl);
  if (previous === namespaceSource(namespace)) return;
  if (i18n.isInitialized && i18n.hasLoadedNamespace(namespace))
    void i18n.reloadResources(undefined, [namespace]);
}

/** Switches the language of the whole panel (all remotes share the instance). */
export function changeLanguage(lng: string): Promise<unknown> {
  return i18n.changeLanguage(lng);
}
