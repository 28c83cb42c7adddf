import { accessAllows, currentLanguage, i18n, type Access } from '@panel/shared-core';
import { preloadScreens } from '@panel/shared-core/router';
import { REMOTE_NAMES } from '../config/runtime-config';
import { RemoteArea } from '../app/signed-in';
import { getRemote, remoteForPath } from './remote-registry';
import { fetchRemoteNavAhead, loadRoutesAhead } from './fetch-ahead';
import { expectFirstScreen, leadsToAreaScreen } from '../app/first-screen';
import { canEnter, firstScreen, gateRoutes, homeAreas, listingItemAt, type AccessRule } from './route-gate';

/* The part of the warm start (warm-start.ts) that needs the stored access: fetched beside the layout's code. */

const quietly = (promise: Promise<unknown>) => void promise.catch(() => undefined);

/** Asks for every area's menu, and warms the page at `pathname`: on `/`, the screen the home page will redirect to. */
export function warmPage(
  pathname: string,
  search: string,
  access: Access,
  i18nReady: Promise<unknown>,
): void {
  for (const name of REMOTE_NAMES) quietly(fetchRemoteNavAhead(name));
  // The page's screen is drawn before the layout's menus and controls, which it used to wait for (first-screen.ts).
  if (leadsToAreaScreen(pathname)) expectFirstScreen();
  if (pathname === '/') quietly(warmHome(access, i18nReady));
  else warmArea(pathname, search, access, i18nReady);
}

/** Where `/` will lead (home-redirect.tsx), from the menus and the stored access, warmed like a page opened there. */
async function warmHome(access: Access, i18nReady: Promise<unknown>): Promise<void> {
  // Whichever area it is, its manifest is read by this code (warm-start.ts asked for the likely one already).
  quietly(import('./remote-builds'));
  const can = (rule: AccessRule) => accessAllows(access, rule);
  for (const name of homeAreas(access.isAdmin === true)) {
    const to = firstScreen(await fetchRemoteNavAhead(name), can);
    if (to !== null) {
      warmArea(`${getRemote(name).mount}${to}`, '', access, i18nReady);
      return;
    }
  }
}

function warmArea(pathname: string, search: string, access: Access, i18nReady: Promise<unknown>): void {
  const area = remoteForPath(pathname);
  if (!area) return;
  quietly(RemoteArea.preload());
  // A listing's calls only need the light entry of the listing: they start before the views' code has arrived.
  const listingData = import('@panel/shared-core/listing-data');
  quietly(listingData);
  // The light entry of a record's calls, which an area's routes read for their forms' `prefetch`: asked for now, the
  // routes do not wait for it once they have arrived.
  quietly(import('@panel/shared-core/record-data'));
  // The shell's manifest reader, so that the area's manifest is read the moment the menu lets the user in.
  quietly(import('./remote-builds'));
  const path = pathname.slice(getRemote(area).mount.length).replace(/\/+$/, '') || '/';
  quietly(
    fetchRemoteNavAhead(area).then(async (nav) => {
      // The stored access is a guess, but a good one: no code is fetched for an area the user was not allowed into.
      const can = (rule: AccessRule) => accessAllows(access, rule);
      if (!canEnter(nav, path, can)) return;
      // The screen's own code (and its first calls, `prefetch`) is fetched as soon as the routes say which it is, while
      // the layout still renders; not for a screen the stored access does not open.
      quietly(
        loadRoutesAhead(area).then((module) => preloadScreens(gateRoutes(module.routes, can, null), path)),
      );
      const item = listingItemAt(nav, path);
      // A menu item's listing: its views' entry too (remote-area.tsx asks for the same one).
      if (item) quietly(import('@panel/shared-core/listing'));
      await i18nReady;
      const translations = i18n.loadNamespaces([nav.namespace, 'listing']);
      if (item) {
        const { prefetchListing } = await listingData;
        await prefetchListing({ ...item.listing, language: currentLanguage(), search });
      }
      await translations;
    }),
  );
}
