import type { LoginBody, SessionAnswer } from '@panel/contract';

/** What the server says the signed-in user may do (docs/product.md, "Session"). */
export interface Access {
  isAdmin: boolean;
  permissions: string[];
}

/** The current user as the user-info call returns it (docs/product.md, "Entities"). */
export interface User {
  id: number;
  public_id: string;
  name: string;
  email: string;
  status?: 'active' | 'blocked' | 'invited';
  company_id?: number | null;
  role_id?: number | null;
  is_admin?: boolean;
  telegram_id?: string | number | null;
  locale?: string;
  created_at?: string;
  last_login_at?: string | null;
}

/** Per-user settings delivered with the user (docs/product.md, "Entities"). Unknown extra keys are kept. */
export interface UserParams {
  currency?: string;
  timezone?: string;
  features?: string[];
  [key: string]: unknown;
}

export type SessionStatus = 'anonymous' | 'restoring' | 'authenticated';

/** The body of `POST /common/auth/login` (the contract's own, shared with the server); other fields are sent as given. */
export type Credentials = LoginBody & Record<string, unknown>;

/** What every sign-in call (login, register, invite, telegram) yields: the contract's answer, its access normalised. */
export type AuthResult = SessionAnswer;

/** GET /common/auth/user */
export interface UserInfo {
  user: User;
  params: UserParams | null;
  access: Access;
}
