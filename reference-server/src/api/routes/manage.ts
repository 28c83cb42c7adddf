/**
 * The administrators' actions on users (change-status, sign in as) and domains (change-status); isAdmin plus the
 * matching manage.* permission on every call. Applications' actions: manage-applications.ts.
 */
import { requireAdmin, session } from '../auth';
import type { Ctx } from '../context';
import { validationError } from '../http';
import { msg } from '../i18n';
import type { Route } from '../router';
import {
  DOMAIN_STATUSES,
  type DomainStatusBody,
  type UserStatusAnswer,
  type UserStatusBody,
} from '@panel/contract';
import { z } from 'zod';
import { bodyOf, choice, parseBody } from '../body';
import { manageDomainData } from './manage-companies';

const done = (ctx: Ctx, extra: Record<string, unknown> = {}) => ({
  message: msg(ctx.lang, 'done'),
  ...extra,
});

export const manageRoutes: Route[] = [
  {
    method: 'PUT',
    pattern: '/manage/user/:id/change-status',
    async handler(ctx) {
      requireAdmin(ctx, 'manage.users');
      const user = ctx.store.users.get(ctx.id());
      if (!user) throw ctx.notFound();
      const { status } = await parseBody(
        ctx,
        bodyOf<UserStatusBody>()(z.object({ status: choice(['active', 'blocked']) })),
      );
      if (user.id === ctx.me.id)
        throw validationError(ctx.lang, { status: [msg(ctx.lang, 'cannotChangeOwnStatus')] });
      user.status = status;
      return {
        message: msg(ctx.lang, 'done'),
        user: { id: user.id, status: user.status },
      } satisfies UserStatusAnswer;
    },
  },
  {
    // "Sign in as this user": a token for the target user and who that is; the panel swaps its session.
    // Never as yourself or as another administrator (422 on `id`).
    method: 'POST',
    pattern: '/manage/user/:id/login',
    handler(ctx) {
      requireAdmin(ctx, 'manage.users');
      const user = ctx.store.users.get(ctx.id());
      if (!user) throw ctx.notFound();
      if (user.id === ctx.me.id)
        throw validationError(ctx.lang, { id: [msg(ctx.lang, 'cannotSignInAsSelf')] });
      if (user.is_admin) throw validationError(ctx.lang, { id: [msg(ctx.lang, 'cannotSignInAsAdmin')] });
      if (user.status === 'blocked') throw validationError(ctx.lang, { id: [msg(ctx.lang, 'blocked')] });
      const company = user.company_id === null ? undefined : ctx.store.companies.get(user.company_id);
      return {
        ...session(ctx.state, user),
        user: { id: user.id, name: user.name, company_name: company?.name ?? null },
      };
    },
  },
  {
    method: 'PUT',
    pattern: '/manage/domain/:id/change-status',
    async handler(ctx) {
      requireAdmin(ctx, 'manage.domains');
      const domain = ctx.store.domains.get(ctx.id());
      if (!domain) throw ctx.notFound();
      const { status } = await parseBody(
        ctx,
        bodyOf<DomainStatusBody>()(z.object({ status: choice(DOMAIN_STATUSES) })),
      );
      domain.status = status;
      if (status === 'active' && !domain.verified_at)
        domain.verified_at = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
      return done(ctx, { data: manageDomainData(ctx, domain) });
    },
  },
];
