import { registerPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { configureErrorReporting, type RemoteBuild, type RemoteHealth } from '@panel/shared-core';
import corePackage from '@panel/shared-core/package.json';
import { isRemoteManifest, MANIFEST_REQUEST } from './remote-definitions';
import { runningBuilds, setRunning } from './running-builds';

/**
 * What the shell learns from the remotes' manifests (docs/deploying-a-remote.md, "How a version is recognised"):
 * which build of each remote a tab runs, whether the shell can run a build at all, and how a remote is doing.
 */

/** The version of shared-core this shell provides to every remote. */
export const CORE_VERSION: string = corePackage.version;

const CORE_KEY = '@panel/shared-core';

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** Reads the build out of a manifest; what is missing is null (an older remote may lack the build stamp). */
export function parseRemoteBuild(manifest: unknown): RemoteBuild {
  const raw = (manifest ?? {}) as {
    metaData?: { buildInfo?: Record<string, unknown> };
    shared?: { name?: unknown; version?: unknown; requiredVersion?: unknown }[];
  };
  const info = raw.metaData?.buildInfo ?? {};
  const core = Array.isArray(raw.shared) ? raw.shared.find((entry) => entry?.name === CORE_KEY) : undefined;
  return {
    version: text(info.buildVersion),
    buildId: text(info.buildId),
    buildTime: text(info.buildTime),
    sharedCore: text(core?.version) ?? text(core?.requiredVersion),
  };
}

const majorOf = (version: string): string | null => /^[\^~>=\s]*v?(\d+)\./.exec(version)?.[1] ?? null;

/** A remote built against another major of shared-core cannot run in this shell (its contract changed). */
export function isCompatibleBuild(build: RemoteBuild, coreVersion: string = CORE_VERSION): boolean {
  if (!build.sharedCore) return true;
  return majorOf(build.sharedCore) === majorOf(coreVersion);
}

/** Two reads of a manifest describe the same deployment. */
export function sameBuild(a: RemoteBuild, b: RemoteBuild): boolean {
  return a.version === b.version && a.buildId === b.buildId && a.buildTime === b.buildTime;
}

/** A remote whose build needs another major of shared-core: refused in its area, never loaded. */
export class IncompatibleRemoteError extends Error {
  constructor(
    readonly remote: string,
    readonly build: RemoteBuild,
  ) {
    super(
      `${remote} was built with @panel/shared-core ${build.sharedCore}; this shell provides ${CORE_VERSION}`,
    );
    this.name = 'IncompatibleRemoteError';
  }
}

export interface ManifestRead {
  url: string;
  text: string;
  build: RemoteBuild;
  /** The scripts the area runs first: the remote's entry and the chunks of its `./routes`. */
  scripts: string[];
  ms: number;
}

export class ManifestReadError extends Error {
  constructor(
    message: string,
    readonly ms: number,
  ) {
    super(message);
    this.name = 'ManifestReadError';
  }
}

/** Fetches a manifest past every cache and reads its build; throws ManifestReadError with what went wrong. */
export async function readManifest(url: string, fetchImpl: typeof fetch = fetch): Promise<ManifestRead> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let response: Response;
  try {
    response = await fetchImpl(url, MANIFEST_REQUEST);
  } catch {
    throw new ManifestReadError('network error', elapsed());
  }
  if (response.status !== 200) throw new ManifestReadError(`HTTP ${response.status}`, elapsed());
  const body = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new ManifestReadError('not a manifest', elapsed());
  }
  if (!json || typeof json !== 'object' || !('metaData' in json)) {
    throw new ManifestReadError('not a manifest', elapsed());
  }
  return { url, text: body, build: parseRemoteBuild(json), scripts: firstScripts(url, json), ms: elapsed() };
}

/**
 * The remote's entry and the files of its `./routes` module, as absolute URLs: the manifest names them, relative to
 * its `publicPath` (`auto`: the manifest's own folder). Nothing when the manifest does not say.
 */
export function firstScripts(manifestUrl: string, manifest: unknown): string[] {
  const raw = (manifest ?? {}) as {
    metaData?: { publicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
    exposes?: { name?: unknown; assets?: { js?: { sync?: unknown } } }[];
  };
  try {
    const publicPath = text(raw.metaData?.publicPath);
    const base = new URL(publicPath && publicPath !== 'auto' ? publicPath : '.', manifestUrl);
    const entry = raw.metaData?.remoteEntry;
    const scripts: string[] = [];
    const entryName = text(entry?.name);
    if (entryName) {
      const folder = (text(entry?.path) ?? '').replace(/^\/+|\/+$/g, '');
      scripts.push(new URL(folder ? `${folder}/${entryName}` : entryName, base).href);
    }
    const routes = Array.isArray(raw.exposes)
      ? raw.exposes.find((expose) => expose?.name === 'routes' || expose?.name === './routes')
      : undefined;
    const files = routes?.assets?.js?.sync;
    if (Array.isArray(files)) {
      for (const file of files) if (text(file)) scripts.push(new URL(file as string, base).href);
    }
    return scripts;
  } catch {
    // A publicPath that is no URL: the runtime will say so when it loads the remote.
    return [];
  }
}

const hinted = new Set<string>();

/**
 * Tells the browser to download scripts now (`<link rel="preload" as="script">`), once per URL. The federation
 * runtime asks for the same URLs as classic scripts a moment later, when the main thread gets to it, and finds them
 * downloaded (and compiled off the main thread) instead of starting the download then.
 */
export function preloadScripts(urls: readonly string[]): void {
  if (typeof document === 'undefined') return;
  for (const url of urls) {
    if (hinted.has(url)) continue;
    hinted.add(url);
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'script');
    link.href = url;
    document.head.appendChild(link);
  }
}

/** What the health screen shows for one remote. */
export async function checkRemoteHealth(
  name: string,
  url: string,
  fetchImpl: typeof fetch = fetch,
): Promise<RemoteHealth> {
  const checkedAt = Date.now();
  try {
    const read = await readManifest(url, fetchImpl);
    return {
      name,
      manifestUrl: url,
      reachable: true,
      ms: read.ms,
      build: read.build,
      compatible: isCompatibleBuild(read.build),
      problem: null,
      checkedAt,
    };
  } catch (error) {
    const failure = error instanceof ManifestReadError ? error : new ManifestReadError(String(error), 0);
    return {
      name,
      manifestUrl: url,
      reachable: false,
      ms: failure.ms,
      build: null,
      compatible: null,
      problem: failure.message,
      checkedAt,
    };
  }
}

/*
 * The federation runtime fetches each manifest itself. Before an area loads, the shell reads the manifest first (to
 * refuse an incompatible build before any of its code runs) and hands what it read to the runtime, so the manifest
 * is still fetched once. Every manifest the runtime reads is remembered: it is the build the tab runs.
 */
const handedOver = new Map<string, string>();
const lastRead = new Map<string, RemoteBuild>();

/** The runtime's next fetch of `url` gets this body instead of a new request. */
export function handOverManifest(url: string, body: string): void {
  handedOver.set(url, body);
}

export function dropHandOver(url: string): void {
  handedOver.delete(url);
}

/** Records what the runtime read at `url` (the plugin below does, as it passes each manifest on). */
export function rememberBuild(url: string, build: RemoteBuild): void {
  lastRead.set(url, build);
}

/** The build of the manifest the runtime last read at `url`. */
export function lastReadBuild(url: string): RemoteBuild | undefined {
  return lastRead.get(url);
}

const JSON_HEADERS = { 'Content-Type': 'application/json' };

let pluginRegistered = false;

/** Puts the manifest reader in the federation runtime, once, before the first remote loads (fetch-ahead.ts). */
export function registerManifestReader(): void {
  if (pluginRegistered) return;
  pluginRegistered = true;
  registerPlugins([manifestPlugin(isRemoteManifest)]);
}

/** The manifest reader: serves what was handed over, remembers the build of every manifest the runtime reads. */
export function manifestPlugin(isManifest: (url: string) => boolean): ModuleFederationRuntimePlugin {
  return {
    name: 'panel-manifest-reader',
    fetch(url, init) {
      if (!isManifest(url)) return undefined;
      const body = handedOver.get(url);
      handedOver.delete(url);
      const remember = (value: string) => {
        try {
          rememberBuild(url, parseRemoteBuild(JSON.parse(value)));
        } catch {
          // Not JSON: the runtime reports it as it would without this plugin.
        }
      };
      if (body !== undefined) {
        remember(body);
        return Promise.resolve(new Response(body, { status: 200, headers: JSON_HEADERS }));
      }
      return fetch(url, init).then(async (response) => {
        if (response.status !== 200) return response;
        const value = await response.text();
        remember(value);
        return new Response(value, { status: 200, headers: JSON_HEADERS });
      });
    },
  };
}

/**
 * Called once an area's code has loaded from `url`: the build the runtime read there is the one now running, and the
 * version its error reports name (docs/error-reporting.md; told from here, so that the first page does not carry it).
 */
export function markRunning(name: string, url: string): void {
  const build = lastRead.get(url);
  if (!build) return;
  setRunning(name, url, build);
  configureErrorReporting({ version: (area) => runningBuilds().get(area)?.build.version });
}
