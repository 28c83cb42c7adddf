/** The router's basename: every in-app path of the panel lives under it (docs/product.md, "Addresses"). */
export const ROUTER_BASENAME = '/admin';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type Navigator = (to: string, options?: NavigateOptions) => void;

let navigator: Navigator | null = null;
let pending: { to: string; options?: NavigateOptions } | null = null;

/**
 * The shell registers its router's `navigate` here, so that a call made by any remote redirects the one router
 * (docs/product.md, "Errors"). A navigation asked for before a router exists (a 401 while the session is being restored at
 * start) is kept and replayed once one is registered; only the latest one matters.
 */
export function setNavigator(fn: Navigator | null): void {
  navigator = fn;
  if (fn && pending) {
    const { to, options } = pending;
    pending = null;
    fn(to, options);
  }
}

let forced = false;

/**
 * Navigates through the registered router; `to` is a path inside `/admin`. These navigations are the panel's own
 * (a 401 to /login, a failed network to /error, sign-out): an unsaved-changes guard lets them through, since the
 * form keeps a draft for when the user comes back.
 */
export function navigateTo(to: string, options?: NavigateOptions): void {
  if (!navigator) {
    pending = { to, options };
    return;
  }
  forced = true;
  try {
    navigator(to, options);
  } finally {
    forced = false;
  }
}

/** True while `navigateTo` is navigating: guards must not stop what the HTTP layer or the session decided. */
export function isForcedNavigation(): boolean {
  return forced;
}
