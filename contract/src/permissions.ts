/**
 * The permission catalogue (docs/product.md, "Roles and permissions"): every name a role may hold. `can()`, the route
 * and menu gates, the `nav.json` menus, the calls' access and the reference server all take names from here, so a
 * name that is not in it fails the type check (or, in a JSON menu, a test).
 */

/** What a company's roles grant: the client area. */
export const COMPANY_PERMISSIONS = [
  'application.view',
  'application.create',
  'application.update',
  'application.delete',
  'comment.manage',
  'pixel.manage',
  'team.manage',
  'user.manage',
  'company.update',
  'company.deposit',
  'domain.manage',
  'tariff.view',
  'statistics.view',
  'push.manage',
  'funnel.manage',
  'bot.manage',
  'notification.manage',
  'referral.view',
] as const;

/** What the administrators' roles grant: the manage and users areas (with `isAdmin`). */
export const MANAGE_PERMISSIONS = [
  'manage.companies',
  'manage.users',
  'manage.roles',
  'manage.applications',
  'manage.tariffs',
  'manage.domains',
  'manage.templates',
  'manage.referrals',
  'manage.statistics',
  'users.admin',
] as const;

export type CompanyPermission = (typeof COMPANY_PERMISSIONS)[number];
export type ManagePermission = (typeof MANAGE_PERMISSIONS)[number];
export type PermissionName = CompanyPermission | ManagePermission;

export const PERMISSION_NAMES = [...COMPANY_PERMISSIONS, ...MANAGE_PERMISSIONS] as const;

/** True for a name of the catalogue (a JSON menu, a role read from the wire). */
export const isPermissionName = (name: unknown): name is PermissionName =>
  typeof name === 'string' && (PERMISSION_NAMES as readonly string[]).includes(name);

/** The group a permission belongs to: the part before its first dot (`application.view` is in `application`). */
export const permissionGroup = (name: PermissionName): string => name.split('.')[0] ?? name;

/**
 * The permissions of a set that act on something the set cannot see: a `<group>.<action>` without its group's
 * `<group>.view` (when the catalogue has one), e.g. `application.update` without `application.view`, which would let
 * a member edit applications they cannot open. The role editor warns of them; they are not refused.
 *
 * @example
 * unseenPermissions(['application.update']); // [{ permission: 'application.update', needs: 'application.view' }]
 */
export function unseenPermissions(
  permissions: readonly string[],
): { permission: PermissionName; needs: PermissionName }[] {
  const held = new Set(permissions);
  const unseen: { permission: PermissionName; needs: PermissionName }[] = [];
  for (const permission of permissions) {
    if (!isPermissionName(permission) || permission.endsWith('.view')) continue;
    const needs = `${permissionGroup(permission)}.view`;
    if (isPermissionName(needs) && !held.has(needs)) unseen.push({ permission, needs });
  }
  return unseen;
}
