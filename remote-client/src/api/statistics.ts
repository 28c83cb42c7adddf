import { http } from '@panel/shared-core';

/** A daily statistics row of `GET /client/statistic/get-daily` (docs/api-contract.md). */
export interface DailyRow {
  date: string;
  visits: number;
  installs: number;
  opens: number;
  push_subscriptions: number;
  registrations: number;
  deposits_count: number;
  deposits_sum: string;
  cost: string;
}

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
    const { data } = await http.get<{ data?: DailyRow[]; currency?: string }>('/client/statistic/get-daily', {
      params: query,
      signal,
    });
    return { rows: Array.isArray(data?.data) ? data.data : [], currency: data?.currency ?? null };
  },
};
