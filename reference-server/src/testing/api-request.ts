/**
 * The HTTP calls the API helpers make, in a form two runners share: Playwright's `APIRequestContext` satisfies
 * `ApiRequest` (the browser suites call the demo server over HTTP), and so does `inProcessRequest`
 * (support/in-process-api.ts: the API tests under jest call the Hono app in-process, without a server). Nothing
 * here imports a test runner, so a helper built on it runs under either.
 */
import type { demoAccounts } from '../api/accounts';
import { PORT } from './ports';

export { demoAccounts, demoInvite, demoReferralCode, DEMO_COMPANY_NAME } from '../api/accounts';
export type Account = keyof typeof demoAccounts;

/** The demo's main origin (this worker's demo server: support/servers.ts); in-process calls ignore it. */
export const SHELL = `http://localhost:${PORT}`;

export interface ApiResponse {
  status(): number;
  ok(): boolean;
  text(): Promise<string>;
  json(): Promise<unknown>;
  headers(): Record<string, string>;
  body(): Promise<Buffer>;
}

export interface RequestOptions {
  method?: string;
  /** An object is sent as JSON; a string or a Buffer as it is. */
  data?: unknown;
  headers?: Record<string, string>;
}

export interface ApiRequest {
  fetch(url: string, options?: RequestOptions): Promise<ApiResponse>;
  get(url: string, options?: RequestOptions): Promise<ApiResponse>;
  post(url: string, options?: RequestOptions): Promise<ApiResponse>;
  put(url: string, options?: RequestOptions): Promise<ApiResponse>;
  delete(url: string, options?: RequestOptions): Promise<ApiResponse>;
}

/** Fails, with the answer's body, unless the answer has this status. */
export async function expectStatus(response: ApiResponse, status: number, label: string): Promise<void> {
  if (response.status() === status) return;
  throw new Error(`${label}: expected ${status}, got ${response.status()}: ${await response.text()}`);
}

/** Puts the contract server back to its seed: data, tokens, faults, remote states, runtime config. */
export async function resetServer(request: ApiRequest): Promise<void> {
  await expectStatus(await request.post(`${SHELL}/api/__test/reset`), 200, 'reset');
}
