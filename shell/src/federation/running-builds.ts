import type { RemoteBuild } from '@panel/shared-core';

/**
 * The build each area of this tab runs: set once its code has loaded (remote-builds.ts), read by the version watch.
 * A module of its own, so that neither needs the other's code to know it.
 */
const running = new Map<string, { url: string; build: RemoteBuild }>();

export function setRunning(name: string, url: string, build: RemoteBuild): void {
  running.set(name, { url, build });
}

export function runningBuilds(): ReadonlyMap<string, { url: string; build: RemoteBuild }> {
  return running;
}

export function forgetRunning(name?: string): void {
  if (name === undefined) running.clear();
  else running.delete(name);
}
