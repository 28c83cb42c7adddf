import { useSyncExternalStore } from 'react';

/**
 * What the shell knows of the remotes it runs, handed to the screens of any remote (the administrators' health
 * screen) without them importing the shell. Only the shell provides it: it owns the runtime configuration and
 * reads the manifests (docs/deploying-a-remote.md, "How a version is recognised").
 */

/** What a remote's `mf-manifest.json` says about the build it describes. */
export interface RemoteBuild {
  /** The remote package's version (`metaData.buildInfo.buildVersion`). */
  version: string | null;
  /** The build's own id: another id is another deployment, even under the same version. */
  buildId: string | null;
  /** ISO time of the build. */
  buildTime: string | null;
  /** The version of `@panel/shared-core` the remote was built with (its `shared` entry). */
  sharedCore: string | null;
}

export interface RemoteHealth {
  name: string;
  manifestUrl: string;
  /** The manifest answered with a readable manifest. */
  reachable: boolean;
  /** How long the manifest took, in ms (also when it failed). */
  ms: number;
  build: RemoteBuild | null;
  /** Whether the shell can run it: false when it was built against another major of shared-core. */
  compatible: boolean | null;
  /** Why it is not reachable (`HTTP 404`, `network error`, ...). */
  problem: string | null;
  checkedAt: number;
}

export interface RemoteDirectory {
  /** The remotes of the runtime configuration, in menu order. */
  names: readonly string[];
  manifestUrl: (name: string) => string;
  /** The version of shared-core the shell provides. */
  coreVersion: string;
  /** Reads the remote's manifest now (never from a cache) and says what it found. */
  check: (name: string) => Promise<RemoteHealth>;
}

let directory: RemoteDirectory | null = null;
const listeners = new Set<() => void>();

/** Called once by the shell, after it has read its runtime configuration. */
export function provideRemoteDirectory(next: RemoteDirectory | null): void {
  directory = next;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The shell's directory of remotes, or null when none is provided (a remote run alone by its team).
 * @example const remotes = useRemoteDirectory(); const health = await remotes?.check('client');
 */
export function useRemoteDirectory(): RemoteDirectory | null {
  return useSyncExternalStore(
    subscribe,
    () => directory,
    () => directory,
  );
}
