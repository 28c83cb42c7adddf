import { http } from '@panel/shared-core';
import type { DailyAnswer, DailyRow } from '@panel/shared-core/wire/statistics';

// The shape of the daily statistics call is the contract's own (docs/api-contract.md), shared with the server.
export type { DailyRow } from '@panel/shared-core/wire/statistics';

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
