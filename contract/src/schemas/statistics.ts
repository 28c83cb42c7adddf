/**
 * The company's daily statistics call's shape (docs/api-contract.md, "Company area"), the one definition that the
 * contract server (reference-server/src/api/routes/client.ts, also behind the administrators' company statistics) and the
 * company area's calls (remote-client/src/api/statistics.ts) both import.
 */

/** A day's figures of `GET /client/statistic/get-daily`, the company's or one application's. */
export interface DailyRow {
  date: string;
  company_id: number;
  visits: number;
  installs: number;
  opens: number;
  push_subscriptions: number;
  registrations: number;
  deposits_count: number;
  deposits_sum: string;
  cost: string;
  currency: string;
}

/** `GET /client/statistic/get-daily`. */
export interface DailyAnswer {
  data: DailyRow[];
  currency: string;
}
