/*
 * Requests a signed-in cold load sends before the code that reads their answers has arrived: the menus and the area's
 * manifest are asked for from the first page's code (warm-start.ts), their readers are signed-in code fetched in the
 * meantime (remote-registry.ts, fetch-ahead.ts). Each answer is taken once: a retry asks again.
 */

const early = new Map<string, Promise<Response>>();

/** Sends `url` now, unless it is under way already. Never throws: a failure is the reader's to report. */
export function requestEarly(url: string, init: RequestInit): void {
  if (early.has(url)) return;
  const pending = Promise.resolve().then(() => fetch(url, init));
  pending.catch(() => undefined);
  early.set(url, pending);
}

/** The answer of the request of `url` sent early, once; undefined when none was sent (or it was taken). */
export function takeEarly(url: string): Promise<Response> | undefined {
  const pending = early.get(url);
  early.delete(url);
  return pending;
}
