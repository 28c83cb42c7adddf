/**
 * The receiver of the panel's error reports (docs/error-reporting.md): what shared-core's reportError posts to the
 * runtime config's `errorReportUrl` when it is this server. It keeps the newest CLIENT_ERROR_LIMITS.kept in memory and
 * shows them to administrators (the remotes' health screen). Open to anyone, since the sign-in page fails too, and so
 * held to a per-address rate; a backend team's own receiver would store them where its logs go. The user is the
 * session's when the request carries a live one (a client of the receiver that sends its token); the panel's pages send
 * none, since the address may be an operator's own receiver, and name the user by the public id they report.
 */
import { CLIENT_ERROR_LIMITS, clientErrorCalls, type ReceivedClientError } from '@panel/contract';
import { ClientErrorBatch } from '@panel/contract/schemas/client-errors';
import { authenticate } from '../auth';
import { clientAddress } from '../client-address';
import type { Ctx } from '../context';
import { HttpError } from '../http';
import { msg } from '../i18n';
import { parseValue } from '../body';
import { iso } from '../store/store';
import { implement } from '../router';

const MINUTE = 60 * 1000;

/** The public id of the session's user, when the request carries a live session; else null (never a 401: it is open). */
function sessionUser(ctx: Ctx): string | null {
  if (!ctx.header('authorization')) return null;
  try {
    return authenticate(ctx).public_id;
  } catch {
    return null;
  }
}

export const clientErrorRoutes = implement(clientErrorCalls, {
  async report(ctx) {
    const address = clientAddress(ctx);
    const now = ctx.state.clock();
    const recent = (ctx.state.clientErrorTimes.get(address) ?? []).filter((at) => at > now - MINUTE);
    const { errors } = parseValue(ctx.lang, ClientErrorBatch, await ctx.body());
    if (recent.length + errors.length > CLIENT_ERROR_LIMITS.perAddressPerMinute) {
      ctx.state.clientErrorTimes.set(address, recent);
      throw new HttpError(429, msg(ctx.lang, 'tooManyReports'), undefined, {
        'Retry-After': String(Math.ceil(((recent[0] ?? now) + MINUTE - now) / 1000)),
      });
    }
    ctx.state.clientErrorTimes.set(address, [...recent, ...errors.map(() => now)]);
    const received_at = iso(now);
    const user = sessionUser(ctx);
    const kept: ReceivedClientError[] = errors.map((error) => ({
      ...error,
      user: user ?? error.user,
      received_at,
    }));
    ctx.state.clientErrors.push(...kept);
    ctx.state.clientErrors.splice(0, Math.max(0, ctx.state.clientErrors.length - CLIENT_ERROR_LIMITS.kept));
    return { accepted: kept.length };
  },
  latest(ctx) {
    return { data: [...ctx.state.clientErrors].reverse() };
  },
});
