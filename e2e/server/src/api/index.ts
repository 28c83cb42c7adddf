/**
 * The contract API as a plain request handler for paths under /api:
 *
 *   const api = createApi({ testMode });
 *   http.createServer((req, res) => api.handle(req, res));
 *
 * Order of a request: test controls (test mode) → injected faults (test mode) → route → token → handler (a
 * `dropAfter` fault then destroys the connection instead of answering).
 * Errors become JSON answers: HttpError with its status, anything else 500.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { authenticate } from './auth';
import { Ctx, type ApiState, type TestControls } from './context';
import { applyFault, matchFault } from './faults';
import { HttpError, sendJson } from './http';
import { langOf, msg } from './i18n';
import { RESPONDED, Router } from './router';
import { adminUserRoutes } from './routes/admin-users';
import { applicationCommentRoutes } from './routes/application-comments';
import { applicationFormRoutes } from './routes/application-forms';
import { authRoutes } from './routes/auth';
import { botRoutes } from './routes/bots';
import { clientRoutes } from './routes/client';
import { companyRoutes } from './routes/company';
import { domainRoutes } from './routes/domains';
import { fileRoutes } from './routes/files';
import { funnelRoutes } from './routes/funnels';
import { imageRoutes } from './routes/images';
import { invitationRoutes } from './routes/invitations';
import { listingRoutes } from './routes/listings';
import { manageRoutes } from './routes/manage';
import { manageCompanyRoutes } from './routes/manage-companies';
import { pixelRoutes } from './routes/pixels';
import { pushRoutes } from './routes/push';
import { referralLinkRoutes } from './routes/referral-links';
import { roleRoutes } from './routes/roles';
import { tariffTierRoutes } from './routes/tariff-tiers';
import { tariffRoutes } from './routes/tariffs';
import { teamRoutes } from './routes/team';
import { templateRoutes } from './routes/templates';
import { testControlRoutes } from './routes/test-controls';
import { seed } from './store/seed';
import type { Store } from './store/store';

export interface Api {
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** The current store (a reset replaces it). */
  readonly store: Store;
  readonly testMode: boolean;
  /** Shared with the static servers of demo.ts: remote states and the runtime-config override. */
  readonly controls: TestControls;
  /** Reseeds; `at` seeds another present than the server's (the screenshot tests freeze one). */
  reset(at?: number): void;
}

export interface ApiOptions {
  testMode: boolean;
  /** The moment the seed treats as "now" (default: now). Kept across resets so data stays identical. */
  now?: number;
}

const freshControls = (): TestControls => ({
  faults: [],
  nextFaultId: 1,
  remotes: { client: 'up', manage: 'up', users: 'up' },
  runtimeConfig: null,
});

export function createApi({ testMode, now = Date.now() }: ApiOptions): Api {
  const state: ApiState = {
    store: seed(now),
    testMode,
    tokens: new Map(),
    controls: freshControls(),
    cspReports: [],
  };

  const reset = (at: number = now): void => {
    state.store = seed(at);
    state.tokens.clear();
    Object.assign(state.controls, freshControls());
  };

  // Routes are matched in order; no two patterns here overlap.
  const router = new Router().add([
    ...authRoutes,
    ...fileRoutes,
    ...imageRoutes,
    ...listingRoutes,
    ...applicationFormRoutes,
    ...applicationCommentRoutes,
    ...clientRoutes,
    ...companyRoutes,
    ...teamRoutes,
    ...invitationRoutes,
    ...pixelRoutes,
    ...domainRoutes,
    ...pushRoutes,
    ...funnelRoutes,
    ...botRoutes,
    ...manageRoutes,
    ...roleRoutes,
    ...tariffRoutes,
    ...tariffTierRoutes,
    ...referralLinkRoutes,
    ...manageCompanyRoutes,
    ...templateRoutes,
    ...adminUserRoutes,
  ]);
  const testRouter = new Router().add(testControlRoutes(reset));

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const lang = langOf(req);
    const method = (req.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api(?=\/|$)/, '') || '/';
    const ctx = new Ctx(req, res, state, lang, path, url.searchParams);
    // A `dropAfter` fault: the call runs, then the connection is destroyed instead of answering.
    let dropAnswer = false;
    const answer = (status: number, body: unknown): void => {
      if (dropAnswer) res.socket?.destroy();
      else sendJson(res, status, body);
    };
    try {
      const isTestPath = path === '/__test' || path.startsWith('/__test/');
      if (!isTestPath && testMode) {
        const fault = matchFault(state.controls, method, path);
        if (fault && (await applyFault(fault, res))) return;
        dropAnswer = fault?.dropAfter === true;
      }
      const { route, params, pathKnown } = (isTestPath ? (testMode ? testRouter : null) : router)?.match(
        method,
        path,
      ) ?? {
        route: null,
        params: {},
        pathKnown: false,
      };
      if (!route) {
        if (pathKnown) throw new HttpError(405, msg(lang, 'methodNotAllowed'));
        throw new HttpError(404, msg(lang, 'routeNotFound'));
      }
      ctx.params = params;
      if (!route.public) ctx.user = authenticate(ctx);
      // Any call that may write invalidates cached listing rows, even if it fails half-way.
      if (method !== 'GET' && !route.readOnly) state.store.version += 1;
      const result = await route.handler(ctx);
      if (method !== 'GET' && !route.readOnly) state.store.version += 1;
      if (result !== RESPONDED) answer(200, result);
    } catch (error) {
      if (error instanceof HttpError) {
        answer(error.status, error.toBody());
        return;
      }
      console.error(`[api] ${method} ${path} failed:`, error);
      answer(500, { message: 'Server error' });
    } finally {
      // A handler that answered before reading the body (e.g. 401) must not leave the request hanging.
      if (!req.complete) req.resume();
    }
  }

  return {
    handle,
    get store() {
      return state.store;
    },
    testMode,
    controls: state.controls,
    reset,
  };
}

export { demoAccounts, demoInvite, demoReferralCode, demoTelegramId } from './accounts';
export { listingRegistry } from './listings/registry';
