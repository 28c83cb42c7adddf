/**
 * The administrators' users (docs/api-contract.md, "Administrators: companies, users, domains"; manage.users): a
 * user's record and form, their status, and signing in as them. An unknown id answers 404, a broken rule 422 per field
 * in the request's language. Companies and domains: manage-companies.ts; applications: manage-applications.ts.
 */
import {
  USER_LIMITS,
  USER_STATUSES,
  manageUserCalls,
  needsRole,
  type ManagedUser,
  type ManagedUserBody,
  type UserStatusBody,
} from '@panel/contract';
import { z } from 'zod';
import { session } from '../auth';
import {
  bodyOf,
  choice,
  email,
  flag,
  whenFieldsValid,
  parseBody,
  parseValue,
  pickKeys,
  rule,
  text,
  wholeNumber,
} from '../body';
import type { Ctx } from '../context';
import { isRecord, validationError } from '../http';
import { msg } from '../i18n';
import { permissionOptions } from '../permissions';
import { implement } from '../router';
import type { User } from '../store/types';
import { grantable } from './company-common';
import { statusOptions } from './manage-companies';
import { checkVersion, touch, versionOf } from '../versions';
import { roleName, seededText } from '../store/seed-texts';

function anyUser(ctx: Ctx): User {
  const user = ctx.store.users.get(ctx.id());
  if (!user) throw ctx.notFound();
  return user;
}

function userData(ctx: Ctx, user: User): ManagedUser {
  const company = user.company_id === null ? undefined : ctx.store.companies.get(user.company_id);
  const role = ctx.store.roleOf(user);
  return {
    id: user.id,
    version: versionOf(user),
    name: user.name,
    email: user.email,
    status: user.status,
    company_id: user.company_id,
    company_name: company?.name ?? '',
    role_id: user.role_id,
    role_name: roleName(ctx.lang, role) ?? '',
    is_admin: user.is_admin,
    locale: user.locale,
    created_at: user.created_at,
    last_login_at: user.last_login_at,
  };
}

function userOptions(ctx: Ctx, user: User) {
  return {
    company_id: ctx.store.companies.rows.map((company) => ({ value: company.id, label: company.name })),
    // The roles the administrator may give (canGrantRole), and the user's own.
    role_id: ctx.store.roles.rows
      .filter((role) => role.id === user.role_id || grantable(ctx, role))
      .map((role) => ({
        value: role.id,
        label: seededText(ctx.lang, role.name),
        permissions: [...role.permissions],
      })),
    status: statusOptions(ctx, USER_STATUSES),
    // The form lists the chosen role's permissions: by name, not by code.
    permissions: permissionOptions(ctx.lang),
  };
}

/** A nullable id field: null (also `''`), an existing row's id, or `filterOption`. */
const nullableId = (exists: (id: number) => boolean) =>
  z.unknown().transform((value, check) => {
    if (value === null || value === '') return null;
    const id = wholeNumber(value);
    if (id !== null && exists(id)) return id;
    check.addIssue({ code: 'custom', ...rule('filterOption') });
    return z.NEVER;
  });

/** The fields an administrator may change; the email is nobody else's, and nobody takes away their own rights. */
function userSchema(ctx: Ctx, user: User) {
  return bodyOf<ManagedUserBody>()(
    z.object({
      name: text({ max: USER_LIMITS.manageName }),
      email: email().refine((address) => {
        const other = ctx.store.findUserByEmail(address);
        return !other || other.id === user.id;
      }, rule('emailTaken')),
      company_id: nullableId((id) => ctx.store.companies.get(id) !== undefined),
      role_id: nullableId((id) => ctx.store.roles.get(id) !== undefined).superRefine((id, check) => {
        // Never a role above the administrator's own permissions (the user's current role may stay).
        const role = id === null ? undefined : ctx.store.roles.get(id);
        if (role && id !== user.role_id && !grantable(ctx, role))
          check.addIssue({ code: 'custom', ...rule('roleAboveYours') });
      }),
      is_admin: flag().refine((isAdmin) => isAdmin || user.id !== ctx.me.id, rule('cannotRemoveOwnAdmin')),
    }),
  );
}

/** The fields of an update; absent fields keep their value, and a company's user (as the update leaves it) needs a role. */
function readUser(ctx: Ctx, user: User, body: unknown): Partial<ManagedUserBody> {
  const data = isRecord(body) ? body : {};
  const fields = userSchema(ctx, user);
  const schema = fields.pick(pickKeys(fields, data)).superRefine(
    (out: Partial<ManagedUserBody>, check) => {
      const companyId = 'company_id' in out ? out.company_id : user.company_id;
      const roleId = 'role_id' in out ? out.role_id : user.role_id;
      if (needsRole(companyId ?? null, roleId ?? null))
        check.addIssue({ code: 'custom', path: ['role_id'], ...rule('companyUserRole') });
      // Making a user an administrator opens the manage.* permissions of the role they keep: a grant of that role.
      const role = roleId == null ? undefined : ctx.store.roles.get(roleId);
      if (out.is_admin === true && !user.is_admin && role && !grantable(ctx, role))
        check.addIssue({ code: 'custom', path: ['role_id'], ...rule('roleAboveYours') });
    },
    whenFieldsValid(['company_id', 'role_id', 'is_admin']),
  );
  return parseValue(ctx.lang, schema, data);
}

export const manageRoutes = implement(manageUserCalls, {
  edit(ctx) {
    const user = anyUser(ctx);
    return { data: userData(ctx, user), options: userOptions(ctx, user) };
  },
  async update(ctx) {
    const user = anyUser(ctx);
    await checkVersion(ctx, user, () => userData(ctx, user));
    Object.assign(user, readUser(ctx, user, await ctx.body()));
    touch(user);
    return { data: userData(ctx, user), message: msg(ctx.lang, 'done') };
  },
  async changeStatus(ctx) {
    const user = anyUser(ctx);
    const { status } = await parseBody(
      ctx,
      bodyOf<UserStatusBody>()(z.object({ status: choice(['active', 'blocked']) })),
    );
    if (user.id === ctx.me.id)
      throw validationError(ctx.lang, { status: [msg(ctx.lang, 'cannotChangeOwnStatus')] });
    user.status = status;
    return { message: msg(ctx.lang, 'done'), user: { id: user.id, status: user.status } };
  },
  // "Sign in as this user": a short-lived token for the target user that names the administrator (sessions.ts), and
  // who that is; the panel swaps its session. Never as yourself or as another administrator (422 on `id`).
  login(ctx) {
    const user = anyUser(ctx);
    if (user.id === ctx.me.id) throw validationError(ctx.lang, { id: [msg(ctx.lang, 'cannotSignInAsSelf')] });
    if (user.is_admin) throw validationError(ctx.lang, { id: [msg(ctx.lang, 'cannotSignInAsAdmin')] });
    if (user.status === 'blocked') throw validationError(ctx.lang, { id: [msg(ctx.lang, 'blocked')] });
    const company = user.company_id === null ? undefined : ctx.store.companies.get(user.company_id);
    return {
      ...session(ctx.state, user, ctx.me),
      user: { id: user.id, name: user.name, company_name: company?.name ?? null },
    };
  },
});
