/**
 * What each downloaded file is: a shared package (by the manifests), a remote's entry or exposed module, or
 * app code; and, from the source maps, which libraries the bytes are made of.
 */
import { LOGIN_GOAL_GZIP_BYTES, type AppName } from './config';
import type { ManifestIndex } from './manifests';
import type { ResourceRecord } from './network';
import { FEDERATION_RUNTIME, UNMAPPED, attributeFile, mergeParts, type Part } from './source-maps';
import { sum } from './stats';

export interface FileRow {
  url: string;
  app: AppName | null;
  file: string;
  kind: 'js' | 'css';
  /** What the file is, in words: shared package(s), "shell (app code)", "federation runtime"... */
  what: string;
  packages: string[];
  raw: number;
  gzip: number;
  transfer: number | null;
  /** From the source map; null without one. */
  parts: Part[] | null;
}

const appLabel = (app: AppName | null): string =>
  app === null ? 'unknown origin' : app === 'shell' ? 'shell' : `remote-${app}`;

const isOwnCode = (name: string): boolean =>
  name === 'app code' || name.startsWith('@panel/shared-core') || name.startsWith('@panel/shared-domain');

/**
 * A file that no manifest names (the entry, or a chunk webpack split off): "federation runtime" when that is
 * most of it, "<app> (app code)" when the app's or shared-core's sources are, else the libraries it bundles.
 */
function describeBundled(app: string, parts: Part[] | null): string {
  if (!parts) return `${app} (app code)`;
  const total = sum(parts.map((part) => part.raw)) || 1;
  const share = (test: (name: string) => boolean) =>
    sum(parts.filter((part) => test(part.name)).map((part) => part.raw)) / total;
  if (share((name) => name === FEDERATION_RUNTIME) >= 0.5) return 'federation runtime';
  if (share(isOwnCode) >= 0.5) return `${app} (app code)`;
  const libraries = parts
    .filter((part) => !isOwnCode(part.name) && part.name !== UNMAPPED && part.raw / total >= 0.1)
    .slice(0, 2)
    .map((part) => part.name);
  return `${app} (app code; bundles ${libraries.join(', ') || 'small libraries'})`;
}

function describe(index: ManifestIndex, resource: ResourceRecord): FileRow {
  const info = index.classify(resource.url);
  const kind = resource.kind === 'css' ? 'css' : 'js';
  const parts = info.app ? attributeFile(info.app, info.file, resource.gzip) : null;
  let what: string;
  if (info.role === 'shared') what = info.packages.join(' + ');
  else if (info.role === 'remote-entry') what = `federation runtime (${appLabel(info.app)} remote entry)`;
  else if (info.role === 'expose') what = `${appLabel(info.app)} (exposed ${info.exposes.join(', ')})`;
  else what = describeBundled(appLabel(info.app), parts);
  return {
    url: resource.url,
    app: info.app,
    file: info.file,
    kind,
    what,
    packages: info.packages,
    raw: resource.raw,
    gzip: resource.gzip,
    transfer: resource.transfer,
    parts,
  };
}

/**
 * The downloaded JS and CSS files of a page, described, largest (gzip) first; each URL once (a page loaded
 * again in the same context asks for the same files, from the HTTP cache).
 */
export function describeFiles(index: ManifestIndex, resources: ResourceRecord[]): FileRow[] {
  const seen = new Set<string>();
  return resources
    .filter((resource) => {
      if (resource.kind !== 'js' && resource.kind !== 'css') return false;
      if (resource.failure !== null || resource.raw === 0 || seen.has(resource.url)) return false;
      seen.add(resource.url);
      return true;
    })
    .map((resource) => describe(index, resource))
    .sort((a, b) => b.gzip - a.gzip);
}

export interface PageBreakdown {
  files: FileRow[];
  total: { raw: number; gzip: number; transfer: number | null };
  /** The bytes by library, from the source maps of every file (gzip estimated per part). */
  byLibrary: Part[];
  /** Files without a source map: their bytes are not in `byLibrary`. */
  unmappedFiles: string[];
  goal: { limit: number; gzip: number; pass: boolean };
}

export function pageBreakdown(index: ManifestIndex, resources: ResourceRecord[]): PageBreakdown {
  const files = describeFiles(index, resources);
  const transfers = files.map((file) => file.transfer);
  const gzip = sum(files.map((file) => file.gzip));
  return {
    files,
    total: {
      raw: sum(files.map((file) => file.raw)),
      gzip,
      transfer: transfers.every((value) => value !== null) ? sum(transfers as number[]) : null,
    },
    byLibrary: mergeParts(files.flatMap((file) => (file.parts ? [file.parts] : []))),
    unmappedFiles: files.filter((file) => file.parts === null).map((file) => file.url),
    goal: { limit: LOGIN_GOAL_GZIP_BYTES, gzip, pass: gzip <= LOGIN_GOAL_GZIP_BYTES },
  };
}
