/**
 * The company's daily statistics call's schemas (docs/api-contract.md, "Company area"), the one definition that the
 * contract server (reference-server/src/api/routes/client.ts, also behind the administrators' company statistics) and
 * the company area's calls (remote-client/src/api/statistics.ts) both import. The light module (types) is
 * ../statistics.ts.
 */
import { z } from 'zod';
import { Day, Id, Money, schemaTable } from './define';

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

/**
 * The query of a daily-statistics call, each part optional: one application of the company (its digits) instead of
 * the whole company, and the days from and to (`YYYY-MM-DD`, inclusive).
 */
export const DailyQuery = z.object({
  application_id: z.string().regex(/^\d+$/, 'the id of the application').optional(),
  from: Day.optional(),
  to: Day.optional(),
});

const DAILY_RULES =
  'Rows by `date` ascending. `application_id` must be one of the company’s applications (404 otherwise); a bad day answers 422 on its field, and `from` after `to` 422 on `from`.';

export const statisticSchemas = schemaTable({
  daily: {
    summary: 'The company’s daily figures, or one of its applications’',
    description: DAILY_RULES,
    query: DailyQuery,
    answer: DailyAnswer,
    errors: [404, 422],
  },
  companyDaily: {
    summary: 'The daily figures of any company, or of one of its applications',
    description: DAILY_RULES,
    query: DailyQuery,
    answer: DailyAnswer,
    errors: [422],
    sample: { params: { id: { listing: 'company' } } },
  },
});

export type DailyRow = z.infer<typeof DailyRow>;
export type DailyQuery = z.input<typeof DailyQuery>;
export type DailyAnswer = z.infer<typeof DailyAnswer>;
