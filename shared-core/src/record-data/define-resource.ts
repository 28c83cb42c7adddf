import { currentLanguage, http, type ListingScope } from '@panel/shared-core';
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
export type RecordMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call of a resource: its method and URL, with `{id}` where the record's id goes. */
export interface RecordCall {
  method: RecordMethod;
  url: string;
  /** `body`: the id travels in the JSON body as `id` instead of the path (`POST /client/application/update`). */
  idIn?: 'path' | 'body';
}

/** How a resource's record calls are reached (docs/api-contract.md, "Record calls"). */
export interface ResourceSpec {
  /**
   * The root of its query keys, starting with the area (`['client', 'applications']`), so that one area or one
   * resource can be invalidated as a whole.
   */
  key: readonly [string, string, ...string[]];
  /** `GET` of the create form's options and defaults. */
  create?: string;
  /** `GET` of a record with its form options; also the record read of its record screen. */
  edit?: string;
  store?: RecordCall | string;
  update?: RecordCall;
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

/** Puts a record's id into a URL template (`/client/application/{id}/edit`). */
export function recordUrl(template: string, id?: RecordId): string {
  if (id === undefined) return template;
  return template.replace(/\{id\}/g, encodeURIComponent(String(id)));
}

async function send(call: RecordCall, id: RecordId | undefined, body?: unknown): Promise<unknown> {
  const inBody = call.idIn === 'body';
  const url = recordUrl(call.url, inBody ? undefined : id);
  const data =
    inBody && id !== undefined
      ? payloadToWire((body ?? {}) as Record<string, unknown>, id)
      : body && typeof body === 'object' && !Array.isArray(body)
        ? payloadToWire(body as Record<string, unknown>)
        : body;
  switch (call.method) {
    case 'GET':
      return (await http.get<unknown>(url)).data;
    case 'DELETE':
      return (await http.delete<unknown>(url, data === undefined ? undefined : { data })).data;
    case 'PUT':
      return (await http.put<unknown>(url, data ?? {})).data;
    default:
      return (await http.post<unknown>(url, data ?? {})).data;
  }
}

/**
 * Declares a resource's record calls once, in the remote's `src/api/<resource>.ts`; the record form and the record
 * screen of `@panel/shared-core/record` take it. Query keys carry the language, since the server answers option
 * labels in it.
 *
 * @example
 * export const applications = defineResource<Application>({
 *   key: ['client', 'applications'],
 *   create: '/client/application/create',
 *   edit: '/client/application/{id}/edit',
 *   store: '/client/application/store',
 *   update: { method: 'POST', url: '/client/application/update', idIn: 'body' },
 *   listings: [{ name: 'application' }],
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
      const { data } = await http.get<unknown>(spec.create, { signal: options.signal });
      return createFromWire<T>(data);
    },
    async edit(id, options = {}) {
      if (!spec.edit) throw missing('edit');
      const { data } = await http.get<unknown>(recordUrl(spec.edit, id), { signal: options.signal });
      return editFromWire<T>(data);
    },
    async store(values) {
      if (!spec.store) throw missing('store');
      const call = typeof spec.store === 'string' ? { method: 'POST' as const, url: spec.store } : spec.store;
      return savedFromWire<T>(await send(call, undefined, values));
    },
    async update(id, values) {
      if (!spec.update) throw missing('update');
      return savedFromWire<T>(await send(spec.update, id, values));
    },
    async call<R = T>(call: RecordCall, id?: RecordId, body?: unknown) {
      return savedFromWire<R>(await send(call, id, body));
    },
  };
}
