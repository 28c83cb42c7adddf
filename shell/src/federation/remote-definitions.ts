import { registerRemotes } from '@module-federation/enhanced/runtime';
import { provideRemoteDirectory } from '@panel/shared-core';
import { REMOTE_NAMES, type RemoteName, type RuntimeConfig } from '../config/runtime-config';
import corePackage from '@panel/shared-core/package.json';

/*
 * What the first page needs of the remotes: where they are, registered with the federation runtime. Loading their
 * code and menus is signed-in work (remote-registry.ts), which the login page does not download.
 */

/** One remote as the shell knows it. */
export interface RemoteDefinition {
  name: RemoteName;
  /** The federation container's name, as built by the remote (`panel_client`...). */
  container: string;
  /** Where the area is mounted in the shell's router. */
  mount: string;
  manifestUrl: string;
  baseUrl: string;
}

/** Where each remote is mounted (docs/product.md, "Addresses"). */
export const REMOTE_MOUNTS: Record<RemoteName, string> = {
  client: '/client',
  manage: '/manage',
  users: '/users',
};

let definitions: Record<RemoteName, RemoteDefinition> | null = null;

export function remoteBaseUrl(manifestUrl: string): string {
  return new URL('.', manifestUrl).toString();
}

export function defineRemotes(config: Pick<RuntimeConfig, 'remotes'>): Record<RemoteName, RemoteDefinition> {
  const result = {} as Record<RemoteName, RemoteDefinition>;
  for (const name of REMOTE_NAMES) {
    const manifestUrl = config.remotes[name];
    result[name] = {
      name,
      container: `panel_${name}`,
      mount: REMOTE_MOUNTS[name],
      manifestUrl,
      baseUrl: remoteBaseUrl(manifestUrl),
    };
  }
  return result;
}

/** Registers every remote of the runtime configuration with the federation runtime (no code is fetched). */
export function registerAll(config: Pick<RuntimeConfig, 'remotes'>): void {
  definitions = defineRemotes(config);
  registerRemotes(Object.values(definitions).map((d) => ({ name: d.container, entry: d.manifestUrl })));
  // The administrators' health screen (a remote's screen) reads the remotes through shared-core. Reading manifests
  // is signed-in work: its code is fetched with the first check, not with the first page.
  provideRemoteDirectory({
    names: REMOTE_NAMES,
    manifestUrl: (name) => getRemote(name as RemoteName).manifestUrl,
    coreVersion: corePackage.version,
    check: async (name) =>
      (await import('./remote-builds')).checkRemoteHealth(name, getRemote(name as RemoteName).manifestUrl),
  });
}

/** How a manifest is fetched: past every cache, since a deployment replaces it under the same URL. */
export const MANIFEST_REQUEST: RequestInit = { cache: 'no-cache', headers: { Accept: 'application/json' } };

/** A remote's menu: beside its manifest, replaced with it. */
export const NAV_REQUEST: RequestInit = { cache: 'no-cache' };

export function navUrl(def: RemoteDefinition): string {
  return new URL('nav.json', def.baseUrl).toString();
}

/** Whether `url` is the manifest of a registered remote (what the manifest reader of remote-builds.ts watches). */
export function isRemoteManifest(url: string): boolean {
  return Object.values(definitions ?? {}).some((d) => d.manifestUrl === url);
}

/** Points one remote's definition at another manifest (remote-registry.ts `moveRemote` re-registers it). */
export function setManifestUrl(name: RemoteName, manifestUrl: string): void {
  const def = getRemote(name);
  definitions = { ...definitions!, [name]: { ...def, manifestUrl, baseUrl: remoteBaseUrl(manifestUrl) } };
}

export function getRemote(name: RemoteName): RemoteDefinition {
  if (!definitions) throw new Error('Remotes are not registered yet');
  return definitions[name];
}

export function allRemotes(): RemoteDefinition[] {
  return definitions ? Object.values(definitions) : [];
}

/**
 * The areas in which `/` looks for the user's first screen, in order (docs/product.md, "Addresses"): also the areas
 * the warm start guesses a user of that kind may open, before the menus say.
 */
export function homeAreas(isAdmin: boolean): RemoteName[] {
  return isAdmin ? ['manage', 'users', 'client'] : ['client'];
}

/** The remote whose mount point contains `pathname` (relative to /admin), if any. */
export function remoteForPath(pathname: string): RemoteName | null {
  for (const name of REMOTE_NAMES) {
    const mount = REMOTE_MOUNTS[name];
    if (pathname === mount || pathname.startsWith(`${mount}/`)) return name;
  }
  return null;
}
