import { lazyScreen, navRoutes, type RouteObject } from '@panel/shared-core/router';
import { nav } from './nav';

const ListingPage = lazyScreen(() => import('./features/listings/listing-page'));

/** Exposed as `./routes`: route objects relative to the area's mount point (design.md section 2). */
export const routes: RouteObject[] = navRoutes(nav.items, (item) => <ListingPage item={item} />);
