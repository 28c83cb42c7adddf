/**
 * The API's route tables and how they are mounted on Hono. Each resource's file exports a table: `implement(calls, …)`
 * gives one handler to each call of the contract's resource (@panel/contract), typed by the call's answer; the few
 * routes outside the contract (demo images, test controls) are plain `Route`s. A handler returns the body of a 200
 * JSON answer, or a `Response` of its own (files, SVGs). Hono routes them, reads path parameters and tolerates a
 * trailing slash (the contract writes `/client/domain/{id}/dns-zone-details/`).
 *
 * A call's access (public, any user, a company permission, an administrator's) is checked here, before its handler,
 * from the contract: a handler never repeats it. With `checkAnswers` (the tests), every answer is held to the call's
 * schema and one that breaks it is a 500 naming the field.
 */
import { accessAlternatives, type AnswerOf, type Call, type PermissionAccess } from '@panel/contract';
import { answerMismatch, describeMismatch } from '@panel/contract/check';
import { contractCall, matchCall, type ContractCall } from '@panel/contract/registry';
import type { Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { authenticate, hasPermission } from './auth';
import type { ApiEnv, ApiState, Ctx } from './context';
import { HttpError, JSON_BODY_LIMIT, jsonResponse } from './http';
import { msg } from './i18n';

export type HandlerResult = unknown;
export type Handler = (ctx: Ctx) => Promise<HandlerResult> | HandlerResult;

export interface BodyLimit {
  maxSize: number;
  tooLarge: (ctx: Ctx) => HttpError;
}

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  pattern: string;
  /** Public routes need no token (login, register, invitations, static images). */
  public?: boolean;
  /** A POST that changes nothing (listing data, aggregations): it does not invalidate cached views. */
  readOnly?: boolean;
  /** The largest body it accepts, and the error past it (default: 1 MB of JSON, else 413). */
  bodyLimit?: BodyLimit;
  handler: Handler;
  /** The contract's call the route serves: its access and its answer's schema. */
  call?: ContractCall;
}

/** A call's handler: the call's answer, or a `Response` of its own (a file's bytes). */
export type CallHandler<C> = (ctx: Ctx) => Promise<AnswerOf<C> | Response> | AnswerOf<C> | Response;

/**
 * The routes of a resource's calls: one handler per call of the table, each typed by its call's answer, so a change
 * to a field in the contract fails the type check here. `limits` gives a call a body limit of its own (uploads).
 */
export function implement<C extends Readonly<Record<string, Call>>>(
  calls: C,
  handlers: NoInfer<{ [K in keyof C]: CallHandler<C[K]> }>,
  limits: NoInfer<{ [K in keyof C]?: BodyLimit }> = {},
): Route[] {
  return Object.entries(calls).map(([key, light]) => {
    const call = contractCall(light.id);
    if (!call) throw new Error(`${light.id} is not in the contract's registry`);
    return {
      method: call.method,
      // The contract writes `{id}`, Hono `:id`.
      pattern: call.path.replace(/\{([^}]+)\}/g, ':$1'),
      public: call.access === 'public',
      readOnly: call.method !== 'GET' && call.reads,
      bodyLimit: limits[key],
      handler: handlers[key as keyof C] as Handler,
      call,
    };
  });
}

/** Whether the user passes one permission check: a company member, or an administrator, whose role holds it. */
function grants(ctx: Ctx, access: PermissionAccess): boolean {
  if ('company' in access) return ctx.me.company_id !== null && hasPermission(ctx, access.company);
  return ctx.me.is_admin && hasPermission(ctx, access.admin);
}

/**
 * The access the call's contract asks for, checked before its handler: 401 without a user, 403 without the right
 * (`{ anyOf }`: without any of its alternatives).
 */
function checkAccess(ctx: Ctx, call: ContractCall): void {
  const access = call.access;
  if (access === 'public' || access === 'user') return;
  if (!accessAlternatives(access).some((one) => grants(ctx, one))) throw ctx.forbidden();
}

/** In the tests: the answer as the client reads it (JSON), held to the call's schema. */
function checkAnswer(call: ContractCall, result: unknown): void {
  const body: unknown = result === undefined ? undefined : JSON.parse(JSON.stringify(result));
  const mismatch = answerMismatch(call, 200, body);
  if (mismatch) throw new Error(`The answer breaks the contract: ${describeMismatch(mismatch)}`);
}

const payloadTooLarge = (ctx: Ctx): HttpError => new HttpError(413, msg(ctx.lang, 'payloadTooLarge'));

/** Registers the routes on `app`, each behind its body limit, its token and access checks and the store's version bump. */
export function mountRoutes(app: Hono<ApiEnv>, routes: readonly Route[], state: ApiState): void {
  for (const route of routes) {
    const { maxSize, tooLarge } = route.bodyLimit ?? { maxSize: JSON_BODY_LIMIT, tooLarge: payloadTooLarge };
    const limit: MiddlewareHandler<ApiEnv> = bodyLimit({
      maxSize,
      onError: (c) => {
        throw tooLarge(c.get('ctx'));
      },
    });
    const writes = route.method !== 'GET' && !route.readOnly;
    // The call of the contract the route answers, also for a plain route that serves one (the listings' calls, one
    // route per scope): whether it takes a JSON body.
    const served = route.call ?? matchCall(route.method, route.pattern.replace(/:(\w+)/g, '{$1}'));
    // A zod schema; an upload's body is the string MULTIPART.
    const takesJson = typeof served?.body === 'object';
    app.on(route.method, route.pattern, limit, async (c) => {
      const ctx = c.get('ctx');
      ctx.params = c.req.param() as Record<string, string>;
      if (!route.public) ctx.user = authenticate(ctx);
      if (route.call) checkAccess(ctx, route.call);
      // A call that takes a JSON body has it read before its handler: malformed JSON (400) or JSON that is no object
      // (422) is refused whatever the handler looks at first (a row or a listing it does not find, one field alone).
      if (takesJson) await ctx.body();
      // Any call that may write invalidates cached listing rows, even if it fails half-way.
      if (writes) state.store.version += 1;
      const result = await route.handler(ctx);
      if (writes) state.store.version += 1;
      if (result instanceof Response) return result;
      if (route.call && state.checkAnswers) checkAnswer(route.call, result);
      return jsonResponse(200, result);
    });
  }
}
