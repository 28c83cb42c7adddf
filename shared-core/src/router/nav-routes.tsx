import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';

/** The part of a remote's menu item that a route needs (see RemoteNav in the core entry). */
export interface NavRouteItem {
  to: string;
  labelKey: string;
  permission?: string;
  adminOnly?: boolean;
}

/**
 * Builds a remote's routes from its menu metadata, so that a screen is added in one place (nav.json)
 * and its route, menu entry and gate cannot disagree. Paths are relative to the area's mount point. The remotes of
 * this repository build their routes with `areaRoutes`; this stays in the federated router entry because a remote
 * built before it still calls it from the shell's copy.
 *
 * @example
 * export const routes = navRoutes(nav.items, (item) => <ListingPage item={item} />);
 */
export function navRoutes<T extends NavRouteItem>(
  items: readonly T[],
  render: (item: T) => ReactNode,
): RouteObject[] {
  return items.map((item) => {
    const handle = { titleKey: item.labelKey, permission: item.permission, adminOnly: item.adminOnly };
    const path = item.to.replace(/^\/+/, '');
    return path ? { path, element: render(item), handle } : { index: true, element: render(item), handle };
  });
}
