/**
 * The administrators' application actions (manage.applications: restore, deactivate, delete any company's
 * application) and a company's daily statistics (manage.statistics).
 */
import { requireAdmin } from '../auth';
import type { Ctx } from '../context';
import { msg } from '../i18n';
import type { Route } from '../router';
import type { Application } from '../store/types';
import { applicationData } from './application-forms';
import { transition, type AppTransition } from './applications';
import { companyDaily } from './client';

const done = (ctx: Ctx, extra: Record<string, unknown> = {}) => ({
  message: msg(ctx.lang, 'done'),
  ...extra,
});

function anyApplication(ctx: Ctx): Application {
  requireAdmin(ctx, 'manage.applications');
  const app = ctx.store.applications.get(ctx.id());
  if (!app) throw ctx.notFound();
  return app;
}

const appAction = (action: AppTransition): Route => ({
  method: 'POST',
  pattern: `/manage/application/:id/${action}`,
  handler: (ctx) =>
    done(ctx, { data: applicationData(ctx, transition(ctx, anyApplication(ctx), action), true) }),
});

export const manageApplicationRoutes: Route[] = [
  appAction('restore'),
  appAction('deactivate'),
  appAction('delete'),
  {
    method: 'GET',
    pattern: '/manage/statistic/get-daily/:id',
    handler(ctx) {
      requireAdmin(ctx, 'manage.statistics');
      const company = ctx.store.companies.get(ctx.id());
      if (!company) throw ctx.notFound();
      return companyDaily(ctx, company.id);
    },
  },
];
