import type { PermissionName } from '@panel/contract';
import { useCallback } from 'react';
import { accessAtom, userAtom } from '../session/atoms';
import { useAtomValue } from '../state/store';
import { checkRule, hasPermission, isAdministrator, type AccessRule } from './permissions';

/**
 * Whether the current user has a permission.
 *
 * @example
 * const canCreate = usePermission('application.create');
 */
export function usePermission(name: PermissionName): boolean {
  return hasPermission(useAtomValue(userAtom), useAtomValue(accessAtom), name);
}

/**
 * Whether the current user is an administrator.
 *
 * @example
 * const isAdmin = useIsAdmin();
 */
export function useIsAdmin(): boolean {
  return isAdministrator(useAtomValue(userAtom), useAtomValue(accessAtom));
}

/**
 * A checker for rules, for lists of things each with their own rule (menu items, route handles, actions).
 *
 * @example
 * const can = useCan();
 * const visible = items.filter((item) => can(item));
 */
export function useCan(): (rule: AccessRule) => boolean {
  const user = useAtomValue(userAtom);
  const access = useAtomValue(accessAtom);
  return useCallback((rule: AccessRule) => checkRule(user, access, rule), [user, access]);
}
