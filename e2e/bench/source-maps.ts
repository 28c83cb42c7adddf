/**
 * What a built file is made of, from its source map (the production builds write `*.js.map` beside the build, in `dist-maps/`): every span of
 * generated code is attributed to the npm package (or the part of the workspace) of its source. Raw bytes
 * are exact per part; gzip per part is an estimate (each part's text compressed alone, scaled so that the
 * parts add up to the file's real gzip size).
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { APPS, type AppName } from './config';

export const FEDERATION_RUNTIME = 'federation runtime';
export const WEBPACK_RUNTIME = 'webpack runtime';
export const UNMAPPED = '(unmapped)';

export interface Part {
  name: string;
  raw: number;
  gzip: number;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_VALUE = new Map([...B64].map((char, index) => [char, index]));

/** One generated line's segments: [generated column, source index or -1 when the segment has no source]. */
type Segment = [number, number];

/** Decodes the `mappings` field (base64 VLQ) far enough to know which source each generated span is from. */
export function decodeMappings(mappings: string): Segment[][] {
  const lines: Segment[][] = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments: Segment[] = [];
    let column = 0;
    if (line) {
      for (const text of line.split(',')) {
        if (!text) continue;
        const fields: number[] = [];
        let value = 0;
        let shift = 0;
        for (const char of text) {
          const digit = B64_VALUE.get(char);
          if (digit === undefined) throw new Error(`bad VLQ character ${JSON.stringify(char)}`);
          value += (digit & 31) << shift;
          if (digit & 32) {
            shift += 5;
          } else {
            fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
            value = 0;
            shift = 0;
          }
        }
        column += fields[0] ?? 0;
        if (fields.length >= 4) {
          source += fields[1]!;
          segments.push([column, source]);
        } else {
          segments.push([column, -1]);
        }
      }
    }
    segments.sort((a, b) => a[0] - b[0]);
    lines.push(segments);
  }
  return lines;
}

/**
 * The part of the app a source path belongs to: an npm package, a shared-core entry, a domain module a remote bundles
 * (@panel/shared-domain), the app's own code...
 */
export function partOfSource(source: string): string {
  const path = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^webpack:\/\//, '');
  if (path.includes('.federation/') || /^webpack\/runtime\/(embed\/)?federation/.test(path))
    return FEDERATION_RUNTIME;
  const nodeModules = path.lastIndexOf('node_modules/');
  if (nodeModules >= 0) {
    const rest = path.slice(nodeModules + 'node_modules/'.length).split('/');
    const name = rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1] ?? ''}` : (rest[0] ?? path);
    return name.startsWith('@module-federation/') ? FEDERATION_RUNTIME : name;
  }
  if (path.startsWith('webpack/') || path.includes('(webpack)')) return WEBPACK_RUNTIME;
  const core = /(?:^|\/)shared-core\/src\/([^/]+)/.exec(path);
  if (core) {
    const entry = core[1]!.replace(/\.tsx?$/, '');
    return `@panel/shared-core (src/${entry})`;
  }
  const domain = /(?:^|\/)shared-domain\/src\/([^/]+)/.exec(path);
  if (domain) return `@panel/shared-domain (src/${domain[1]!.replace(/\.tsx?$/, '')})`;
  if (/^(\.\/)?src\//.test(path)) return 'app code';
  return path.startsWith('external ') ? WEBPACK_RUNTIME : `other: ${path}`;
}

/** One source module inside a built file. */
export interface ModuleBytes {
  /** The source path without the build's prefix and pnpm's store folders (`react-dom/cjs/...`). */
  module: string;
  part: string;
  raw: number;
}

interface Attribution {
  parts: Part[];
  modules: ModuleBytes[];
}

/**
 * A source path comparable across builds: from the last `node_modules/`, or from `shared-core/src/` or
 * `shared-domain/src/`.
 */
export function moduleKey(source: string): string {
  const path = source.replace(/^webpack:\/\/[^/]*\//, '');
  const nodeModules = path.lastIndexOf('node_modules/');
  if (nodeModules >= 0) return path.slice(nodeModules + 'node_modules/'.length);
  const core = /shared-(core|domain)\/src\//.exec(path);
  if (core) return path.slice(core.index);
  return path;
}

const cache = new Map<string, Attribution | null>();

function attribution(app: AppName, file: string): Attribution | null {
  const key = `${app}/${file}`;
  if (!cache.has(key)) cache.set(key, attribute(join(APPS[app].dist, file)));
  return cache.get(key) ?? null;
}

/** The source modules of one built file of an app; null when the file or its map is missing. */
export function modulesOfFile(app: AppName, file: string): ModuleBytes[] | null {
  return attribution(app, file)?.modules ?? null;
}

/** The parts of one built file of an app, largest first; null when the file or its map is missing. */
export function attributeFile(app: AppName, file: string, fileGzip: number): Part[] | null {
  const found = attribution(app, file);
  if (!found) return null;
  const gzipSum = found.parts.reduce((total, part) => total + part.gzip, 0);
  const scale = gzipSum > 0 ? fileGzip / gzipSum : 0;
  return found.parts.map((part) => ({ ...part, gzip: Math.round(part.gzip * scale) }));
}

function attribute(path: string): Attribution | null {
  // The maps are written beside the build, never in it (shared-core/webpack/create-config.cjs, hiddenSourceMaps).
  const mapPath = join(dirname(path), '..', 'dist-maps', `${basename(path)}.map`);
  if (!existsSync(path) || !existsSync(mapPath)) return null;
  const code = readFileSync(path, 'utf8');
  let map: { sources?: string[]; mappings?: string };
  try {
    map = JSON.parse(readFileSync(mapPath, 'utf8')) as typeof map;
  } catch {
    return null;
  }
  const sourcePaths = map.sources ?? [];
  const sources = sourcePaths.map(partOfSource);
  const lines = decodeMappings(map.mappings ?? '');
  const texts = new Map<string, string[]>();
  const moduleBytes = new Map<number, number>();
  const add = (source: number, text: string) => {
    if (!text) return;
    const name = source >= 0 ? (sources[source] ?? UNMAPPED) : UNMAPPED;
    const list = texts.get(name) ?? [];
    list.push(text);
    texts.set(name, list);
    if (source >= 0) moduleBytes.set(source, (moduleBytes.get(source) ?? 0) + Buffer.byteLength(text));
  };
  code.split('\n').forEach((line, index) => {
    const segments = lines[index] ?? [];
    if (segments.length === 0 || segments[0]![0] > 0) add(-1, line.slice(0, segments[0]?.[0] ?? line.length));
    segments.forEach(([column, source], i) => {
      const end = segments[i + 1]?.[0] ?? line.length;
      add(source, line.slice(column, end));
    });
  });
  const parts: Part[] = [...texts].map(([name, list]) => {
    const text = list.join('');
    return { name, raw: Buffer.byteLength(text), gzip: gzipSync(text, { level: 9 }).length };
  });
  parts.sort((a, b) => b.raw - a.raw);
  const modules = [...moduleBytes].map(([source, raw]) => ({
    module: moduleKey(sourcePaths[source] ?? ''),
    part: sources[source] ?? UNMAPPED,
    raw,
  }));
  return { parts, modules };
}

/** Adds parts of several files together, by name, largest first. */
export function mergeParts(lists: Part[][]): Part[] {
  const byName = new Map<string, Part>();
  for (const list of lists) {
    for (const part of list) {
      const current = byName.get(part.name) ?? { name: part.name, raw: 0, gzip: 0 };
      current.raw += part.raw;
      current.gzip += part.gzip;
      byName.set(part.name, current);
    }
  }
  return [...byName.values()].sort((a, b) => b.raw - a.raw);
}
