import { isListingItem, type ListingNavItem, type RouteHandle } from '@panel/shared-core';
import { lazyScreen, type RouteObject } from '@panel/shared-core/router';
import type { NavListingScreenProps } from '@panel/shared-core/listing';
import { nav } from './nav';

// The listing entry of shared-core is loaded with the first screen, not with the routes.
const NavListingScreen = lazyScreen<NavListingScreenProps>(() =>
  import('@panel/shared-core/listing').then((listing) => ({ default: listing.NavListingScreen })),
);
// Each screen is a chunk of its own, fetched when first opened.
const UserRecordScreen = lazyScreen(() => import('./features/users/user-record-screen'));
const UserFormScreen = lazyScreen(() => import('./features/users/user-form-screen'));

const itemAt = (to: string): ListingNavItem => {
  const item = nav.items.find((candidate) => candidate.to === to);
  if (!item || !isListingItem(item)) throw new Error(`nav.json has no listing item ${to}`);
  return item;
};

const allUsers = itemAt('/');
const handle = (titleKey: string): RouteHandle => ({
  titleKey,
  permission: allUsers.permission,
  adminOnly: true,
});

/**
 * Exposed as `./routes`: route objects relative to the area's mount point (docs/architecture.md). The all-users
 * listing (its menu item, read through `/admin/users/list`; its name column links to `/users/{id}`), a user's record
 * screen and the user's form.
 */
export const routes: RouteObject[] = [
  {
    handle: handle(allUsers.labelKey),
    children: [
      { index: true, element: <NavListingScreen item={allUsers} namespace={nav.namespace} /> },
      { path: ':id/edit', element: <UserFormScreen />, handle: handle('form.title') },
      { path: ':id', element: <UserRecordScreen />, handle: handle('record.title') },
    ],
  },
];
