/** Tokens, access objects and the permission guards every route uses. */
import { randomBytes } from 'node:crypto';
import type { Access, ApiState, Ctx } from './context';
import { HttpError } from './http';
import { msg } from './i18n';
import type { Store } from './store/store';
import type { User } from './store/types';

export function issueToken(state: ApiState, user: User): string {
  const token = randomBytes(24).toString('hex');
  state.tokens.set(token, user.id);
  return token;
}

/** isAdmin comes from the user, permissions from the role; a user without a role has none. */
export function accessOf(store: Store, user: User): Access {
  return { isAdmin: user.is_admin, permissions: [...(store.roleOf(user)?.permissions ?? [])] };
}

export function session(state: ApiState, user: User): { token: string; access: Access } {
  return { token: issueToken(state, user), access: accessOf(state.store, user) };
}

/** Resolves `Authorization: Bearer <token>`; a token of a user that got blocked no longer works. */
export function authenticate(ctx: Ctx): User {
  const header = ctx.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  const userId = match ? ctx.state.tokens.get(match[1]!) : undefined;
  const user = userId === undefined ? undefined : ctx.store.users.get(userId);
  if (!user || user.status === 'blocked') throw new HttpError(401, msg(ctx.lang, 'unauthenticated'));
  return user;
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
