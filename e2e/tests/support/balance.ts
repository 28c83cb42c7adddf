/** What the company and administrator balance tests share: decimal-string money and the wire shapes of a balance. */
import type { BalanceTransaction as WireBalanceTransaction, ManageCompany } from '@panel/contract';

/** Decimal strings added in whole cents, as the server keeps balances. */
export const plus = (a: string, b: string) =>
  ((Math.round(Number(a) * 100) + Math.round(Number(b) * 100)) / 100).toFixed(2);

/** A company's balance fields (`/client/company/edit`, `/manage/company/{id}/edit`). */
export type CompanyBalance = Pick<ManageCompany, 'name' | 'balance' | 'currency'>;

/** One balance transaction as the transactions listing answers it. */
export type BalanceTransaction = Pick<WireBalanceTransaction, 'id' | 'type' | 'amount' | 'balance_after'>;
