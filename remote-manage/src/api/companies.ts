import { callApi } from '@panel/shared-core';
import { defineResource } from '@panel/shared-core/record-data';
import {
  companyCalls,
  statisticCalls,
  type DailyRow as CompanyDay,
  type ManageCompanyEditAnswer,
  type ManualTransaction,
} from '@panel/contract';

// The administrators' company calls, their shapes and rules are the contract's (@panel/contract, companies.ts).
export {
  COMPANY_LIMITS,
  MANUAL_DEPOSIT_LIMITS,
  type ManageCompany,
  type ManageCompanyBody,
  type ManageCompanyEditAnswer,
  type ManageCompanyFormOptions,
  type ManualDepositBody,
  type ManualTransaction,
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
  edit: companyCalls.edit,
  update: companyCalls.update,
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
   * Credits `amount` to a company once per `idempotencyKey` (`companies.manualDeposit`): sending the same attempt
   * again answers the first result with `replayed` and credits nothing more.
   */
  async deposit(
    companyId: number,
    payload: { amount: string; reason: string; idempotencyKey: string },
  ): Promise<ManualDepositResult> {
    const answer = await callApi(companyCalls.manualDeposit, {
      params: { id: companyId },
      body: { amount: payload.amount, reason: payload.reason, idempotency_key: payload.idempotencyKey },
    });
    return { ...answer.data, replayed: answer.replayed === true, message: answer.message };
  },
};

/** A company's day as `statistics.companyDaily` answers it: the company area's daily row. */
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
    const answer = await callApi(statisticCalls.companyDaily, { params: { id }, query: range }, { signal });
    return { rows: answer.data, currency: answer.currency };
  },
};
