/**
 * Fault injection for browser tests (test mode only). A fault matches an exact path after /api, or a prefix
 * written with a trailing `*`, optionally one method; the first match wins. Its effects, in order:
 * wait `delayMs`; `drop` destroys the socket (a network failure to the client); `nonJson` answers
 * `<html>oops</html>` as text/html (status default 500); `contentType` answers `body` (a string) as is with that
 * Content-Type (status default 200: a stored file that is really a script, say); `status` answers that status with
 * `body` (default `{ message }`). A fault with only `delayMs` delays the real answer. `dropAfter` runs the real call (its changes
 * stay) and then destroys the socket instead of answering: the answer is lost, not the request (index.ts does that
 * part). `times` limits how often it fires.
 */
import type { Fault, TestControls } from './context';
import { jsonResponse, sleep } from './http';

export function matchFault(controls: TestControls, method: string, path: string): Fault | undefined {
  const fault = controls.faults.find((f) => {
    if (f.method && f.method.toUpperCase() !== method) return false;
    return f.path.endsWith('*') ? path.startsWith(f.path.slice(0, -1)) : path === f.path;
  });
  if (!fault) return undefined;
  if (fault.times !== undefined) {
    fault.times -= 1;
    if (fault.times <= 0) controls.faults = controls.faults.filter((f) => f !== fault);
  }
  return fault;
}

/**
 * What the fault makes of the request: `'drop'` (destroy the socket), an answer of its own, or null to go on
 * with the real call.
 */
export async function applyFault(fault: Fault): Promise<Response | 'drop' | null> {
  if (fault.delayMs) await sleep(fault.delayMs);
  if (fault.dropAfter) return null;
  if (fault.drop) return 'drop';
  if (fault.nonJson) {
    return new Response('<html>oops</html>', {
      status: fault.status ?? 500,
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    });
  }
  if (fault.contentType !== undefined) {
    return new Response(typeof fault.body === 'string' ? fault.body : '', {
      status: fault.status ?? 200,
      headers: { 'Content-Type': fault.contentType },
    });
  }
  if (fault.status !== undefined) {
    return jsonResponse(
      fault.status,
      fault.body !== undefined ? fault.body : { message: `Injected fault (${fault.status})` },
    );
  }
  return null;
}
