/**
 * A record's version (docs/api-contract.md, "Versions and conflicts"): the one way both sides tell whether a record
 * changed since a form read it. Every record an edit form changes carries `version`, a whole number from 1 that each
 * accepted update raises by one. The form sends back the version it was opened with; a server that holds another
 * answers 409 with the record as it is now, and changes nothing. No zod here: the panel bundles this module.
 */

/** The field of a record, and of its update body, that carries its version. */
export const VERSION_FIELD = 'version' as const;

/** The version a new record starts at. */
export const FIRST_VERSION = 1;

/** The version a record (or an answer's `data`) carries, or undefined when its server sends none. */
export function recordVersion(record: unknown): number | undefined {
  if (!record || typeof record !== 'object') return undefined;
  const version = (record as Record<string, unknown>)[VERSION_FIELD];
  return typeof version === 'number' && Number.isInteger(version) ? version : undefined;
}

/**
 * The record a 409 answered, `{ message, data }`: the record as the server holds it now, or undefined when the body
 * has none (an older server's bare `{ message }`).
 */
export function conflictRecord(body: unknown): Record<string, unknown> | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const data = (body as Record<string, unknown>).data;
  return data && typeof data === 'object' && !Array.isArray(data)
    ? (data as Record<string, unknown>)
    : undefined;
}
