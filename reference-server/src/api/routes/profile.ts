/**
 * The signed-in user's own profile and password (docs/api-contract.md, "Profile"). Any signed-in user: a company's
 * owner, a member, an administrator. The name keeps the sign-up's rules (text()), the password too (password()).
 */
import { profileCalls, type PasswordChangeBody, type Profile, type ProfileBody } from '@panel/contract';
import { z } from 'zod';
import { bodyOf, parseBody, parseValue, password, text } from '../body';
import type { Ctx } from '../context';
import { isRecord, type FieldErrors } from '../http';
import { msg } from '../i18n';
import { checkLoginLimit, clearLoginFailures, recordLoginFailure } from '../login-limit';
import { hashPassword, newSalt, verifyPassword } from '../passwords';
import { implement } from '../router';
import { bearerToken, revokeOtherSessions } from '../sessions';
import type { User } from '../store/types';
import { checkVersion, touch, versionOf } from '../versions';
import { always, confirm, confirmation } from './auth';
import { roleName } from '../store/seed-texts';

function profileOf(ctx: Ctx, user: User): Profile {
  return {
    id: user.id,
    version: versionOf(user),
    name: user.name,
    email: user.email,
    company_name: user.company_id === null ? null : (ctx.store.companies.get(user.company_id)?.name ?? null),
    role_name: roleName(ctx.lang, ctx.store.roleOf(user)),
    locale: user.locale,
    is_admin: user.is_admin,
  };
}

const profileSchema = bodyOf<ProfileBody>()(z.object({ name: text() }));

/**
 * The new password as sign-up takes it, and its confirmation (the same rule and text as sign-up's). The current one is
 * compared as sign-in compares it (trimmed, any characters); whether it is right is checked apart (async).
 */
const passwordSchema = bodyOf<PasswordChangeBody>()(
  z
    .object({
      current_password: text({ max: 1000, chars: 'any' }),
      password: password(),
      password_confirmation: confirmation(),
    })
    .superRefine((body, check) => confirm(check, body), always),
);

/** Whether the body's current password is the user's: a blank or missing one is the schema's to report. */
async function wrongCurrentPassword(user: User, body: unknown): Promise<boolean> {
  const sent = isRecord(body) ? body.current_password : undefined;
  if (typeof sent !== 'string' || sent.trim() === '') return false;
  return !(await verifyPassword(sent.trim(), user.password_salt, user.password_hash));
}

export const profileRoutes = implement(profileCalls, {
  edit(ctx) {
    return { data: profileOf(ctx, ctx.me), options: {} };
  },
  async update(ctx) {
    const user = ctx.me;
    await checkVersion(ctx, user, () => profileOf(ctx, user));
    const { name } = await parseBody(ctx, profileSchema);
    user.name = name;
    touch(user);
    return { data: profileOf(ctx, user), message: msg(ctx.lang, 'done') };
  },
  async password(ctx) {
    const user = ctx.me;
    // Guessing the password here is guessing it at sign-in: the same count, checked before anything else.
    checkLoginLimit(ctx, user.email);
    const raw = await ctx.body();
    const before: FieldErrors = {};
    if (await wrongCurrentPassword(user, raw)) {
      recordLoginFailure(ctx, user.email);
      before.current_password = [msg(ctx.lang, 'currentPasswordWrong')];
    }
    const body = parseValue(ctx.lang, passwordSchema, raw, { before });
    const salt = newSalt();
    user.password_salt = salt;
    user.password_hash = hashPassword(body.password, salt);
    clearLoginFailures(ctx, user.email);
    revokeOtherSessions(ctx.state, user.id, bearerToken(ctx.header('authorization')));
    return { message: msg(ctx.lang, 'passwordChanged') };
  },
});
