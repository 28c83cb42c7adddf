import { ownCompanyCalls, type CompanyTariff, type TariffLimits } from '@panel/contract';
import { callApi } from '@panel/shared-core';
import { queryOptions } from '@panel/shared-core/query';
import type { FormOption } from '@panel/shared-core/record-data';

// The calls and shapes of the tariffs are the contract's own (docs/api-contract.md, "Company area"), shared with the
// server.
export type { TariffLimits } from '@panel/contract';
/** A tariff as the company sees it, with its subscription tiers. */
export type Tariff = CompanyTariff;
export type SubscriptionTier = CompanyTariff['tiers'][number];

export interface TariffList {
  /** By their `sort`. */
  tariffs: Tariff[];
  /** The company's tariff and tier (a tariff no longer offered may be missing from `tariffs`). */
  currentId: number;
  currentTierId: number;
  /** What the company uses now, against the limits of its tariff. */
  usage: TariffLimits;
  /** The features by name (`options.features`): a tariff lists its features as codes. */
  features: FormOption[];
}

export const tariffKeys = {
  list: ['client', 'tariffs', 'list'] as const,
  show: (id: number) => ['client', 'tariffs', 'show', id] as const,
};

export const tariffsApi = {
  async list(signal?: AbortSignal): Promise<TariffList> {
    const answer = await callApi(ownCompanyCalls.tariffs, {}, { signal });
    return {
      tariffs: [...answer.data].sort((a, b) => a.sort - b.sort),
      currentId: answer.current_tariff_id,
      currentTierId: answer.current_subscription_tier_id,
      usage: answer.usage,
      features: answer.options.features,
    };
  },
  async show(
    id: number,
    signal?: AbortSignal,
  ): Promise<{ tariff: Tariff; isCurrent: boolean; features: FormOption[] }> {
    const answer = await callApi(ownCompanyCalls.tariff, { params: { id } }, { signal });
    return { tariff: answer.data, isCurrent: answer.is_current, features: answer.options.features };
  },
};

/** The tariffs with the company's own, for `useQuery` and for a screen's prefetch alike. */
export const tariffListQuery = queryOptions({
  queryKey: tariffKeys.list,
  queryFn: ({ signal }) => tariffsApi.list(signal),
});
