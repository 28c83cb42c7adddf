import { accessAllows, i18n, storedAccess } from '@panel/shared-core';
import { loadFullTheme } from '@panel/shared-core/ui';
import { REMOTE_NAMES } from '../config/runtime-config';
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
 * @param pathname the path under /admin (`/client/applications`)
 * @param i18nReady translations can be asked for once i18next has started
 */
export function warmStart(pathname: string, i18nReady: Promise<unknown>): void {
  const access = storedAccess();
  if (!access) return;
  quietly(import('../features/layout/default-layout'));
  quietly(loadFullTheme());
  for (const name of REMOTE_NAMES) quietly(fetchRemoteNavAhead(name));
  const area = remoteForPath(pathname);
  if (!area) return;
  quietly(import('./remote-area'));
  // An area's first screen is nearly always a listing (remote-area.tsx fetches the same entry).
  quietly(import('@panel/shared-core/listing'));
  const path = pathname.slice(getRemote(area).mount.length) || '/';
  quietly(
    fetchRemoteNavAhead(area).then(async (nav) => {
      // The stored access is a guess, but a good one: no code is fetched for an area the user was not allowed into.
      if (!canEnter(nav, path, (rule) => accessAllows(access, rule))) return;
      loadRoutesAhead(area);
      await i18nReady;
      await i18n.loadNamespaces([nav.namespace, 'listing']);
    }),
  );
}
