import { callApi } from '@panel/shared-core';
import { defineResource } from '@panel/shared-core/record-data';
import {
  tariffCalls,
  tierCalls,
  type SubscriptionTier,
  type TariffRecord,
  type TariffRow,
} from '@panel/contract';

// The tariffs and tiers calls, their shapes and rules are the contract's (@panel/contract, tariffs.ts).
export {
  LIMIT_KEYS,
  TARIFF_LIMITS,
  TIER_LIMITS,
  isPrice,
  nextTierStart,
  sortTiers,
  tierRangeProblems,
  type LimitKey,
  type SubscriptionTier,
  type TariffBody,
  type TariffCreateAnswer,
  type TariffEditAnswer,
  type TariffFormOptions,
  type TariffLimits,
  type TariffRecord,
  type TariffRow,
  type TierBody,
  type TierCreateAnswer,
  type TierEditAnswer,
  type TierFormOptions,
  type TierRange,
  type TierRangeProblem,
} from '@panel/contract';

/** A tariff as the screens read it: `list` answers the counts, `edit` also the tiers. */
export type Tariff = TariffRow & Partial<Pick<TariffRecord, 'tiers'>>;

export const tariffs = defineResource<Tariff>({
  key: ['manage', 'tariffs'],
  create: tariffCalls.create,
  edit: tariffCalls.edit,
  store: tariffCalls.store,
  update: tariffCalls.update,
  listings: [{ name: 'tariff-subscription-tiers' }],
});

export const tariffActions = { delete: tariffCalls.delete };

/**
 * The tiers' calls. Their key is the tariffs' own: a tier written changes its tariff's record screen and the list's
 * counts too.
 */
export const tiers = defineResource<SubscriptionTier>({
  key: ['manage', 'tariffs'],
  store: tierCalls.store,
  update: tierCalls.update,
  listings: [{ name: 'tariff-subscription-tiers' }],
});

export const tierActions = { delete: tierCalls.delete };

export const tariffKeys = {
  list: () => [...tariffs.keys.all, 'list'] as const,
};

export const tariffsApi = {
  /** Every tariff with its counts of tiers and companies, by `sort`. */
  async list(signal?: AbortSignal): Promise<Tariff[]> {
    const { data } = await callApi(tariffCalls.list, {}, { signal });
    return [...data].sort((a, b) => a.sort - b.sort);
  },
};
