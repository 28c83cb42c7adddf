import { isValidElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes, type Params, type RouteObject } from 'react-router-dom';

/**
 * A screen's module: its component, and optionally what the screen will ask for as soon as it is known to be shown
 * (`preloadScreens`, from the route's params): its first calls, started then instead of after its first render, and
 * the translations it reads, returned so that the screen is not shown before them (a screen that suspended on them
 * would be revealed by React up to 300 ms later).
 */
export interface ScreenModule<P extends object> {
  default: ComponentType<P>;
  prefetch?: (params: Params) => Promise<unknown> | void;
}

/** What a route knows of its screen before the screen's code is there. */
export interface LazyScreenOptions {
  /**
   * Started beside the screen's code, not after it: calls that need none of the screen's modules, only a light entry
   * (`/record-data`, `/listing-data`) and the texts. On a cold load the record's answer is then there before the
   * screen's code is, and the form draws with it at once instead of a skeleton first. Returns what the screen must not
   * be shown before (its texts), like the module's `prefetch`.
   */
  prefetch?: (params: Params) => Promise<unknown> | void;
}

/**
 * A screen made by `lazyScreen`: `preload()` starts fetching its code before it first renders; with the route's
 * params, the module's `prefetch` too, and the promise waits for it.
 */
export type LazyScreen<P extends object> = ComponentType<P> & {
  preload: (params?: Params) => Promise<void>;
};

/**
 * A lazily loaded screen whose failed download can be retried. React.lazy remembers a rejected import
 * forever, so after a chunk failed once a Retry would fail again without a page reload; this loader
 * replaces the failed lazy component with a fresh one, so the next render asks the bundler again.
 * The download is started once, by `preload()` or by the first render, whichever comes first; once it is there, the
 * screen renders without suspending.
 *
 * @example
 * const ApplicationsScreen = lazyScreen(() => import('./features/applications/applications-screen'));
 * // A form whose record is asked for while its code downloads:
 * const DomainFormScreen = lazyScreen(() => import('./domain-form-screen'), { prefetch: prefetchDomainForm });
 * export const routes = [{ path: 'applications', element: <ApplicationsScreen /> }];
 */
export function lazyScreen<P extends object>(
  factory: () => Promise<ScreenModule<P>>,
  options: LazyScreenOptions = {},
): LazyScreen<P> {
  let pending: Promise<ScreenModule<P>> | null = null;
  let loaded: ComponentType<P> | null = null;
  const load = (): Promise<ScreenModule<P>> =>
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
  // A failed preload or prefetch is not reported here: the render that needs the screen asks again and shows it.
  LazyScreen.preload = (params?: Params) =>
    Promise.all([
      load().then((module) => (params ? module.prefetch?.(params) : undefined)),
      params ? options.prefetch?.(params) : undefined,
    ]).then(
      () => undefined,
      () => undefined,
    );
  return LazyScreen;
}

function preloadOf(element: unknown): LazyScreen<object>['preload'] | null {
  if (!isValidElement(element)) return null;
  const preload = (element.type as { preload?: unknown }).preload;
  return typeof preload === 'function' ? (preload as LazyScreen<object>['preload']) : null;
}

/**
 * Starts fetching the code of the lazy screens (`lazyScreen`) that `pathname` will render in `routes`, so that it
 * arrives while the page around them is still rendering instead of after it, and runs each module's `prefetch` with
 * the path's params; resolves once all of it is there (or failed).
 *
 * @example
 * // The shell, as soon as an area's routes are loaded:
 * preloadScreens(module.routes, '/applications');
 */
export function preloadScreens(routes: RouteObject[], pathname: string): Promise<void> {
  const loads = (matchRoutes(routes, pathname) ?? []).flatMap(({ route, params }) => {
    const preload = preloadOf(route.element);
    return preload ? [preload(params)] : [];
  });
  return Promise.all(loads).then(() => undefined);
}
