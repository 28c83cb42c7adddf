/** Tokens, access objects and the permission guards every route uses. */
import { manageUserCalls } from '@panel/contract';
import type { Access, ApiState, Ctx } from './context';
import { HttpError } from './http';
import { msg } from './i18n';
import { bearerToken, issueToken, liveSession } from './sessions';
import type { Store } from './store/store';
import type { User } from './store/types';

/** isAdmin comes from the user, permissions from the role; a user without a role has none. */
export function accessOf(store: Store, user: User): Access {
  return { isAdmin: user.is_admin, permissions: [...(store.roleOf(user)?.permissions ?? [])] };
}

/** The answer of a sign-in: a new token and what it may do. `actingAdmin`: a sign-in-as token (sessions.ts). */
export function session(
  state: ApiState,
  user: User,
  actingAdmin: User | null = null,
): { token: string; access: Access } {
  return { token: issueToken(state, user, actingAdmin), access: accessOf(state.store, user) };
}

/**
 * Resolves `Authorization: Bearer <token>` to its user: 401 for an unknown, revoked or expired token, a user that got
 * blocked, or a sign-in-as token whose administrator is no longer one (blocked, or the rights taken away).
 */
export function authenticate(ctx: Ctx): User {
  const token = bearerToken(ctx.header('authorization'));
  const found = token === undefined ? undefined : liveSession(ctx.state, token);
  const user = found && ctx.store.users.get(found.userId);
  const admin = found?.actingAdminId == null ? null : ctx.store.users.get(found.actingAdminId);
  const adminGone = found?.actingAdminId != null && !(admin && maySignInAs(ctx.store, admin));
  if (!user || user.status === 'blocked' || adminGone)
    throw new HttpError(401, msg(ctx.lang, 'unauthenticated'));
  ctx.actingAdmin = admin ?? null;
  return user;
}

/** Whether `admin` may still sign in as users: what `manage-users.login` asks for (an administrator, not blocked). */
function maySignInAs(store: Store, admin: User): boolean {
  const access = manageUserCalls.login.access;
  const wanted = typeof access === 'object' && 'admin' in access ? access.admin : [];
  const granted = accessOf(store, admin).permissions;
  return (
    admin.status !== 'blocked' &&
    admin.is_admin &&
    (typeof wanted === 'string' ? [wanted] : wanted).some((p) => granted.includes(p))
  );
}

export function hasPermission(ctx: Ctx, permission: string | readonly string[]): boolean {
  const granted = accessOf(ctx.store, ctx.me).permissions;
  const wanted = typeof permission === 'string' ? [permission] : permission;
  return wanted.some((p) => granted.includes(p));
}

/** Company areas: the permission (any of a list) and a company. */
export function requireCompanyPermission(ctx: Ctx, permission: string | readonly string[]): number {
  if (!hasPermission(ctx, permission) || ctx.me.company_id === null) throw ctx.forbidden();
  return ctx.me.company_id;
}

/** Administrator areas: isAdmin plus the manage permission. */
export function requireAdmin(ctx: Ctx, permission: string | readonly string[]): void {
  if (!ctx.me.is_admin || !hasPermission(ctx, permission)) throw ctx.forbidden();
}
