import { http } from '@panel/shared-core';

/** The company of the signed-in user, as `GET /client/company/edit` answers it (docs/api-contract.md). */
export interface Company {
  id: number;
  name: string;
  status: 'active' | 'blocked';
  /** Decimal string in `currency` ("125.50"). */
  balance: string;
  currency: string;
  tariff_id: number;
  tariff_name: string;
  contact_email: string;
  website: string;
  timezone: string;
  can_update: boolean;
  can_deposit: boolean;
  /** The amounts one deposit may credit. */
  deposit: { min: string; max: string; currency: string };
  /** Under this balance the company is warned. */
  low_balance: string;
  created_at: string;
}

/**
 * The company's query keys. The profile form's resource (`company-form.ts`) shares the root, so saving the profile or a
 * deposit refreshes every read of the company.
 */
export const companyKeys = {
  all: ['client', 'company'] as const,
  current: ['client', 'company', 'current'] as const,
};

export const companyApi = {
  /** The company as `GET /client/company/edit` answers it, without the record entry (the dashboard reads it). */
  async read(signal?: AbortSignal): Promise<Company> {
    const { data } = await http.get<{ data: Company }>('/client/company/edit', { signal });
    return data.data;
  },
};

export interface BalanceTransaction {
  id: number;
  type: 'deposit' | 'charge' | 'refund' | 'manual';
  amount: string;
  balance_after: string;
  currency: string;
  description: string;
  created_at: string;
}

export interface DepositResult {
  transaction: BalanceTransaction;
  balance: string;
  currency: string;
  /** The server had already credited this attempt: nothing was credited again. */
  replayed: boolean;
  message: string | null;
}

export const depositApi = {
  /**
   * Credits `amount` once per `idempotencyKey`: sending the same attempt again (a double click, a retry after the
   * answer was lost) answers the first result and credits nothing more.
   */
  async deposit(amount: string, idempotencyKey: string): Promise<DepositResult> {
    const { data } = await http.post<{
      data?: { transaction: BalanceTransaction; balance: string; currency: string };
      message?: string;
      replayed?: boolean;
    }>('/client/company/deposit', { amount, idempotency_key: idempotencyKey });
    if (!data?.data) throw new Error('The deposit answer has no data');
    return { ...data.data, replayed: data.replayed === true, message: data.message ?? null };
  },
};
