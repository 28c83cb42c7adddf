import {
  accessAllows,
  currentLanguage,
  i18n,
  isListingItem,
  storedAccess,
  type ListingNavItem,
  type RemoteNav,
} from '@panel/shared-core';
import { preloadScreens } from '@panel/shared-core/router';
import { REMOTE_NAMES } from '../config/runtime-config';
import { DefaultLayout, RemoteArea } from '../app/signed-in';
import { getRemote, remoteForPath } from './remote-registry';
import { fetchRemoteNavAhead, loadRoutesAhead } from './fetch-ahead';
import { canEnter } from './route-gate';

const quietly = (promise: Promise<unknown>) => void promise.catch(() => undefined);

/**
 * A cold load of a signed-in page used to go one step after another: the user, then the layout's code, then the
 * menus, then the area's code, then its translations. With a stored session, what the page will most likely need
 * is requested here at once, beside the user's own call. It only fetches: what is shown, and whether the area may
 * be entered, is still decided with the loaded user (guards.tsx, remote-area.tsx).
 *
 * The screen of a menu item that opens a listing gets its first calls started here too (`prefetchListing`): the
 * listing's settings and, on the menu's plain link, its rows, under the keys the screen reads.
 *
 * @param pathname the path under /admin (`/client/applications`)
 * @param search the URL's query (`?page=2`): only the default view's rows are asked for ahead
 * @param i18nReady translations can be asked for once the i18next instance has started
 */
export function warmStart(pathname: string, search: string, i18nReady: Promise<unknown>): void {
  const access = storedAccess();
  if (!access) return;
  quietly(DefaultLayout.preload());
  for (const name of REMOTE_NAMES) quietly(fetchRemoteNavAhead(name));
  const area = remoteForPath(pathname);
  if (!area) return;
  quietly(RemoteArea.preload());
  // An area's first screen is nearly always a listing (remote-area.tsx fetches the same entry).
  quietly(import('@panel/shared-core/listing'));
  // Its calls only need the light entry of the listing: they start before the views' code has arrived.
  const listingData = import('@panel/shared-core/listing-data');
  quietly(listingData);
  // The shell's manifest reader, so that the area's manifest is read the moment the menu lets the user in.
  quietly(import('./remote-builds'));
  const path = pathname.slice(getRemote(area).mount.length).replace(/\/+$/, '') || '/';
  quietly(
    fetchRemoteNavAhead(area).then(async (nav) => {
      // The stored access is a guess, but a good one: no code is fetched for an area the user was not allowed into.
      if (!canEnter(nav, path, (rule) => accessAllows(access, rule))) return;
      // The screen's own code is fetched as soon as the routes say which it is, while the layout still renders.
      quietly(loadRoutesAhead(area).then((module) => preloadScreens(module.routes, path)));
      await i18nReady;
      const translations = i18n.loadNamespaces([nav.namespace, 'listing']);
      const item = listingItemAt(nav, path);
      if (item) {
        const { prefetchListing } = await listingData;
        await prefetchListing({ ...item.listing, language: currentLanguage(), search });
      }
      await translations;
    }),
  );
}

/** The menu item whose own screen `path` is, when that screen is its listing. */
function listingItemAt(nav: RemoteNav, path: string): ListingNavItem | undefined {
  return nav.items.filter(isListingItem).find((item) => (item.to.replace(/\/+$/, '') || '/') === path);
}
