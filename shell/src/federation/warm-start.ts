import { storedAccess } from '@panel/shared-core';
import { DefaultLayout, HomeRedirect, RemoteArea } from '../app/signed-in';
import {
  allRemotes,
  getRemote,
  homeAreas,
  MANIFEST_REQUEST,
  NAV_REQUEST,
  navUrl,
  remoteForPath,
} from './remote-definitions';
import { requestEarly } from './early-requests';

/**
 * A cold load of a signed-in page used to go one step after another: the user, then the layout's code, then the
 * menus, then the area's code, then its translations. With a stored session, what the page will most likely need
 * is requested here at once, beside the user's own call. It fetches, and tells the layout that a screen is on its way
 * (first-screen.ts): what is shown, and whether the area may be entered, is still decided with the loaded user
 * (guards.tsx, remote-area.tsx).
 *
 * The screen of a menu item that opens a listing gets its first calls started here too (`prefetchListing`): the
 * listing's settings and, on the menu's plain link, its rows, under the keys the screen reads.
 *
 * On `/`, the screen the home page will redirect to is warmed the same way, once the menus say which it is.
 *
 * @param pathname the path under /admin (`/client/applications`)
 * @param search the URL's query (`?page=2`): only the default view's rows are asked for ahead
 * @param i18nReady translations can be asked for once the i18next instance has started
 * @returns settles once the code of the page's first render (the layout, the area or the home page) is there and the
 *   signed-in part of the warm start (`warmPage`) has run
 */
export function warmStart(pathname: string, search: string, i18nReady: Promise<unknown>): Promise<void> {
  const access = storedAccess();
  if (!access) return Promise.resolve();
  // The home page only redirects, to a screen the menus name: that screen is warmed as soon as they say which,
  // instead of after the layout and the redirect have rendered.
  const area = remoteForPath(pathname);
  const firstCode = [
    DefaultLayout.preload(),
    pathname === '/' ? HomeRedirect.preload() : area ? RemoteArea.preload() : Promise.resolve(),
  ];
  // The menus, and the area's manifest, are only JSON: asked for now, read by signed-in code fetched meanwhile. No
  // code of an area is fetched before its menu and the stored access let the user in (warm-area.ts), and no manifest
  // of an area a user of this kind never opens (a company's user at an administrators' address).
  for (const def of allRemotes()) requestEarly(navUrl(def), NAV_REQUEST);
  // On `/`, the first area the home page looks in is where it leads, unless the menus there open nothing.
  const areas = homeAreas(access.isAdmin === true);
  const likely = pathname === '/' ? areas[0] : area;
  if (likely && areas.includes(likely)) requestEarly(getRemote(likely).manifestUrl, MANIFEST_REQUEST);
  // What decides the rest is signed-in work only: its code is not on the login page. The first render waits for it
  // too (a small file, asked for with the layout's): it tells the layout whether a screen is on its way.
  const warm = import('./warm-area').then(({ warmPage }) => warmPage(pathname, search, access, i18nReady));
  // A preload settles whether the code came or not: a failure is the render's to show (the layout's Retry).
  return Promise.all([...firstCode, warm.catch(() => undefined)]).then(() => undefined);
}
