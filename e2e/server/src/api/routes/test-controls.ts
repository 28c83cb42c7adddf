/**
 * /api/__test/* — controls for the browser tests. Mounted only in test mode (otherwise these paths are 404);
 * they need no token.
 */
import type { ApiState, Fault, RemoteName, RemoteState } from '../context';
import { Errors, isRecord } from '../http';
import type { Route } from '../router';

export const REMOTE_NAMES: readonly RemoteName[] = ['client', 'manage', 'users'];
export const REMOTE_STATES: readonly RemoteState[] = ['up', 'manifest-404', 'down', 'chunk-error', 'slow'];

export function testControlRoutes(reset: (at?: number) => void): Route[] {
  const routes: Route[] = [
    {
      method: 'POST',
      pattern: '/__test/reset',
      async handler(ctx) {
        const body = await ctx.body();
        // `now` (an ISO time) seeds the data around that present instead of the server's start.
        const at = isRecord(body) && typeof body.now === 'string' ? Date.parse(body.now) : undefined;
        if (at !== undefined && Number.isNaN(at)) {
          const errors = new Errors(ctx.lang);
          errors.add('now', 'now: an ISO date-time');
          errors.throwIfAny();
        }
        reset(at);
        return { ok: true };
      },
    },
    {
      method: 'POST',
      pattern: '/__test/fault',
      async handler(ctx) {
        const body = await ctx.body();
        const errors = new Errors(ctx.lang);
        const input = isRecord(body) ? body : {};
        if (typeof input.path !== 'string' || !input.path.startsWith('/'))
          errors.add('path', 'path: "/..." (after /api), a trailing * makes it a prefix');
        if (input.method !== undefined && typeof input.method !== 'string')
          errors.add('method', 'method: string');
        if (
          input.status !== undefined &&
          !(Number.isInteger(input.status) && Number(input.status) >= 100 && Number(input.status) <= 599)
        ) {
          errors.add('status', 'status: 100-599');
        }
        if (input.delayMs !== undefined && !(typeof input.delayMs === 'number' && input.delayMs >= 0))
          errors.add('delayMs', 'delayMs: number ≥ 0');
        if (input.times !== undefined && !(Number.isInteger(input.times) && Number(input.times) >= 1))
          errors.add('times', 'times: integer ≥ 1');
        if (input.dropAfter !== undefined && typeof input.dropAfter !== 'boolean')
          errors.add('dropAfter', 'dropAfter: boolean');
        if (
          input.dropAfter === true &&
          (input.drop === true || input.nonJson === true || input.status !== undefined)
        )
          errors.add(
            'dropAfter',
            'dropAfter runs the real call: it does not combine with drop, nonJson or status',
          );
        errors.throwIfAny();
        const fault: Fault = {
          id: ctx.state.controls.nextFaultId++,
          path: input.path as string,
          ...(typeof input.method === 'string' ? { method: input.method.toUpperCase() } : {}),
          ...(input.status !== undefined ? { status: Number(input.status) } : {}),
          ...('body' in input ? { body: input.body } : {}),
          ...(input.nonJson === true ? { nonJson: true } : {}),
          ...(typeof input.delayMs === 'number' ? { delayMs: input.delayMs } : {}),
          ...(input.drop === true ? { drop: true } : {}),
          ...(input.dropAfter === true ? { dropAfter: true } : {}),
          ...(input.times !== undefined ? { times: Number(input.times) } : {}),
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
        ctx.state.tokens.clear();
        return { ok: true };
      },
    },
    {
      method: 'POST',
      pattern: '/__test/remote/:name',
      async handler(ctx) {
        const name = ctx.params.name as RemoteName;
        if (!REMOTE_NAMES.includes(name)) throw ctx.notFound();
        const body = await ctx.body();
        const state = isRecord(body) ? body.state : undefined;
        if (!REMOTE_STATES.includes(state as RemoteState)) {
          const errors = new Errors(ctx.lang);
          errors.add('state', `state: ${REMOTE_STATES.join(' | ')}`);
          errors.throwIfAny();
        }
        ctx.state.controls.remotes[name] = state as RemoteState;
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
    tokens: state.tokens.size,
  };
}
