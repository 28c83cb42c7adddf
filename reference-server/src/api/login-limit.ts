/**
 * The sign-in limit (docs/api-contract.md, "Sessions"): failed sign-ins are counted per account and address, and per
 * address alone; past the limit the call answers 429 with `Retry-After` and a message saying when to try again,
 * before the password is even checked. A successful sign-in clears its account's count.
 *
 * Per account and address, so guessing one person's password stays slow without letting a stranger lock that person
 * out from everywhere; per address too, so one machine cannot walk through many accounts.
 */
import { clientAddress } from './client-address';
import type { Ctx } from './context';
import { HttpError } from './http';
import { msg } from './i18n';

const MINUTE = 60 * 1000;

export const LOGIN_LIMIT = {
  /** Failures of one account from one address within the window. */
  perAccount: 5,
  /** Failures from one address, any accounts, within the window. */
  perAddress: 30,
  windowMs: 15 * MINUTE,
} as const;

const keys = (ctx: Ctx, email: string): [string, string] => {
  const address = clientAddress(ctx);
  return [`account:${email.trim().toLowerCase()}|${address}`, `address:${address}`];
};

/** The failures of a key still inside the window. */
function recent(ctx: Ctx, key: string): number[] {
  const since = ctx.state.clock() - LOGIN_LIMIT.windowMs;
  const kept = (ctx.state.loginFailures.get(key) ?? []).filter((at) => at > since);
  if (kept.length) ctx.state.loginFailures.set(key, kept);
  else ctx.state.loginFailures.delete(key);
  return kept;
}

/** 429 when this account (from this address) or this address used up its failures; otherwise nothing. */
export function checkLoginLimit(ctx: Ctx, email: string): void {
  const [account, address] = keys(ctx, email);
  const limits: [string, number][] = [
    [account, LOGIN_LIMIT.perAccount],
    [address, LOGIN_LIMIT.perAddress],
  ];
  for (const [key, limit] of limits) {
    const failures = recent(ctx, key);
    if (failures.length < limit) continue;
    const waitMs = failures[failures.length - limit]! + LOGIN_LIMIT.windowMs - ctx.state.clock();
    const minutes = Math.max(1, Math.ceil(waitMs / MINUTE));
    throw new HttpError(429, msg(ctx.lang, 'tooManyLogins', { minutes }), undefined, {
      'Retry-After': String(Math.ceil(waitMs / 1000)),
    });
  }
}

export function recordLoginFailure(ctx: Ctx, email: string): void {
  const now = ctx.state.clock();
  for (const key of keys(ctx, email)) ctx.state.loginFailures.set(key, [...recent(ctx, key), now]);
}

export function clearLoginFailures(ctx: Ctx, email: string): void {
  ctx.state.loginFailures.delete(keys(ctx, email)[0]);
}
