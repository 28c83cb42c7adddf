/**
 * The /admin/users area (remote-users, docs/api-contract.md): list-settings and list are the all-users listing
 * under their own names; view, update and enums serve the user screen. isAdmin plus users.admin.
 */
import { requireAdmin } from '../auth';
import type { Ctx } from '../context';
import { validationError } from '../http';
import { LANGS, msg, t } from '../i18n';
import { VALUE_LABELS } from '../listings/defs/common';
import { allUsersListing } from '../listings/defs/manage';
import { dataOf, parseQuery, settingsOf, sortedRowsOf } from '../listings/engine';
import type { Route } from '../router';
import type { User } from '../store/types';
import { BodyReader } from '../validate';
import { permissionOptions } from '../permissions';

const STATUSES = ['active', 'blocked', 'invited'] as const;

function view(ctx: Ctx, user: User) {
  const company = user.company_id ? ctx.store.companies.get(user.company_id) : undefined;
  const role = ctx.store.roleOf(user);
  return {
    id: user.id,
    public_id: user.public_id,
    name: user.name,
    email: user.email,
    status: user.status,
    company_id: user.company_id,
    company_name: company?.name ?? null,
    role_id: user.role_id,
    role_name: role?.name ?? null,
    permissions: role?.permissions ?? [],
    is_admin: user.is_admin,
    telegram_id: user.telegram_id,
    locale: user.locale,
    avatar_url: user.avatar_url,
    created_at: user.created_at,
    last_login_at: user.last_login_at,
  };
}

function target(ctx: Ctx): User {
  requireAdmin(ctx, 'users.admin');
  const user = ctx.store.users.get(ctx.id());
  if (!user) throw ctx.notFound();
  return user;
}

export const adminUserRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/admin/users/list-settings',
    handler(ctx) {
      requireAdmin(ctx, 'users.admin');
      return settingsOf(ctx, allUsersListing);
    },
  },
  {
    method: 'POST',
    pattern: '/admin/users/list',
    readOnly: true,
    async handler(ctx) {
      requireAdmin(ctx, 'users.admin');
      const query = parseQuery(ctx, allUsersListing, await ctx.body());
      return dataOf(allUsersListing, sortedRowsOf(ctx, allUsersListing, query.sort), query, true);
    },
  },
  {
    method: 'GET',
    pattern: '/admin/users/enums',
    handler(ctx) {
      requireAdmin(ctx, 'users.admin');
      return {
        statuses: STATUSES.map((value) => ({ value, label: t(ctx.lang, VALUE_LABELS[value]!) })),
        roles: ctx.store.roles.rows.map((role) => ({
          value: role.id,
          label: role.name,
          permissions: role.permissions,
        })),
        locales: LANGS.map((value) => ({
          value,
          label: t(ctx.lang, VALUE_LABELS[value]!),
        })),
        // A user's record lists the permissions of the role: by name, not by code.
        permissions: permissionOptions(ctx.lang),
      };
    },
  },
  {
    method: 'GET',
    pattern: '/admin/users/view/:id',
    handler: (ctx) => ({ user: view(ctx, target(ctx)) }),
  },
  {
    method: 'POST',
    pattern: '/admin/users/update/:id',
    async handler(ctx) {
      const user = target(ctx);
      const input = new BodyReader(ctx.lang, await ctx.body());
      const name = input.string('name');
      const email = input.email('email');
      const status = input.oneOf('status', STATUSES);
      const locale = input.oneOf('locale', LANGS);
      const roleRaw = input.data.role_id;
      const roleId = roleRaw === null || roleRaw === undefined || roleRaw === '' ? null : Number(roleRaw);
      if (roleId !== null && !ctx.store.roles.get(roleId))
        input.errors.add('role_id', msg(ctx.lang, 'filterOption'));
      const other = email ? ctx.store.findUserByEmail(email) : undefined;
      if (other && other.id !== user.id) input.errors.add('email', msg(ctx.lang, 'emailTaken'));
      input.done();
      if (user.id === ctx.me.id && status !== user.status) {
        throw validationError(ctx.lang, { status: [msg(ctx.lang, 'cannotChangeOwnStatus')] });
      }
      Object.assign(user, { name, email, status, locale, role_id: roleId });
      return { message: msg(ctx.lang, 'done'), user: view(ctx, user) };
    },
  },
];
