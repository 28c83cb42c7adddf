import { isPermissionName } from '@panel/contract';
import type { NavItem, RemoteNav, RouteHandle } from '@panel/shared-core';
import type { RouteObject } from '@panel/shared-core/router';

const pathOf = (to: string) => to.replace(/^\/+|\/+$/g, '');

interface Placed {
  path: string;
  route: RouteObject;
  /** The route is the outermost one at its path (not an index or pathless child of a route at the same path). */
  opens: boolean;
}

/** The menu item a path belongs to, as the shell's gate finds it: the longest `to` that is the path or a parent. */
function ownerOf(nav: RemoteNav, path: string): NavItem | undefined {
  let best: NavItem | undefined;
  for (const item of nav.items) {
    const to = pathOf(item.to);
    const owns = to === '' || path === to || path.startsWith(`${to}/`);
    if (owns && (!best || to.length > pathOf(best.to).length)) best = item;
  }
  return best;
}

function place(routes: RouteObject[], parent = '', depth = 0): Placed[] {
  return routes.flatMap((route) => {
    const path = route.index ? parent : [parent, route.path ?? ''].filter(Boolean).join('/');
    const opens = route.path !== undefined ? !route.index : depth === 0;
    return [{ path, route, opens }, ...place(route.children ?? [], path, depth + 1)];
  });
}

/**
 * Where an area's menu (nav.json) and its routes disagree, one sentence each: a menu item with no route, or whose
 * route asks for another permission or admin-only rule than the menu item (the shell shows the item by one and opens
 * the screen by the other), or a route below an admin-only item that no longer asks for an administrator.
 */
export function menuRouteDisagreements(nav: RemoteNav, routes: RouteObject[]): string[] {
  const placed = place(routes);
  const problems: string[] = [];
  const ruleOf = (item: NavItem) => ({
    permission: item.permission ?? nav.area.permission,
    adminOnly: !!(item.adminOnly ?? nav.area.adminOnly),
  });
  for (const item of nav.items) {
    const at = placed.find((entry) => entry.opens && entry.path === pathOf(item.to));
    if (!at) {
      problems.push(`${item.to}: no route`);
      continue;
    }
    const handle = at.route.handle as RouteHandle | undefined;
    const rule = ruleOf(item);
    if (handle?.permission !== rule.permission)
      problems.push(`${item.to}: the menu asks for ${rule.permission}, the route for ${handle?.permission}`);
    if (!!handle?.adminOnly !== rule.adminOnly)
      problems.push(
        `${item.to}: admin-only is ${rule.adminOnly} in the menu, ${!!handle?.adminOnly} on the route`,
      );
  }
  for (const { path, route } of placed) {
    const own = route.handle as RouteHandle | undefined;
    const owner = ownerOf(nav, path);
    if (own && owner && ruleOf(owner).adminOnly && !own.adminOnly)
      problems.push(`${path || '/'}: below the admin-only ${owner.to} but not admin-only`);
  }
  return problems;
}

/**
 * The permission names a menu asks for that the contract's catalogue (@panel/contract) lacks, one sentence each: the
 * area's, an item's or an action's. A remote's nav.json is JSON, which the type check does not see, so its test asks
 * this instead: a typo in a menu would hide the item from everyone.
 */
export function unknownNavPermissions(nav: RemoteNav): string[] {
  const asked = [
    { where: 'the area', permission: nav.area.permission },
    ...nav.items.map((item) => ({ where: `the item ${item.to}`, permission: item.permission })),
    ...(nav.actions ?? []).map((action) => ({
      where: `the action ${action.to}`,
      permission: action.permission,
    })),
  ];
  return asked
    .filter(({ permission }) => permission !== undefined && !isPermissionName(permission))
    .map(
      ({ where, permission }) =>
        `${where} asks for "${String(permission)}", which is not a permission of the catalogue`,
    );
}

/**
 * What is wrong with the `g` shortcuts of an area's menu (nav.json `shortcut`), one sentence each: a letter that is
 * not one lower-case Latin letter (the shell would leave it out), or one that two items of the area claim.
 */
export function navShortcutProblems(nav: RemoteNav): string[] {
  const problems: string[] = [];
  const owners = new Map<string, string>();
  for (const item of nav.items) {
    const letter = item.shortcut;
    if (letter === undefined) continue;
    if (!/^[a-z]$/.test(letter)) problems.push(`${item.to}: the shortcut "${letter}" is not one letter a-z`);
    const owner = owners.get(letter);
    if (owner) problems.push(`${item.to}: the shortcut "${letter}" is already ${owner}'s`);
    else owners.set(letter, item.to);
  }
  return problems;
}
