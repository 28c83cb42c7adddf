/**
 * The pickers' search asks the server once typing pauses, never at every key: proven here on jest's clock, where a
 * browser test could only hope the keys come faster than the pause (on a busy machine they do not).
 */
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@panel/shared-core/query';
import { act, createTestQueryClient, renderHook } from '@panel/shared-core/testing';
import { applicationChoicesApi } from './api';
import { SEARCH_DELAY_MS, useApplicationSearch } from './use-application-search';

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('keys typed within the pause are asked as one search, for the whole text', async () => {
  const search = jest
    .spyOn(applicationChoicesApi, 'search')
    .mockResolvedValue({ data: [], total: 0 } as Awaited<ReturnType<typeof applicationChoicesApi.search>>);
  const searched = () => search.mock.calls.map((call) => call[0]);
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useApplicationSearch(true), { wrapper });
  // The list opened on the first applications: the empty search.
  await act(async () => {
    await jest.advanceTimersByTimeAsync(SEARCH_DELAY_MS);
  });
  expect(searched()).toEqual(['']);

  for (const text of ['#', '#6', '#65', '#656']) {
    act(() => result.current.type(text));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(SEARCH_DELAY_MS - 50);
    });
  }
  expect(result.current.searching).toBe(true);
  expect(searched()).toEqual(['']);

  await act(async () => {
    await jest.advanceTimersByTimeAsync(50);
  });
  expect(searched()).toEqual(['', '#656']);
  expect(result.current.term).toBe('#656');
});
