import { useEffect } from 'react';
import { atom, i18n, store, type RemoteBuild } from '@panel/shared-core';
import { queryClient } from '@panel/shared-core/query';
import { applyDevOverrides, fetchRuntimeConfig, type RemoteName } from '../config/runtime-config';
import { moveRemote } from './remote-registry';
import { areaGenerationAtom } from './area-generations';
import { forgetRunning, runningBuilds } from './running-builds';
import { remoteNavKey } from './use-remote-nav';

/**
 * A tab can stay open for days while teams ship their remotes. The shell looks again at the runtime configuration and
 * at the manifests of the areas this tab has loaded; when one of them is another build, it offers to reload that area
 * (docs/deploying-a-remote.md, "How a version is recognised"). The area reloads in place: the page, the session and
 * the form drafts (kept in sessionStorage as the user types) stay.
 */

/** How often an open tab looks for new versions, besides when it regains focus. */
export const VERSION_CHECK_MS = 5 * 60_000;
/** Focus can come and go quickly: at most one look in this time. */
const MIN_GAP_MS = 5_000;

export interface AreaUpdate {
  name: RemoteName;
  manifestUrl: string;
  build: RemoteBuild;
}

/** A new build the user said "later" to is not offered again; a newer one is. */
const dismissed = new Map<RemoteName, string>();

/** The areas with a new version waiting, in the order they were found. */
export const areaUpdatesAtom = atom<AreaUpdate[]>([]);

const keyOf = (url: string, build: RemoteBuild) =>
  [url, build.version, build.buildId, build.buildTime].join('|');

const withoutArea = (name: RemoteName) => (updates: AreaUpdate[]) =>
  updates.filter((update) => update.name !== name);

function offer(update: AreaUpdate): void {
  store.set(areaUpdatesAtom, (updates) => [...withoutArea(update.name)(updates), update]);
}

/** Looks once at the configuration and at the running areas' manifests. Failures mean "nothing new": it looks again later. */
export async function checkForUpdates(): Promise<void> {
  const running = [...runningBuilds()] as [RemoteName, { url: string; build: RemoteBuild }][];
  if (running.length === 0) return;
  const { isCompatibleBuild, readManifest, sameBuild } = await import('./remote-builds');
  let remotes: Record<RemoteName, string>;
  try {
    let config = await fetchRuntimeConfig();
    if (process.env.NODE_ENV !== 'production') config = applyDevOverrides(config, '', window.sessionStorage);
    remotes = config.remotes;
  } catch {
    return;
  }
  await Promise.all(
    running.map(async ([name, current]) => {
      const url = remotes[name];
      let build: RemoteBuild;
      try {
        build = (await readManifest(url)).build;
      } catch {
        return;
      }
      // The area was reloaded while this look was under way (the user took the update offered by an earlier look):
      // what it read is compared with a build no longer running.
      if (runningBuilds().get(name) !== current) return;
      if (url === current.url && sameBuild(build, current.build)) {
        store.set(areaUpdatesAtom, withoutArea(name));
        return;
      }
      // A build this shell cannot run is not offered: the area keeps the version it has.
      if (!isCompatibleBuild(build) || dismissed.get(name) === keyOf(url, build)) return;
      offer({ name, manifestUrl: url, build });
    }),
  );
}

/** Reloads one area from its new deployment, without reloading the page. */
export function acceptUpdate(name: RemoteName): void {
  const update = store.get(areaUpdatesAtom).find((candidate) => candidate.name === name);
  if (!update) return;
  store.set(areaUpdatesAtom, withoutArea(name));
  forgetRunning(name);
  moveRemote(name, update.manifestUrl);
  // The new version brings its own menu and strings.
  void queryClient.invalidateQueries({ queryKey: remoteNavKey(name) }).then(() => {
    const nav = queryClient.getQueryData<{ namespace: string }>(remoteNavKey(name));
    if (nav) void i18n.reloadResources(undefined, [nav.namespace]);
  });
  store.set(areaGenerationAtom, (generations) => ({ ...generations, [name]: generations[name] + 1 }));
}

/** "Later": this build is not offered again in this tab. */
export function dismissUpdate(name: RemoteName): void {
  const update = store.get(areaUpdatesAtom).find((candidate) => candidate.name === name);
  if (update) dismissed.set(name, keyOf(update.manifestUrl, update.build));
  store.set(areaUpdatesAtom, withoutArea(name));
}

/** Forgets what this module learnt. For tests. */
export function resetVersionWatch(): void {
  forgetRunning();
  dismissed.clear();
  store.set(areaUpdatesAtom, []);
  store.set(areaGenerationAtom, { client: 0, manage: 0, users: 0 });
}

/**
 * Looks for new versions every few minutes and whenever the tab comes back to the front.
 * @example useVersionWatch(); // once, in the signed-in layout
 */
export function useVersionWatch(intervalMs: number = VERSION_CHECK_MS): void {
  useEffect(() => {
    let last = 0;
    let pending: Promise<void> | null = null;
    const look = () => {
      if (pending || Date.now() - last < MIN_GAP_MS) return;
      last = Date.now();
      pending = checkForUpdates().finally(() => {
        pending = null;
      });
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') look();
    };
    const timer = window.setInterval(look, intervalMs);
    window.addEventListener('focus', look);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', look);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [intervalMs]);
}
