/**
 * The panel's one error-reporting seam (docs/error-reporting.md): every error boundary, failed data call, failed remote
 * or translation load and Content-Security-Policy violation calls `reportError`, and the errors go as JSON batches to
 * the runtime config's `errorReportUrl` (the reference server's receiver, or an operator's own). Nothing is sent when
 * no address is set.
 *
 * - What is sent: the message, the stack, the kind, the area (`shell` or a remote) and its build version, the page's
 *   path without query or hash (they may carry keys), the user's public id, when. Never the session's token, headers
 *   or request bodies.
 * - Batched: sent 2 s after the first error of a batch, at once when a batch is full, and when the page is left
 *   (fetch with `keepalive`).
 * - Limited: identical errors waiting to be sent are merged (`count`); at most CLIENT_ERROR_LIMITS.perPagePerMinute
 *   reports a minute leave a page, so a screen failing in a loop cannot flood the receiver.
 * - Never in the way: it never throws, and a report that cannot be sent is dropped, never reported.
 *
 * This half is on the first page and only records what is known when the error happens; the queue and the sending
 * (report-sender.ts) load with the first error.
 */
import type { ClientErrorKind } from '@panel/contract';

/** What the shell tells the reporter: where to send, and how to name the user and each area's build. */
export interface ErrorReporting {
  url: string | null;
  /** The signed-in user's public id, read when an error is recorded. */
  user?: () => string | null | undefined;
  /** The build version an area runs (`client`...), if its manifest names one. */
  version?: (area: string) => string | null | undefined;
}

export interface ErrorDetails {
  kind: ClientErrorKind;
  /** `shell` or a remote's name; by default the area of the page's path (`/admin/client/...` is `client`). */
  area?: string;
}

type Sender = typeof import('./report-sender');

let reporting: ErrorReporting = { url: null };
let sender: Promise<Sender> | null = null;
/** The last report's way through the sender (tests wait for it). */
let last: Promise<unknown> = Promise.resolve();

/** Points the reporter at an address (or none); the shell calls it once the runtime config is read. */
export function configureErrorReporting(next: ErrorReporting): void {
  reporting = next;
}

const loadSender = (): Promise<Sender> =>
  (sender ??= import(/* webpackChunkName: "report-sender" */ './report-sender').catch((error: unknown) => {
    // Tried again with the next error: the chunk may be back.
    sender = null;
    throw error;
  }));

/** Records an error to be sent. Never throws; does nothing without an address. */
export function reportError(error: unknown, details: ErrorDetails): void {
  try {
    const { url, user, version } = reporting;
    if (!url) return;
    const entry = {
      error,
      ...details,
      route: location.pathname,
      at: Date.now(),
      user: user?.() ?? null,
      version,
    };
    last = loadSender().then(
      (loaded) => loaded.record(url, entry),
      () => undefined,
    );
  } catch {
    // A reporter that fails must not break what it reports on.
  }
}

/** Sends what waits now; resolves once it is on its way. */
export async function flushErrorReports(): Promise<void> {
  await last;
  (await sender)?.flush();
}

/** Tests: resolves once every report made so far is queued (or sent). */
export const errorReportsRecorded = (): Promise<unknown> => last;

/** Tests: forgets the address, what waits and the limit's count. */
export async function resetErrorReporting(): Promise<void> {
  reporting = { url: null };
  await last;
  (await sender)?.reset();
}
