/**
 * The daily statistics (docs/api-contract.md, "Daily statistics"): the company's own (statistics.view), and any
 * company's for administrators (manage.statistics). The company area's other calls have their own files: the
 * applications (application-forms.ts), the company, its team, invitations, users, pixels, domains and tariffs
 * (company.ts, team.ts, invitations.ts, pixels.ts, domains.ts), messaging (push.ts, funnels.ts, bots.ts).
 */
import { statisticCalls, type DailyAnswer } from '@panel/contract';
import { isDay } from '../body';
import type { Ctx } from '../context';
import { validationError } from '../http';
import { msg } from '../i18n';
import { implement } from '../router';
import { omit } from '../store/table';

/** `from` / `to` of a daily-statistics call: `YYYY-MM-DD`, inclusive; 422 on a bad date or an inverted range. */
function dayRange(ctx: Ctx): { from: string | null; to: string | null } {
  const read = (name: 'from' | 'to') => {
    const value = ctx.query.get(name);
    if (value === null || value === '') return null;
    if (!isDay(value)) throw validationError(ctx.lang, { [name]: [msg(ctx.lang, 'filterDate')] });
    return value;
  };
  const from = read('from');
  const to = read('to');
  if (from && to && from > to) throw validationError(ctx.lang, { from: [msg(ctx.lang, 'filterDateOrder')] });
  return { from, to };
}

/**
 * The daily figures of a company, or of one of its applications (`application_id`), between `from` and `to`, by date.
 */
export function companyDaily(ctx: Ctx, companyId: number): DailyAnswer {
  const { from, to } = dayRange(ctx);
  const appParam = ctx.query.get('application_id');
  let rows;
  if (appParam !== null && appParam !== '') {
    const app = ctx.store.applications.get(Number(appParam));
    if (!app || app.company_id !== companyId) throw ctx.notFound();
    rows = ctx.store.dailyStats.rows.filter((row) => row.application_id === app.id);
  } else {
    rows = ctx.store.companyDailyStats.rows.filter((row) => row.company_id === companyId);
  }
  rows = rows
    .filter((row) => (!from || row.date >= from) && (!to || row.date <= to))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const currency = ctx.store.companies.get(companyId)?.currency ?? 'USD';
  return {
    data: rows.map((row) => ({ ...omit(row, 'id', 'application_id'), currency })),
    currency,
  };
}

export const clientRoutes = implement(statisticCalls, {
  daily: (ctx) => companyDaily(ctx, ctx.companyId()),
  companyDaily(ctx) {
    const company = ctx.store.companies.get(ctx.id());
    if (!company) throw ctx.notFound();
    return companyDaily(ctx, company.id);
  },
});
