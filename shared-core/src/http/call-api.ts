import { pathOf, type AnswerOf, type Call, type CallArgs, type Method } from '@panel/contract';
import type { AxiosRequestConfig } from 'axios';
import { ApiError, isApiError } from './api-error';
import { contractBreaksTolerated } from './contract-mismatches';
import { http, type PanelRequestOptions } from './http';

export interface CallOptions {
  signal?: AbortSignal;
  /** The HTTP layer's switches: `allow404` (the answer is then null), `noRedirect`. */
  panel?: PanelRequestOptions;
  /** How much of the body is sent, 0 to 1, as it goes (an upload's progress). */
  onUploadProgress?: (sent: number) => void;
  /** The session to call with, when it is not the current one: sign-out revokes the token it is dropping. */
  token?: string;
}

type Rest<C> =
  object extends CallArgs<C>
    ? [args?: CallArgs<C>, options?: CallOptions]
    : [args: CallArgs<C>, options?: CallOptions];

/** How the development check finds what an answer is held to: the answer-check module's checks, for one call. */
type Check = (checks: typeof import('./answer-check')) => (status: number, body: unknown) => string | null;

/**
 * Sends one request through the HTTP layer and answers its body. Outside production builds the answer is held to the
 * contract (`check`): a mismatch is recorded, said, and thrown as an error naming the call, the field and what was
 * expected; an error's body is held to the error shapes too. A production build leaves all of it out, the check's
 * chunk and the schemas with it.
 */
async function send(config: AxiosRequestConfig, options: CallOptions, check: Check): Promise<unknown> {
  let data: unknown;
  try {
    const { onUploadProgress } = options;
    const response = await http.request<unknown>({
      ...config,
      ...(options.token ? { headers: { Authorization: `Bearer ${options.token}` } } : {}),
      signal: options.signal,
      panel: options.panel,
      onUploadProgress: onUploadProgress
        ? (event) => onUploadProgress(event.progress ?? (event.total ? event.loaded / event.total : 0))
        : undefined,
    });
    data = response.data;
  } catch (error) {
    if (
      process.env.NODE_ENV !== 'production' &&
      isApiError(error) &&
      error.data &&
      typeof error.data === 'object'
    )
      check(await import(/* webpackChunkName: "contract-check" */ './answer-check'))(
        error.status,
        error.data,
      );
    throw error;
  }
  // `allow404`: the HTTP layer answered a 404 with null, which is not the call's answer to check.
  if (process.env.NODE_ENV !== 'production' && !(data === null && options.panel?.allow404)) {
    const mismatch = check(await import(/* webpackChunkName: "contract-check" */ './answer-check'))(
      200,
      data,
    );
    if (mismatch && !contractBreaksTolerated())
      throw new ApiError({ status: 500, message: `The answer breaks the contract: ${mismatch}`, data });
  }
  return data;
}

/**
 * Makes one call of the contract (@panel/contract) and answers its body, typed by the call's schema. Every call of the
 * panel goes through here: its path, method and types are the contract's, never written again in a remote.
 *
 * Outside production builds the answer is held to the call's schema (and an error's body to the error shapes): a
 * mismatch is an error naming the call, the field and what was expected, and fails the test that got it. A production
 * build leaves the check out, schemas and all.
 *
 * @example
 * const { data } = await callApi(pixelCalls.edit, { params: { id: 7 } });
 */
export async function callApi<C extends Call>(
  call: C,
  ...[args, options = {}]: Rest<C>
): Promise<AnswerOf<C>> {
  const { params, query, body } = (args ?? {}) as {
    params?: Record<string, string | number>;
    query?: unknown;
    body?: unknown;
  };
  const config = { method: call.method, url: pathOf(call, params), params: query, data: body };
  return (await send(
    config,
    options,
    (checks) => (status, answer) => checks.checkAnswer(call, status, answer),
  )) as AnswerOf<C>;
}

/**
 * A call whose path the server names at run time: a listing's row and bulk actions (their URL templates, filled), the
 * listing calls a menu item names for an older API. The contract's call that answers it is found by its method and
 * path, and its answer is checked as `callApi` checks one; a path no call of the contract answers is a mismatch too.
 */
export function callPath(
  method: Method,
  path: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<unknown> {
  return send(
    { method, url: path, data: body },
    options,
    (checks) => (status, answer) => checks.checkPathAnswer(method, path, status, answer),
  );
}
