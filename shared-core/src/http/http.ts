import type { AxiosRequestConfig, AxiosResponse } from 'axios';

export { ERROR_ROUTES } from './routes';
export { setUnauthorizedHandler, resetUnauthorizedLatch } from './unauthorized';
export type { PanelRequestOptions } from './axios-client';

type AxiosClient = typeof import('./axios-client');

let baseURL = '/api';
let loading: Promise<AxiosClient> | null = null;

/**
 * axios (21 KB gzip) arrives with the first call rather than with the first page: the login form needs
 * it only when submitted. One instance either way; failed loads are retried on the next call.
 */
function loadHttpClient(): Promise<AxiosClient> {
  loading ??= import(/* webpackChunkName: "http-client" */ './axios-client').then(
    (client) => {
      client.axiosInstance.defaults.baseURL = baseURL;
      return client;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Points the client at the API of the main host. The shell calls it at start with
 * `${location.protocol}//${mainHost}${apiBaseUrl}`.
 */
export function configureHttp(options: { baseURL: string }): void {
  baseURL = options.baseURL;
  if (loading) void loading.then((client) => void (client.axiosInstance.defaults.baseURL = baseURL));
}

/** The current base URL of every call. */
export function httpBaseUrl(): string {
  return baseURL;
}

/**
 * The panel's HTTP layer (docs/product.md, "Errors"): its one axios instance, reached only by the contract's calls
 * (`callApi`, `callPath` in call-api.ts), never by a remote. Errors are ApiErrors.
 */
export const http = {
  request: <T = unknown>(config: AxiosRequestConfig) =>
    loadHttpClient().then((c) => c.axiosInstance.request<T, AxiosResponse<T>>(config)),
};
