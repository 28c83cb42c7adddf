import { useDeferredValue, type ReactNode } from 'react';

export interface DeferredProps {
  children: ReactNode;
  /** Drawn in the first render instead (none by default). */
  fallback?: ReactNode;
}

/**
 * Draws its children in a render of their own, right after the one that mounted it: for what the first screen of a
 * form does not need (a live preview, a section below the fold). What is above shows and answers without waiting for
 * them, and the two renders are two tasks, not one long one. In tests, `act` runs both.
 *
 * @example
 * <Deferred><SettingsFields /></Deferred>
 */
export function Deferred({ children, fallback = null }: DeferredProps) {
  const shown = useDeferredValue(true, false);
  return <>{shown ? children : fallback}</>;
}
