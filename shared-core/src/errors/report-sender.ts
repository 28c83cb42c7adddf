/**
 * The sending half of reportError (report-error.ts), loaded the first time an error is reported: the message, the queue,
 * the merging of identical errors, the per-page limit and the batches. Apart from the first page's code, which it would
 * make heavier for a case that most page loads never meet (docs/performance.md).
 */
import { CLIENT_ERROR_LIMITS as LIMITS, type ClientError, type ClientErrorKind } from '@panel/contract';
import { userAtom } from '../session/atoms';
import { store } from '../state/store';
import type { ErrorReporting } from './report-error';

/** What the first half notes at once, when the error happens (the page may have moved on when this loads). */
export interface Noted {
  error: unknown;
  kind: ClientErrorKind;
  area?: string;
  route: string;
  at: number;
}

/** How long the first error of a batch waits for others. */
export const FLUSH_DELAY_MS = 2000;
const MINUTE_MS = 60_000;
const AREAS = ['client', 'manage', 'users'];

let address: string | null = null;
let queue: ClientError[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
/** When each report of the last minute was recorded (the per-page limit). */
let recorded: number[] = [];
let listening = false;

const cut = (text: string, max: number): string => (text.length > max ? text.slice(0, max) : text);

function messageOf(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  // A Content-Security-Policy violation, reported by its event: what was refused, and by which directive.
  if (typeof SecurityPolicyViolationEvent !== 'undefined' && error instanceof SecurityPolicyViolationEvent)
    return `${error.effectiveDirective} refused ${error.blockedURI || 'inline'}`;
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

/** Queues one error for the address: merged with an identical one waiting, dropped past the limit. */
export function record(reporting: ErrorReporting, entry: Noted): void {
  if (!reporting.url) return;
  address = reporting.url;
  if (!listening) {
    listening = true;
    window.addEventListener('pagehide', flush);
  }
  const route = cut(entry.route, LIMITS.route);
  const area = cut(entry.area ?? areaOf(route), LIMITS.name);
  const message = cut(messageOf(entry.error), LIMITS.message);
  const same = queue.find((e) => e.message === message && e.kind === entry.kind && e.area === area);
  if (same) {
    same.count = Math.min(same.count + 1, 10_000);
    return;
  }
  recorded = recorded.filter((at) => at > entry.at - MINUTE_MS);
  if (recorded.length >= LIMITS.perPagePerMinute) return;
  recorded.push(entry.at);
  queue.push({
    message,
    stack: entry.error instanceof Error && entry.error.stack ? cut(entry.error.stack, LIMITS.stack) : null,
    kind: entry.kind,
    area,
    version: cut(reporting.version?.(area) ?? '', LIMITS.name) || null,
    route,
    // Read once this half has loaded, a moment after the error: the user the page is signed in as then.
    user: store.get(userAtom)?.public_id ?? null,
    time: new Date(entry.at).toISOString(),
    count: 1,
  });
  if (queue.length >= LIMITS.batch) flush();
  else timer ??= setTimeout(flush, FLUSH_DELAY_MS);
}

/** Sends what waits now (the page is being left, or a batch is full). */
export function flush(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  if (!queue.length || !address) return;
  const errors = queue;
  queue = [];
  try {
    // keepalive: the request outlives the page it was sent from. No credentials: the session is never sent.
    void fetch(address, {
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

/** Tests: forgets what waits and the limit's count. */
export function reset(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  queue = [];
  recorded = [];
  address = null;
}
