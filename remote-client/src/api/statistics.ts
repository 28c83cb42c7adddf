import { http } from '@panel/shared-core';
import { queryOptions } from '@panel/shared-core/query';
import type { DailyAnswer, DailyRow } from '@panel/contract';

// The shape of the daily statistics call is the contract's own (docs/api-contract.md), shared with the server.
export type { DailyRow } from '@panel/contract';

export interface DailyQuery {
  application_id?: number;
  /** `YYYY-MM-DD`, inclusive. */
  from?: string;
  to?: string;
}

export const statisticsKeys = {
  all: ['client', 'statistics'] as const,
  daily: (query: DailyQuery) => ['client', 'statistics', 'daily', query] as const,
};

export const statisticsApi = {
  /** The company's daily figures, or one application's when `application_id` is given. */
  async daily(
    query: DailyQuery,
    signal?: AbortSignal,
  ): Promise<{ rows: DailyRow[]; currency: string | null }> {
    const { data } = await http.get<Partial<DailyAnswer>>('/client/statistic/get-daily', {
      params: query,
      signal,
    });
    return { rows: Array.isArray(data?.data) ? data.data : [], currency: data?.currency ?? null };
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
