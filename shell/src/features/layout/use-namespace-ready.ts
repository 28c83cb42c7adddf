import { useEffect, useState } from 'react';
import { useTranslation } from '@panel/shared-core';

/**
 * Loads a remote's translation namespace (from the remote's own deployment, see loadRemoteNav) and says
 * when it is there, without suspending: the menu shows a skeleton meanwhile instead of raw keys. A
 * namespace that fails to load counts as done; the labels then fall back to readable defaults.
 */
export function useNamespaceReady(ns: string | undefined): boolean {
  // Re-renders on a language change, which loads the namespace in the new language.
  const { i18n } = useTranslation();
  const lng = i18n.language;
  // In the language and in Russian, its fallback: i18next counts a namespace loaded once the language's own file is
  // there, and a label missing from it would show its key until the next render.
  const loaded =
    !!ns && i18n.isInitialized && i18n.languages.every((l) => i18n.hasLoadedNamespace(ns, { lng: l }));
  const [settled, setSettled] = useState<string | null>(null);
  const key = ns ? `${lng}|${ns}` : null;

  useEffect(() => {
    if (!ns || loaded) return;
    let alive = true;
    const done = () => {
      if (alive) setSettled(`${lng}|${ns}`);
    };
    i18n.loadNamespaces(ns).then(done, done);
    return () => {
      alive = false;
    };
  }, [i18n, lng, ns, loaded]);

  return loaded || (key !== null && settled === key);
}

/** `nav.pwaClients` → `Pwa clients`: better than a raw key when a remote's strings did not arrive. */
export function humanizeKey(key: string): string {
  const last = key.split(/[.:]/).pop() ?? key;
  const words = last
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
}
