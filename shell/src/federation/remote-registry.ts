import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RouteObject } from '@panel/shared-core/router';
import { registerNamespaceSource, type RemoteNav, type NavAction, type NavItem } from '@panel/shared-core';
import type { RemoteName } from '../config/runtime-config';
import { getRemote, navUrl, NAV_REQUEST, setManifestUrl } from './remote-definitions';
import { takeEarly } from './early-requests';

/**
 * Everything the shell does with the remotes once signed in: their menus, their code, a new deployment. Remotes are
 * reached only through the federation runtime (docs/architecture.md): the shell never imports a remote's code. Where
 * they are and their registration are in remote-definitions.ts, the part the first page needs.
 */
export {
  REMOTE_MOUNTS,
  remoteBaseUrl,
  defineRemotes,
  registerAll,
  isRemoteManifest,
  MANIFEST_REQUEST,
  getRemote,
  allRemotes,
  remoteForPath,
  type RemoteDefinition,
} from './remote-definitions';

export interface RemoteRoutesModule {
  routes: RouteObject[];
}

type ShareScopes = Record<string, Record<string, Record<string, { loaded?: unknown; loading?: unknown }>>>;

/**
 * Replacing a registered remote makes the runtime forget the shared modules it took part in, including singletons
 * the page still runs (shared-core's entries): the next load would then find none. What the page has loaded, or is
 * loading, is put back.
 */
function keepingSharedModules(replace: () => void): void {
  const scopes = (getInstance()?.shareScopeMap ?? {}) as ShareScopes;
  const inUse: [string, string, string, ShareScopes[string][string][string]][] = [];
  for (const [scope, packages] of Object.entries(scopes)) {
    for (const [pkg, versions] of Object.entries(packages ?? {})) {
      for (const [version, entry] of Object.entries(versions ?? {})) {
        if (entry && (entry.loaded || entry.loading)) inUse.push([scope, pkg, version, entry]);
      }
    }
  }
  replace();
  for (const [scope, pkg, version, entry] of inUse) {
    const packages = (scopes[scope] ??= {});
    const versions = (packages[pkg] ??= {});
    versions[version] ??= entry;
  }
}

/**
 * Points one remote at another manifest (a new deployment named by the runtime configuration) and forgets the code
 * the page loaded from it: its next load starts from the new manifest, with a webpack runtime of its own.
 */
export function moveRemote(name: RemoteName, manifestUrl: string): void {
  const def = getRemote(name);
  setManifestUrl(name, manifestUrl);
  keepingSharedModules(() => registerRemotes([{ name: def.container, entry: manifestUrl }], { force: true }));
  // The old runtime's chunks stay pushed on this global; a new runtime would take them as its own.
  delete (window as unknown as Record<string, unknown>)[`webpackChunkpanel_${def.container}`];
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A failure worth retrying by itself: the network, not the code. */
export function isTransient(error: unknown): boolean {
  const text = String((error as Error)?.message ?? error);
  return /fetch|network|load|timeout|ECONN|Failed to|RUNTIME-008|ScriptExternalLoadError|ChunkLoadError/i.test(
    text,
  );
}

/** A remote built against a shared-core major that the shell does not provide. */
export function isIncompatible(error: unknown): boolean {
  if ((error as Error | null)?.name === 'IncompatibleRemoteError') return true;
  const text = String((error as Error)?.message ?? error);
  return /@panel\/shared-core/.test(text) && /version|satisf/i.test(text);
}

export interface LoadOptions {
  retries?: number;
  backoffMs?: number;
  /** After a failure the runtime caches the broken entry: a fresh attempt must re-register it. */
  fresh?: boolean;
}

/**
 * Loads one exposed module of a remote, retrying transient failures a bounded number of times.
 * @example const mod = await loadRemoteModule<RemoteRoutesModule>('client', 'routes');
 */
export async function loadRemoteModule<T>(
  name: RemoteName,
  exposed: string,
  options: LoadOptions = {},
): Promise<T> {
  const { retries = 2, backoffMs = 400 } = options;
  const def = getRemote(name);
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt++) {
    if (attempt > 0 || options.fresh) {
      registerRemotes([{ name: def.container, entry: def.manifestUrl }], { force: true });
    }
    try {
      const mod = await loadRemote<T>(`${def.container}/${exposed}`);
      if (!mod) throw new Error(`${def.container}/${exposed} is empty`);
      return mod;
    } catch (error) {
      lastError = error;
      if (!isTransient(error) || attempt === retries) break;
      await wait(backoffMs * 2 ** attempt);
    }
  }
  throw lastError;
}

/** Validates a remote's menu metadata (nav.json): a remote is another team's deployment. */
export function parseRemoteNav(input: unknown): RemoteNav {
  const raw = input as Partial<RemoteNav> | null;
  if (!raw || typeof raw !== 'object' || typeof raw.namespace !== 'string' || !Array.isArray(raw.items)) {
    throw new Error('nav.json: expected { namespace, area, items }');
  }
  const items: NavItem[] = raw.items.filter(
    (item): item is NavItem =>
      !!item && typeof item.to === 'string' && item.to.startsWith('/') && typeof item.labelKey === 'string',
  );
  const area = raw.area && typeof raw.area === 'object' ? raw.area : {};
  const actions: NavAction[] = (Array.isArray(raw.actions) ? raw.actions : []).filter(
    (action): action is NavAction =>
      !!action &&
      typeof action.to === 'string' &&
      action.to.startsWith('/') &&
      !action.to.startsWith('//') &&
      typeof action.labelKey === 'string',
  );
  return { namespace: raw.namespace, area, items, actions };
}

/**
 * Fetches a remote's menu metadata without downloading its code, and points its translation namespace
 * at the remote's own deployment, so a team ships its strings with its code.
 */
export async function loadRemoteNav(name: RemoteName, fetchImpl: typeof fetch = fetch): Promise<RemoteNav> {
  const def = getRemote(name);
  const url = navUrl(def);
  const response = await (takeEarly(url) ?? fetchImpl(url, NAV_REQUEST));
  if (response.status !== 200) throw new Error(`nav.json of ${name}: HTTP ${response.status}`);
  const nav = parseRemoteNav(await response.json());
  registerNamespaceSource(nav.namespace, def.baseUrl.replace(/\/$/, ''));
  return nav;
}
