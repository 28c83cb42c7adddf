/**
 * The company's people (docs/api-contract.md, "Company area"): the team (team.manage: create, store, edit, update,
 * destroy) and the company's users (user.manage: edit, update, change-status). Both edit the same record, a member.
 */
import {
  MEMBER_LIMITS,
  companyUserCalls,
  teamCalls,
  type FormChoice,
  type Member,
  type MemberBody,
  type MemberStatusBody,
  type MemberUpdateBody,
  type UserLocale,
  USER_LOCALES,
} from '@panel/contract';
import { LANGUAGE_NAMES } from '@panel/contract/languages';
import { z } from 'zod';
import { bodyOf, choice, email, whenFieldsValid, parseValue, pickKeys, rule, textBetween } from '../body';
import type { Ctx } from '../context';
import { isRecord, validationError, type FieldErrors } from '../http';
import { LANGS, msg } from '../i18n';
import { implement } from '../router';
import { ROLE_IDS } from '../store/seed';
import type { User } from '../store/types';
import { createUser } from './auth';
import { bodyId, companyOf, companyRole, done, roleOptions, tariffOf } from './company-common';
import { checkVersion, touch, versionOf } from '../versions';
import { roleName } from '../store/seed-texts';

/** The panel's languages, each named in itself (contract/src/languages.ts). */
const LOCALE_OPTIONS: readonly FormChoice<UserLocale>[] = USER_LOCALES.map((value) => ({
  value,
  label: LANGUAGE_NAMES[value],
}));

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
    version: versionOf(user),
    name: user.name,
    email: user.email,
    role_id: user.role_id,
    role_name: roleName(ctx.lang, ctx.store.roleOf(user)) ?? '',
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
 * A password as typed (never trimmed): missing, empty or not a string is only `required`, then at least
 * `MEMBER_LIMITS.password.min` characters.
 * A transform rather than checks, so that a missing password does not stop the checks across fields (the address).
 */
const newPassword = () =>
  z.unknown().transform((value, check) => {
    if (typeof value !== 'string' || value === '') {
      check.addIssue({ code: 'custom', ...rule('required') });
      return z.NEVER;
    }
    if (value.length < MEMBER_LIMITS.password.min) check.addIssue({ code: 'custom', ...rule('passwordMin') });
    return value;
  });

/**
 * `store`'s body. The address must be free, and the confirmation is checked against any password typed, even one too
 * short.
 */
function memberSchema(ctx: Ctx) {
  return bodyOf<MemberBody>()(
    z.object({
      name: textBetween(MEMBER_LIMITS.name.min, MEMBER_LIMITS.name.max),
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
      whenFieldsValid(['email']),
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
function memberUpdateSchema(ctx: Ctx, current: number | null) {
  return bodyOf<MemberUpdateBody>()(
    z.object({
      name: textBetween(MEMBER_LIMITS.name.min, MEMBER_LIMITS.name.max),
      role_id: companyRole(ctx, current),
      locale: choice(LANGS),
    }),
  );
}

/**
 * `{ name?, role_id?, locale? }` of the team and user updates; absent fields keep their value. The owner's role and
 * the caller's own role cannot change (422 on `role_id` saying why); sending the current role is fine.
 */
function updateMember(ctx: Ctx, user: User, body: unknown, withLocale: boolean): User {
  const data = isRecord(body) ? body : {};
  const fields = memberUpdateSchema(ctx, user.role_id);
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
    whenFieldsValid(['role_id']),
  );
  const out: Partial<MemberUpdateBody> = parseValue(ctx.lang, schema, data);
  Object.assign(user, out);
  return user;
}

const statusSchema = bodyOf<MemberStatusBody>()(z.object({ status: choice(['active', 'blocked']) }));

export const teamRoutes = [
  ...implement(teamCalls, {
    create(ctx) {
      const options = roleOptions(ctx);
      // The analyst's role unless the user may not give it; then the first they may (their own role is always one).
      const preset = options.find((o) => o.value === ROLE_IDS.analyst) ?? options[0];
      return { options: { role_id: options }, defaults: { role_id: preset?.value ?? ROLE_IDS.analyst } };
    },
    async store(ctx) {
      const company = companyOf(ctx, ctx.companyId());
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
    edit(ctx) {
      const user = companyUser(ctx, ctx.companyId());
      return { data: memberData(ctx, user), options: { role_id: roleOptions(ctx, user.role_id) } };
    },
    async update(ctx) {
      const body = await ctx.body();
      const user = companyUser(ctx, ctx.companyId(), bodyId(ctx, body));
      await checkVersion(ctx, user, () => memberData(ctx, user));
      updateMember(ctx, user, body, false);
      touch(user);
      return { data: memberData(ctx, user), message: msg(ctx.lang, 'done') };
    },
    destroy(ctx) {
      const user = companyUser(ctx, ctx.companyId());
      const reason = statusChangeBlocker(ctx, user);
      if (reason) throw validationError(ctx.lang, { id: [reason] });
      // The account survives without a company (it may be invited elsewhere); it can no longer sign in here.
      user.company_id = null;
      user.role_id = null;
      user.status = 'blocked';
      return done(ctx);
    },
  }),
  // ---- the company's users (user.manage) ----
  ...implement(companyUserCalls, {
    edit(ctx) {
      const user = companyUser(ctx, ctx.companyId());
      return {
        data: memberData(ctx, user),
        options: { role_id: roleOptions(ctx, user.role_id), locale: LOCALE_OPTIONS.map((o) => ({ ...o })) },
      };
    },
    async update(ctx) {
      const user = companyUser(ctx, ctx.companyId());
      await checkVersion(ctx, user, () => memberData(ctx, user));
      updateMember(ctx, user, await ctx.body(), true);
      touch(user);
      return { data: memberData(ctx, user), message: msg(ctx.lang, 'done') };
    },
    statusCheck(ctx) {
      const reason = statusChangeBlocker(ctx, companyUser(ctx, ctx.companyId()));
      return reason ? { can: false, reason } : { can: true };
    },
    async changeStatus(ctx) {
      const user = companyUser(ctx, ctx.companyId());
      const { status } = parseValue(ctx.lang, statusSchema, await ctx.body());
      const reason = statusChangeBlocker(ctx, user);
      if (reason) throw validationError(ctx.lang, { status: [reason] });
      user.status = status;
      return done(ctx, { user: { id: user.id, status: user.status } });
    },
  }),
];
