/**
 * The company area (/client/...): the row actions of the application listing, and the daily statistics. The company,
 * its team, invitations, users, pixels, domains and tariffs have their own files (company.ts, team.ts, invitations.ts,
 * pixels.ts, domains.ts); so do messaging's push notifications, funnels, bots and notifications (push.ts, funnels.ts,
 * bots.ts).
 */
import type { DailyAnswer } from '@panel/contract';
import { requireCompanyPermission } from '../auth';
import { isDay } from '../body';
import type { Ctx } from '../context';
import { validationError } from '../http';
import { msg } from '../i18n';
import type { Route } from '../router';
import { iso } from '../store/store';
import { omit } from '../store/table';
import { applicationData } from './application-forms';
import { companyApplication, transition } from './applications';

const done = (ctx: Ctx, extra: Record<string, unknown> = {}) => ({
  message: msg(ctx.lang, 'done'),
  ...extra,
});

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

export const clientRoutes: Route[] = [
  // ---- applications ----
  {
    method: 'POST',
    pattern: '/client/application/:id/deactivate',
    handler(ctx) {
      const app = companyApplication(ctx, requireCompanyPermission(ctx, 'application.update'));
      return done(ctx, { data: applicationData(ctx, transition(ctx, app, 'deactivate')) });
    },
  },
  {
    method: 'POST',
    pattern: '/client/application/:id/delete',
    handler(ctx) {
      const app = companyApplication(ctx, requireCompanyPermission(ctx, 'application.delete'));
      transition(ctx, app, 'delete');
      return done(ctx);
    },
  },
  {
    method: 'POST',
    pattern: '/client/application/:id/clone',
    handler(ctx) {
      const companyId = requireCompanyPermission(ctx, 'application.create');
      const source = companyApplication(ctx, companyId);
      const now = iso(Date.now());
      // Clone copies everything but the domain (docs/product.md, "Entities"); comments are copied too.
      const copy = ctx.store.applications.insert({
        ...omit(source, 'id'),
        name: `${source.name} (copy)`,
        status: 'draft',
        domain_id: null,
        domain: '',
        screenshots: [...source.screenshots],
        pixel_ids: [...source.pixel_ids],
        installs: 0,
        created_at: now,
        updated_at: now,
      });
      for (const comment of ctx.store.comments.rows.filter((c) => c.application_id === source.id)) {
        ctx.store.comments.insert({ ...omit(comment, 'id'), application_id: copy.id });
      }
      return done(ctx, { data: applicationData(ctx, copy) });
    },
  },
  // ---- statistics ----
  {
    method: 'GET',
    pattern: '/client/statistic/get-daily',
    handler: (ctx) => companyDaily(ctx, requireCompanyPermission(ctx, 'statistics.view')),
  },
];
