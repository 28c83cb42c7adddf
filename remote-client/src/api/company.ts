import { http } from '@panel/shared-core';
import { queryOptions } from '@panel/shared-core/query';
import type {
  BalanceTransaction,
  Company,
  CompanyEditAnswer,
  DepositAnswer,
  DepositBody,
} from '@panel/contract';

// The shapes of the company's calls are the contract's own (docs/api-contract.md, "Company area"), shared with the
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
  async read(signal?: AbortSignal): Promise<Company> {
    const { data } = await http.get<CompanyEditAnswer>('/client/company/edit', { signal });
    return data.data;
  },
};

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
    const body: DepositBody = { amount, idempotency_key: idempotencyKey };
    const { data } = await http.post<Partial<DepositAnswer>>('/client/company/deposit', body);
    if (!data?.data) throw new Error('The deposit answer has no data');
    return { ...data.data, replayed: data.replayed === true, message: data.message ?? null };
  },
};

/** The company as its edit call answers it, as a plain read (no record entry): the dashboard's and its prefetch's. */
export const currentCompanyQuery = queryOptions({
  queryKey: companyKeys.current,
  queryFn: ({ signal }) => companyApi.read(signal),
});
