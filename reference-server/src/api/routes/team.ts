/**
 * The company's people (docs/api-contract.md, "Company area"): the team (team.manage: create, store, edit, update,
 * destroy) and the company's users (user.manage: edit, update, change-status). Both edit the same record, a member.
 */
import type {
  CompanyUserEditAnswer,
  FormChoice,
  Member,
  MemberBody,
  MemberCreateAnswer,
  MemberEditAnswer,
  MemberStatusBody,
  MemberStatusCheck,
  MemberUpdateBody,
  UserLocale,
} from '@panel/contract';
import { z } from 'zod';
import { requireCompanyPermission } from '../auth';
import { bodyOf, choice, email, onlyWhenValid, parseValue, pickKeys, rule, textBetween } from '../body';
import type { Ctx } from '../context';
import { isRecord, validationError, type FieldErrors } from '../http';
import { LANGS, msg } from '../i18n';
import type { Route } from '../router';
import { ROLE_IDS } from '../store/seed';
import type { User } from '../store/types';
import { createUser } from './auth';
import { bodyId, companyOf, companyRole, done, roleOptions, tariffOf } from './company-common';

/** The panel's languages (`LANGS`), each named in itself. */
const LOCALE_OPTIONS: readonly FormChoice<UserLocale>[] = [
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
function memberData(ctx: Ctx, user: User): Member {
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
 * A password as typed (never trimmed): missing, empty or not a string is only `required`, then at least 8 characters.
 * A transform rather than checks, so that a missing password does not stop the checks across fields (the address).
 */
const newPassword = () =>
  z.unknown().transform((value, check) => {
    if (typeof value !== 'string' || value === '') {
      check.addIssue({ code: 'custom', ...rule('required') });
      return z.NEVER;
    }
    if (value.length < 8) check.addIssue({ code: 'custom', ...rule('passwordMin') });
    return value;
  });

/**
 * `store`'s body. The address must be free, and the confirmation is checked against any password typed, even one too
 * short.
 */
function memberSchema(ctx: Ctx) {
  return bodyOf<MemberBody>()(
    z.object({
      name: textBetween(2, 100),
      email: email(),
      role_id: companyRole(ctx),
      password: newPassword(),
      // Checked against the password below, not on its own: missing is only a mismatch.
      password_confirmation: z
        .unknown()
        .optional()
        .transform((value) => (typeof value === 'string' ? value : '')),
    }),
  )
    .superRefine(
      (out, check) => {
        if (ctx.store.findUserByEmail(out.email))
          check.addIssue({ code: 'custom', path: ['email'], ...rule('emailTaken') });
      },
      onlyWhenValid(['email']),
    )
    .superRefine(
      (out, check) => {
        if (out.password_confirmation !== out.password)
          check.addIssue({
            code: 'custom',
            path: ['password_confirmation'],
            ...rule('passwordConfirmation'),
          });
      },
      {
        when: (payload) =>
          isRecord(payload.value) &&
          typeof payload.value.password === 'string' &&
          payload.value.password !== '',
      },
    );
}

/** The fields of the team and user updates; `locale` only the user update reads. */
function memberUpdateSchema(ctx: Ctx) {
  return bodyOf<MemberUpdateBody>()(
    z.object({ name: textBetween(2, 100), role_id: companyRole(ctx), locale: choice(LANGS) }),
  );
}

/**
 * `{ name?, role_id?, locale? }` of the team and user updates; absent fields keep their value. The owner's role and
 * the caller's own role cannot change (422 on `role_id` saying why); sending the current role is fine.
 */
function updateMember(ctx: Ctx, user: User, body: unknown, withLocale: boolean): User {
  const data = isRecord(body) ? body : {};
  const fields = memberUpdateSchema(ctx);
  const readable = withLocale ? fields : fields.omit({ locale: true });
  const schema = readable.pick(pickKeys(readable, data)).superRefine(
    (out: Partial<MemberUpdateBody>, check) => {
      if (out.role_id === undefined || out.role_id === user.role_id) return;
      const refusal = isOwner(ctx, user)
        ? 'cannotChangeOwnerRole'
        : user.id === ctx.me.id
          ? 'cannotChangeOwnRole'
          : null;
      if (refusal) check.addIssue({ code: 'custom', path: ['role_id'], ...rule(refusal) });
    },
    onlyWhenValid(['role_id']),
  );
  const out: Partial<MemberUpdateBody> = parseValue(ctx.lang, schema, data);
  Object.assign(user, out);
  return user;
}

const statusSchema = bodyOf<MemberStatusBody>()(z.object({ status: choice(['active', 'blocked']) }));

export const teamRoutes: Route[] = [
  // ---- team (team.manage) ----
  {
    method: 'GET',
    pattern: '/client/team/create',
    handler(ctx): MemberCreateAnswer {
      requireCompanyPermission(ctx, 'team.manage');
      return { options: { role_id: roleOptions(ctx) }, defaults: { role_id: ROLE_IDS.analyst } };
    },
  },
  {
    method: 'POST',
    pattern: '/client/team/store',
    async handler(ctx) {
      const company = companyOf(ctx, requireCompanyPermission(ctx, 'team.manage'));
      const tariff = tariffOf(ctx, company);
      const members = ctx.store.users.rows.reduce(
        (n, u) => (u.company_id === company.id && u.status !== 'blocked' ? n + 1 : n),
        0,
      );
      // The limit comes first, so that it is the answer's message.
      const limit: FieldErrors =
        tariff && members >= tariff.limits.team_members
          ? {
              limit: [msg(ctx.lang, 'teamLimit', { tariff: tariff.name, limit: tariff.limits.team_members })],
            }
          : {};
      const {
        name,
        email,
        role_id: roleId,
        password,
      } = parseValue(ctx.lang, memberSchema(ctx), await ctx.body(), { before: limit });
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
    handler(ctx): MemberEditAnswer {
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
    handler(ctx): CompanyUserEditAnswer {
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
    handler(ctx): MemberStatusCheck {
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
      const { status } = parseValue(ctx.lang, statusSchema, await ctx.body());
      const reason = statusChangeBlocker(ctx, user);
      if (reason) throw validationError(ctx.lang, { status: [reason] });
      user.status = status;
      return done(ctx, { user: { id: user.id, status: user.status } });
    },
  },
];
