import { isValidElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

/** A screen made by `lazyScreen`: `preload()` starts fetching its code before it first renders. */
export type LazyScreen<P extends object> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * A lazily loaded screen whose failed download can be retried. React.lazy remembers a rejected import
 * forever, so after a chunk failed once a Retry would fail again without a page reload; this loader
 * replaces the failed lazy component with a fresh one, so the next render asks the bundler again.
 * The download is started once, by `preload()` or by the first render, whichever comes first; once it is there, the
 * screen renders without suspending.
 *
 * @example
 * const ApplicationsScreen = lazyScreen(() => import('./features/applications/applications-screen'));
 * export const routes = [{ path: 'applications', element: <ApplicationsScreen /> }];
 */
export function lazyScreen<P extends object>(
  factory: () => Promise<{ default: ComponentType<P> }>,
): LazyScreen<P> {
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  let loaded: ComponentType<P> | null = null;
  const load = (): Promise<{ default: ComponentType<P> }> =>
    (pending ??= factory().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = null;
        current = lazy(load);
        throw error;
      },
    ));
  let current: LazyExoticComponent<ComponentType<P>> = lazy(load);
  function LazyScreen(props: P) {
    // Code already there (preloaded) renders at once: suspending on it would still wait for React's next reveal of
    // the boundary, which it holds back up to 300 ms after the last fallback. `loaded` is set before the lazy
    // component's promise settles, so an instance never switches from one to the other after it was shown.
    const Screen = loaded ?? (current as unknown as ComponentType<P>);
    return <Screen {...props} />;
  }
  // A failed preload is not reported here: the render that needs the screen tries again and shows the failure.
  LazyScreen.preload = () =>
    load().then(
      () => undefined,
      () => undefined,
    );
  return LazyScreen;
}

function preloadOf(element: unknown): (() => Promise<void>) | null {
  if (!isValidElement(element)) return null;
  const preload = (element.type as { preload?: unknown }).preload;
  return typeof preload === 'function' ? (preload as () => Promise<void>) : null;
}

/**
 * Starts fetching the code of the lazy screens (`lazyScreen`) that `pathname` will render in `routes`, so that it
 * arrives while the page around them is still rendering instead of after it.
 *
 * @example
 * // The shell, as soon as an area's routes are loaded:
 * preloadScreens(module.routes, '/applications');
 */
export function preloadScreens(routes: RouteObject[], pathname: string): Promise<void> {
  const loads = (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => {
    const preload = preloadOf(route.element);
    return preload ? [preload()] : [];
  });
  return Promise.all(loads).then(() => undefined);
}
