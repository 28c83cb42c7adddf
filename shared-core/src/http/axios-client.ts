import axios, {
  AxiosError,
  AxiosHeaders,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { store } from '../state/store';
import { tokenAtom } from '../session/atoms';
import { currentLanguage } from '../i18n/i18n';
import { ApiError, NETWORK_ERROR, UNEXPECTED_ERROR, normalizeFieldErrors } from './api-error';
import { navigateTo } from './navigator';
import { ERROR_ROUTES } from './routes';
import { claimUnauthorized, isSigningOut, unauthorizedHandler } from './unauthorized';

/**
 * Per-request switches, passed as `http.get(url, { panel: { ... } })`.
 */
export interface PanelRequestOptions {
  /**
   * A 404 is an answer, not an error: the call resolves with `data: null` and nothing navigates.
   * The active-telegram-bot check uses it ("no bot").
   */
  allow404?: boolean;
  /**
   * No navigation and no sign-out for this call; the error is only rejected. Public pages use it: a failed
   * login (even one answered with 401) or an unknown invitation is shown inline, not by leaving the page.
   */
  noRedirect?: boolean;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    panel?: PanelRequestOptions;
  }
}

/** The body of a response that did not parse as JSON, kept so that the error can carry it as raw data. */
class NonJsonBody {
  constructor(readonly text: string) {}
}

const RAW_RESPONSE_TYPES = new Set(['blob', 'arraybuffer', 'stream', 'document', 'text']);

function parseBody(this: AxiosRequestConfig, data: unknown): unknown {
  // Downloads ask for a raw type on purpose; only JSON calls are held to "the body is JSON".
  if (this?.responseType && RAW_RESPONSE_TYPES.has(this.responseType)) return data;
  if (typeof data !== 'string') return data;
  // An empty body (e.g. a 200 with no content) carries nothing to misread, so it is not an error.
  if (data.trim() === '') return null;
  try {
    return JSON.parse(data);
  } catch {
    return new NonJsonBody(data);
  }
}

/**
 * The one axios instance of the panel (docs/product.md, "Errors"). Reached through the `http` facade of ./http.ts, which
 * loads this module with the first call.
 */
export const axiosInstance = axios.create({
  baseURL: '/api',
  withCredentials: true,
  headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
  // Only 200 is success (docs/product.md, "Errors"); everything else goes through the error path below.
  validateStatus: (status) => status === 200,
  transformResponse: [parseBody],
});

function bearerOf(config: InternalAxiosRequestConfig | undefined): string | null {
  const header = config?.headers?.get?.('Authorization');
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : null;
}

axiosInstance.interceptors.request.use((config) => {
  const headers = AxiosHeaders.from(config.headers);
  const token = store.get(tokenAtom);
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  headers.set('Accept-Language', currentLanguage());
  if (typeof FormData !== 'undefined' && config.data instanceof FormData) {
    // Left to the browser, which adds the multipart boundary; with a JSON content type axios would
    // even serialise the form into JSON.
    headers.delete('Content-Type');
  }
  config.headers = headers;
  return config;
});

/** Turns whatever a call failed with into an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (axios.isAxiosError(error)) {
    const response = error.response;
    if (!response) {
      return new ApiError({ status: 0, message: NETWORK_ERROR, cause: error });
    }
    const { status, data } = response;
    if (data instanceof NonJsonBody) {
      // A non-JSON body is a 500 "Unexpected error" (docs/product.md, "Errors"). 401, 403 and 404 keep their status: what
      // follows them (sign-out, the 403/404 screens) depends on the status, not on the body, and an HTML
      // 401 page from a proxy must still end the session.
      const kept = status === 401 || status === 403 || status === 404;
      return new ApiError({
        status: kept ? status : 500,
        message: UNEXPECTED_ERROR,
        data: data.text,
        cause: error,
      });
    }
    const body = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
    const message = typeof body.message === 'string' && body.message ? body.message : UNEXPECTED_ERROR;
    return new ApiError({ status, message, errors: normalizeFieldErrors(body.errors), data, cause: error });
  }
  return new ApiError({ status: 500, message: UNEXPECTED_ERROR, data: error, cause: error });
}

function redirectFor(error: ApiError, config: InternalAxiosRequestConfig | undefined): void {
  if (error.status === 401) {
    const sent = bearerOf(config);
    // A late answer to a session that has already ended or been replaced says nothing about the current one.
    if (sent !== null && sent !== store.get(tokenAtom)) return;
    if (!claimUnauthorized()) return;
    const handler = unauthorizedHandler();
    if (handler) handler();
    else {
      store.set(tokenAtom, null);
      navigateTo(ERROR_ROUTES.unauthorized, { replace: true });
    }
    return;
  }
  // While a sign-out is under way the user is headed to /login; the other failures of the burst must not
  // send them elsewhere.
  if (isSigningOut()) return;
  // The network failure screen is pushed, not put in the failed screen's place: Back returns to that screen (a form's
  // draft comes back with it), and the screen's Retry goes back there rather than adding it again.
  if (error.status === 0) {
    // A burst of failures (a screen's calls side by side, a late retry) gets here once per call: the failure screen is
    // pushed once, so that its Retry, which goes back one entry, lands on the failed screen and not on another /error
    // (on a busy machine the calls fail far enough apart for the second to come after the first screen is up).
    if (typeof window !== 'undefined' && window.location.pathname.endsWith(ERROR_ROUTES.error)) return;
    navigateTo(ERROR_ROUTES.error, { state: { back: true } });
    return;
  }
  const target =
    error.status === 403 ? ERROR_ROUTES.forbidden : error.status === 404 ? ERROR_ROUTES.notFound : null;
  if (target) navigateTo(target, { replace: true });
}

axiosInstance.interceptors.response.use(
  (response) => {
    if (response.data instanceof NonJsonBody) {
      const error = new AxiosError(
        'Non-JSON body',
        AxiosError.ERR_BAD_RESPONSE,
        response.config,
        response.request,
        response,
      );
      return Promise.reject(toApiError(error));
    }
    return response;
  },
  (error: unknown): Promise<AxiosResponse> => {
    // A cancelled call (a query whose screen went away) is not a failure: no error screen, no ApiError.
    if (axios.isCancel(error)) return Promise.reject(error);
    const apiError = toApiError(error);
    const config = axios.isAxiosError(error) ? error.config : undefined;
    const options = config?.panel ?? {};
    if (apiError.status === 404 && options.allow404 && axios.isAxiosError(error) && error.response) {
      return Promise.resolve({ ...error.response, data: null });
    }
    if (!options.noRedirect) redirectFor(apiError, config);
    return Promise.reject(apiError);
  },
);
