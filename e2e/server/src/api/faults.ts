/**
 * Fault injection for browser tests (test mode only). A fault matches an exact path after /api, or a prefix
 * written with a trailing `*`, optionally one method; the first match wins. Its effects, in order:
 * wait `delayMs`; `drop` destroys the socket (a network failure to the client); `nonJson` answers
 * `<html>oops</html>` as text/html (status default 500); `status` answers that status with `body` (default
 * `{ message }`). A fault with only `delayMs` delays the real answer. `dropAfter` runs the real call (its changes
 * stay) and then destroys the socket instead of answering: the answer is lost, not the request (index.ts does that
 * part). `times` limits how often it fires.
 */
import type { ServerResponse } from 'node:http';
import type { Fault, TestControls } from './context';
import { sendJson, sendRaw, sleep } from './http';

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

/** Returns true when the fault produced the answer (or the lack of one); false to go on with the real call. */
export async function applyFault(fault: Fault, res: ServerResponse): Promise<boolean> {
  if (fault.delayMs) await sleep(fault.delayMs);
  if (fault.dropAfter) return false;
  if (fault.drop) {
    res.socket?.destroy();
    return true;
  }
  if (fault.nonJson) {
    sendRaw(res, fault.status ?? 500, 'text/html; charset=utf-8', '<html>oops</html>');
    return true;
  }
  if (fault.status !== undefined) {
    sendJson(
      res,
      fault.status,
      fault.body !== undefined ? fault.body : { message: `Injected fault (${fault.status})` },
    );
    return true;
  }
  return false;
}
