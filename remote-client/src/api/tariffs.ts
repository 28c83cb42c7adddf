import { http } from '@panel/shared-core';
import { queryOptions } from '@panel/shared-core/query';
import type { FormOption } from '@panel/shared-core/record-data';
import type { CompanyTariff, TariffLimits, TariffListAnswer, TariffShowAnswer } from '@panel/contract';

// The shapes of the tariffs' calls are the contract's own (docs/api-contract.md, "Company area"), shared with the
// server.
export type { TariffLimits } from '@panel/contract';
/** A tariff as the company sees it, with its subscription tiers. */
export type Tariff = CompanyTariff;
export type SubscriptionTier = CompanyTariff['tiers'][number];

export interface TariffList {
  tariffs: Tariff[];
  currentId: number | null;
  currentTierId: number | null;
  /** What the company uses now, against the limits of its tariff. */
  usage: TariffLimits | null;
  /** The features by name (`options.features`): a tariff lists its features as codes. */
  features: FormOption[];
}

export const tariffKeys = {
  list: ['client', 'tariffs', 'list'] as const,
  show: (id: number) => ['client', 'tariffs', 'show', id] as const,
};

export const tariffsApi = {
  async list(signal?: AbortSignal): Promise<TariffList> {
    const { data } = await http.get<Partial<TariffListAnswer>>('/client/tariff/list', { signal });
    return {
      tariffs: Array.isArray(data?.data) ? [...data.data].sort((a, b) => a.sort - b.sort) : [],
      currentId: data?.current_tariff_id ?? null,
      currentTierId: data?.current_subscription_tier_id ?? null,
      usage: data?.usage ?? null,
      features: data?.options?.features ?? [],
    };
  },
  async show(
    id: number,
    signal?: AbortSignal,
  ): Promise<{ tariff: Tariff; isCurrent: boolean; features: FormOption[] }> {
    const { data } = await http.get<TariffShowAnswer>(`/client/tariff/${id}/show`, { signal });
    return {
      tariff: data.data,
      isCurrent: data.is_current === true,
      features: data.options?.features ?? [],
    };
  },
};

/** The tariffs with the company's own, for `useQuery` and for a screen's prefetch alike. */
export const tariffListQuery = queryOptions({
  queryKey: tariffKeys.list,
  queryFn: ({ signal }) => tariffsApi.list(signal),
});
