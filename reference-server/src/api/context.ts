/** What a route handler gets: the request, its language, path parameters, the body, the signed-in user. */
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import type { ReceivedClientError } from '@panel/contract';
import { HttpError, readJson } from './http';
import { msg, type Lang } from './i18n';
import type { Session } from './sessions';
import type { Store } from './store/store';
import type { User } from './store/types';

export type RemoteName = 'client' | 'manage' | 'users';
export type RemoteState = 'up' | 'manifest-404' | 'down' | 'chunk-error' | 'slow';

export interface Fault {
  id: number;
  path: string;
  method?: string;
  status?: number;
  body?: unknown;
  nonJson?: boolean;
  /** `body`, a string, sent as is with this Content-Type (status default 200): a file of any type, e.g. a script. */
  contentType?: string;
  delayMs?: number;
  drop?: boolean;
  /** Run the request for real (it changes what it changes), then destroy the socket instead of answering. */
  dropAfter?: boolean;
  /** Remaining uses; undefined = unlimited. */
  times?: number;
}

/** Test-mode controls, shared with the static servers of demo.ts (remote states, runtime-config override). */
export interface TestControls {
  faults: Fault[];
  nextFaultId: number;
  remotes: Record<RemoteName, RemoteState>;
  /** A partial runtime config merged over the generated one, or a raw string served as is. */
  runtimeConfig: { partial?: Record<string, unknown>; raw?: string } | null;
}

export interface ApiState {
  store: Store;
  testMode: boolean;
  /** The sessions by the hash of their token (sessions.ts). Cleared by reset and by expire-tokens. */
  sessions: Map<string, Session>;
  /** Now, in epoch milliseconds: token lifetimes, Telegram's `auth_date`, the sign-in limit (tests move it). */
  clock: () => number;
  /** The Telegram bot's token, which signs the login widget's data (telegram.ts); null: Telegram sign-in is off. */
  telegramBotToken: string | null;
  /** Failed sign-ins by account and address (login-limit.ts). Cleared by reset. */
  loginFailures: Map<string, number[]>;
  controls: TestControls;
  /**
   * Content-Security-Policy violations the browsers reported (test mode). Kept across resets: a test resets
   * the server before it starts, and the suite checks the reports once all tests ran.
   */
  cspReports: unknown[];
  /** The panel's error reports, newest last (routes/client-errors.ts); at most CLIENT_ERROR_LIMITS.kept. Cleared by reset. */
  clientErrors: ReceivedClientError[];
  /** When each address's reports arrived within the last minute (the receiver's limit). Cleared by reset. */
  clientErrorTimes: Map<string, number[]>;
  /** Every answer held to its call's schema, a mismatch answered 500 (the tests: router.ts). */
  checkAnswers: boolean;
}

export interface Access {
  isAdmin: boolean;
  permissions: string[];
}

/** The API app's Hono environment: the Node request when served over HTTP (absent in-process), and the Ctx. */
export interface ApiEnv {
  Bindings: Partial<HttpBindings>;
  Variables: { ctx: Ctx; language: string };
}

export class Ctx {
  params: Record<string, string> = {};
  user: User | null = null;
  /** The administrator behind a sign-in-as token (sessions.ts); null when the user signed in themselves. */
  actingAdmin: User | null = null;
  private bodyPromise: Promise<unknown> | null = null;

  constructor(
    /** Hono's context of the request: headers, the raw body (uploads), the Node socket when there is one. */
    readonly c: Context<ApiEnv>,
    readonly state: ApiState,
    readonly lang: Lang,
    /** The path after `/api`, without the query string. */
    readonly path: string,
    readonly query: URLSearchParams,
  ) {}

  get store(): Store {
    return this.state.store;
  }

  /** The JSON body, read once. */
  body(): Promise<unknown> {
    this.bodyPromise ??= readJson(this.c.req.raw, this.lang);
    return this.bodyPromise;
  }

  /** A request header (case-insensitive), or undefined. */
  header(name: string): string | undefined {
    return this.c.req.header(name);
  }

  /** The signed-in user (routes not marked public always have one). */
  get me(): User {
    if (!this.user) throw new HttpError(401, msg(this.lang, 'unauthenticated'));
    return this.user;
  }

  /** The signed-in user's company: a call whose access names a company permission has checked there is one. */
  companyId(): number {
    if (this.me.company_id === null) throw this.forbidden();
    return this.me.company_id;
  }

  /** A path parameter as a positive integer id, or 404. */
  id(name = 'id'): number {
    const raw = this.params[name] ?? '';
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < 1) throw this.notFound();
    return value;
  }

  notFound(): HttpError {
    return new HttpError(404, msg(this.lang, 'notFound'));
  }

  forbidden(): HttpError {
    return new HttpError(403, msg(this.lang, 'forbidden'));
  }
}
