import { lazyScreen, navRoutes, type RouteObject } from '@panel/shared-core/router';
import type { NavListingScreenProps } from '@panel/shared-core/listing';
import { nav } from './nav';

// The listing entry of shared-core is loaded with the first screen, not with the routes.
const NavListingScreen = lazyScreen<NavListingScreenProps>(() =>
  import('@panel/shared-core/listing').then((listing) => ({ default: listing.NavListingScreen })),
);

/** Exposed as `./routes`: route objects relative to the area's mount point (docs/architecture.md). */
export const routes: RouteObject[] = navRoutes(nav.items, (item) => (
  <NavListingScreen item={item} namespace={nav.namespace} />
));
