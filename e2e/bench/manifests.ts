/**
 * Which shared package a downloaded file holds, from the four builds' mf-manifest.json: for every shared
 * package, `shared[].assets.js.sync/async` (and css) name the files that carry it; `exposes[]` and
 * `metaData.remoteEntry` name a remote's own code.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { APPS, APP_NAMES, type AppName } from './config';

interface AssetLists {
  sync?: string[];
  async?: string[];
}

interface RawManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  shared?: { name: string; version?: string; assets?: { js?: AssetLists; css?: AssetLists } }[];
  exposes?: { name: string; path?: string; assets?: { js?: AssetLists; css?: AssetLists } }[];
}

export interface AppManifest {
  app: AppName;
  /** file name (relative to the app's base URL) → shared packages whose assets list it. */
  sharedByFile: Map<string, string[]>;
  /** file name → exposed modules whose assets list it. */
  exposeByFile: Map<string, string[]>;
  remoteEntry: string | null;
  sharedNames: string[];
}

export type FileRole = 'shared' | 'remote-entry' | 'expose' | 'app';

export interface FileInfo {
  app: AppName | null;
  /** Path relative to the app's base URL (e.g. `123.abc.js`), or the URL's path when the app is unknown. */
  file: string;
  role: FileRole;
  /** Shared packages the file carries (role 'shared'). */
  packages: string[];
  /** Exposed modules the file belongs to (role 'expose'). */
  exposes: string[];
}

const filesOf = (assets: { js?: AssetLists; css?: AssetLists } | undefined): string[] => [
  ...(assets?.js?.sync ?? []),
  ...(assets?.js?.async ?? []),
  ...(assets?.css?.sync ?? []),
  ...(assets?.css?.async ?? []),
];

function addTo(map: Map<string, string[]>, file: string, name: string): void {
  const list = map.get(file) ?? [];
  if (!list.includes(name)) list.push(name);
  map.set(file, list);
}

export function loadManifest(app: AppName): AppManifest {
  const path = join(APPS[app].dist, 'mf-manifest.json');
  if (!existsSync(path)) throw new Error(`${path} is missing: run \`pnpm run build\` first`);
  const raw = JSON.parse(readFileSync(path, 'utf8')) as RawManifest;
  const sharedByFile = new Map<string, string[]>();
  const exposeByFile = new Map<string, string[]>();
  for (const shared of raw.shared ?? [])
    for (const file of filesOf(shared.assets)) addTo(sharedByFile, file, shared.name);
  for (const expose of raw.exposes ?? [])
    for (const file of filesOf(expose.assets)) addTo(exposeByFile, file, expose.name);
  const entry = raw.metaData?.remoteEntry;
  return {
    app,
    sharedByFile,
    exposeByFile,
    remoteEntry: entry?.name ? `${entry.path ? `${entry.path.replace(/\/$/, '')}/` : ''}${entry.name}` : null,
    sharedNames: [...new Set((raw.shared ?? []).map((shared) => shared.name))],
  };
}

export class ManifestIndex {
  readonly manifests: Record<AppName, AppManifest>;

  constructor() {
    this.manifests = Object.fromEntries(APP_NAMES.map((app) => [app, loadManifest(app)])) as Record<
      AppName,
      AppManifest
    >;
  }

  /** Every shared package any build declares, in a stable order. */
  get sharedNames(): string[] {
    return [...new Set(APP_NAMES.flatMap((app) => this.manifests[app].sharedNames))].sort();
  }

  appOf(url: string): { app: AppName; file: string } | null {
    const clean = url.split(/[?#]/)[0]!;
    for (const app of APP_NAMES) {
      const base = APPS[app].base;
      if (clean.startsWith(base)) return { app, file: clean.slice(base.length) };
    }
    return null;
  }

  classify(url: string): FileInfo {
    const where = this.appOf(url);
    if (!where) return { app: null, file: new URL(url).pathname, role: 'app', packages: [], exposes: [] };
    const manifest = this.manifests[where.app];
    const packages = manifest.sharedByFile.get(where.file) ?? [];
    const exposes = manifest.exposeByFile.get(where.file) ?? [];
    const role: FileRole =
      packages.length > 0
        ? 'shared'
        : where.file === manifest.remoteEntry
          ? 'remote-entry'
          : exposes.length > 0
            ? 'expose'
            : 'app';
    return { app: where.app, file: where.file, role, packages, exposes };
  }
}

/**
 * A fingerprint of the builds being measured (their manifests and the shell's index.html): a rebuild during
 * the run would mix two builds' files in the results.
 */
export function buildFingerprint(): string {
  return APP_NAMES.flatMap((app) =>
    ['mf-manifest.json', 'index.html'].map((name) => {
      const path = join(APPS[app].dist, name);
      if (!existsSync(path)) return `${app}/${name}: missing`;
      const stat = statSync(path);
      return `${app}/${name}: ${stat.size} ${stat.mtimeMs}`;
    }),
  ).join('\n');
}
