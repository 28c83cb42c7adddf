type UnauthorizedHandler = () => void;
let handler: UnauthorizedHandler | null = null;
// Set by the first 401 and kept until the next sign-in, so that a burst of 401s (every query of a screen
// failing at once when a token expires) signs out once and does not pile up redirects.
let latch = false;

/** The session registers what a 401 does (sign out and go to /login); kept here to avoid an import cycle. */
export function setUnauthorizedHandler(next: UnauthorizedHandler | null): void {
  handler = next;
}

export function unauthorizedHandler(): UnauthorizedHandler | null {
  return handler;
}

/** Called on every sign-in: the next 401 is news again. */
export function resetUnauthorizedLatch(): void {
  latch = false;
}

/** True for the first 401 of a session; false while its sign-out is already under way. */
export function claimUnauthorized(): boolean {
  if (latch) return false;
  latch = true;
  return true;
}

/** While a sign-out is under way the user is headed to /login; other failures must not send them elsewhere. */
export function isSigningOut(): boolean {
  return latch;
}
