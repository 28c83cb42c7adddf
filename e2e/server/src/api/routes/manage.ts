/** The administrators' area (/manage/...): isAdmin plus the matching manage.* permission on every call. */
import { requireAdmin, session } from '../auth';
import type { Ctx } from '../context';
import { validationError } from '../http';
import { msg } from '../i18n';
import type { Route } from '../router';
import type { Application } from '../store/types';
import { BodyReader } from '../validate';
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

export const manageRoutes: Route[] = [
  appAction('restore'),
  appAction('deactivate'),
  appAction('delete'),
  {
    method: 'PUT',
    pattern: '/manage/user/:id/change-status',
    async handler(ctx) {
      requireAdmin(ctx, 'manage.users');
      const user = ctx.store.users.get(ctx.id());
      if (!user) throw ctx.notFound();
      const input = new BodyReader(ctx.lang, await ctx.body());
      const status = input.oneOf('status', ['active', 'blocked'] as const);
      input.done();
      if (user.id === ctx.me.id)
        throw validationError(ctx.lang, { status: [msg(ctx.lang, 'cannotChangeOwnStatus')] });
      user.status = status;
      return done(ctx, { user: { id: user.id, status: user.status } });
    },
  },
  {
    // "Sign in as this user": a token for the target user; the panel swaps its session.
    method: 'POST',
    pattern: '/manage/user/:id/login',
    handler(ctx) {
      requireAdmin(ctx, 'manage.users');
      const user = ctx.store.users.get(ctx.id());
      if (!user) throw ctx.notFound();
      if (user.status === 'blocked') throw validationError(ctx.lang, { id: [msg(ctx.lang, 'blocked')] });
      return session(ctx.state, user);
    },
  },
  {
    method: 'PUT',
    pattern: '/manage/domain/:id/change-status',
    async handler(ctx) {
      requireAdmin(ctx, 'manage.domains');
      const domain = ctx.store.domains.get(ctx.id());
      if (!domain) throw ctx.notFound();
      const input = new BodyReader(ctx.lang, await ctx.body());
      const status = input.oneOf('status', ['pending', 'active', 'disabled', 'error'] as const);
      input.done();
      domain.status = status;
      if (status === 'active' && !domain.verified_at)
        domain.verified_at = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
      return done(ctx, { domain });
    },
  },
  {
    method: 'DELETE',
    pattern: '/manage/roles/:id/destroy',
    handler(ctx) {
      requireAdmin(ctx, 'manage.roles');
      const role = ctx.store.roles.get(ctx.id());
      if (!role) throw ctx.notFound();
      if (role.is_system) throw validationError(ctx.lang, { id: [msg(ctx.lang, 'systemRole')] });
      if (ctx.store.users.rows.some((user) => user.role_id === role.id))
        throw validationError(ctx.lang, { id: [msg(ctx.lang, 'roleInUse')] });
      ctx.store.roles.remove(role.id);
      return done(ctx);
    },
  },
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
