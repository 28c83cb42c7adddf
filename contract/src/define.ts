/**
 * How the contract names its calls, without their schemas. A call's method and path, who may make it and its types
 * are written once, in `calls/<resource>.ts`; its schemas are beside it in `schemas/<resource>.ts`. This module and
 * the call tables carry no zod at run time (their types come from the schemas by `import type`), so the panel's pages
 * pay a few bytes per call they make and nothing for the schemas (docs/contract.md).
 */
import type { PermissionName } from './permissions';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A call's method and path as the contract writes them: `GET /client/pixels/{id}/edit`. */
export type Route = `${Method} /${string}`;

/**
 * Who may make a call:
 * - `public`: no token (sign-in, registration, invitations, images);
 * - `user`: any signed-in user (the listings check their own permission per listing name);
 * - `{ company }`: a member of a company whose role holds the permission (any of a list);
 * - `{ admin }`: an administrator (`isAdmin`) whose role holds the permission (any of a list);
 * - `{ anyOf }`: whoever one of those grants (a call that several screens of both areas make, such as an upload: a
 *   company member with one of the company's permissions, or an administrator with one of the manage ones). Each
 *   alternative keeps its own condition, so a company permission never lets in a user of no company.
 */
export type PermissionAccess =
  | { company: PermissionName | readonly PermissionName[] }
  | { admin: PermissionName | readonly PermissionName[] };
export type Access = 'public' | 'user' | PermissionAccess | { anyOf: readonly PermissionAccess[] };

/** The permission checks of an access, any of which lets the caller in (none for `public` and `user`). */
export const accessAlternatives = (access: Access): readonly PermissionAccess[] =>
  typeof access !== 'object' ? [] : 'anyOf' in access ? access.anyOf : [access];

/** The types of a call's parts, as its schemas define them. */
export interface CallTypes {
  query: unknown;
  body: unknown;
  answer: unknown;
}

/** The names between braces of a path template: `'/a/{id}/b/{key}'` gives `'id' | 'key'`. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

/** One call of the contract: what the panel needs at run time to make it, and its types. */
export interface Call<P extends string = string, T extends CallTypes = CallTypes> {
  /** `<resource>.<name>`, the OpenAPI document's operationId. */
  readonly id: string;
  readonly method: Method;
  /** The path under the API's base, with `{name}` where a parameter goes. */
  readonly path: P;
  readonly access: Access;
  /** A POST that changes nothing (a listing's data): it may be called to read, and invalidates no cache. */
  readonly reads: boolean;
  /** Never set: carries the call's types to whoever makes or serves it. */
  readonly types?: T;
}

/** A call's path parameters, as the one who makes it gives them. */
export type ParamsOf<C> =
  C extends Call<infer P, CallTypes> ? { [K in PathParamNames<P>]: string | number } : never;
export type QueryOf<C> = C extends Call<string, infer T> ? T['query'] : never;
export type BodyOf<C> = C extends Call<string, infer T> ? T['body'] : never;
export type AnswerOf<C> = C extends Call<string, infer T> ? T['answer'] : never;

/** A part the call has not (`undefined`) is left out; one whose every field is optional may be. */
type Part<Name extends string, V> = [V] extends [undefined]
  ? { [K in Name]?: undefined }
  : object extends V
    ? { [K in Name]?: V }
    : { [K in Name]: V };

/** What a call needs besides itself: its path parameters, its query and its body, each only when it has them. */
export type CallArgs<C> = ([PathParamNames<C extends Call<infer P, CallTypes> ? P : never>] extends [never]
  ? { params?: undefined }
  : { params: ParamsOf<C> }) &
  Part<'query', QueryOf<C>> &
  Part<'body', BodyOf<C>>;

/** A call's entry in its table: its route, or its route with what differs from the table's defaults. */
export type CallSpec = Route | { route: Route; access?: Access; reads?: boolean };

type RouteOf<S extends CallSpec> = S extends { route: infer R } ? R : S;
type PathOf<R> = R extends `${Method} ${infer P}` ? P : never;

/**
 * Declares the calls of one resource, keyed as its schema table is (`schemas/<resource>.ts`): the keys must be the
 * same, and each call gets the types its schemas define.
 *
 * @example
 * export const pixels = defineCalls<SchemaTypes<typeof pixelSchemas>>()('pixels', { company: 'pixel.manage' }, {
 *   edit: 'GET /client/pixels/{id}/edit',
 *   update: 'PUT /client/pixels/{id}/update',
 * });
 */
export function defineCalls<T extends Record<string, CallTypes>>() {
  return <const S extends { [K in keyof T]: CallSpec }>(
    resource: string,
    access: Access,
    specs: S,
  ): { readonly [K in keyof T & keyof S]: Call<PathOf<RouteOf<S[K]>>, T[K]> } => {
    const table: Record<string, Call> = {};
    for (const [name, spec] of Object.entries(specs as Record<string, CallSpec>)) {
      const entry = typeof spec === 'string' ? { route: spec } : spec;
      const space = entry.route.indexOf(' ');
      const method = entry.route.slice(0, space) as Method;
      table[name] = {
        id: `${resource}.${name}`,
        method,
        path: entry.route.slice(space + 1),
        access: entry.access ?? access,
        reads: entry.reads ?? method === 'GET',
      };
    }
    return table as { readonly [K in keyof T & keyof S]: Call<PathOf<RouteOf<S[K]>>, T[K]> };
  };
}

/** The names of a path template's parameters, in order: `'/a/{id}/b/{key}'` gives `['id', 'key']`. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
}

/**
 * A call's path with its parameters put in, each encoded: `pathOf(pixels.edit, { id: 7 })` is
 * `/client/pixels/7/edit`. A parameter left out is an error, never the text `undefined` in a URL.
 */
export function pathOf(
  call: Pick<Call, 'id' | 'path'>,
  params: Record<string, string | number> = {},
): string {
  return call.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '')
      throw new Error(`${call.id}: the path parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}
