/**
 * The /admin/users area (remote-users, docs/api-contract.md): list-settings and list are the all-users listing
 * under their own names; view, update and enums serve the user screen. isAdmin plus users.admin.
 */
import type { Ctx } from '../context';
import { validationError } from '../http';
import { LANGS, msg, t } from '../i18n';
import { VALUE_LABELS } from '../listings/defs/common';
import { allUsersListing } from '../listings/defs/manage';
import { dataOf, parseQuery, settingsOf, sortedRowsOf } from '../listings/engine';
import { implement } from '../router';
import type { User } from '../store/types';
import { permissionOptions } from '../permissions';
import { grantable } from './company-common';
import {
  USER_LIMITS,
  type PlatformUser,
  type PlatformUserBody,
  USER_STATUSES as STATUSES,
  userCalls,
} from '@panel/contract';
import { z } from 'zod';
import { bodyOf, choice, email, parseBody, readField, rule, text, whenFieldsValid } from '../body';
import { checkVersion, touch, versionOf } from '../versions';
import { roleName, seededText } from '../store/seed-texts';

/**
 * Every field of the user screen's form. A null or blank role clears it; an email is another user's at most once the
 * other fields are valid, as the old reader checked it last.
 */
function userSchema(ctx: Ctx, user: User) {
  return bodyOf<PlatformUserBody>()(
    z
      .object({
        name: text({ max: USER_LIMITS.name }),
        email: email(),
        status: choice(STATUSES),
        locale: choice(LANGS),
        role_id: readField(z.number().nullable(), (value, check) => {
          if (value === undefined || value === null || value === '') return null;
          const id = Number(value);
          const role = ctx.store.roles.get(id);
          // Never a role above the administrator's own permissions (the user's current role may stay).
          if (role && id !== user.role_id && !grantable(ctx, role)) {
            check.addIssue({ code: 'custom', ...rule('roleAboveYours') });
            return z.NEVER;
          }
          if (role) return id;
          check.addIssue({ code: 'custom', ...rule('filterOption') });
          return z.NEVER;
        }),
      })
      .superRefine(
        ({ email: address }, check) => {
          const other = ctx.store.findUserByEmail(address);
          if (other && other.id !== user.id)
            check.addIssue({ code: 'custom', path: ['email'], ...rule('emailTaken') });
        },
        whenFieldsValid(['email']),
      ),
  );
}

function view(ctx: Ctx, user: User): PlatformUser {
  const company = user.company_id ? ctx.store.companies.get(user.company_id) : undefined;
  const role = ctx.store.roleOf(user);
  return {
    id: user.id,
    version: versionOf(user),
    public_id: user.public_id,
    name: user.name,
    email: user.email,
    status: user.status,
    company_id: user.company_id,
    company_name: company?.name ?? null,
    role_id: user.role_id,
    role_name: roleName(ctx.lang, role),
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
  const user = ctx.store.users.get(ctx.id());
  if (!user) throw ctx.notFound();
  return user;
}

export const adminUserRoutes = implement(userCalls, {
  listSettings: (ctx) => settingsOf(ctx, allUsersListing),
  async list(ctx) {
    const query = parseQuery(ctx, allUsersListing, await ctx.body());
    return dataOf(allUsersListing, sortedRowsOf(ctx, allUsersListing, query.sort), query, true);
  },
  enums(ctx) {
    return {
      statuses: STATUSES.map((value) => ({ value, label: t(ctx.lang, VALUE_LABELS[value]!) })),
      // The form's picker: only the roles the administrator may give (canGrantRole). The call is not per user, so the
      // form adds the user's current role itself.
      roles: ctx.store.roles.rows
        .filter((role) => grantable(ctx, role))
        .map((role) => ({
          value: role.id,
          label: seededText(ctx.lang, role.name),
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
  view: (ctx) => ({ user: view(ctx, target(ctx)) }),
  async update(ctx) {
    const user = target(ctx);
    await checkVersion(ctx, user, () => view(ctx, user));
    const fields = await parseBody(ctx, userSchema(ctx, user));
    if (user.id === ctx.me.id && fields.status !== user.status) {
      throw validationError(ctx.lang, { status: [msg(ctx.lang, 'cannotChangeOwnStatus')] });
    }
    Object.assign(user, fields);
    touch(user);
    return { message: msg(ctx.lang, 'done'), user: view(ctx, user) };
  },
});
