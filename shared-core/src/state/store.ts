/**
 * The one door to jotai. jotai is no shared key of its own: it is bundled into shared-core's core entry, a federated
 * singleton, so shell and remotes run one copy; and atoms only meet when they live in one store, so every package
 * goes through this module instead of importing jotai.
 */
import { createElement, type ReactNode } from 'react';
import {
  Provider,
  atom,
  createStore,
  useAtom as useJotaiAtom,
  useAtomValue as useJotaiAtomValue,
  useSetAtom as useJotaiSetAtom,
} from 'jotai';
import type { Atom, Getter, PrimitiveAtom, SetStateAction, Setter, WritableAtom } from 'jotai';

/** Written to a storage atom, puts back its initial value and removes the stored entry. */
export const RESET: unique symbol = Symbol('RESET');

export { atom };
export type { Atom, Getter, PrimitiveAtom, SetStateAction, Setter, WritableAtom };

/** The single store: the HTTP layer and the session write to it outside React, components read it inside. */
export const store = createStore();
export type Store = typeof store;

// The hooks are bound to `store` unless told otherwise: a tree rendered without StateProvider (a remote's
// standalone harness, a test) would otherwise read jotai's default store while the HTTP layer writes this one.

/**
 * Reads and writes an atom of the shared store.
 *
 * @example
 * const [settings, setSettings] = useAtom(settingsAtom);
 */
export const useAtom = ((anAtom: never, options?: { store?: Store }) =>
  useJotaiAtom(anAtom, { store, ...options })) as typeof useJotaiAtom;

/**
 * Reads an atom of the shared store.
 *
 * @example
 * const user = useAtomValue(userAtom);
 */
export const useAtomValue = ((anAtom: never, options?: { store?: Store }) =>
  useJotaiAtomValue(anAtom, { store, ...options })) as typeof useJotaiAtomValue;

/**
 * Returns the setter of an atom of the shared store without subscribing to its value.
 *
 * @example
 * const setTheme = useSetAtom(themeAtom);
 */
export const useSetAtom = ((anAtom: never, options?: { store?: Store }) =>
  useJotaiSetAtom(anAtom, { store, ...options })) as typeof useJotaiSetAtom;

/**
 * Provides the shared store to a React tree. The shell renders it once; remotes never do.
 *
 * @example
 * createRoot(el).render(<StateProvider><App /></StateProvider>);
 */
export function StateProvider({ children }: { children?: ReactNode }) {
  return createElement(Provider, { store }, children);
}

function readStorage(storage: () => Storage | undefined, key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    // Storage throws in some privacy modes; behave as if nothing were stored.
    return null;
  }
}

/**
 * A value kept in web storage: read when the atom is created, written on every set, removed by RESET, and
 * followed across tabs through the storage event. Written here rather than taken from jotai/utils, which
 * as a shared module would add its whole 3 KB (gzip) to the first page for this one helper.
 */
function atomWithWebStorage<Value>(
  key: string,
  initialValue: Value,
  read: (raw: string | null) => Value,
  serialize: (value: Value) => string,
  storage: () => Storage | undefined,
): WritableAtom<Value, [SetStateAction<Value> | typeof RESET], void> {
  const base = atom<Value>(read(readStorage(storage, key)));
  base.onMount = (set) => {
    if (typeof window === 'undefined') return;
    const onStorage = (event: StorageEvent) => {
      if (event.key === key && event.storageArea === storage()) set(read(event.newValue));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  };
  return atom(
    (get) => get(base),
    (get, set, update: SetStateAction<Value> | typeof RESET) => {
      const next =
        update === RESET
          ? initialValue
          : typeof update === 'function'
            ? (update as (previous: Value) => Value)(get(base))
            : update;
      set(base, next);
      try {
        if (update === RESET) storage()?.removeItem(key);
        else storage()?.setItem(key, serialize(next));
      } catch {
        // A full or disabled storage must not break the UI; the value still lives in the atom.
      }
    },
  );
}

/**
 * A JSON value kept in localStorage whose stored form is passed through `normalize`, so a value written by an
 * older version (or by hand) never reaches the app in a shape it does not expect.
 * @example const settingsAtom = atomWithNormalizedStorage('panel.settings', DEFAULTS, normalizeSettings);
 */
export function atomWithNormalizedStorage<Value>(
  key: string,
  initialValue: Value,
  normalize: (raw: unknown) => Value,
  storage: () => Storage | undefined = () => globalThis.localStorage,
): WritableAtom<Value, [SetStateAction<Value> | typeof RESET], void> {
  const read = (raw: string | null): Value => {
    if (raw === null) return initialValue;
    try {
      return normalize(JSON.parse(raw));
    } catch {
      return initialValue;
    }
  };
  return atomWithWebStorage(key, initialValue, read, (value) => JSON.stringify(value), storage);
}

/**
 * A plain string kept in localStorage as is (not JSON), for keys that other code or older versions read raw.
 * @example const themeAtom = atomWithStringStorage('panel.theme', 'light', normalizeTheme);
 */
export function atomWithStringStorage<Value extends string>(
  key: string,
  initialValue: Value,
  normalize: (raw: string | null) => Value,
  storage: () => Storage | undefined = () => globalThis.localStorage,
): WritableAtom<Value, [SetStateAction<Value> | typeof RESET], void> {
  return atomWithWebStorage(key, initialValue, normalize, (value) => value, storage);
}
