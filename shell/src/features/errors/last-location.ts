/**
 * The last ordinary page the user was on. The HTTP layer sends a failed call to /error with `replace`, so
 * the failing page is gone from history; the 500 screen's Retry goes back to it from here.
 */
let last: string | null = null;

const NOT_A_PAGE = /^\/(error|not-found|not-allowed|login|registration|invite)(\/|$)/;

export function rememberLocation(path: string): void {
  const pathname = path.split(/[?#]/)[0] ?? '';
  if (!NOT_A_PAGE.test(pathname)) last = path;
}

export function lastLocation(): string | null {
  return last;
}

export function forgetLocation(): void {
  last = null;
}
