/**
 * The API tests' `test` and `expect` under jest (the workspace's runner), in the shape of the browser suites' ones,
 * so the helpers and the habits are the same: `test('…', async ({ request }) => …)` gets the in-process client of
 * this file's own contract API (support/in-process-api.ts), and `expect(value, 'what it is')` names the value in the
 * failure, as Playwright's does.
 */
import {
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect as jestExpect,
  test as jestTest,
} from '@jest/globals';
import type { ApiRequest } from './api-request';
import { inProcessApi } from './in-process-api';

export { SHELL, demoAccounts, demoInvite, demoReferralCode, resetServer, type Account } from './api-request';

/** One contract API per test file: jest gives every file its own module registry. */
const { request } = inProcessApi();

interface Fixtures {
  request: ApiRequest;
}
type Body = (fixtures: Fixtures) => Promise<void> | void;

const withFixtures =
  (body: Body): (() => Promise<void>) =>
  async () => {
    await body({ request });
  };

export const test = Object.assign((name: string, body: Body) => jestTest(name, withFixtures(body)), {
  describe: (name: string, body: () => void) => describe(name, body),
  beforeEach: (body: Body) => beforeEach(withFixtures(body)),
  beforeAll: (body: Body) => beforeAll(withFixtures(body)),
  afterEach: (body: Body) => afterEach(withFixtures(body)),
});

/** Rethrows a failed matcher's error with `message` in front. */
function named<T extends object>(matchers: T, message: string): T {
  return new Proxy(matchers, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value === 'function') {
        return (...args: unknown[]) => {
          try {
            const result: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
            return result instanceof Promise
              ? result.catch((error: unknown) => {
                  throw prefixed(error, message);
                })
              : result;
          } catch (error) {
            throw prefixed(error, message);
          }
        };
      }
      return typeof value === 'object' && value !== null ? named(value, message) : value;
    },
  });
}

function prefixed(error: unknown, message: string): unknown {
  if (error instanceof Error) error.message = `${message}\n\n${error.message}`;
  return error;
}

type JestExpect = typeof jestExpect;

export const expect = Object.assign(
  <T>(actual: T, message?: string): ReturnType<typeof jestExpect<T>> =>
    message === undefined ? jestExpect(actual) : named(jestExpect(actual), message),
  jestExpect,
) as JestExpect & (<T>(actual: T, message?: string) => ReturnType<typeof jestExpect<T>>);
