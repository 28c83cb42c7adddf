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
 * This half is on the first page, whose weight has no room to spare (docs/performance.md): it only notes what is known
 * when the error happens (the path, the time). Everything else, the message, the user, the queue and the sending, is
 * in report-sender.ts, which loads with the first error; the test helpers that flush and reset it are in ../testing.
 */
import type { ClientErrorKind } from '@panel/contract';

type Sender = typeof import('./report-sender');

/** What the shell tells the reporter: where to send, and how to name each area's build. */
export interface ErrorReporting {
  url?: string | null;
  /** The build version an area runs (`client`...), if its manifest names one. */
  version?: (area: string) => string | null | undefined;
}

export interface ErrorDetails {
  kind: ClientErrorKind;
  /** `shell` or a remote's name; by default the area of the page's path (`/admin/client/...` is `client`). */
  area?: string;
}

const reporting: ErrorReporting = {};
/** The last report's way to the sender, which it resolves to (the tests wait for it, then flush or reset it). */
let last: Promise<Sender | undefined> = Promise.resolve(undefined);

/**
 * Sets what is given and keeps the rest: the shell sets the address at start (`url: null` stops the reports), its
 * federation code the areas' versions once it loads.
 */
export function configureErrorReporting(next: ErrorReporting): void {
  Object.assign(reporting, next);
}

/** Records an error (an Error, a text, a CSP violation's event) to be sent. Never throws; nothing without an address. */
export function reportError(error: unknown, details: ErrorDetails): void {
  try {
    if (!reporting.url) return;
    const noted = { error, ...details, route: location.pathname, at: Date.now() };
    // A chunk that failed to load is asked for again by the next error.
    last = import('./report-sender').then(
      (sender) => (sender.record(reporting, noted), sender),
      () => undefined,
    );
  } catch {
    // A reporter that fails must not break what it reports on.
  }
}

/** Tests: resolves once every report made so far is queued (or sent), to the sending half if one was made. */
export const errorReportsRecorded = (): Promise<Sender | undefined> => last;
