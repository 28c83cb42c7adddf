/**
 * The panel's one error-reporting seam (docs/error-reporting.md): every error boundary, failed data call, failed remote
 * or translation load and Content-Security-Policy violation calls `reportError`, and the errors go as JSON batches to
 * the runtime config's `errorReportUrl` (the reference server's receiver, or an operator's own). Nothing is sent when
 * no address is set. Written by hand, small, on the first page: it must work when everything else has failed.
 *
 * - What is sent: the message, the stack, the kind, the area (`shell` or a remote) and its build version, the page's
 *   path without query or hash (they may carry keys), the user's public id, when. Never the session's token, headers
 *   or request bodies.
 * - Batched: sent 2 s after the first error of a batch, at once when a batch is full, and when the page is left
 *   (fetch with `keepalive`).
 * - Limited: identical errors waiting to be sent are merged (`count`); at most CLIENT_ERROR_LIMITS.perPagePerMinute
 *   reports a minute leave a page, so a screen failing in a loop cannot flood the receiver.
 * - Never in the way: it never throws, and a report that cannot be sent is dropped, never reported.
 */
import { CLIENT_ERROR_LIMITS as LIMITS, type ClientError, type ClientErrorKind } from '@panel/contract';

/** What the shell tells the reporter: where to send, and how to name the user and each area's build. */
export interface ErrorReporting {
  url: string | null;
  /** Read when an error is recorded: the signed-in user's public id, the build version of each area that runs. */
  context?: () => { user?: string | null; versions?: Readonly<Record<string, string | null>> };
}

export interface ErrorDetails {
  kind: ClientErrorKind;
  /** `shell` or a remote's name; by default the area of the page's path (`/admin/client/...` is `client`). */
  area?: string;
}

/** How long the first error of a batch waits for others. */
export const FLUSH_DELAY_MS = 2000;
const MINUTE_MS = 60_000;
const AREAS = ['client', 'manage', 'users'];

let reporting: ErrorReporting = { url: null };
let queue: ClientError[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
/** When each report of the last minute was recorded (the per-page limit). */
let recorded: number[] = [];
let listening = false;

/** Points the reporter at an address (or none); the shell calls it once the runtime config is read. */
export function configureErrorReporting(next: ErrorReporting): void {
  reporting = next;
  if (!listening && typeof window !== 'undefined') {
    listening = true;
    window.addEventListener('pagehide', () => flushErrorReports());
  }
}

const cut = (text: string, max: number): string => (text.length > max ? text.slice(0, max) : text);

function messageOf(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/** The page's area: the remote whose path it is under (`/admin/<remote>/...`), else the shell. */
function areaOf(path: string): string {
  const first = path.replace(/^\/admin\/?/, '').split('/')[0] ?? '';
  return AREAS.includes(first) ? first : 'shell';
}

/** Records an error to be sent. Never throws; does nothing without an address. */
export function reportError(error: unknown, details: ErrorDetails): void {
  try {
    if (!reporting.url) return;
    const route = cut(window.location.pathname, LIMITS.route);
    const area = cut(details.area ?? areaOf(route), LIMITS.name);
    const message = cut(messageOf(error), LIMITS.message);
    const same = queue.find((e) => e.message === message && e.kind === details.kind && e.area === area);
    if (same) {
      same.count = Math.min(same.count + 1, 10_000);
      return;
    }
    const now = Date.now();
    recorded = recorded.filter((at) => at > now - MINUTE_MS);
    if (recorded.length >= LIMITS.perPagePerMinute) return;
    recorded.push(now);
    const context = reporting.context?.() ?? {};
    const stack = error instanceof Error && error.stack ? cut(error.stack, LIMITS.stack) : null;
    queue.push({
      message,
      stack,
      kind: details.kind,
      area,
      version: context.versions?.[area] ?? null,
      route,
      user: context.user ?? null,
      time: new Date(now).toISOString(),
      count: 1,
    });
    if (queue.length >= LIMITS.batch) flushErrorReports();
    else timer ??= setTimeout(flushErrorReports, FLUSH_DELAY_MS);
  } catch {
    // A reporter that fails must not break what it reports on.
  }
}

/** Sends what waits now (the page is being left, or a batch is full). */
export function flushErrorReports(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  if (!queue.length || !reporting.url) return;
  const errors = queue;
  queue = [];
  try {
    // keepalive: the request outlives the page it was sent from. No credentials: the session is never sent.
    void fetch(reporting.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ errors }),
      keepalive: true,
      credentials: 'omit',
    }).catch(() => undefined);
  } catch {
    // Dropped: never reported, or a failing receiver would feed itself.
  }
}

/** Tests: forgets the address, what waits and the limit's count. */
export function resetErrorReporting(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  queue = [];
  recorded = [];
  reporting = { url: null };
}
