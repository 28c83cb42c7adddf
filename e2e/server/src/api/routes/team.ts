/**
 * The company's people (docs/api-contract.md, "Company area"): the team (team.manage: create, store, edit, update,
 * destroy) and the company's users (user.manage: edit, update, change-status). Both edit the same record, a member.
 */
import { requireCompanyPermission } from '../auth';
import type { Ctx } from '../context';
import { validationError } from '../http';
import { LANGS, msg } from '../i18n';
import type { Route } from '../router';
import { ROLE_IDS } from '../store/seed';
import type { User } from '../store/types';
import { BodyReader } from '../validate';
import { createUser } from './auth';
import { bodyId, companyOf, done, readRole, readText, roleOptions, tariffOf } from './company-common';

/** The panel's languages (`LANGS`), each named in itself. */
const LOCALE_OPTIONS = [
  { value: 'ru', label: 'Русский' },
  { value: 'en', label: 'English' },
  { value: 'ar', label: 'العربية' },
];

/** A user of the caller's company, or 404 (another company's users do not exist for the caller). */
function companyUser(ctx: Ctx, companyId: number, id: number = ctx.id()): User {
  const user = ctx.store.users.get(id);
  if (!user || user.company_id !== companyId) throw ctx.notFound();
  return user;
}

const isOwner = (ctx: Ctx, user: User): boolean =>
  user.company_id !== null && ctx.store.companies.get(user.company_id)?.owner_id === user.id;

/** The member record of the team and user screens. */
function memberData(ctx: Ctx, user: User): Record<string, unknown> {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role_id: user.role_id,
    role_name: ctx.store.roleOf(user)?.name ?? '',
    status: user.status,
    is_owner: isOwner(ctx, user),
    is_self: user.id === ctx.me.id,
    locale: user.locale,
    created_at: user.created_at,
    last_login_at: user.last_login_at,
  };
}

/** Why the caller may not change this user's status, or null when allowed. */
function statusChangeBlocker(ctx: Ctx, user: User): string | null {
  if (user.id === ctx.me.id) return msg(ctx.lang, 'cannotChangeOwnStatus');
  if (isOwner(ctx, user)) return msg(ctx.lang, 'cannotChangeOwnerStatus');
  return null;
}

/**
 * `{ name?, role_id?, locale? }` of the team and user updates; absent fields keep their value. The owner's role and
 * the caller's own role cannot change (422 on `role_id` saying why); sending the current role is fine.
 */
function updateMember(ctx: Ctx, user: User, body: unknown, withLocale: boolean): User {
  const input = new BodyReader(ctx.lang, body);
  const name = 'name' in input.data ? readText(ctx, input, 'name', 2, 100) : user.name;
  const roleId = 'role_id' in input.data ? readRole(ctx, input) : user.role_id;
  const locale = withLocale && 'locale' in input.data ? input.oneOf('locale', LANGS) : user.locale;
  if (roleId !== null && roleId !== user.role_id && !input.errors.has('role_id')) {
    if (isOwner(ctx, user)) input.errors.add('role_id', msg(ctx.lang, 'cannotChangeOwnerRole'));
    else if (user.id === ctx.me.id) input.errors.add('role_id', msg(ctx.lang, 'cannotChangeOwnRole'));
  }
  input.done();
  Object.assign(user, { name, role_id: roleId, locale });
  return user;
}

export const teamRoutes: Route[] = [
  // ---- team (team.manage) ----
  {
    method: 'GET',
    pattern: '/client/team/create',
    handler(ctx) {
      requireCompanyPermission(ctx, 'team.manage');
      return { options: { role_id: roleOptions(ctx) }, defaults: { role_id: ROLE_IDS.analyst } };
    },
  },
  {
    method: 'POST',
    pattern: '/client/team/store',
    async handler(ctx) {
      const company = companyOf(ctx, requireCompanyPermission(ctx, 'team.manage'));
      const input = new BodyReader(ctx.lang, await ctx.body());
      const tariff = tariffOf(ctx, company);
      const members = ctx.store.users.rows.reduce(
        (n, u) => (u.company_id === company.id && u.status !== 'blocked' ? n + 1 : n),
        0,
      );
      // The limit comes first, so that it is the answer's message.
      if (tariff && members >= tariff.limits.team_members) {
        input.errors.add(
          'limit',
          msg(ctx.lang, 'teamLimit', { tariff: tariff.name, limit: tariff.limits.team_members }),
        );
      }
      const name = readText(ctx, input, 'name', 2, 100);
      const email = input.email('email');
      const roleId = readRole(ctx, input);
      const password = input.password('password');
      if (email && !input.errors.has('email') && ctx.store.findUserByEmail(email))
        input.errors.add('email', msg(ctx.lang, 'emailTaken'));
      if (password && input.data.password_confirmation !== password)
        input.errors.add('password_confirmation', msg(ctx.lang, 'passwordConfirmation'));
      input.done();
      const user = createUser(
        ctx,
        { name, email, company_id: company.id, role_id: roleId, last_login_at: null },
        password,
      );
      return { data: memberData(ctx, user), message: msg(ctx.lang, 'done') };
    },
  },
  {
    method: 'GET',
    pattern: '/client/team/:id/edit',
    handler(ctx) {
      const user = companyUser(ctx, requireCompanyPermission(ctx, 'team.manage'));
      return { data: memberData(ctx, user), options: { role_id: roleOptions(ctx) } };
    },
  },
  {
    method: 'POST',
    pattern: '/client/team/update',
    async handler(ctx) {
      const companyId = requireCompanyPermission(ctx, 'team.manage');
      const body = await ctx.body();
      const user = companyUser(ctx, companyId, bodyId(ctx, body));
      updateMember(ctx, user, body, false);
      return { data: memberData(ctx, user), message: msg(ctx.lang, 'done') };
    },
  },
  {
    method: 'DELETE',
    pattern: '/client/team/:id/destroy',
    handler(ctx) {
      const user = companyUser(ctx, requireCompanyPermission(ctx, 'team.manage'));
      const reason = statusChangeBlocker(ctx, user);
      if (reason) throw validationError(ctx.lang, { id: [reason] });
      // The account survives without a company (it may be invited elsewhere); it can no longer sign in here.
      user.company_id = null;
      user.role_id = null;
      user.status = 'blocked';
      return done(ctx);
    },
  },
  // ---- the company's users (user.manage) ----
  {
    method: 'GET',
    pattern: '/client/user/edit/:id',
    handler(ctx) {
      const user = companyUser(ctx, requireCompanyPermission(ctx, 'user.manage'));
      return {
        data: memberData(ctx, user),
        options: { role_id: roleOptions(ctx), locale: LOCALE_OPTIONS.map((o) => ({ ...o })) },
      };
    },
  },
  {
    method: 'POST',
    pattern: '/client/user/update/:id',
    async handler(ctx) {
      const user = companyUser(ctx, requireCompanyPermission(ctx, 'user.manage'));
      updateMember(ctx, user, await ctx.body(), true);
      return { data: memberData(ctx, user), message: msg(ctx.lang, 'done') };
    },
  },
  {
    method: 'GET',
    pattern: '/client/user/:id/change-status',
    handler(ctx) {
      const user = companyUser(ctx, requireCompanyPermission(ctx, 'user.manage'));
      const reason = statusChangeBlocker(ctx, user);
      return reason ? { can: false, reason } : { can: true };
    },
  },
  {
    method: 'PUT',
    pattern: '/client/user/:id/change-status',
    async handler(ctx) {
      const user = companyUser(ctx, requireCompanyPermission(ctx, 'user.manage'));
      const input = new BodyReader(ctx.lang, await ctx.body());
      const status = input.oneOf('status', ['active', 'blocked'] as const);
      input.done();
      const reason = statusChangeBlocker(ctx, user);
      if (reason) throw validationError(ctx.lang, { status: [reason] });
      user.status = status;
      return done(ctx, { user: { id: user.id, status: user.status } });
    },
  },
];
