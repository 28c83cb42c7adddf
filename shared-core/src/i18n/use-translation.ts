import { useEffect, useMemo, useReducer, useSyncExternalStore } from 'react';
import type { TFunction, Translator as I18n } from './translator';
import { i18n } from './i18n';

export interface UseTranslationOptions {
  /**
   * Suspend while a namespace loads (the default). A component that is itself a Suspense fallback or an error
   * view passes `false`: it renders at once with the keys, and again once the texts have arrived.
   */
  useSuspense?: boolean;
}

export interface UseTranslationResult {
  /** Translates into the current language, in the first namespace asked for (`ns:key` reaches the others). */
  t: TFunction;
  /** The panel's one translator. */
  i18n: I18n;
  /** Whether every namespace asked for has loaded in the current language. */
  ready: boolean;
}

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

function languageSnapshot(): string {
  return i18n.language ?? '';
}

function namespacesOf(ns: string | readonly string[] | undefined): readonly string[] {
  if (typeof ns === 'string') return [ns];
  if (ns) return ns;
  const fallback = i18n.options.defaultNS;
  return typeof fallback === 'string' ? [fallback] : fallback || [];
}

function isReady(namespaces: readonly string[]): boolean {
  // hasLoadedNamespace warns before init: ask it only once the instance is up.
  return i18n.isInitialized && namespaces.every((ns) => i18n.hasLoadedNamespace(ns));
}

function initialized(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      i18n.off('initialized', done);
      resolve();
    };
    i18n.on('initialized', done);
  });
}

// One promise per language and namespace set while it loads: every component that suspends on the same texts
// waits on the same promise, and the loader runs once.
const loading = new Map<string, Promise<unknown>>();

function whenLoaded(namespaces: readonly string[], key: string): Promise<unknown> {
  const id = `${i18n.language ?? ''}|${key}`;
  let promise = loading.get(id);
  if (!promise) {
    const load = () => i18n.loadNamespaces([...namespaces]);
    // Once the instance is up the read starts now, not a microtask later.
    promise = (i18n.isInitialized ? load() : initialized().then(load)).finally(() => loading.delete(id));
    loading.set(id, promise);
  }
  return promise;
}

/**
 * The texts of one or more namespaces, re-rendering when the language changes: the binding of the panel's
 * translator (./translator.ts) to React. The shell, shared-core and every remote import it from
 * `@panel/shared-core`.
 *
 * @example
 * const { t } = useTranslation('client');
 * t('applications.title');
 * t('shell:nav.home'); // another namespace, by prefix
 */
export function useTranslation(
  ns?: string | readonly string[],
  options: UseTranslationOptions = {},
): UseTranslationResult {
  const language = useSyncExternalStore(subscribe, languageSnapshot, languageSnapshot);
  const namespaces = namespacesOf(ns);
  const key = namespaces.join('|');
  const ready = isReady(namespaces);
  const [, loaded] = useReducer((count: number) => count + 1, 0);

  useEffect(() => {
    if (ready) return;
    let live = true;
    void whenLoaded(namespaces, key).then(() => {
      if (live) loaded();
    });
    return () => {
      live = false;
    };
    // `key` stands for `namespaces`, which is a new array on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, key]);

  const first = namespaces[0] ?? null;
  // A new function when the language or the loaded texts change, so that memos and effects that use it rerun.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const t = useMemo(() => i18n.getFixedT(null, first), [language, first, ready]);

  if (!ready && options.useSuspense !== false) throw whenLoaded(namespaces, key);
  return { t, i18n, ready };
}
