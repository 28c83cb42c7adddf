/**
 * A stand-in for the network in unit tests: axios accepts an `adapter`, so no mocking library is needed.
 * It behaves like axios' own adapters: the body arrives as text and `validateStatus` decides resolve/reject.
 * Not exported from the package.
 */
import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { axiosInstance as http } from './axios-client';

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
