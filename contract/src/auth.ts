/**
 * The auth calls (docs/api-contract.md, "Auth and files"): sign-in, registration (plain, referral, invitation), the
 * public invitation read, Telegram, the user info. Shapes: schemas/auth.ts.
 */

import { defineCalls } from './define';
import type { authSchemas } from './schemas/auth';
import type { SchemaTypes } from './schemas/define';

export { AUTH_LIMITS } from './sign-up';

export type {
  AccessAnswer,
  InvitationRegisterBody,
  InviteAnswer,
  LoginBody,
  RegisterBody,
  SessionAnswer,
  TelegramLoginBody,
  TelegramRegisterBody,
  UserInfoAnswer,
} from './schemas/auth';

export const authCalls = /*#__PURE__*/ defineCalls<SchemaTypes<typeof authSchemas>>()('auth', 'public', {
  login: 'POST /common/auth/login',
  logout: { route: 'POST /common/auth/logout', access: 'user' },
  register: 'POST /common/auth/register',
  user: { route: 'GET /common/auth/user', access: 'user' },
  invite: 'GET /common/auth/{key}/invite',
  telegramLogin: 'POST /common/auth/telegram/login',
  telegramRegister: 'POST /common/auth/telegram/{id}/register',
});
