/**
 * The auth calls' schemas (docs/api-contract.md, "Auth and files"): sign-in, registration (plain, referral,
 * invitation), the public invitation read, Telegram, the user info. The one definition that the contract server
 * (reference-server/src/api/routes/auth.ts) and the session's calls (shared-core/src/api/auth.ts) both import. The light
 * module (types) is ../auth.ts.
 */
import { z } from 'zod';
import { Done, schemaTable } from './define';
import { Invitation } from './invitations';
import { AccessAnswer, SessionAnswer } from './session';
import { PlatformUser } from './users';

/** `POST /common/auth/login`. */
export const LoginBody = z.object({ email: z.string(), password: z.string() }).meta({ id: 'LoginBody' });

/**
 * `POST /common/auth/register` (and `POST /common/auth/telegram/{id}/register`): a new company and its owner.
 * `referral` is the code of /registration/{referral}.
 */
export const RegisterBody = z
  .object({
    name: z.string(),
    email: z.string(),
    password: z.string(),
    password_confirmation: z.string(),
    company_name: z.string(),
    referral: z.string().optional(),
  })
  .meta({ id: 'RegisterBody' });

/** `POST /common/auth/register` with the key of /invite/{key}: the email and the company come from the invitation. */
export const InvitationRegisterBody = z
  .object({
    key: z.string(),
    name: z.string(),
    password: z.string(),
    password_confirmation: z.string(),
  })
  .meta({ id: 'InvitationRegisterBody' });

/** `GET /common/auth/{key}/invite`: a pending invitation, as the public invitation page shows it. */
export const InviteAnswer = z.object({
  invitation: Invitation.pick({
    key: true,
    email: true,
    role_name: true,
    status: true,
    expires_at: true,
    invited_by_name: true,
  }).extend({ company_name: z.string() }),
});

/**
 * `POST /common/auth/telegram/login`: what the Telegram login widget hands over, every field as it gave it. `hash`
 * signs all the others (docs/api-contract.md, "Telegram"): the server checks it with its bot's token and refuses a
 * changed field, an added one or an `auth_date` more than a day old.
 */
export const TelegramLoginBody = z
  .object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string().optional(),
    username: z.string().optional(),
    photo_url: z.string().optional(),
    auth_date: z.number().int().meta({ description: 'Unix seconds when Telegram signed the data' }),
    hash: z
      .string()
      .meta({ description: 'hex HMAC-SHA-256 of the data-check string, keyed by SHA-256(bot token)' }),
  })
  .meta({ id: 'TelegramLoginBody' });

/** `POST /common/auth/telegram/{id}/register`: the sign-up fields and the widget's signed data for that id. */
export const TelegramRegisterBody = RegisterBody.extend({ telegram: TelegramLoginBody }).meta({
  id: 'TelegramRegisterBody',
});

/** `GET /common/auth/user`: who is signed in, their company's settings and what they may do. */
export const UserInfoAnswer = z.object({
  user: PlatformUser.pick({
    id: true,
    public_id: true,
    name: true,
    email: true,
    status: true,
    company_id: true,
    role_id: true,
    role_name: true,
    is_admin: true,
    avatar_url: true,
    created_at: true,
    last_login_at: true,
    company_name: true,
  }).extend({ locale: z.string(), telegram_linked: z.boolean() }),
  params: z.object({ currency: z.string(), timezone: z.string(), features: z.array(z.string()) }),
  access: AccessAnswer,
});

/** The key of /invite/{key} and the Telegram id of /telegram/{id}/register: what the public pages hold. */
const InviteKey = z.object({ key: z.string().min(1) });
const TelegramId = z.object({ id: z.string().regex(/^\d+$/, 'the Telegram user id, digits') });

export const authSchemas = schemaTable({
  login: {
    summary: 'Signs in with an email and a password',
    description:
      'A wrong password, an unknown or a blocked account answer 422 on `email`. Too many failures (per account and ' +
      'address, and per address) answer 429 with `Retry-After` until the window passes. The token works for a ' +
      'limited time (12 hours on the reference server), then answers 401.',
    body: LoginBody,
    answer: SessionAnswer,
    errors: [429],
  },
  logout: {
    summary: 'Signs out: the token of the request stops working at once (a sign-in-as token too)',
    answer: Done,
  },
  register: {
    summary: 'Registers a company and its owner, or a member through an invitation (the body has `key`)',
    description:
      'Answers the new session; a backend that confirms the email first answers `{ message }` instead, and the panel then says so and signs nobody in.',
    body: z.union([RegisterBody, InvitationRegisterBody]),
    answer: z.union([SessionAnswer, Done]),
  },
  user: {
    summary: "Who is signed in, their company's settings and what they may do",
    answer: UserInfoAnswer,
  },
  invite: {
    summary: 'A pending invitation, for the public invitation page',
    description: 'An unknown key answers 404; an expired, accepted or revoked one 422 on `key`.',
    params: InviteKey,
    answer: InviteAnswer,
    errors: [422],
  },
  telegramLogin: {
    summary: 'Signs in with what the Telegram login widget hands over',
    description:
      'The signature (`hash`) is checked with the bot token: a forged or changed payload answers 422 on `hash`, ' +
      'one more than a day old 422 on `hash` too; an id no user has linked 422 on `id`.',
    body: TelegramLoginBody,
    answer: SessionAnswer,
  },
  telegramRegister: {
    summary: 'Registers a company and its owner, linked to the Telegram id of the path',
    description:
      "`telegram` is the widget's signed data for that id, checked as on sign-in (422 on `telegram`): nobody can " +
      'claim a Telegram id but its owner.',
    params: TelegramId,
    body: TelegramRegisterBody,
    answer: SessionAnswer,
  },
});

export type LoginBody = z.infer<typeof LoginBody>;
export { AccessAnswer, SessionAnswer };
export type RegisterBody = z.infer<typeof RegisterBody>;
export type InvitationRegisterBody = z.infer<typeof InvitationRegisterBody>;
export type InviteAnswer = z.infer<typeof InviteAnswer>;
export type TelegramLoginBody = z.infer<typeof TelegramLoginBody>;
export type TelegramRegisterBody = z.infer<typeof TelegramRegisterBody>;
export type UserInfoAnswer = z.infer<typeof UserInfoAnswer>;
