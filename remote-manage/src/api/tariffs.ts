import { http } from '@panel/shared-core';
import { defineResource, listFromWire, type RecordCall } from '@panel/shared-core/record';

/** The limits a tariff sets on a company, each a whole number. */
export interface TariffLimits {
  applications: number;
  domains: number;
  push_per_month: number;
  team_members: number;
}

export const LIMIT_KEYS = ['applications', 'domains', 'push_per_month', 'team_members'] as const;
export type LimitKey = (typeof LIMIT_KEYS)[number];

/** A price per install for a range of installs within one tariff. */
export interface SubscriptionTier {
  id: number;
  tariff_id: number;
  name: string;
  installs_from: number;
  /** null: open-ended (only the last tier). */
  installs_to: number | null;
  /** A decimal string, up to 4 decimals. */
  price_per_install: string;
  currency?: string;
}

export interface Tariff {
  id: number;
  name: string;
  description: string;
  /** A decimal string ("29.00"). */
  price: string;
  currency: string;
  period: 'month' | 'year';
  limits: TariffLimits;
  features: string[];
  is_active: boolean;
  sort: number;
  /** With `edit`: the tariff's tiers, by `installs_from`. */
  tiers?: SubscriptionTier[];
  /** With `list`. */
  tiers_count?: number;
  companies_count?: number;
}

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
