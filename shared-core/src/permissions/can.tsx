import type { PermissionName } from '@panel/contract';
import type { ReactNode } from 'react';
import { useCan } from './hooks';

export interface CanProps {
  permission?: PermissionName;
  adminOnly?: boolean;
  /** Rendered instead of the children when the rule does not hold; nothing by default. */
  fallback?: ReactNode;
  children?: ReactNode;
}

/**
 * Renders its children only when the current user satisfies the rule.
 *
 * @example
 * <Can permission="application.delete" fallback={<span>—</span>}><DeleteButton /></Can>
 */
export function Can({ permission, adminOnly, fallback = null, children }: CanProps) {
  const can = useCan();
  return <>{can({ permission, adminOnly }) ? children : fallback}</>;
}
