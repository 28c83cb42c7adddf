/**
 * Callers of the contract API for the tests that speak to it directly (the API tests under jest, and the browser
 * suites' set-up over HTTP): a caller carries a token and answers in English unless told otherwise
 * (docs/api-contract.md). Built on support/api-request.ts, so it runs under either runner.
 */
import type { SessionAnswer } from '@panel/contract';
import {
  SHELL,
  demoAccounts,
  expectStatus,
  type Account,
  type ApiRequest,
  type ApiResponse,
} from './api-request';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The 422 body: the first error as `message`, every error keyed by its field. */
export interface Invalid {
  message: string;
  errors: Record<string, string[]>;
}

export interface Caller {
  /** The raw answer, whatever its status. */
  call(method: Method, path: string, data?: unknown, lang?: 'en' | 'ru' | 'ar'): Promise<ApiResponse>;
  /** The body of an answer that must be 200. */
  ok<T = Record<string, unknown>>(method: Method, path: string, data?: unknown): Promise<T>;
  /** The body of an answer that must be 422. */
  invalid(method: Method, path: string, data?: unknown, lang?: 'en' | 'ru' | 'ar'): Promise<Invalid>;
  /** The status of an answer. */
  status(method: Method, path: string, data?: unknown): Promise<number>;
}

/** A caller with a token from a sign-in or a registration. */
export function callerFor(request: ApiRequest, token: string): Caller {
  const call = (method: Method, path: string, data?: unknown, lang: 'en' | 'ru' | 'ar' = 'en') =>
    request.fetch(`${SHELL}/api${path}`, {
      method,
      ...(data === undefined ? {} : { data }),
      headers: { Authorization: `Bearer ${token}`, 'Accept-Language': lang },
    });
  return {
    call,
    async ok<T>(method: Method, path: string, data?: unknown) {
      const response = await call(method, path, data);
      await expectStatus(response, 200, `${method} ${path}`);
      return (await response.json()) as T;
    },
    async invalid(method: Method, path: string, data?: unknown, lang: 'en' | 'ru' | 'ar' = 'en') {
      const response = await call(method, path, data, lang);
      await expectStatus(response, 422, `${method} ${path}`);
      return (await response.json()) as Invalid;
    },
    async status(method: Method, path: string, data?: unknown) {
      return (await call(method, path, data)).status();
    },
  };
}

/** Signs in with an email and a password; the answer must be 200. */
export async function signInWith(request: ApiRequest, email: string, password: string): Promise<Caller> {
  const response = await request.post(`${SHELL}/api/common/auth/login`, { data: { email, password } });
  await expectStatus(response, 200, `login as ${email}`);
  return callerFor(request, ((await response.json()) as SessionAnswer).token);
}

/** Signs in as a demo account through `POST /api/common/auth/login`. */
export const signIn = (request: ApiRequest, account: Account): Promise<Caller> =>
  signInWith(request, demoAccounts[account].email, demoAccounts[account].password);
