import { http } from '@panel/shared-core';
import { defineResource } from '@panel/shared-core/record-data';
import type {
  DailyAnswer,
  DailyRow as CompanyDay,
  ManageCompanyEditAnswer,
  ManualDepositAnswer,
  ManualDepositBody,
  ManualTransaction,
} from '@panel/contract';

// The shapes of the administrators' company calls are the contract's own (docs/api-contract.md), shared with the server.
export type {
  ManageCompany,
  ManageCompanyBody,
  ManageCompanyEditAnswer,
  ManageCompanyFormOptions,
  ManualDepositBody,
  ManualTransaction,
} from '@panel/contract';

/** The listings that show companies and their money: a write marks them stale. */
export const COMPANIES_LISTING = 'company';
export const TRANSACTIONS_LISTING = 'manage-company-balance-transactions';

/**
 * A company's record calls in the administrators' area; the record screen and the edit form share its query, the
 * record the edit call answers.
 */
export const companyResource = defineResource<ManageCompanyEditAnswer['data']>({
  key: ['manage', 'companies'],
  edit: '/manage/company/{id}/edit',
  update: { method: 'POST', url: '/manage/company/{id}/update' },
  listings: [{ name: COMPANIES_LISTING }, { name: TRANSACTIONS_LISTING }],
});

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
    const body: ManualDepositBody = {
      amount: payload.amount,
      reason: payload.reason,
      idempotency_key: payload.idempotencyKey,
    };
    const { data } = await http.post<Partial<ManualDepositAnswer>>(
      `/manage/company/${companyId}/manual-balance-deposit`,
      body,
    );
    if (!data?.data) throw new Error('The manual deposit answer has no data');
    return { ...data.data, replayed: data.replayed === true, message: data.message ?? null };
  },
};

/** A company's day as `GET /manage/statistic/get-daily/{id}` answers it: the company area's daily row. */
export type { DailyRow as CompanyDay } from '@panel/contract';

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
    const { data } = await http.get<Partial<DailyAnswer>>(`/manage/statistic/get-daily/${id}`, {
      params: range,
      signal,
    });
    return { rows: Array.isArray(data?.data) ? data.data : [], currency: data?.currency ?? null };
  },
};
