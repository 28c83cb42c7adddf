import { http } from '@panel/shared-core';
import { defineResource } from '@panel/shared-core/record';

/** Any company as `GET /manage/company/{id}/edit` answers it to an administrator (docs/api-contract.md). */
export interface ManageCompany {
  id: number;
  name: string;
  status: 'active' | 'blocked';
  /** Decimal string in `currency` ("125.50"). */
  balance: string;
  currency: string;
  tariff_id: number;
  subscription_tier_id: number | null;
  owner_id: number | null;
  referral_link_id: number | null;
  contact_email: string;
  website: string;
  timezone: string;
  created_at: string;
  owner_name: string;
  owner_email: string;
  tariff_name: string;
  users_count: number;
  applications_count: number;
  domains_count: number;
}

/** The listings that show companies and their money: a write marks them stale. */
export const COMPANIES_LISTING = 'company';
export const TRANSACTIONS_LISTING = 'manage-company-balance-transactions';

/** A company's record calls in the administrators' area; the record screen and the edit form share its query. */
export const companyResource = defineResource<ManageCompany>({
  key: ['manage', 'companies'],
  edit: '/manage/company/{id}/edit',
  update: { method: 'POST', url: '/manage/company/{id}/update' },
  listings: [{ name: COMPANIES_LISTING }, { name: TRANSACTIONS_LISTING }],
});

export interface ManualTransaction {
  id: number;
  company_id: number;
  type: 'manual';
  amount: string;
  balance_after: string;
  currency: string;
  /** The reason the administrator gave. */
  description: string;
  created_by: number | null;
  created_by_name?: string;
  created_at: string;
}

export interface ManualDepositResult {
  transaction: ManualTransaction;
  /** The company's balance after the credit. */
  balance: string;
  /** The server had already credited this attempt: nothing was credited again. */
  replayed: boolean;
  message: string | null;
}

export const manualDepositApi = {
  /**
   * Credits `amount` to a company once per `idempotencyKey` (`POST /manage/company/{id}/manual-balance-deposit`):
   * sending the same attempt again answers the first result with `replayed` and credits nothing more.
   */
  async deposit(
    companyId: number,
    payload: { amount: string; reason: string; idempotencyKey: string },
  ): Promise<ManualDepositResult> {
    const { data } = await http.post<{
      data?: { transaction: ManualTransaction; balance: string };
      message?: string;
      replayed?: boolean;
    }>(`/manage/company/${companyId}/manual-balance-deposit`, {
      amount: payload.amount,
      reason: payload.reason,
      idempotency_key: payload.idempotencyKey,
    });
    if (!data?.data) throw new Error('The manual deposit answer has no data');
    return { ...data.data, replayed: data.replayed === true, message: data.message ?? null };
  },
};

/** A company's day as `GET /manage/statistic/get-daily/{id}` answers it. */
export interface CompanyDay {
  date: string;
  company_id?: number;
  visits: number;
  installs: number;
  opens: number;
  push_subscriptions: number;
  registrations: number;
  deposits_count: number;
  deposits_sum: string;
  cost: string;
}

export interface DayRange {
  /** `YYYY-MM-DD`, inclusive. */
  from: string;
  to: string;
}

export const companyStatisticsKeys = {
  daily: (id: number, range: DayRange) => ['manage', 'companies', 'statistics', id, range] as const,
};

export const companyStatisticsApi = {
  /** A company's daily figures over a range of days, oldest first. */
  async daily(
    id: number,
    range: DayRange,
    signal?: AbortSignal,
  ): Promise<{ rows: CompanyDay[]; currency: string | null }> {
    const { data } = await http.get<{ data?: CompanyDay[]; currency?: string }>(
      `/manage/statistic/get-daily/${id}`,
      { params: range, signal },
    );
    return { rows: Array.isArray(data?.data) ? data.data : [], currency: data?.currency ?? null };
  },
};
