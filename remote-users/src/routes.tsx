import { areaRoutes, type RouteObject } from '@panel/shared-core/router';
import { nav } from './nav';
import * as users from './features/users/routes';

/** Exposed as `./routes`: route objects relative to the area's mount point (docs/architecture.md). */
export const routes: RouteObject[] = areaRoutes(nav, [users.featureRoutes]);
