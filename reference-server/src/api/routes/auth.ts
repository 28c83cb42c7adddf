/** The auth calls (docs/api-contract.md): login, register (plain, referral, invitation), user info, invitations, Telegram. */
import { randomBytes } from 'node:crypto';
import {
  AUTH_LIMITS,
  authCalls,
  type InvitationRegisterBody,
  type LoginBody,
  type RegisterBody,
  type TelegramLoginBody,
} from '@panel/contract';
import { z } from 'zod';
import { actorName, recordedBy } from '../actors';
import { accessOf, session } from '../auth';
import { bodyOf, email, optionalText, parseBody, password, rule, text } from '../body';
import type { Ctx } from '../context';
import { isRecord, validationError } from '../http';
import { msg, t, tx } from '../i18n';
import { implement } from '../router';
import { ROLE_IDS, avatarUrl } from '../store/seed';
import { clearLoginFailures, checkLoginLimit, recordLoginFailure } from '../login-limit';
import { hashPassword, newSalt, verifyPassword } from '../passwords';
import { bearerToken, revokeToken } from '../sessions';
import { DAY, iso } from '../store/store';
import { telegramProblem } from '../telegram';
import type { Invitation, User } from '../store/types';
import { addCompanyNotifications } from './bots';
import { featuresOf } from './tariffs';
import { roleName } from '../store/seed-texts';

/** The status an invitation reads as: a pending one past its `expires_at` is `expired`. */
export function invitationState(invitation: Invitation): Invitation['status'] {
  if (invitation.status === 'pending' && Date.parse(invitation.expires_at) < Date.now()) return 'expired';
  return invitation.status;
}

export const STATUS_TEXT = {
  pending: tx('ожидает', 'pending'),
  accepted: tx('уже принято', 'already accepted'),
  revoked: tx('отозвано', 'revoked'),
  expired: tx('срок действия истёк', 'expired'),
};

function findInvitation(ctx: Ctx, key: string): Invitation {
  const invitation = ctx.store.invitations.rows.find((row) => row.key === key);
  if (!invitation) throw ctx.notFound();
  return invitation;
}

function requirePending(ctx: Ctx, invitation: Invitation, field: string): void {
  const status = invitationState(invitation);
  if (status !== 'pending') {
    throw validationError(ctx.lang, {
      [field]: [msg(ctx.lang, 'invitationNotPending', { status: t(ctx.lang, STATUS_TEXT[status]) })],
    });
  }
}

/** A new account (active unless `fields` says otherwise) whose password is hashed as sign-in checks it. */
export function createUser(
  ctx: Ctx,
  fields: Partial<User> & Pick<User, 'name' | 'email'>,
  password: string,
): User {
  const salt = newSalt();
  const now = iso(Date.now());
  return ctx.store.users.insert({
    public_id: `usr_${randomBytes(6).toString('hex')}`,
    password_hash: hashPassword(password, salt),
    password_salt: salt,
    status: 'active',
    company_id: null,
    role_id: null,
    is_admin: false,
    telegram_id: null,
    locale: ctx.lang,
    avatar_url: avatarUrl(ctx.store.users.size + 1),
    created_at: now,
    last_login_at: now,
    ...fields,
  });
}

/** Whether a field of the body broke one of its own rules (the checks across fields then leave it alone). */
const broke = (check: z.core.ParsePayload, field: string) =>
  check.issues.some((issue) => issue.path?.[0] === field);

/** Checks across fields run whatever else failed, as the old reader made them, after every field's own rules. */
export const always = { when: () => true };

/** The confirmation, as sent: anything but a string cannot match a password. */
export const confirmation = () =>
  z
    .unknown()
    .optional()
    .transform((value) => (typeof value === 'string' ? value : ''));

/** The confirmation matches a password that was given (a too short one too: both are said). */
export function confirm(
  check: z.core.ParsePayload,
  body: { password: unknown; password_confirmation: string },
) {
  if (
    typeof body.password === 'string' &&
    body.password !== '' &&
    body.password_confirmation !== body.password
  )
    check.issues.push({
      code: 'custom',
      path: ['password_confirmation'],
      input: body.password_confirmation,
      ...rule('passwordConfirmation'),
    });
}

/**
 * The body of plain sign-up. Then, in this order: the email not taken, the confirmation, the referral code an active
 * link's (any case), the Telegram id (`telegramId`) not linked yet.
 */
function registerSchema(ctx: Ctx, telegramId: number | null) {
  return bodyOf<RegisterBody>()(
    z
      .object({
        name: text(),
        email: email(),
        password: password(),
        company_name: text(),
        referral: optionalText({ max: AUTH_LIMITS.referral.max }).optional(),
        password_confirmation: confirmation(),
      })
      .superRefine((body, check) => {
        const issue = (field: string, key: Parameters<typeof rule>[0]) =>
          check.issues.push({ code: 'custom', path: [field], input: body, ...rule(key) });
        if (!broke(check, 'email') && ctx.store.findUserByEmail(body.email)) issue('email', 'emailTaken');
        confirm(check, body);
        const code = body.referral;
        if (typeof code === 'string' && code !== '' && !activeReferral(ctx, code))
          issue('referral', 'unknownReferral');
        if (telegramId !== null && ctx.store.users.rows.some((u) => u.telegram_id === telegramId))
          issue('telegram_id', 'telegramTaken');
      }, always),
  );
}

const activeReferral = (ctx: Ctx, code: string) =>
  ctx.store.referralLinks.rows.find((row) => row.code.toLowerCase() === code.toLowerCase() && row.is_active);

/**
 * Plain sign-up: a new company and its owner. Shared by /register and /telegram/{id}/register.
 * A valid referral code links the company to the link and counts the registration.
 */
async function registerCompanyOwner(ctx: Ctx, telegramId: number | null): Promise<User> {
  const body = await parseBody(ctx, registerSchema(ctx, telegramId));
  const link = body.referral ? activeReferral(ctx, body.referral) : undefined;

  const company = ctx.store.companies.insert({
    name: body.company_name,
    status: 'active',
    balance: '0.00',
    currency: 'USD',
    tariff_id: 1,
    subscription_tier_id: 1,
    owner_id: null,
    referral_link_id: link?.id ?? null,
    contact_email: body.email,
    website: '',
    timezone: 'UTC',
    created_at: iso(Date.now()),
  });
  const user = createUser(
    ctx,
    {
      name: body.name,
      email: body.email,
      company_id: company.id,
      role_id: ROLE_IDS.owner,
      telegram_id: telegramId,
    },
    body.password,
  );
  company.owner_id = user.id;
  addCompanyNotifications(ctx.store, company.id);
  if (link) link.registrations_count += 1;
  return user;
}

const invitationRegisterSchema = bodyOf<InvitationRegisterBody>()(
  z
    .object({
      key: text(),
      name: text(),
      password: password(),
      password_confirmation: confirmation(),
    })
    .superRefine((body, check) => confirm(check, body), always),
);

/** Invitation sign-up: `{ key, name, password, password_confirmation }`; the email comes from the invitation. */
async function registerFromInvitation(ctx: Ctx): Promise<User> {
  const { key, name, password } = await parseBody(ctx, invitationRegisterSchema);
  const invitation = ctx.store.invitations.rows.find((row) => row.key === key);
  if (!invitation) throw validationError(ctx.lang, { key: [msg(ctx.lang, 'notFound')] });
  requirePending(ctx, invitation, 'key');
  const existing = ctx.store.findUserByEmail(invitation.email);
  let user: User;
  if (existing && existing.status === 'invited' && existing.company_id === invitation.company_id) {
    // A seeded "invited" user row becomes the real account.
    const salt = newSalt();
    Object.assign(existing, {
      name,
      status: 'active',
      role_id: invitation.role_id,
      password_salt: salt,
      password_hash: hashPassword(password, salt),
      last_login_at: iso(Date.now()),
    });
    user = existing;
  } else if (existing) {
    throw validationError(ctx.lang, { email: [msg(ctx.lang, 'emailTaken')] });
  } else {
    user = createUser(
      ctx,
      { name, email: invitation.email, company_id: invitation.company_id, role_id: invitation.role_id },
      password,
    );
  }
  invitation.status = 'accepted';
  invitation.accepted_user_id = user.id;
  invitation.accepted_at = iso(Date.now());
  return user;
}

/**
 * The password as typed is compared trimmed, like every text of a body (a password of spaces only is none), whatever
 * characters it holds: it is compared, never shown, and sign-up set it without the text rule (`password()`).
 */
const loginSchema = bodyOf<LoginBody>()(
  z.object({ email: email(), password: text({ max: 1000, chars: 'any' }) }),
);

const digits = (value: unknown) => typeof value === 'string' && /^\d+$/.test(value);

/** The widget's fields the server reads; the ids are digits (checked after every field's own rules). */
const telegramLoginSchema = bodyOf<TelegramLoginBody>()(
  z
    .object({
      id: text({ max: 32 }),
      // Telegram's own name, signed with the rest and never stored: checked as sent.
      first_name: text({ chars: 'any' }),
      auth_date: text({ max: 32 }),
      hash: text({ max: 256 }),
    })
    .superRefine((body, check) => {
      for (const field of ['id', 'auth_date'] as const) {
        const value: unknown = body[field];
        if (typeof value === 'string' && value !== '' && !digits(value))
          check.issues.push({ code: 'custom', path: [field], input: value, ...rule('telegramInvalid') });
      }
    }, always)
    .transform((body) => ({ ...body, id: Number(body.id), auth_date: Number(body.auth_date) })),
);

/**
 * 422 on `field` unless `data` is the Telegram widget's data, signed for this server's bot and less than a day old
 * (telegram.ts). The raw body is checked, not the parsed one: the signature covers every field the widget sent.
 */
function checkTelegram(ctx: Ctx, data: unknown, field: string): asserts data is Record<string, unknown> {
  const problem = isRecord(data)
    ? telegramProblem(data, ctx.state.telegramBotToken, ctx.state.clock())
    : 'telegramSignature';
  if (problem) throw validationError(ctx.lang, { [field]: [msg(ctx.lang, problem)] });
}

export const authRoutes = implement(authCalls, {
  async login(ctx) {
    const { email, password } = await parseBody(ctx, loginSchema);
    // Before the password is looked at: past the limit, even the right password waits (login-limit.ts).
    checkLoginLimit(ctx, email);
    const user = ctx.store.findUserByEmail(email);
    const valid =
      !!user &&
      user.status !== 'invited' &&
      (await verifyPassword(password, user.password_salt, user.password_hash));
    if (!user || !valid) {
      recordLoginFailure(ctx, email);
      throw validationError(ctx.lang, { email: [msg(ctx.lang, 'badCredentials')] });
    }
    if (user.status === 'blocked') throw validationError(ctx.lang, { email: [msg(ctx.lang, 'blocked')] });
    clearLoginFailures(ctx, email);
    user.last_login_at = iso(Date.now());
    return session(ctx.state, user);
  },
  // The token of the request stops working (a sign-in-as token too: "return to my account" drops it so).
  logout(ctx) {
    const token = bearerToken(ctx.header('authorization'));
    if (token) revokeToken(ctx.state, token);
    return { message: msg(ctx.lang, 'done') };
  },
  async register(ctx) {
    const body = (await ctx.body()) as Record<string, unknown>;
    const user =
      body && typeof body === 'object' && 'key' in body
        ? await registerFromInvitation(ctx)
        : await registerCompanyOwner(ctx, null);
    return session(ctx.state, user);
  },
  user(ctx) {
    const user = ctx.me;
    const company = user.company_id ? ctx.store.companies.get(user.company_id) : undefined;
    const tariff = company ? ctx.store.tariffs.get(company.tariff_id) : undefined;
    return {
      user: {
        id: user.id,
        public_id: user.public_id,
        name: user.name,
        email: user.email,
        status: user.status,
        company_id: user.company_id,
        role_id: user.role_id,
        role_name: roleName(ctx.lang, ctx.store.roleOf(user)),
        is_admin: user.is_admin,
        locale: user.locale,
        avatar_url: user.avatar_url,
        telegram_linked: user.telegram_id !== null,
        created_at: user.created_at,
        last_login_at: user.last_login_at,
        company_name: company?.name ?? null,
      },
      params: {
        currency: company?.currency ?? 'USD',
        timezone: company?.timezone ?? 'Europe/Moscow',
        features: tariff ? featuresOf(tariff) : [],
      },
      access: accessOf(ctx.store, user),
    };
  },
  invite(ctx) {
    const invitation = findInvitation(ctx, ctx.params.key ?? '');
    requirePending(ctx, invitation, 'key');
    return {
      invitation: {
        key: invitation.key,
        email: invitation.email,
        company_name: ctx.store.companies.get(invitation.company_id)?.name ?? '',
        role_name: roleName(ctx.lang, ctx.store.roles.get(invitation.role_id)) ?? '',
        status: invitationState(invitation),
        expires_at: invitation.expires_at,
        invited_by_name: actorName(ctx.store, ctx.lang, invitation.invited_by, invitation.acting_admin_id),
      },
    };
  },
  async telegramLogin(ctx) {
    const { id } = await parseBody(ctx, telegramLoginSchema);
    checkTelegram(ctx, await ctx.body(), 'hash');
    const user = ctx.store.users.rows.find((u) => u.telegram_id === id);
    if (!user) throw validationError(ctx.lang, { id: [msg(ctx.lang, 'telegramUnknown')] });
    if (user.status === 'blocked') throw validationError(ctx.lang, { id: [msg(ctx.lang, 'blocked')] });
    user.last_login_at = iso(Date.now());
    return session(ctx.state, user);
  },
  async telegramRegister(ctx) {
    const raw = ctx.params.id ?? '';
    if (!/^\d+$/.test(raw))
      throw validationError(ctx.lang, { telegram_id: [msg(ctx.lang, 'telegramInvalid')] });
    // Only the Telegram user themselves may link their id: the widget's signed data for that id comes with the body.
    const body = await ctx.body();
    const telegram = isRecord(body) ? body.telegram : undefined;
    checkTelegram(ctx, telegram, 'telegram');
    if (String((telegram as Record<string, unknown>).id) !== raw)
      throw validationError(ctx.lang, { telegram: [msg(ctx.lang, 'telegramMismatch')] });
    const user = await registerCompanyOwner(ctx, Number(raw));
    return session(ctx.state, user);
  },
});

/** Used by the company invite call (routes/invitations.ts): pending, valid for 7 days. */
export function newInvitation(ctx: Ctx, email: string, roleId: number, companyId: number): Invitation {
  return ctx.store.invitations.insert({
    key: randomBytes(12).toString('hex'),
    email,
    role_id: roleId,
    company_id: companyId,
    status: 'pending',
    expires_at: iso(Date.now() + 7 * DAY),
    invited_by: ctx.me.id,
    acting_admin_id: recordedBy(ctx).actingAdminId,
    created_at: iso(Date.now()),
    accepted_user_id: null,
    accepted_at: null,
  });
}
