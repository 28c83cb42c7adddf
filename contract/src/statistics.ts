/**
 * The daily statistics calls (docs/api-contract.md, "Daily statistics"): the company's own, and any company's for
 * administrators. Shapes: schemas/statistics.ts.
 */
import { defineCalls } from './define';
import type { SchemaTypes } from './schemas/define';
import type { statisticSchemas } from './schemas/statistics';

export type { DailyAnswer, DailyQuery, DailyRow } from './schemas/statistics';

export const statisticCalls = /*#__PURE__*/ defineCalls<SchemaTypes<typeof statisticSchemas>>()(
  'statistics',
  { company: 'statistics.view' },
  {
    daily: 'GET /client/statistic/get-daily',
    companyDaily: { route: 'GET /manage/statistic/get-daily/{id}', access: { admin: 'manage.statistics' } },
  },
);
