import { ApiError, UNEXPECTED_ERROR } from '../http/api-error';
import { callApi } from '../http/call-api';
import { normalizeAccess } from '../session/atoms';
import type { AuthResult, Credentials, User, UserInfo, UserParams } from '../session/types';
import {
  authCalls,
  manageUserCalls,
  type InvitationRegisterBody,
  type InviteAnswer,
  type RegisterBody,
  type TelegramLoginBody,
  type TelegramRegisterBody,
} from '@panel/contract';

// Public pages show a failed sign-in, registration or unknown invitation inline: no redirects for them.
const PUBLIC = { panel: { noRedirect: true } } as const;

/**
 * The body of `POST /common/auth/register`: plain sign-up (with the referral code of /registration/{referral}), or
 * sign-up through the key of /invite/{key}, where the server takes the email and the company from the invitation.
 * The shapes are the contract's own (shared with the server); fields beyond them are sent as they are.
 */
export type RegisterPayload = (RegisterBody | InvitationRegisterBody) & Record<string, unknown>;

/** GET /common/auth/{key}/invite, read into one shape: who is invited where. Fields beyond these are kept. */
export type InviteInfo = Partial<Pick<InviteAnswer['invitation'], 'key' | 'status' | 'expires_at'>> & {
  email: string;
  company?: { id?: number; name: string } | null;
  role?: { id?: number; name: string } | null;
} & Record<string, unknown>;

/**
 * The data the Telegram login widget hands over, sent on as it came: its `hash` signs every field, so the panel never
 * adds, drops or changes one.
 */
export type TelegramAuthData = TelegramLoginBody & Record<string, unknown>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** Some Laravel resources wrap their payload in `data`; both are read. */
function unwrap(body: unknown): Record<string, unknown> {
  if (!isObject(body)) return {};
  return isObject(body.data) ? { ...body, ...body.data } : body;
}

/** The token and access of a sign-in response, or null when it carries no token. */
function readAuthResult(body: unknown): AuthResult | null {
  const b = unwrap(body);
  const token = b.token ?? b.access_token;
  if (typeof token !== 'string' || !token) return null;
  return { token, access: normalizeAccess(b.access) };
}

function requireAuthResult(body: unknown): AuthResult {
  const result = readAuthResult(body);
  if (!result) throw new ApiError({ status: 500, message: UNEXPECTED_ERROR, data: body });
  return result;
}

const named = (value: unknown, flat: unknown): { name: string } | null => {
  if (isObject(value) && typeof value.name === 'string') return value as { name: string };
  return typeof flat === 'string' && flat !== '' ? { name: flat } : null;
};

/**
 * The invitation of GET /common/auth/{key}/invite. The payload may sit at the top, in `data` or in
 * `invitation`, and the company and role may come as objects or as flat `company_name`/`role_name`
 * (Laravel resources do both); the page reads one shape. Without an email the invitation cannot be used.
 */
export function readInviteInfo(body: unknown): InviteInfo {
  const outer = unwrap(body);
  const b = isObject(outer.invitation) ? { ...outer, ...outer.invitation } : outer;
  if (typeof b.email !== 'string' || !b.email)
    throw new ApiError({ status: 500, message: UNEXPECTED_ERROR, data: body });
  const { invitation: _invitation, data: _data, ...rest } = b;
  const info: InviteInfo = { ...rest, email: b.email };
  const company = named(b.company, b.company_name);
  const role = named(b.role, b.role_name);
  if (company) info.company = company;
  if (role) info.role = role;
  return info;
}

function readUserInfo(body: unknown): UserInfo {
  const b = unwrap(body);
  if (!isObject(b.user)) throw new ApiError({ status: 500, message: UNEXPECTED_ERROR, data: body });
  return {
    user: b.user as unknown as User,
    params: isObject(b.params) ? (b.params as UserParams) : null,
    access: normalizeAccess(b.access),
  };
}

/** The auth calls of docs/api-contract.md. */
export const authApi = {
  async login(credentials: Credentials): Promise<AuthResult> {
    return requireAuthResult(await callApi(authCalls.login, { body: credentials }, PUBLIC));
  },

  /** Resolves the sign-in result when the server signs the new user in, null when it does not. */
  async register(payload: RegisterPayload): Promise<AuthResult | null> {
    return readAuthResult(await callApi(authCalls.register, { body: payload }, PUBLIC));
  },

  /**
   * Drops a session on the server (`auth.logout`): sign-out and "return to my account" revoke the token they leave, so a
   * copy of it (another tab's request, a log, another device) stops working too. Best effort, never rejecting: a backend
   * without the call, a token that already ended or no network change nothing, as the panel forgets the token anyway.
   */
  async logout(token: string): Promise<void> {
    try {
      await callApi(authCalls.logout, {}, { token, panel: { noRedirect: true } });
    } catch {
      // See above: the session ends in the panel whatever the server answered.
    }
  },

  async user(options: { signal?: AbortSignal } = {}): Promise<UserInfo> {
    return readUserInfo(await callApi(authCalls.user, {}, { signal: options.signal }));
  },

  /**
   * An administrator's way to see the panel as that user (`manage-users.login`): that user's session and who they are.
   */
  async signInAs(
    userId: number,
  ): Promise<{ result: AuthResult; user: { id: number; name: string | null; company: string | null } }> {
    const data = await callApi(manageUserCalls.login, { params: { id: userId } });
    return {
      result: requireAuthResult(data),
      user: { id: userId, name: data.user.name, company: data.user.company_name },
    };
  },

  async invite(key: string): Promise<InviteInfo> {
    return readInviteInfo(await callApi(authCalls.invite, { params: { key } }, PUBLIC));
  },

  async telegramLogin(payload: TelegramAuthData): Promise<AuthResult> {
    return requireAuthResult(await callApi(authCalls.telegramLogin, { body: payload }, PUBLIC));
  },

  /** Sign-up linked to a Telegram id: `payload.telegram` is the widget's signed data for that id. */
  async telegramRegister(
    id: string | number,
    payload: TelegramRegisterBody & Record<string, unknown>,
  ): Promise<AuthResult> {
    return requireAuthResult(
      await callApi(authCalls.telegramRegister, { params: { id }, body: payload }, PUBLIC),
    );
  },
};
