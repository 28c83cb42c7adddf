import { statisticCalls, type DailyQuery } from '@panel/contract';
import { callApi } from '@panel/shared-core';
import { queryOptions } from '@panel/shared-core/query';

// The call and the shape of the daily statistics are the contract's own (docs/api-contract.md), shared with the
// server: its query names one application (`application_id`, its digits) and the days `from` and `to`, inclusive.
export type { DailyQuery, DailyRow } from '@panel/contract';

export const statisticsKeys = {
  all: ['client', 'statistics'] as const,
  daily: (query: DailyQuery) => ['client', 'statistics', 'daily', query] as const,
};

export const statisticsApi = {
  /** The company's daily figures, or one application's when `application_id` is given. */
  async daily(query: DailyQuery, signal?: AbortSignal) {
    const { data, currency } = await callApi(statisticCalls.daily, { query }, { signal });
    return { rows: data, currency };
  },
};

const DAY = 24 * 60 * 60 * 1000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The last 30 days, today included (UTC days, as the server counts them). */
export function lastMonth(now = Date.now()): { from: string; to: string } {
  return { from: isoDay(now - 29 * DAY), to: isoDay(now) };
}

/** The daily figures' query, for `useQuery` and for a screen's prefetch alike. */
export const dailyQuery = (query: DailyQuery) =>
  queryOptions({
    queryKey: statisticsKeys.daily(query),
    queryFn: ({ signal }) => statisticsApi.daily(query, signal),
  });
