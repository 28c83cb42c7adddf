/**
 * The wire dialect of record calls (`create`, `edit`, `store`, `update` and actions such as `clone`), read and
 * written in this one file, like the listings' (docs/api-contract.md, "Record calls"): a backend that answers in
 * another shape is one file to change. Everything read is checked, so a screen never meets an undefined where it
 * expects a list of options.
 */

/** One choice of a select: its value, its label, and whatever else the server adds (a pixel's type...). */
export interface FormOption {
  value: string | number;
  label: string;
  [extra: string]: unknown;
}

/** The choices of each field that has them. */
export type FormOptions = Record<string, FormOption[]>;

/** What `GET …/create` answers: the choices and the initial values of a new record. */
export interface CreateAnswer<T> {
  options: FormOptions;
  defaults: Partial<T>;
}

/** What `GET …/{id}/edit` answers: the record and the choices of its form. */
export interface EditAnswer<T> {
  record: T;
  options: FormOptions;
}

/** What `store`, `update` and the actions answer: the record as saved (when sent back) and a message. */
export interface SavedAnswer<T> {
  record: T | null;
  message: string | null;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  !!value && typeof value === 'object' && !Array.isArray(value);

function optionFromWire(raw: unknown): FormOption | null {
  if (typeof raw === 'string' || typeof raw === 'number') return { value: raw, label: String(raw) };
  if (!isObject(raw)) return null;
  const value = raw.value ?? raw.id;
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const label = raw.label ?? raw.name ?? value;
  return { ...raw, value, label: String(label) };
}

/**
 * Reads the `options` object. Each field's choices may come as `[{ value, label }]`, `[{ id, name }]`, plain values
 * or a `{ value: label }` map; anything else is dropped.
 */
export function optionsFromWire(raw: unknown): FormOptions {
  if (!isObject(raw)) return {};
  const options: FormOptions = {};
  for (const [field, list] of Object.entries(raw)) {
    if (Array.isArray(list)) {
      options[field] = list.map(optionFromWire).filter((o): o is FormOption => o !== null);
    } else if (isObject(list)) {
      options[field] = Object.entries(list).map(([value, label]) => ({ value, label: String(label) }));
    }
  }
  return options;
}

/**
 * The record inside an answer: `data` by the contract; an answer that names it after the resource
 * (`{ application: {...} }`) or sends it flat is read too.
 */
function recordOf(raw: Json, ignore: readonly string[]): unknown {
  if (isObject(raw.data)) return raw.data;
  const named = Object.entries(raw).filter(([key, value]) => !ignore.includes(key) && isObject(value));
  if (named.length === 1) return named[0]![1];
  if ('id' in raw) {
    const flat: Json = { ...raw };
    for (const key of ignore) delete flat[key];
    return flat;
  }
  return null;
}

export function createFromWire<T>(raw: unknown): CreateAnswer<T> {
  const body = isObject(raw) ? raw : {};
  return {
    options: optionsFromWire(body.options),
    defaults: (isObject(body.defaults) ? body.defaults : isObject(body.data) ? body.data : {}) as Partial<T>,
  };
}

export function editFromWire<T>(raw: unknown): EditAnswer<T> {
  const body = isObject(raw) ? raw : {};
  const record = recordOf(body, ['options', 'message']);
  if (!isObject(record)) throw new Error('The edit call answered no record');
  return { record: record as T, options: optionsFromWire(body.options) };
}

export function savedFromWire<T>(raw: unknown): SavedAnswer<T> {
  const body = isObject(raw) ? raw : {};
  const record = recordOf(body, ['options', 'message']);
  return {
    record: isObject(record) ? (record as T) : null,
    message: typeof body.message === 'string' && body.message ? body.message : null,
  };
}

/** A list answer (`{ data: [...] }` or a bare array), e.g. comments or templates. */
export function listFromWire<T>(raw: unknown): T[] {
  if (Array.isArray(raw)) return raw as T[];
  if (isObject(raw) && Array.isArray(raw.data)) return raw.data as T[];
  return [];
}

/**
 * The body of a `store` or `update`: what the form holds, without the values it left undefined (an absent field
 * keeps the stored value on update, like a secret left empty). `id` goes in the body when the call takes it there.
 */
export function payloadToWire(values: Json, id?: string | number): Json {
  const body: Json = {};
  for (const [key, value] of Object.entries(values)) if (value !== undefined) body[key] = value;
  if (id !== undefined) body.id = typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id;
  return body;
}
