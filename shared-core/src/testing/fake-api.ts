/**
 * A stand-in for the network in unit tests: axios accepts an `adapter`, so no mocking library is needed.
 * It behaves like axios' own adapters: the body arrives as text and `validateStatus` decides resolve/reject.
 * Exported from `@panel/shared-core/testing` for every package's tests.
 */
import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
// jest resolves this and the core's own import to one module (the testing entry is never bundled), so the adapter
// lands on the panel's one axios instance.
import { axiosInstance as http } from '../http/axios-client';

export type FakeReply =
  { status: number; body?: unknown; headers?: Record<string, string> } | 'network' | 'timeout';

export type FakeHandler = (config: InternalAxiosRequestConfig) => FakeReply | Promise<FakeReply>;

export interface FakeServer {
  /** Every request the adapter received, in order. */
  calls: InternalAxiosRequestConfig[];
  restore: () => void;
}

export function installFakeAdapter(handler: FakeHandler): FakeServer {
  const previous = http.defaults.adapter;
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const request = {};
    const reply = await handler(config);
    if (reply === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, request);
    if (reply === 'timeout') throw new AxiosError('timeout exceeded', AxiosError.ETIMEDOUT, config, request);
    const text =
      reply.body === undefined
        ? ''
        : typeof reply.body === 'string'
          ? reply.body
          : JSON.stringify(reply.body);
    const response: AxiosResponse = {
      data: text,
      status: reply.status,
      statusText: String(reply.status),
      headers: { 'content-type': 'application/json', ...reply.headers },
      config,
      request,
    };
    const valid = config.validateStatus ? config.validateStatus(reply.status) : true;
    if (valid) return response;
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      request,
      response,
    );
  };
  http.defaults.adapter = adapter;
  return { calls, restore: () => void (http.defaults.adapter = previous) };
}

/** A reply helper: `json(422, { message, errors })`. */
export const json = (status: number, body: unknown): FakeReply => ({ status, body });

/** What a route of `fakeApi` answers: a reply, or a function of the request (its path parameters and JSON body). */
export type FakeRoute =
  | FakeReply
  | ((request: {
      params: Record<string, string>;
      body: unknown;
      query: URLSearchParams;
      config: InternalAxiosRequestConfig;
    }) => FakeReply | Promise<FakeReply>);

export interface FakeApi extends FakeServer {
  /** The calls received, as `METHOD /path` (no query string). */
  requests: () => string[];
  /** The JSON bodies sent to one `METHOD /path`, in order. */
  bodiesOf: (route: string) => unknown[];
}

function compile(pattern: string): { method: string; regex: RegExp; names: string[] } {
  const [method = 'GET', path = '/'] = pattern.trim().split(/\s+/, 2);
  const names: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { method: method.toUpperCase(), regex: new RegExp(`^${source}/?$`), names };
}

function pathOf(config: InternalAxiosRequestConfig): { path: string; query: URLSearchParams } {
  const url = new URL(config.url ?? '/', 'http://fake.local/');
  const query = new URLSearchParams(url.search);
  for (const [key, value] of Object.entries((config.params ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  return { path: url.pathname, query };
}

function bodyOf(config: InternalAxiosRequestConfig): unknown {
  if (typeof config.data !== 'string') return config.data;
  try {
    return JSON.parse(config.data);
  } catch {
    return config.data;
  }
}

/**
 * A fake API by routes (`'GET /client/application/:id/edit'`), for screen tests: each route answers a reply or a
 * function of the request; any other call answers 404 and is reported by the test that made it.
 *
 * @example
 * const api = fakeApi({
 *   'GET /client/application/:id/edit': ({ params }) => json(200, { data: { id: Number(params.id) }, options: {} }),
 *   'POST /client/application/update': json(422, { message: 'Bad', errors: { offer_url: ['Bad URL'] } }),
 * });
 * afterEach(() => api.restore());
 */
export function fakeApi(routes: Record<string, FakeRoute>): FakeApi {
  const compiled = Object.entries(routes).map(([pattern, route]) => ({ ...compile(pattern), route }));
  const seen: { route: string; body: unknown }[] = [];
  const server = installFakeAdapter(async (config) => {
    const { path, query } = pathOf(config);
    const method = (config.method ?? 'get').toUpperCase();
    const body = bodyOf(config);
    seen.push({ route: `${method} ${path}`, body });
    for (const entry of compiled) {
      if (entry.method !== method) continue;
      const found = entry.regex.exec(path);
      if (!found) continue;
      const params: Record<string, string> = {};
      entry.names.forEach((name, index) => (params[name] = decodeURIComponent(found[index + 1] ?? '')));
      return typeof entry.route === 'function' ? entry.route({ params, body, query, config }) : entry.route;
    }
    return json(404, { message: `fakeApi: no route for ${method} ${path}` });
  });
  return {
    ...server,
    requests: () => seen.map((entry) => entry.route),
    bodiesOf: (route) => seen.filter((entry) => entry.route === route).map((entry) => entry.body),
  };
}
