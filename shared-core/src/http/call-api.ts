import { pathOf, type AnswerOf, type Call, type CallArgs, type Method } from '@panel/contract';
import { ApiError, isApiError } from './api-error';
import { contractBreaksTolerated } from './contract-mismatches';
import { http, type PanelRequestOptions } from './http';

export interface CallOptions {
  signal?: AbortSignal;
  /** The HTTP layer's switches: `allow404` (the answer is then null), `noRedirect`. */
  panel?: PanelRequestOptions;
  /** How much of the body is sent, 0 to 1, as it goes (an upload's progress). */
  onUploadProgress?: (sent: number) => void;
}

type Rest<C> =
  object extends CallArgs<C>
    ? [args?: CallArgs<C>, options?: CallOptions]
    : [args: CallArgs<C>, options?: CallOptions];

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
  let data: unknown;
  try {
    const response = await http.request<unknown>({
      method: call.method,
      url: pathOf(call, params),
      params: query,
      data: body,
      signal: options.signal,
      panel: options.panel,
      onUploadProgress: options.onUploadProgress
        ? (event) =>
            options.onUploadProgress?.(event.progress ?? (event.total ? event.loaded / event.total : 0))
        : undefined,
    });
    data = response.data;
  } catch (error) {
    if (
      process.env.NODE_ENV !== 'production' &&
      isApiError(error) &&
      error.data &&
      typeof error.data === 'object'
    ) {
      const { checkAnswer } = await import(/* webpackChunkName: "contract-check" */ './answer-check');
      checkAnswer(call, error.status, error.data);
    }
    throw error;
  }
  // `allow404`: the HTTP layer answered a 404 with null, which is not the call's answer to check.
  if (process.env.NODE_ENV !== 'production' && !(data === null && options.panel?.allow404)) {
    const { checkAnswer } = await import(/* webpackChunkName: "contract-check" */ './answer-check');
    const mismatch = checkAnswer(call, 200, data);
    if (mismatch && !contractBreaksTolerated())
      throw new ApiError({ status: 500, message: `The answer breaks the contract: ${mismatch}`, data });
  }
  return data as AnswerOf<C>;
}

/**
 * A call whose path the server names at run time: a listing's row and bulk actions (their URL templates, filled), the
 * listing calls a menu item names for an older API. The contract's call that answers it is found by its method and
 * path, and its answer is checked as `callApi` checks one; a path no call of the contract answers is a mismatch too.
 */
export async function callPath(
  method: Method,
  path: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<unknown> {
  let data: unknown;
  try {
    const response = await http.request<unknown>({
      method,
      url: path,
      data: body,
      signal: options.signal,
      panel: options.panel,
    });
    data = response.data;
  } catch (error) {
    if (
      process.env.NODE_ENV !== 'production' &&
      isApiError(error) &&
      error.data &&
      typeof error.data === 'object'
    ) {
      const { checkPathAnswer } = await import(/* webpackChunkName: "contract-check" */ './answer-check');
      checkPathAnswer(method, path, error.status, error.data);
    }
    throw error;
  }
  if (process.env.NODE_ENV !== 'production') {
    const { checkPathAnswer } = await import(/* webpackChunkName: "contract-check" */ './answer-check');
    const mismatch = checkPathAnswer(method, path, 200, data);
    if (mismatch && !contractBreaksTolerated())
      throw new ApiError({ status: 500, message: `The answer breaks the contract: ${mismatch}`, data });
  }
  return data;
}
