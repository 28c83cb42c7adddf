/**
 * /api/__test/* — controls for the browser tests. Mounted only in test mode (otherwise these paths are 404); they
 * need no token, but answer only a caller on this machine or one that sends the test secret (`testControlGuard`).
 */
import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { isLocalRequest } from '../client-address';
import { bodyOf } from '../body';
import type { ApiEnv, ApiState, Ctx, Fault, RemoteName, RemoteState } from '../context';
import { HttpError, isRecord, validationError, type FieldErrors } from '../http';
import { msg } from '../i18n';
import type { Route } from '../router';

/** The header that carries the test secret (PANEL_TEST_SECRET) for a test runner on another machine. */
export const TEST_SECRET_HEADER = 'x-panel-test-secret';

/**
 * The controls reset the data, inject faults and read what browsers reported: a server left in test mode where others
 * can reach it must not hand that to them. Only a caller on this machine (isLocalRequest) or one with the secret gets
 * through; anyone else gets the 404 of a server without test mode.
 */
export function testControlGuard(secret: string | null): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const ctx = c.get('ctx');
    const given = Buffer.from(c.req.header(TEST_SECRET_HEADER) ?? '', 'utf8');
    const expected = Buffer.from(secret ?? '', 'utf8');
    const bySecret = secret !== null && given.length === expected.length && timingSafeEqual(given, expected);
    if (!bySecret && !isLocalRequest(ctx)) throw new HttpError(404, msg(ctx.lang, 'routeNotFound'));
    await next();
  };
}

export const REMOTE_NAMES: readonly RemoteName[] = ['client', 'manage', 'users'];
export const REMOTE_STATES = [
  'up',
  'manifest-404',
  'down',
  'chunk-error',
  'slow',
] as const satisfies readonly RemoteState[];

/**
 * The controls are for test authors, not for users: a broken rule answers its own English text (the issue's message)
 * instead of a dictionary key, in the same 422 shape.
 */
function parseControl<S extends z.ZodType>(ctx: Ctx, schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(isRecord(body) ? body : {});
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const list = (errors[String(issue.path[0] ?? 'body')] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  throw validationError(ctx.lang, errors);
}

/** `now` (an ISO time) seeds the data around that present instead of the server's start; anything else is ignored. */
const resetSchema = z.object({
  now: z
    .unknown()
    .transform((value, check) => {
      if (typeof value !== 'string') return undefined;
      const at = Date.parse(value);
      if (Number.isNaN(at)) check.addIssue({ code: 'custom', message: 'now: an ISO date-time' });
      return at;
    })
    .optional(),
});

const PATH_RULE = 'path: "/..." (after /api), a trailing * makes it a prefix';
const STATUS_RULE = 'status: 100-599';
const DELAY_RULE = 'delayMs: number ≥ 0';
const TIMES_RULE = 'times: integer ≥ 1';
const DROP_AFTER_ALONE =
  'dropAfter runs the real call: it does not combine with drop, nonJson, contentType or status';
const CONTENT_TYPE_RULE = 'contentType: a type such as "text/javascript", sent with body, a string';
/** Only `true` switches a flag on; any other value leaves it off, as before. */
const onlyTrue = () =>
  z
    .unknown()
    .transform((value): boolean | undefined => (value === true ? true : undefined))
    .optional();

const faultSchema = bodyOf<Omit<Fault, 'id'>>()(
  z
    .object({
      path: z.string({ error: PATH_RULE }).startsWith('/', PATH_RULE),
      method: z
        .string({ error: 'method: string' })
        .transform((method) => method.toUpperCase())
        .optional(),
      status: z
        .number({ error: STATUS_RULE })
        .refine(Number.isInteger, STATUS_RULE)
        .refine((status) => status >= 100 && status <= 599, STATUS_RULE)
        .optional(),
      body: z.unknown().optional(),
      nonJson: onlyTrue(),
      contentType: z
        .string({ error: CONTENT_TYPE_RULE })
        .regex(/^[\w.+-]+\/[\w.+-]+(?:\s*;.*)?$/, CONTENT_TYPE_RULE)
        .optional(),
      delayMs: z.number({ error: DELAY_RULE }).min(0, DELAY_RULE).optional(),
      drop: onlyTrue(),
      times: z
        .number({ error: TIMES_RULE })
        .refine((times) => Number.isInteger(times) && times >= 1, TIMES_RULE)
        .optional(),
      dropAfter: z.boolean({ error: 'dropAfter: boolean' }).optional(),
    })
    // Whatever else failed: the values are the ones sent (an invalid status still counts as a status).
    .superRefine(
      (fault, check) => {
        if (
          fault.dropAfter === true &&
          (fault.drop || fault.nonJson || fault.contentType !== undefined || fault.status !== undefined)
        )
          check.addIssue({ code: 'custom', path: ['dropAfter'], message: DROP_AFTER_ALONE });
        if (fault.contentType !== undefined && typeof fault.body !== 'string')
          check.addIssue({ code: 'custom', path: ['body'], message: CONTENT_TYPE_RULE });
      },
      { when: () => true },
    ),
);

const remoteSchema = z.object({
  state: z.enum(REMOTE_STATES, { error: `state: ${REMOTE_STATES.join(' | ')}` }),
});

export function testControlRoutes(reset: (at?: number) => void): Route[] {
  const routes: Route[] = [
    {
      method: 'POST',
      pattern: '/__test/reset',
      async handler(ctx) {
        reset(parseControl(ctx, resetSchema, await ctx.body()).now);
        return { ok: true };
      },
    },
    {
      method: 'POST',
      pattern: '/__test/fault',
      async handler(ctx) {
        const input = parseControl(ctx, faultSchema, await ctx.body());
        const fault: Fault = {
          id: ctx.state.controls.nextFaultId++,
          path: input.path,
          ...(input.method !== undefined ? { method: input.method } : {}),
          ...(input.status !== undefined ? { status: input.status } : {}),
          ...('body' in input ? { body: input.body } : {}),
          ...(input.nonJson ? { nonJson: true } : {}),
          ...(input.contentType !== undefined ? { contentType: input.contentType } : {}),
          ...(input.delayMs !== undefined ? { delayMs: input.delayMs } : {}),
          ...(input.drop ? { drop: true } : {}),
          ...(input.dropAfter ? { dropAfter: true } : {}),
          ...(input.times !== undefined ? { times: input.times } : {}),
        };
        ctx.state.controls.faults.push(fault);
        return { fault, faults: ctx.state.controls.faults.length };
      },
    },
    {
      method: 'DELETE',
      pattern: '/__test/fault',
      handler(ctx) {
        ctx.state.controls.faults = [];
        return { ok: true };
      },
    },
    {
      method: 'GET',
      pattern: '/__test/fault',
      handler: (ctx) => ({ faults: ctx.state.controls.faults }),
    },
    {
      method: 'POST',
      pattern: '/__test/expire-tokens',
      handler(ctx) {
        ctx.state.sessions.clear();
        return { ok: true };
      },
    },
    {
      method: 'POST',
      pattern: '/__test/remote/:name',
      async handler(ctx) {
        const name = ctx.params.name as RemoteName;
        if (!REMOTE_NAMES.includes(name)) throw ctx.notFound();
        ctx.state.controls.remotes[name] = parseControl(ctx, remoteSchema, await ctx.body()).state;
        return { remotes: ctx.state.controls.remotes };
      },
    },
    {
      method: 'POST',
      pattern: '/__test/runtime-config',
      async handler(ctx) {
        const body = await ctx.body();
        const input = isRecord(body) ? body : {};
        ctx.state.controls.runtimeConfig =
          typeof input.raw === 'string' ? { raw: input.raw } : { partial: input };
        return { runtimeConfig: ctx.state.controls.runtimeConfig };
      },
    },
    {
      method: 'DELETE',
      pattern: '/__test/runtime-config',
      handler(ctx) {
        ctx.state.controls.runtimeConfig = null;
        return { ok: true };
      },
    },
    {
      // Chromium posts `application/csp-report` (one report) or `application/reports+json` (a list).
      method: 'POST',
      pattern: '/__test/csp-report',
      async handler(ctx) {
        const body = await ctx.body();
        const reports = Array.isArray(body) ? body : [body];
        ctx.state.cspReports.push(...reports);
        if (ctx.state.cspReports.length > 1000)
          ctx.state.cspReports.splice(0, ctx.state.cspReports.length - 1000);
        return { received: reports.length };
      },
    },
    {
      method: 'GET',
      pattern: '/__test/csp-reports',
      handler: (ctx) => ({ reports: ctx.state.cspReports }),
    },
    {
      method: 'DELETE',
      pattern: '/__test/csp-reports',
      handler(ctx) {
        ctx.state.cspReports = [];
        return { ok: true };
      },
    },
    {
      method: 'GET',
      pattern: '/__test/state',
      handler: (ctx) => describe(ctx.state),
    },
  ];
  return routes.map((route) => ({ ...route, public: true }));
}

function describe(state: ApiState) {
  return {
    faults: state.controls.faults,
    remotes: state.controls.remotes,
    runtimeConfig: state.controls.runtimeConfig,
    tokens: state.sessions.size,
  };
}
