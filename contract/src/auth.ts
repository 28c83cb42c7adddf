/**
 * The auth calls (docs/api-contract.md, "Auth and files"): sign-in, registration (plain, referral, invitation), the
 * public invitation read, Telegram, the user info. Shapes: schemas/auth.ts.
 */

import { defineCalls } from './define';
import { TEXT_MAX } from './rules';
import type { authSchemas } from './schemas/auth';
import type { SchemaTypes } from './schemas/define';

export type {
  AccessAnswer,
  InvitationRegisterBody,
  InviteAnswer,
  LoginBody,
  RegisterBody,
  SessionAnswer,
  TelegramLoginBody,
  UserInfoAnswer,
} from './schemas/auth';

/**
 * The rules of the sign-up forms: the least a password has (Laravel's default), the most a name or a company's name
 * has, and a referral code's length. The registration and invitation pages and the server both apply them.
 */
export const AUTH_LIMITS = { password: { min: 8 }, text: { max: TEXT_MAX }, referral: { max: 64 } } as const;

export const authCalls = /*#__PURE__*/ defineCalls<SchemaTypes<typeof authSchemas>>()('auth', 'public', {
  login: 'POST /common/auth/login',
  logout: { route: 'POST /common/auth/logout', access: 'user' },
  register: 'POST /common/auth/register',
  user: { route: 'GET /common/auth/user', access: 'user' },
  invite: 'GET /common/auth/{key}/invite',
  telegramLogin: 'POST /common/auth/telegram/login',
  telegramRegister: 'POST /common/auth/telegram/{id}/register',
});
