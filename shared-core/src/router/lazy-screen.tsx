import { use, type ComponentType } from 'react';

/**
 * A lazily loaded screen whose failed download can be retried. React.lazy remembers a rejected import
 * forever, so after a chunk failed once a Retry would fail again without a page reload; this loader
 * forgets the failure and asks the bundler again on the next render.
 *
 * @example
 * const ApplicationsScreen = lazyScreen(() => import('./features/applications/applications-screen'));
 * export const routes = [{ path: 'applications', element: <ApplicationsScreen /> }];
 */
export function lazyScreen<P extends object>(factory: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  let Loaded: ComponentType<P> | null = null;
  let pending: Promise<unknown> | null = null;
  const load = () => {
    pending ??= factory().then(
      (mod) => {
        Loaded = mod.default;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  function LazyScreen(props: P) {
    if (!Loaded) use(load());
    const Component = Loaded as unknown as ComponentType<P>;
    return <Component {...props} />;
  }
  LazyScreen.preload = load;
  return LazyScreen;
}
