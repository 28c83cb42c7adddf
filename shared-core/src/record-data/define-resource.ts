import { pathParamNames, type Call } from '@panel/contract';
import { callApi, currentLanguage, type ListingScope } from '@panel/shared-core';
import {
  createFromWire,
  editFromWire,
  payloadToWire,
  savedFromWire,
  type CreateAnswer,
  type EditAnswer,
  type SavedAnswer,
} from './record-adapter';

export type RecordId = string | number;

/**
 * One call of a resource: a call of the contract (@panel/contract), whose path says where the record's id goes (a
 * path without `{id}` takes it in the JSON body as `id`, as `POST /client/application/update` does).
 */
export type RecordCall = Call;

/** How a resource's record calls are reached (docs/api-contract.md, "Record calls"). */
export interface ResourceSpec {
  /**
   * The root of its query keys, starting with the area (`['client', 'applications']`), so that one area or one
   * resource can be invalidated as a whole.
   */
  key: readonly [string, string, ...string[]];
  /** `GET` of the create form's options and defaults. */
  create?: Call;
  /** `GET` of a record with its form options; also the record read of its record screen. */
  edit?: Call;
  store?: Call;
  update?: Call;
  /** Listings that show this resource: a write marks them stale. */
  listings?: { name: string; scope?: ListingScope }[];
}

export interface CallOptions {
  signal?: AbortSignal;
}

/** The typed calls and query keys of one resource, as `defineResource` builds them. */
export interface RecordResource<T> {
  spec: ResourceSpec;
  keys: {
    /** Everything of the resource: invalidate after a write. */
    all: readonly unknown[];
    create: () => readonly unknown[];
    record: (id: RecordId) => readonly unknown[];
  };
  create: (options?: CallOptions) => Promise<CreateAnswer<T>>;
  edit: (id: RecordId, options?: CallOptions) => Promise<EditAnswer<T>>;
  store: (values: Record<string, unknown>) => Promise<SavedAnswer<T>>;
  update: (id: RecordId, values: Record<string, unknown>) => Promise<SavedAnswer<T>>;
  /** Any other call of the resource (`clone`, `deactivate`, `restore`...). */
  call: <R = T>(call: RecordCall, id?: RecordId, body?: unknown) => Promise<SavedAnswer<R>>;
}

/** A record call of the contract: the id in its path when the path has a place for it, else in the body. */
function sendCall(call: Call, id: RecordId | undefined, body?: unknown): Promise<unknown> {
  const inPath = pathParamNames(call.path).includes('id');
  const fields =
    body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
  const data =
    !inPath && id !== undefined ? payloadToWire(fields ?? {}, id) : fields ? payloadToWire(fields) : body;
  const params = inPath && id !== undefined ? { id } : undefined;
  return (callApi as (call: Call, args: object) => Promise<unknown>)(call, {
    params,
    body: call.method === 'GET' ? undefined : (data ?? (call.method === 'DELETE' ? undefined : {})),
  });
}

/** Reads a call that answers a record's form: the record's id in its path, when it has one. */
function read(call: Call, id: RecordId | undefined, signal?: AbortSignal): Promise<unknown> {
  const params = id === undefined ? undefined : { id };
  return (callApi as (call: Call, args: object, options: object) => Promise<unknown>)(
    call,
    { params },
    { signal },
  );
}

/**
 * Declares a resource's record calls once, in the remote's `src/api/<resource>.ts`; the record form and the record
 * screen of `@panel/shared-core/record` take it. Query keys carry the language, since the server answers option
 * labels in it.
 *
 * @example
 * export const pixels = defineResource<Pixel>({
 *   key: ['client', 'pixels'],
 *   create: pixelCalls.create,
 *   edit: pixelCalls.edit,
 *   store: pixelCalls.store,
 *   update: pixelCalls.update,
 *   listings: [{ name: 'pixels' }],
 * });
 */
export function defineResource<T>(spec: ResourceSpec): RecordResource<T> {
  const missing = (call: string) => new Error(`${spec.key.join('/')} has no ${call} call`);
  return {
    spec,
    keys: {
      all: spec.key,
      create: () => [...spec.key, 'create', currentLanguage()],
      record: (id) => [...spec.key, 'record', String(id), currentLanguage()],
    },
    async create(options = {}) {
      if (!spec.create) throw missing('create');
      return createFromWire<T>(await read(spec.create, undefined, options.signal));
    },
    async edit(id, options = {}) {
      if (!spec.edit) throw missing('edit');
      return editFromWire<T>(await read(spec.edit, id, options.signal));
    },
    async store(values) {
      if (!spec.store) throw missing('store');
      return savedFromWire<T>(await sendCall(spec.store, undefined, values));
    },
    async update(id, values) {
      if (!spec.update) throw missing('update');
      return savedFromWire<T>(await sendCall(spec.update, id, values));
    },
    async call<R = T>(call: RecordCall, id?: RecordId, body?: unknown) {
      return savedFromWire<R>(await sendCall(call, id, body));
    },
  };
}
