/**
 * The API tests' client: `ApiRequest` (support/api-request.ts) over Hono's in-process request (`app.request`), on a
 * contract API of its own in test mode. No server, no port, no browser: a call is a function call.
 */
import { createApi, type Api } from '../api/index';
import type { ApiRequest, ApiResponse, RequestOptions } from './api-request';

export function inProcessRequest(api: Api): ApiRequest {
  const fetch = async (url: string, { method = 'GET', data, headers = {} }: RequestOptions = {}) => {
    const { pathname, search } = new URL(url, 'http://localhost');
    const init: RequestInit = { method, headers: { ...headers } };
    if (typeof data === 'string') init.body = data;
    else if (Buffer.isBuffer(data)) init.body = new Uint8Array(data);
    else if (data !== undefined) {
      init.body = JSON.stringify(data);
      init.headers = { 'Content-Type': 'application/json', ...headers };
    }
    // The socket an injected `drop` or `dropAfter` fault destroys: the client then sees a network failure.
    let dropped = false;
    const socket = { destroy: () => void (dropped = true) };
    const response = await api.app.request(pathname + search, init, { incoming: { socket } });
    if (dropped) throw new Error(`${method} ${pathname}: socket hang up (the connection was dropped)`);
    const body = Buffer.from(await response.arrayBuffer());
    const answer: ApiResponse = {
      status: () => response.status,
      ok: () => response.ok,
      text: async () => body.toString('utf8'),
      json: async () => JSON.parse(body.toString('utf8')) as unknown,
      headers: () => Object.fromEntries(response.headers),
      body: async () => body,
    };
    return answer;
  };
  const as =
    (method: string) =>
    (url: string, options: RequestOptions = {}) =>
      fetch(url, { ...options, method });
  return { fetch, get: as('GET'), post: as('POST'), put: as('PUT'), delete: as('DELETE') };
}

/** A fresh contract API in test mode (its own store), every answer held to its schema, and a client for it. */
export function inProcessApi(): { api: Api; request: ApiRequest } {
  const api = createApi({ testMode: true, checkAnswers: true });
  return { api, request: inProcessRequest(api) };
}
