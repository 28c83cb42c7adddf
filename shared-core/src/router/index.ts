/**
 * The router API of the panel. react-router reaches the shell and every remote only through this entry
 * (a federated singleton), so there is one router context and the first page carries only the parts
 * the panel uses: a shared key of its own would ship the whole package, unshaken.
 *
 * @example
 * import { Link, useNavigate } from '@panel/shared-core/router';
 */
export {
  createBrowserRouter,
  createMemoryRouter,
  RouterProvider,
  MemoryRouter,
  Routes,
  Route,
  Outlet,
  Link,
  NavLink,
  Navigate,
  useNavigate,
  useLocation,
  useParams,
  useSearchParams,
  useMatches,
  useRoutes,
  useHref,
  useInRouterContext,
  useNavigation,
  useRouteError,
  useOutletContext,
  useBlocker,
  matchRoutes,
  matchPath,
  generatePath,
  createSearchParams,
  isRouteErrorResponse,
  ScrollRestoration,
} from 'react-router';
export { lazyScreen } from './lazy-screen';
export { navRoutes, type NavRouteItem } from './nav-routes';
export type {
  RouteObject,
  NavigateFunction,
  Location,
  To,
  Params,
  SetURLSearchParams,
  URLSearchParamsInit,
  UIMatch,
} from 'react-router';
