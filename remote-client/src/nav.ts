import type { RemoteNav, NavItem } from '@panel/shared-core';
import navJson from './nav.json';

/** A menu item of this remote that opens one server-driven listing. */
export interface ListingNavItem extends NavItem {
  listing: { name: string; scope: 'common' | 'client' };
}

/**
 * The menu of this remote. The build copies nav.json next to the manifest, so the shell draws and
 * gates the menu without downloading any of this remote's code.
 */
export const nav = navJson as RemoteNav & { items: ListingNavItem[] };
