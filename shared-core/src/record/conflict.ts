/**
 * What a record form shows when its save was refused because someone else saved the record first (409,
 * docs/api-contract.md "Versions and conflicts"): a three-way comparison of the values the form was opened with
 * (`base`), what the user has in the form (`mine`) and the record as it is now (`server`), by the form's top-level
 * fields. Pure functions, so the rules are tested without a form.
 */

/** Which value a field keeps: the user's, or the one saved meanwhile. */
export type ConflictChoice = 'mine' | 'server';

/** A field that someone else changed since the form was opened. */
export interface FieldConflict {
  name: string;
  mine: unknown;
  server: unknown;
  /** The user changed it too: both sides have something to lose. */
  mineChanged: boolean;
}

/** Equal as values (forms hold plain data: texts, numbers, lists, objects of them). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  // An empty text and a missing value read the same in a form.
  if ((a === '' || a == null) && (b === '' || b == null)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) =>
    sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/**
 * The fields the server changed since the form was opened, where the user's value differs from the server's (a
 * field both changed the same way is no conflict). A field only the user changed is not listed: it simply stays.
 */
export function conflictingFields(
  base: Record<string, unknown>,
  mine: Record<string, unknown>,
  server: Record<string, unknown>,
): FieldConflict[] {
  const names = [...new Set([...Object.keys(base), ...Object.keys(server)])];
  return names
    .filter((name) => !sameValue(base[name], server[name]) && !sameValue(mine[name], server[name]))
    .map((name) => ({
      name,
      mine: mine[name],
      server: server[name],
      mineChanged: !sameValue(base[name], mine[name]),
    }));
}

/**
 * What each field keeps before the user chooses: the user's value where they changed it (nothing typed is lost
 * unless they say so), the server's where they did not (their untouched field must not undo the other's save).
 */
export function initialChoices(fields: readonly FieldConflict[]): Record<string, ConflictChoice> {
  return Object.fromEntries(fields.map((field) => [field.name, field.mineChanged ? 'mine' : 'server']));
}

/**
 * The values to save: the user's, with the server's put in the fields where that was chosen. The fields no one else
 * changed keep the user's values.
 */
export function mergeValues(
  mine: Record<string, unknown>,
  server: Record<string, unknown>,
  choices: Record<string, ConflictChoice>,
): Record<string, unknown> {
  const merged = { ...mine };
  for (const [name, choice] of Object.entries(choices)) if (choice === 'server') merged[name] = server[name];
  return merged;
}
