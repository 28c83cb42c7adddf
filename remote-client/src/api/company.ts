import { ownCompanyCalls, type DepositAnswer } from '@panel/contract';
import { callApi } from '@panel/shared-core';
import { queryOptions } from '@panel/shared-core/query';

// The calls and shapes of the company are the contract's own (docs/api-contract.md, "Company area"), shared with the
// server.
export type {
  BalanceTransaction,
  Company,
  CompanyBody,
  CompanyEditAnswer,
  CompanyFormOptions,
  DepositBody,
} from '@panel/contract';

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
  async read(signal?: AbortSignal) {
    return (await callApi(ownCompanyCalls.edit, {}, { signal })).data;
  },
};

/** A deposit's answer as the balance screen reads it: its transaction and the balance after it. */
export type DepositResult = DepositAnswer['data'] & {
  /** The server had already credited this attempt: nothing was credited again. */
  replayed: boolean;
  message: string | null;
};

export const depositApi = {
  /**
   * Credits `amount` once per `idempotencyKey`: sending the same attempt again (a double click, a retry after the
   * answer was lost) answers the first result and credits nothing more.
   */
  async deposit(amount: string, idempotencyKey: string): Promise<DepositResult> {
    const answer = await callApi(ownCompanyCalls.deposit, {
      body: { amount, idempotency_key: idempotencyKey },
    });
    return { ...answer.data, replayed: answer.replayed === true, message: answer.message || null };
  },
};

/** The company as its edit call answers it, as a plain read (no record entry): the dashboard's and its prefetch's. */
export const currentCompanyQuery = queryOptions({
  queryKey: companyKeys.current,
  queryFn: ({ signal }) => companyApi.read(signal),
});
