/**
 * Form drafts in sessionStorage, one per record and user (docs/product.md, "Record screens"): what the user typed
 * survives a 401 (sign in again, come back) and a network failure (`/error`, then Back). Dropped on a successful save
 * or an explicit discard.
 */
const PREFIX = 'panel.draft:';

export interface Draft<T> {
  values: T;
  /** When it was written (ms since the epoch). */
  savedAt: number;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The storage key of a record's draft: `panel.draft:client/applications:42:usr_1`. */
export function draftKey(
  resource: readonly string[],
  id: string | number | undefined,
  user?: string,
): string {
  return `${PREFIX}${resource.join('/')}:${id ?? 'new'}${user ? `:${user}` : ''}`;
}

export function readDraft<T>(key: string): Draft<T> | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<Draft<T>>;
    if (!parsed || typeof parsed !== 'object' || parsed.values === undefined) return null;
    return { values: parsed.values as T, savedAt: Number(parsed.savedAt) || 0 };
  } catch {
    return null;
  }
}

export function writeDraft<T>(key: string, values: T): void {
  try {
    storage()?.setItem(key, JSON.stringify({ values, savedAt: Date.now() }));
  } catch {
    // A full or disabled storage only costs the draft; the form itself keeps working.
  }
}

export function removeDraft(key: string): void {
  storage()?.removeItem(key);
}

/** The secret fields of each form (keyed by its react-hook-form control): drafts never hold what they are typed. */
const secretFields = new WeakMap<object, Set<string>>();

/** A secret field says so while it is on the form; the returned function takes it back. */
export function markSecretField(control: object, name: string): () => void {
  let names = secretFields.get(control);
  if (!names) secretFields.set(control, (names = new Set()));
  names.add(name);
  return () => names.delete(name);
}

/**
 * The values as a draft may keep them: a token or password the user typed stays in memory only, never in
 * sessionStorage (where anything running on the page could read it after the form is gone).
 */
export function withoutSecrets<T>(control: object, values: T): T {
  const names = secretFields.get(control);
  if (!names || names.size === 0 || !values || typeof values !== 'object') return values;
  // Drafts are JSON, so a JSON copy loses nothing they would keep.
  const copy = JSON.parse(JSON.stringify(values)) as Record<string, unknown>;
  for (const name of names) {
    const path = name.split('.');
    let target: unknown = copy;
    for (const part of path.slice(0, -1)) target = (target as Record<string, unknown> | undefined)?.[part];
    if (target && typeof target === 'object') delete (target as Record<string, unknown>)[path.at(-1)!];
  }
  return copy as T;
}
