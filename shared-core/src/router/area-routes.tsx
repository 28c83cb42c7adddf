import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { NavListingScreenProps } from '@panel/shared-core/listing';
import {
  isListingItem,
  type AreaRemoteNav,
  type ListingNavItem,
  type NavItem,
  type RouteHandle,
} from '@panel/shared-core';
import { lazyScreen } from './lazy-screen';

// The listing entry is fetched with the first screen that draws a listing, never with an area's routes.
const NavListingScreen = lazyScreen<NavListingScreenProps>(() =>
  import('@panel/shared-core/listing').then((listing) => ({ default: listing.NavListingScreen })),
);

/** What a feature's routes may ask of its area's menu (nav.json). */
export interface AreaRouteKit {
  /** The menu item at `to`; throws when nav.json has no such item. */
  item: (to: string) => NavItem;
  /** The menu item at `to`, which must open a listing. */
  listingItem: (to: string) => ListingNavItem;
  /** The screen of the listing a menu item opens (the item's own listing, with nothing more around it). */
  listing: (to: string) => ReactNode;
}

/**
 * What `src/features/<feature>/routes.tsx` exports as `featureRoutes`: its routes, relative to the area's mount point.
 * A route at a menu item's path takes its title, permission and admin-only rule from that item; a route below it
 * names only its title, and a permission only where it needs more than the item (`application.create`).
 */
export type FeatureRoutes = (area: AreaRouteKit) => RouteObject[];

type Rule = Pick<RouteHandle, 'permission' | 'adminOnly'>;

const pathOf = (to: string) => to.replace(/^\/+|\/+$/g, '');
const join = (parent: string, path: string | undefined) => [parent, path ?? ''].filter(Boolean).join('/');

/** The rule of a menu item as the shell applies it: the item's own, else the area's. */
function ruleOf(nav: AreaRemoteNav, item: NavItem | undefined): Rule {
  return {
    permission: item?.permission ?? nav.area.permission,
    adminOnly: item?.adminOnly ?? nav.area.adminOnly,
  };
}

/** The menu item that owns `path` (relative, without slashes): the longest `to` that is the path or a parent of it. */
function ownerOf(nav: AreaRemoteNav, path: string): NavItem | undefined {
  let best: NavItem | undefined;
  for (const item of nav.items) {
    const to = pathOf(item.to);
    const owns = to === '' || path === to || path.startsWith(`${to}/`);
    if (owns && (!best || to.length > pathOf(best.to).length)) best = item;
  }
  return best;
}

/**
 * Gives every route its handle from the menu: the route that opens a menu item's path gets the item's title and rule;
 * a route below it with a handle of its own keeps its title and gets the item's rule unless it names a narrower one.
 */
function fromMenu(
  nav: AreaRemoteNav,
  routes: RouteObject[],
  parent: string,
  opened: Set<string>,
): RouteObject[] {
  return routes.map((route) => {
    const path = route.index ? parent : join(parent, route.path);
    const item = nav.items.find((candidate) => pathOf(candidate.to) === path);
    // The outermost route at the item's path opens it (a pathless or index route only at the area's root).
    const outermost = route.path !== undefined ? !route.index : parent === '';
    const opens = !!item && outermost && !opened.has(path);
    let handle = route.handle as RouteHandle | undefined;
    if (opens && item) {
      opened.add(path);
      handle = { ...handle, titleKey: item.labelKey, ...ruleOf(nav, item) };
    } else if (handle) {
      handle = { ...ruleOf(nav, ownerOf(nav, path)), ...stripUndefined(handle) };
    }
    const children = route.children ? fromMenu(nav, route.children, path, opened) : undefined;
    return { ...route, ...(handle ? { handle } : {}), ...(children ? { children } : {}) } as RouteObject;
  });
}

const stripUndefined = (handle: RouteHandle): RouteHandle =>
  Object.fromEntries(Object.entries(handle).filter(([, value]) => value !== undefined)) as RouteHandle;

/**
 * Builds an area's routes (what its remote exposes as `./routes`) from its menu and its features. Each feature folder
 * declares its own routes (`FeatureRoutes`); a menu item no feature declares opens its listing. The permission of a
 * route comes from the menu item it belongs to, so the menu, the shell's gate and the route cannot disagree.
 *
 * @example
 * export const routes = areaRoutes(nav, [applications.featureRoutes, tariffs.featureRoutes]);
 */
export function areaRoutes(nav: AreaRemoteNav, features: FeatureRoutes[]): RouteObject[] {
  const item = (to: string) => {
    const found = nav.items.find((candidate) => candidate.to === to);
    if (!found) throw new Error(`nav.json has no item ${to}`);
    return found;
  };
  const listingItem = (to: string) => {
    const found = item(to);
    if (!isListingItem(found)) throw new Error(`nav.json item ${to} opens no listing`);
    return found;
  };
  const kit: AreaRouteKit = {
    item,
    listingItem,
    listing: (to) => <NavListingScreen item={listingItem(to)} namespace={nav.namespace} />,
  };
  const opened = new Set<string>();
  const declared = fromMenu(
    nav,
    features.flatMap((feature) => feature(kit)),
    '',
    opened,
  );
  const listings = nav.items
    .filter((candidate) => !opened.has(pathOf(candidate.to)))
    .map((candidate): RouteObject => {
      if (!isListingItem(candidate)) throw new Error(`No feature declares the screen of ${candidate.to}`);
      const path = pathOf(candidate.to);
      const element = kit.listing(candidate.to);
      const handle = { titleKey: candidate.labelKey, ...ruleOf(nav, candidate) };
      return path ? { path, element, handle } : { index: true, element, handle };
    });
  return [...listings, ...declared];
}
