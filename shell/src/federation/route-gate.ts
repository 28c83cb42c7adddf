import type { ReactNode } from 'react';
import {
  isListingItem,
  type AccessRule,
  type ListingNavItem,
  type NavItem,
  type RemoteNav,
  type RouteHandle,
} from '@panel/shared-core';
import type { RouteObject } from '@panel/shared-core/router';

export type { AccessRule } from '@panel/shared-core';

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

/**
 * The menu item whose own screen `path` is, when that screen is its listing: the listing's code and first calls are
 * asked for ahead only then (remote-area.tsx, warm-area.ts), not for a form or a record of the same area.
 */
export function listingItemAt(nav: RemoteNav, path: string): ListingNavItem | undefined {
  const at = path.replace(/\/+$/, '') || '/';
  return nav.items.filter(isListingItem).find((item) => (item.to.replace(/\/+$/, '') || '/') === at);
}

/** The menu items a user may see. */
export function visibleItems(nav: RemoteNav, can: CanFn): NavItem[] {
  if (!can(nav.area ?? {})) return [];
  return nav.items.filter((item) => can(item));
}

/** The path in its area of the first menu item the user may see (`''` for the area's own root), or null. */
export function firstScreen(nav: RemoteNav, can: CanFn): string | null {
  const first = visibleItems(nav, can)[0];
  if (!first) return null;
  return first.to === '/' ? '' : first.to;
}

/** Once the code is loaded, a route's own handle may narrow access further. */
export function canOpenRoute(handle: RouteHandle | undefined, can: CanFn): boolean {
  return !handle || can(handle);
}

/**
 * `routes` with the element of every route the user may not open replaced by `closed`: a redirect in the area
 * (remote-area.tsx), nothing ahead of it (warm-area.ts), so that neither the code nor the calls of a screen the user
 * may not open are asked for.
 */
export function gateRoutes(routes: RouteObject[], can: CanFn, closed: ReactNode): RouteObject[] {
  return routes.map(
    (route) =>
      ({
        ...route,
        element:
          route.element !== undefined && !canOpenRoute(route.handle as RouteHandle | undefined, can)
            ? closed
            : route.element,
        children: route.children ? gateRoutes(route.children, can, closed) : undefined,
      }) as RouteObject,
  );
}

export { homeAreas } from './remote-definitions';
