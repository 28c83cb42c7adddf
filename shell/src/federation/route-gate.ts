import type { NavItem, RemoteNav, RouteHandle } from '@panel/shared-core';

export interface AccessRule {
  permission?: string;
  adminOnly?: boolean;
}

export type CanFn = (rule: AccessRule) => boolean;

/**
 * The menu item that owns `path` (relative to the area's mount point): the longest `to` that is the
 * path itself or a parent of it.
 */
export function navItemFor(nav: RemoteNav, path: string): NavItem | null {
  let best: NavItem | null = null;
  for (const item of nav.items) {
    const to = item.to.replace(/\/+$/, '') || '/';
    const owns = to === '/' ? true : path === to || path.startsWith(`${to}/`);
    if (owns && (!best || to.length > best.to.length)) best = item;
  }
  return best;
}

/**
 * Decides, before any of the remote's code is fetched, whether the user may open `path` of an area:
 * the area's own rule first, then the rule of the menu item that owns the path.
 */
export function canEnter(nav: RemoteNav, path: string, can: CanFn): boolean {
  if (!can(nav.area ?? {})) return false;
  const item = navItemFor(nav, path);
  return item ? can(item) : true;
}

/** The menu items a user may see. */
export function visibleItems(nav: RemoteNav, can: CanFn): NavItem[] {
  if (!can(nav.area ?? {})) return [];
  return nav.items.filter((item) => can(item));
}

/** Once the code is loaded, a route's own handle may narrow access further. */
export function canOpenRoute(handle: RouteHandle | undefined, can: CanFn): boolean {
  return !handle || can(handle);
}
