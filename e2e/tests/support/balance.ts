/** What the company and administrator balance tests share: decimal-string money and the wire shapes of a balance. */

/** Decimal strings added in whole cents, as the server keeps balances. */
export const plus = (a: string, b: string) =>
  ((Math.round(Number(a) * 100) + Math.round(Number(b) * 100)) / 100).toFixed(2);

/** A company's balance fields (`/client/company/edit`, `/manage/company/{id}/edit`). */
export interface CompanyBalance {
  name: string;
  balance: string;
  currency: string;
}

/** One balance transaction as the transactions listing answers it. */
export interface BalanceTransaction {
  id: number;
  type: string;
  amount: string;
  balance_after: string;
}
