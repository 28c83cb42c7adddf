/**
 * Who did something, as stored and as shown. Done with a sign-in-as token (sessions.ts), an action is the
 * administrator's, not the user's: it is stored with both and shown as "administrator X as user Y" wherever the
 * panel names who did it (a balance transaction's author, an invitation's sender).
 */
import type { Ctx } from './context';
import { msg, type Lang } from './i18n';
import type { Store } from './store/store';

/** The author fields of a record written now: the signed-in user, and the administrator behind them if any. */
export function recordedBy(ctx: Ctx): { userId: number; actingAdminId: number | null } {
  return { userId: ctx.me.id, actingAdminId: ctx.actingAdmin?.id ?? null };
}

/** The author's name as the panel shows it ('' when nobody: a system action). */
export function actorName(
  store: Store,
  lang: Lang,
  userId: number | null,
  actingAdminId: number | null,
): string {
  const user = userId === null ? '' : (store.users.get(userId)?.name ?? '');
  if (actingAdminId === null) return user;
  const admin = store.users.get(actingAdminId)?.name ?? '';
  return msg(lang, 'actingAs', { admin, user });
}
