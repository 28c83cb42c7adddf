import { ApiError } from '@panel/shared-core';
import { createQueryClient, isUnexpectedFailure, queryClient, shouldRetry } from '@panel/shared-core/query';

describe('query client', () => {
  it('never retries a 4xx', () => {
    for (const status of [400, 401, 403, 404, 422]) {
      expect(shouldRetry(0, new ApiError({ status }))).toBe(false);
    }
  });

  it('retries a network failure or a 5xx up to twice', () => {
    for (const error of [new ApiError({ status: 0 }), new ApiError({ status: 500 }), new Error('boom')]) {
      expect(shouldRetry(0, error)).toBe(true);
      expect(shouldRetry(1, error)).toBe(true);
      expect(shouldRetry(2, error)).toBe(false);
    }
  });

  it('has a 30 s stale time, no refetch on focus, and no mutation retries', () => {
    const client = createQueryClient();
    const defaults = client.getDefaultOptions();
    expect(defaults.queries?.staleTime).toBe(30_000);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.queries?.retry).toBe(shouldRetry);
    expect(defaults.mutations?.retry).toBe(false);
    expect(queryClient.getDefaultOptions().queries?.staleTime).toBe(30_000);
  });

  it('really retries a 5xx query and gives up on a 404 at once', async () => {
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
    const flaky = jest.fn().mockRejectedValue(new ApiError({ status: 503 }));
    await client.fetchQuery({ queryKey: ['t', 1], queryFn: flaky }).catch(() => undefined);
    expect(flaky).toHaveBeenCalledTimes(3);
    const missing = jest.fn().mockRejectedValue(new ApiError({ status: 404 }));
    await client.fetchQuery({ queryKey: ['t', 2], queryFn: missing }).catch(() => undefined);
    expect(missing).toHaveBeenCalledTimes(1);
  });
});

describe('isUnexpectedFailure (which failed calls are reported)', () => {
  it.each([
    [new ApiError({ status: 0, message: 'Network error' }), true],
    [new ApiError({ status: 500, message: 'Server error' }), true],
    [new ApiError({ status: 503, message: 'Unavailable' }), true],
    [new ApiError({ status: 422, message: 'Invalid' }), false],
    [new ApiError({ status: 404, message: 'Not found' }), false],
    [new ApiError({ status: 409, message: 'Conflict' }), false],
    [new TypeError('x is undefined'), true],
    [Object.assign(new Error('canceled'), { name: 'CanceledError' }), false],
  ])('%p: %p', (error, expected) => {
    expect(isUnexpectedFailure(error)).toBe(expected);
  });
});
