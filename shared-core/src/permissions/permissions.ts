import type { PermissionName } from '@panel/contract';
import type { Access, User } from '../session/types';

/** A requirement of a route, a menu item or a button: a permission of the catalogue, admin only, or both. */
export interface AccessRule {
  permission?: PermissionName;
  adminOnly?: boolean;
}

/** True only if a user is loaded AND the permission is in the access list (docs/product.md, "Roles and permissions"). */
export function hasPermission(
  user: User | null | undefined,
  access: Access | null | undefined,
  name: PermissionName,
): boolean {
  return !!user && !!access && Array.isArray(access.permissions) && access.permissions.includes(name);
}

/** True only if a user is loaded and the access marks them as an administrator. */
export function isAdministrator(user: User | null | undefined, access: Access | null | undefined): boolean {
  return !!user && access?.isAdmin === true;
}

/** Every part of the rule must hold; an empty rule holds for anyone. */
export function checkRule(
  user: User | null | undefined,
  access: Access | null | undefined,
  rule: AccessRule,
): boolean {
  if (!user) return !rule.adminOnly && !rule.permission;
  return accessAllows(access, rule);
}

/**
 * The rule against an access list alone, with no user loaded yet (a stored session at start): a guess for
 * fetching ahead, never a decision on what to show.
 */
export function accessAllows(access: Access | null | undefined, rule: AccessRule): boolean {
  if (rule.adminOnly && access?.isAdmin !== true) return false;
  if (
    rule.permission &&
    !(Array.isArray(access?.permissions) && access.permissions.includes(rule.permission))
  )
    return false;
  return true;
}
