/**
 * The contract API as a Hono app for paths under /api:
 *
 *   const api = createApi({ testMode });
 *   serve({ fetch: api.app.fetch });          // over HTTP (servers.ts)
 *   await api.app.request('/api/common/...'); // in-process (the API tests)
 *
 * Order of a request: language → a bad path's 400 → test controls (test mode) → injected faults (test mode) → route →
 * body limit → token → handler (a `dropAfter` fault then destroys the connection instead of answering).
 * Errors become JSON answers in the caller's language: HttpError with its status, anything else 500; an unknown path
 * 404, a known path with another method 405, a path with a backslash or a broken percent-encoding 400.
 * Every answer, these included, carries `nosniff` and the Permissions-Policy (security-headers.ts).
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { languageDetector } from 'hono/language';
import { methodNotAllowed } from 'hono/method-not-allowed';
import { Ctx, type ApiEnv, type ApiState, type TestControls } from './context';
import { demoTelegramBot } from './accounts';
import { applyFault, matchFault } from './faults';
import { HttpError, jsonResponse } from './http';
import { LANGS, msg, type Lang } from './i18n';
import { mountRoutes } from './router';
import { apiSecurityHeaders } from './security-headers';
import { adminUserRoutes } from './routes/admin-users';
import { applicationCommentRoutes } from './routes/application-comments';
import { applicationFormRoutes } from './routes/application-forms';
import { authRoutes } from './routes/auth';
import { profileRoutes } from './routes/profile';
import { botRoutes } from './routes/bots';
import { clientRoutes } from './routes/client';
import { companyRoutes } from './routes/company';
import { domainRoutes } from './routes/domains';
import { applicationChoiceRoutes } from './routes/application-choices';
import { fileRoutes } from './routes/files';
import { funnelRoutes } from './routes/funnels';
import { clientErrorRoutes } from './routes/client-errors';
import { imageRoutes } from './routes/images';
import { invitationRoutes } from './routes/invitations';
import { listingRoutes } from './routes/listings';
import { listingViewRoutes } from './routes/listing-views';
import { openApiRoutes } from './routes/openapi';
import { manageRoutes } from './routes/manage';
import { manageApplicationRoutes } from './routes/manage-applications';
import { manageCompanyRoutes } from './routes/manage-companies';
import { pixelRoutes } from './routes/pixels';
import { pushRoutes } from './routes/push';
import { referralLinkRoutes } from './routes/referral-links';
import { roleRoutes } from './routes/roles';
import { tariffTierRoutes } from './routes/tariff-tiers';
import { tariffRoutes } from './routes/tariffs';
import { teamRoutes } from './routes/team';
import { templateRoutes } from './routes/templates';
import { testControlGuard, testControlRoutes } from './routes/test-controls';
import { seed } from './store/seed';
import type { Store } from './store/store';

export interface Api {
  /** The Hono app: `app.fetch` serves it, `app.request` calls it in-process. */
  readonly app: Hono<ApiEnv>;
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
  /**
   * Every answer held to its call's schema in the contract, one that breaks it answered 500 with the field named: the
   * API tests and the browser suites' servers (PANEL_CHECK_ANSWERS=1) run so.
   */
  checkAnswers?: boolean;
  /** The moment the seed treats as "now" (default: now). Kept across resets so data stays identical. */
  now?: number;
  /** Now for sessions, Telegram's `auth_date` and the sign-in limit (default Date.now; tests move time with it). */
  clock?: () => number;
  /**
   * The Telegram bot's token, which signs the login widget's data. Default: PANEL_TELEGRAM_BOT_TOKEN, else in test
   * mode the demo bot's (accounts.ts, so tests can sign), else none: Telegram sign-in then answers 422.
   */
  telegramBotToken?: string | null;
  /**
   * The secret that opens the test controls to a caller on another machine (header `x-panel-test-secret`); without
   * it they answer only on this machine. Default: PANEL_TEST_SECRET.
   */
  testSecret?: string | null;
}

const freshControls = (): TestControls => ({
  faults: [],
  nextFaultId: 1,
  remotes: { client: 'up', manage: 'up', users: 'up' },
  runtimeConfig: null,
});

export function createApi({
  testMode,
  checkAnswers = false,
  now = Date.now(),
  clock = Date.now,
  telegramBotToken = process.env.PANEL_TELEGRAM_BOT_TOKEN || (testMode ? demoTelegramBot.token : null),
  testSecret = process.env.PANEL_TEST_SECRET || null,
}: ApiOptions): Api {
  const state: ApiState = {
    store: seed(now),
    testMode,
    sessions: new Map(),
    clock,
    telegramBotToken,
    loginFailures: new Map(),
    controls: freshControls(),
    cspReports: [],
    clientErrors: [],
    clientErrorTimes: new Map(),
    checkAnswers,
  };

  const reset = (at: number = now): void => {
    state.store = seed(at);
    state.sessions.clear();
    state.loginFailures.clear();
    state.clientErrors.length = 0;
    state.clientErrorTimes.clear();
    Object.assign(state.controls, freshControls());
  };

  const app = new Hono<ApiEnv>({ strict: false }).basePath('/api');
  // First, so that every answer gets its headers on the way out: refusals, errors and faults too.
  app.use(apiSecurityHeaders());
  app.use(detectLanguage());
  app.use(async (c, next) => {
    const path = c.req.path.replace(/^\/api(?=\/|$)/, '') || '/';
    const url = new URL(c.req.url);
    c.set('ctx', new Ctx(c, state, c.get('language') as Lang, path, url.searchParams));
    if (isBadPath(url.pathname)) throw new HttpError(400, msg(c.get('ctx').lang, 'badPath'));
    await next();
  });
  app.use(
    methodNotAllowed({ app, onMethodNotAllowed: (c) => refuse(c.get('ctx'), 405, 'methodNotAllowed') }),
  );
  if (testMode) app.use(injectedFaults(state));
  if (testMode) app.use('/__test/*', testControlGuard(testSecret));
  if (testMode) mountRoutes(app, testControlRoutes(reset), state);
  mountRoutes(
    app,
    [
      ...openApiRoutes,
      ...authRoutes,
      ...profileRoutes,
      ...fileRoutes,
      ...imageRoutes,
      ...clientErrorRoutes,
      ...listingRoutes,
      ...listingViewRoutes,
      ...applicationFormRoutes,
      ...applicationCommentRoutes,
      ...clientRoutes,
      ...companyRoutes,
      ...teamRoutes,
      ...invitationRoutes,
      ...pixelRoutes,
      ...domainRoutes,
      ...applicationChoiceRoutes,
      ...pushRoutes,
      ...funnelRoutes,
      ...botRoutes,
      ...manageRoutes,
      ...manageApplicationRoutes,
      ...roleRoutes,
      ...tariffRoutes,
      ...tariffTierRoutes,
      ...referralLinkRoutes,
      ...manageCompanyRoutes,
      ...templateRoutes,
      ...adminUserRoutes,
    ],
    state,
  );
  app.notFound((c) => refuse(c.get('ctx'), 404, 'routeNotFound'));
  app.onError((error, c) => {
    if (error instanceof HttpError) return jsonResponse(error.status, error.toBody(), error.headers);
    console.error(`[api] ${c.req.method} ${c.req.path} failed:`, error);
    // The language detector has run unless the error came before it; Russian is its own fallback.
    const lang = (c.get('language') as Lang | undefined) ?? 'ru';
    return jsonResponse(500, { message: msg(lang, 'serverError') });
  });

  return {
    app,
    get store() {
      return state.store;
    },
    testMode,
    controls: state.controls,
    reset,
  };
}

export { demoAccounts, demoInvite, demoReferralCode, demoTelegramBot, demoTelegramId } from './accounts';
export { listingRegistry } from './listings/registry';

function refuse(ctx: Ctx, status: 404 | 405, text: 'routeNotFound' | 'methodNotAllowed'): Response {
  return jsonResponse(status, { message: msg(ctx.lang, text) });
}

/** The language of an answer: the best of Accept-Language the API speaks, else Russian. */
const detectLanguage = () =>
  languageDetector({
    order: ['header'],
    supportedLanguages: [...LANGS],
    fallbackLanguage: 'ru',
    caches: false,
  });

/**
 * A path no call has and that may name different resources on the way here: a backslash, raw or `%5C` (URL parsers,
 * browsers' and Node's among them, read a raw one as `/`; other servers and proxies keep it or decode `%5C` before
 * routing), or a percent-encoding that decodes to no UTF-8 text (`%E0%A4%A`, `%ZZ`, a lone `%`). Hono routes such a
 * path undecoded, to a 404 that hides what was wrong with the request; it is refused as malformed instead. The path
 * is the URL's, still percent-encoded.
 */
export function isBadPath(encodedPath: string): boolean {
  if (encodedPath.includes('\\') || /%5c/i.test(encodedPath)) return true;
  try {
    decodeURIComponent(encodedPath);
    return false;
  } catch {
    return true;
  }
}

/**
 * The 400 `{ message }` of a request the HTTP server refused before the API could read it (servers.ts: @hono/node-server
 * refuses a raw backslash in a path, a malformed Host), in the API's shape and in the language the API would have
 * answered in: `badPath` when its target was the trouble, `badRequest` otherwise.
 */
export async function refusedRequestAnswer(
  headers: Record<string, string>,
  text: 'badPath' | 'badRequest',
): Promise<Response> {
  const answer = new Hono<{ Variables: { language: string } }>()
    .use(apiSecurityHeaders())
    .use(detectLanguage())
    .all('*', (c) => jsonResponse(400, { message: msg(c.get('language') as Lang, text) }));
  return answer.request('/', { headers });
}

/** The socket of the request, when it came over HTTP (in-process calls have none to drop). */
function dropConnection(c: Parameters<MiddlewareHandler<ApiEnv>>[0]): Response {
  const socket = c.env?.incoming?.socket;
  if (!socket) throw new Error('A dropped connection needs a real one: run this fault over HTTP');
  socket.destroy();
  // Never written: the socket is gone.
  return new Response(null, { status: 499 });
}

/** Test mode: the faults of /api/__test/fault, on every path but the test controls' own. */
function injectedFaults(state: ApiState): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const { path } = c.get('ctx');
    if (path === '/__test' || path.startsWith('/__test/')) return next();
    const fault = matchFault(state.controls, c.req.method, path);
    if (!fault) return next();
    const answer = await applyFault(fault);
    if (answer === 'drop') return dropConnection(c);
    if (answer) return answer;
    await next();
    // A `dropAfter` fault: the call ran (its changes stay), then the connection goes instead of the answer.
    if (fault.dropAfter) c.res = dropConnection(c);
  };
}
