import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A lazily loaded screen whose failed download can be retried. React.lazy remembers a rejected import
 * forever, so after a chunk failed once a Retry would fail again without a page reload; this loader
 * replaces the failed lazy component with a fresh one, so the next render asks the bundler again.
 *
 * @example
 * const ApplicationsScreen = lazyScreen(() => import('./features/applications/applications-screen'));
 * export const routes = [{ path: 'applications', element: <ApplicationsScreen /> }];
 */
export function lazyScreen<P extends object>(
  factory: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  const load = (): Promise<{ default: ComponentType<P> }> =>
    factory().catch((error: unknown) => {
      current = lazy(load);
      throw error;
    });
  let current: LazyExoticComponent<ComponentType<P>> = lazy(load);
  function LazyScreen(props: P) {
    const Current = current as unknown as ComponentType<P>;
    return <Current {...props} />;
  }
  return LazyScreen;
}
