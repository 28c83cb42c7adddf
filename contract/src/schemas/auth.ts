/**
 * The auth calls' shapes (docs/api-contract.md, "Auth and files"): sign-in, registration (plain, referral, invitation),
 * the public invitation read, Telegram, the user info. The one definition that the contract server
 * (reference-server/src/api/routes/auth.ts) and the session's calls (shared-core/src/api/auth.ts) both import.
 */
import type { InvitationStatus } from './invitations';
import type { UserStatus } from './users';

/** `POST /common/auth/login`. */
export interface LoginBody {
  email: string;
  password: string;
}

/** What the signed-in user may do. */
export interface AccessAnswer {
  isAdmin: boolean;
  permissions: string[];
}

/** The answer of every sign-in call: login, register, Telegram login and register. */
export interface SessionAnswer {
  token: string;
  access: AccessAnswer;
}

/**
 * `POST /common/auth/register` (and `POST /common/auth/telegram/{id}/register`): a new company and its owner.
 * `referral` is the code of /registration/{referral}.
 */
export interface RegisterBody {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
  company_name: string;
  referral?: string;
}

/** `POST /common/auth/register` with the key of /invite/{key}: the email and the company come from the invitation. */
export interface InvitationRegisterBody {
  key: string;
  name: string;
  password: string;
  password_confirmation: string;
}

/** `GET /common/auth/{key}/invite`: a pending invitation, as the public invitation page shows it. */
export interface InviteAnswer {
  invitation: {
    key: string;
    email: string;
    company_name: string;
    role_name: string;
    status: InvitationStatus;
    expires_at: string;
    invited_by_name: string;
  };
}

/** `POST /common/auth/telegram/login`: what the Telegram login widget hands over, as far as the server reads it. */
export interface TelegramLoginBody {
  id: number;
  first_name: string;
  auth_date: number;
  hash: string;
}

/** `GET /common/auth/user`: who is signed in, their company's settings and what they may do. */
export interface UserInfoAnswer {
  user: {
    id: number;
    public_id: string;
    name: string;
    email: string;
    status: UserStatus;
    company_id: number | null;
    role_id: number | null;
    role_name: string | null;
    is_admin: boolean;
    locale: string;
    avatar_url: string;
    telegram_linked: boolean;
    created_at: string;
    last_login_at: string | null;
    company_name: string | null;
  };
  params: { currency: string; timezone: string; features: string[] };
  access: AccessAnswer;
}
