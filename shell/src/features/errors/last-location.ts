/**
 * The last ordinary page the user was on: the 500 screen's Retry goes back to it from here when the history does not
 * hold it (the error page opened by itself, or reached after the failing page was replaced).
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
