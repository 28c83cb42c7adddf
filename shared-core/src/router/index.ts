/**
 * The router API of the panel. react-router-dom reaches the shell and every remote only through this entry
 * (a federated singleton), so there is one router context and the first page carries only the parts
 * the panel uses: a shared key of its own would ship the whole package, unshaken. The panel uses the
 * declarative router (ProgressRouter, a BrowserRouter that reports a pending navigation, + useRoutes): the data
 * router's machinery weighs 18 KB gzip more on the first page and none of its loaders or actions are used.
 *
 * @example
 * import { Link, useNavigate } from '@panel/shared-core/router';
 */
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Outlet,
  Link,
  NavLink,
  Navigate,
  useNavigate,
  useNavigationType,
  useLocation,
  useParams,
  useSearchParams,
  useRoutes,
  useHref,
  useInRouterContext,
  useOutletContext,
  matchRoutes,
  matchPath,
  generatePath,
  createSearchParams,
} from 'react-router-dom';
export { lazyScreen, preloadScreens, type LazyScreen, type LazyScreenOptions } from './lazy-screen';
export { useNavigationGuard } from './navigation-guard';
export { ProgressRouter, useNavigationPending, type ProgressRouterProps } from './progress-router';
export { areaRoutes, type AreaRouteKit, type FeatureRoutes } from './area-routes';
export type {
  RouteObject,
  NavigateFunction,
  Location,
  To,
  Params,
  SetURLSearchParams,
  URLSearchParamsInit,
  NavigationType,
} from 'react-router-dom';
