/**
 * The one door to jotai. Shell and remotes share jotai as a federated singleton, but atoms only meet
 * when they live in one store, so every package goes through this module instead of importing jotai.
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
import { RESET, atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { Atom, Getter, PrimitiveAtom, SetStateAction, Setter, WritableAtom } from 'jotai';

export { atom, atomWithStorage, createJSONStorage, RESET };
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
 * A JSON value kept in localStorage whose stored form is passed through `normalize`, so a value written by an
 * older version (or by hand) never reaches the app in a shape it does not expect. Read when created, written
 * on every set, and followed across tabs through the storage event.
 */
export function atomWithNormalizedStorage<Value>(
  key: string,
  initialValue: Value,
  normalize: (raw: unknown) => Value,
  storage: () => Storage | undefined = () => globalThis.localStorage,
): WritableAtom<Value, [SetStateAction<Value> | typeof RESET], void> {
  const json = createJSONStorage<Value>(() => storage() ?? memoryStorage());
  const normalized = {
    ...json,
    getItem: (itemKey: string, fallback: Value): Value => {
      const raw = readStorage(storage, itemKey);
      if (raw === null) return fallback;
      try {
        return normalize(JSON.parse(raw));
      } catch {
        return fallback;
      }
    },
    subscribe: json.subscribe
      ? (itemKey: string, callback: (value: Value) => void, fallback: Value) =>
          json.subscribe?.(itemKey, (value) => callback(normalize(value)), fallback)
      : undefined,
  };
  return atomWithStorage<Value>(key, initialValue, normalized, { getOnInit: true });
}

/**
 * A plain string kept in localStorage as is (not JSON), for keys that other code or older versions read raw.
 */
export function atomWithStringStorage<Value extends string>(
  key: string,
  initialValue: Value,
  normalize: (raw: string | null) => Value,
  storage: () => Storage | undefined = () => globalThis.localStorage,
): WritableAtom<Value, [SetStateAction<Value> | typeof RESET], void> {
  return atomWithStorage<Value>(
    key,
    initialValue,
    {
      getItem: (itemKey) => normalize(readStorage(storage, itemKey)),
      setItem: (itemKey, value) => {
        try {
          storage()?.setItem(itemKey, value);
        } catch {
          // A full or disabled storage must not break the UI; the value still lives in the atom.
        }
      },
      removeItem: (itemKey) => {
        try {
          storage()?.removeItem(itemKey);
        } catch {
          // see setItem
        }
      },
    },
    { getOnInit: true },
  );
}

let fallbackStorage: Storage | undefined;
function memoryStorage(): Storage {
  if (!fallbackStorage) {
    const data = new Map<string, string>();
    fallbackStorage = {
      get length() {
        return data.size;
      },
      clear: () => data.clear(),
      getItem: (k) => data.get(k) ?? null,
      key: (i) => [...data.keys()][i] ?? null,
      removeItem: (k) => void data.delete(k),
      setItem: (k, v) => void data.set(k, String(v)),
    };
  }
  return fallbackStorage;
}
