import { http } from '@panel/shared-core';
import type { FormOption } from '@panel/shared-core/record';

export interface TariffLimits {
  applications: number;
  domains: number;
  push_per_month: number;
  team_members: number;
}

export interface SubscriptionTier {
  id: number;
  tariff_id: number;
  name: string;
  installs_from: number;
  installs_to: number | null;
  price_per_install: string;
  currency: string;
}

export interface Tariff {
  id: number;
  name: string;
  description: string;
  price: string;
  currency: string;
  period: 'month' | 'year';
  limits: TariffLimits;
  features: string[];
  is_active: boolean;
  sort: number;
  tiers: SubscriptionTier[];
}

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
    const { data } = await http.get<{
      data?: Tariff[];
      current_tariff_id?: number | null;
      current_subscription_tier_id?: number | null;
      usage?: TariffLimits;
      options?: { features?: FormOption[] };
    }>('/client/tariff/list', { signal });
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
    const { data } = await http.get<{
      data: Tariff;
      is_current?: boolean;
      options?: { features?: FormOption[] };
    }>(`/client/tariff/${id}/show`, { signal });
    return {
      tariff: data.data,
      isCurrent: data.is_current === true,
      features: data.options?.features ?? [],
    };
  },
};
