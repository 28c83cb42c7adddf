/**
 * The contract between the shell and the remotes (docs/architecture.md). A remote's route objects carry a
 * `RouteHandle`; its menu is a `RemoteNav`. Both are read by the shell, never rendered by the remote.
 */

import type { PermissionName } from '@panel/contract';
import type { ListingEndpoints, ListingScope } from './listing-types';

/** What the shell and the permission gates need to know about a route of a remote. */
export interface RouteHandle {
  /** Translation key of the page title, in the remote's namespace (e.g. `client:applications.title`). */
  titleKey: string;
  permission?: PermissionName;
  adminOnly?: boolean;
  /**
   * The area loads this screen's code (none of its calls) once a page that links to it is shown and the browser is
   * idle (shell/src/federation/use-link-preload.ts): for a light screen users most likely open next, such as the
   * record a listing's rows lead to, with its index route (the first tab), never its other children. Its code counts
   * in the weight of every page that links to it or to one of its tabs (docs/performance.md, "Fourteenth pass"), so
   * never for a form's screen (react-hook-form and zod).
   */
  preloadWhenIdle?: boolean;
}

/** One entry of a remote's menu. `to` is relative to the remote's mount point. */
export interface NavItem {
  to: string;
  labelKey: string;
  /** A name from the UI kit's icon set. */
  icon?: string;
  permission?: PermissionName;
  adminOnly?: boolean;
  /** Translation key (in the remote's namespace) of the menu group the item belongs to. */
  groupKey?: string;
  /**
   * One lower-case Latin letter: `g` then this letter opens the screen (the shell's shortcuts, listed on the `?`
   * sheet). Unique within the area; where two areas a user sees share one, the current area's wins.
   */
  shortcut?: string;
}

/** A menu item that opens one server-driven listing (docs/listings.md): the remote's routes render it. */
export interface ListingNavItem extends NavItem {
  /** `endpoints`: the listing is read from an older API's own calls (see `ListingEndpoints`). */
  listing: { name: string; scope: ListingScope; endpoints?: ListingEndpoints };
  /**
   * The command palette finds this listing's records by name or id, through the listing's own search; a record opens
   * at the link of the listing's first link column.
   */
  records?: boolean;
}

/**
 * Something a user does rather than a place (`New application`), offered by the command palette. `to` is relative
 * to the remote's mount point, like a menu item's, and may carry a query (`/balance?deposit=1`).
 */
export interface NavAction {
  to: string;
  labelKey: string;
  icon?: string;
  permission?: PermissionName;
  adminOnly?: boolean;
  /** Other words that find it, in the remote's namespace (a translated, space-separated list). */
  keywordsKey?: string;
}

/** The menu of one remote. `area` gates the whole area before its items are considered. */
export interface RemoteNav {
  /** The i18n namespace of the labels. */
  namespace: string;
  area: { adminOnly?: boolean; permission?: PermissionName };
  items: NavItem[];
  /** What the command palette offers to do in this area. */
  actions?: NavAction[];
}

/** The menu of a remote whose items each open a listing (`nav.json`). */
export interface ListingRemoteNav extends RemoteNav {
  items: ListingNavItem[];
}

/** The menu of a remote whose items open a listing or a screen of the remote's own (a dashboard, a profile). */
export interface AreaRemoteNav extends RemoteNav {
  items: (ListingNavItem | NavItem)[];
}

/** True for a menu item that opens a listing. */
export function isListingItem(item: NavItem): item is ListingNavItem {
  const listing = (item as Partial<ListingNavItem>).listing;
  return !!listing && typeof listing.name === 'string';
}
