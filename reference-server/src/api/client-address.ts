/**
 * Where a request comes from, for the sign-in limit (login-limit.ts) and the test controls (test-controls.ts).
 * `X-Forwarded-For` is believed only from a proxy on this host (the shell's nginx passes the browser's address in
 * it): from anyone else it is whatever the client chose to write.
 */
import type { Ctx } from './context';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

const isLoopback = (address: string): boolean => LOOPBACK.test(address);

/** The socket's address; undefined for an in-process call (the API tests), which has no socket. */
const socketAddress = (ctx: Ctx): string | undefined => ctx.c.env?.incoming?.socket?.remoteAddress;

/** The forwarded chain, first hop first, as a proxy on this host wrote it. */
const forwarded = (ctx: Ctx): string[] =>
  (ctx.header('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** Who is asking: the socket's address, or the first forwarded one when the socket is a proxy on this host. */
export function clientAddress(ctx: Ctx): string {
  const address = socketAddress(ctx);
  // In-process calls have no socket: one local caller.
  if (!address) return 'local';
  if (!isLoopback(address)) return address;
  return forwarded(ctx)[0] ?? address;
}

/**
 * Whether the request comes from this machine: in-process, or over a loopback socket whose every forwarded hop (if a
 * local proxy passed it on) is loopback too. A proxy appends the address it saw, so a client that writes
 * `X-Forwarded-For: 127.0.0.1` itself still shows its own address at the end.
 */
export function isLocalRequest(ctx: Ctx): boolean {
  const address = socketAddress(ctx);
  if (address === undefined) return true;
  return isLoopback(address) && forwarded(ctx).every(isLoopback);
}
