import { http } from '@panel/shared-core';
import { defineResource, listFromWire, type RecordCall } from '@panel/shared-core/record-data';
import type { SubscriptionTier, TariffRecord, TariffRow } from '@panel/contract';

// The shapes of the tariffs and tiers calls are the contract's own (docs/api-contract.md), shared with the server.
export {
  LIMIT_KEYS,
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
} from '@panel/contract';

/** A tariff as the screens read it: `list` answers the counts, `edit` also the tiers. */
export type Tariff = TariffRow & Partial<Pick<TariffRecord, 'tiers'>>;

export const tariffs = defineResource<Tariff>({
  key: ['manage', 'tariffs'],
  create: '/manage/tariff/create',
  edit: '/manage/tariff/{id}/edit',
  store: '/manage/tariff/store',
  update: { method: 'PUT', url: '/manage/tariff/{id}/update' },
  listings: [{ name: 'tariff-subscription-tiers' }],
});

export const tariffActions = {
  delete: { method: 'DELETE', url: '/manage/tariff/{id}/delete' },
} as const satisfies Record<string, RecordCall>;

/**
 * The tiers' calls. Their key is the tariffs' own: a tier written changes its tariff's record screen and the list's
 * counts too.
 */
export const tiers = defineResource<SubscriptionTier>({
  key: ['manage', 'tariffs'],
  store: '/manage/tariff-tier/store',
  update: { method: 'PUT', url: '/manage/tariff-tier/{id}/update' },
  listings: [{ name: 'tariff-subscription-tiers' }],
});

export const tierActions = {
  delete: { method: 'DELETE', url: '/manage/tariff-tier/{id}/delete' },
} as const satisfies Record<string, RecordCall>;

export const tariffKeys = {
  list: () => [...tariffs.keys.all, 'list'] as const,
};

export const tariffsApi = {
  /** Every tariff with its counts of tiers and companies, by `sort`. */
  async list(signal?: AbortSignal): Promise<Tariff[]> {
    const { data } = await http.get<unknown>('/manage/tariff/list', { signal });
    return listFromWire<Tariff>(data).sort((a, b) => a.sort - b.sort);
  },
};
