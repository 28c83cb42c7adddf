import type { RemoteNav } from '@panel/shared-core';
import type { RemoteName } from '../config/runtime-config';
import {
  getRemote,
  loadRemoteModule,
  loadRemoteNav,
  type LoadOptions,
  type RemoteRoutesModule,
} from './remote-registry';
import { takeEarly } from './early-requests';

/*
 * Calls started before the screen that needs them renders (warm-start.ts). Each is handed over once: a later
 * retry fetches again instead of getting the same failure back.
 */

/** Menu metadata fetched ahead of its first use (see warm-start.ts), taken once by useRemoteNav. */
const navAhead = new Map<RemoteName, Promise<RemoteNav>>();

/** The call under way for `name`, or `start()`'s, kept until it is taken. */
function startOnce<T>(
  calls: Map<RemoteName, Promise<T>>,
  name: RemoteName,
  start: () => Promise<T>,
): Promise<T> {
  let pending = calls.get(name);
  if (!pending) {
    pending = start();
    // A failure is reported to whoever takes it; until then it is no unhandled rejection.
    pending.catch(() => undefined);
    calls.set(name, pending);
  }
  return pending;
}

/** Starts fetching a remote's nav.json now; the first `takeRemoteNav` of that remote gets this call. */
export function fetchRemoteNavAhead(name: RemoteName): Promise<RemoteNav> {
  return startOnce(navAhead, name, () => loadRemoteNav(name));
}

/** The nav.json call started ahead, once (a retry fetches again), or a new call. */
export function takeRemoteNav(name: RemoteName): Promise<RemoteNav> {
  const pending = navAhead.get(name);
  navAhead.delete(name);
  return pending ?? loadRemoteNav(name);
}

/** The routes of an area requested ahead (see warm-start.ts), taken once by the area. */
const routesAhead = new Map<RemoteName, Promise<RemoteRoutesModule>>();

/**
 * Reads the remote's manifest before any of its code: a build made for another major of shared-core is refused here,
 * in its area only. What was read is handed to the federation runtime, so the manifest is still fetched once, and the
 * scripts it names are downloaded while the main thread is still busy elsewhere. A manifest that cannot be read now
 * is left to the runtime's own load, which retries and reports it.
 */
async function loadCheckedRoutes(name: RemoteName, options: LoadOptions = {}): Promise<RemoteRoutesModule> {
  // Signed-in work only: the first page does not carry the manifest reader.
  const builds = await import('./remote-builds');
  builds.registerManifestReader();
  const url = getRemote(name).manifestUrl;
  // Asked for by the warm start, before this code had arrived (early-requests.ts).
  const ahead = takeEarly(url);
  try {
    const read = await builds.readManifest(url, ahead && (() => ahead));
    if (!builds.isCompatibleBuild(read.build)) throw new builds.IncompatibleRemoteError(name, read.build);
    builds.handOverManifest(url, read.text);
    builds.preloadScripts(read.scripts);
  } catch (error) {
    if (error instanceof builds.IncompatibleRemoteError) throw error;
  }
  try {
    const routes = await loadRemoteModule<RemoteRoutesModule>(name, 'routes', options);
    builds.markRunning(name, url);
    return routes;
  } finally {
    // Unused when the runtime had the manifest already: a later load must read it again.
    builds.dropHandOver(url);
  }
}

/** Starts loading an area's routes now, once; the area's first render takes this load (`loadAreaRoutes`). */
export function loadRoutesAhead(name: RemoteName): Promise<RemoteRoutesModule> {
  return startOnce(routesAhead, name, () => loadCheckedRoutes(name));
}

/** An area's routes: the load started ahead if there is one and this is not a retry, else a new load. */
export function loadAreaRoutes(name: RemoteName, options: LoadOptions = {}): Promise<RemoteRoutesModule> {
  const pending = routesAhead.get(name);
  routesAhead.delete(name);
  if (pending && !options.fresh) return pending;
  return loadCheckedRoutes(name, options);
}
