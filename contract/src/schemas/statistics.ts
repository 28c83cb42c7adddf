/**
 * The company's daily statistics call's schemas (docs/api-contract.md, "Company area"), the one definition that the
 * contract server (reference-server/src/api/routes/client.ts, also behind the administrators' company statistics) and
 * the company area's calls (remote-client/src/api/statistics.ts) both import. The light module (types) is
 * ../statistics.ts.
 */
import { z } from 'zod';
import { Day, Id, Money } from './define';

const Count = z.number().int().min(0);

/** A day's figures of `GET /client/statistic/get-daily`, the company's or one application's. */
export const DailyRow = z
  .object({
    date: Day,
    company_id: Id,
    visits: Count,
    installs: Count,
    opens: Count,
    push_subscriptions: Count,
    registrations: Count,
    deposits_count: Count,
    deposits_sum: Money,
    cost: Money,
    currency: z.string(),
  })
  .meta({ id: 'DailyStatisticsRow' });

/** `GET /client/statistic/get-daily`. */
export const DailyAnswer = z.object({ data: z.array(DailyRow), currency: z.string() });

export type DailyRow = z.infer<typeof DailyRow>;
export type DailyAnswer = z.infer<typeof DailyAnswer>;
