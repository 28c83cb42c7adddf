/**
 * Serves a built dist/ folder: content types, caching (hashed names immutable, the rest no-cache with ETags),
 * gzip for text types, an SPA fallback for the shell, CORS for the remotes, and the test-mode remote states.
 */
import { createReadStream, existsSync, statSync, type Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename, extname, join, normalize, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { RemoteName, TestControls } from '../api/context';
import { sleep } from '../api/http';
import { BASE_SECURITY_HEADERS } from './security-headers';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const GZIP_EXTENSIONS = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.svg',
  '.txt',
  '.webmanifest',
]);
/** A content hash in the file name (`main.3f9a1c2b.js`, `123.abcdef0123.chunk.js`): safe to cache forever. */
export const HASHED = /[.-][0-9a-f]{8,}\./i;

export interface StaticOptions {
  /** Absolute path of the dist folder. */
  root: string;
  /** Shown in the "missing dist" answer, e.g. `shell/dist`. */
  label: string;
  /** Paths without an extension answer index.html (the shell's client-side routes). */
  spaFallback?: boolean;
  /** Access-Control-Allow-Origin: * and OPTIONS answers (the remotes). */
  cors?: boolean;
  /** The remote this server stands for, obeying the test-mode state in `controls`. */
  remote?: { name: RemoteName; controls: TestControls };
  /** Extra headers of HTML documents (the Content-Security-Policy), computed per request. */
  documentHeaders?: () => Record<string, string>;
}

const gzipCache = new Map<string, { mtime: number; data: Buffer }>();

async function gzipped(file: string, stats: Stats): Promise<Buffer> {
  const cached = gzipCache.get(file);
  if (cached && cached.mtime === stats.mtimeMs) return cached.data;
  const data = gzipSync(await readFile(file));
  gzipCache.set(file, { mtime: stats.mtimeMs, data });
  return data;
}

function fileFor(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const candidate = normalize(join(root, decoded));
  const rel = relative(root, candidate);
  if (rel.startsWith('..') || rel.includes(`..${sep}`)) return null;
  return candidate;
}

function text(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(body);
}

/** Serves `urlPath` (relative to the dist root, starting with /). */
export async function serveStatic(
  req: IncomingMessage,
  res: ServerResponse,
  urlPath: string,
  options: StaticOptions,
): Promise<void> {
  const always: Record<string, string> = {
    ...BASE_SECURITY_HEADERS,
    ...(options.cors ? { 'Access-Control-Allow-Origin': '*' } : {}),
  };
  const remote = options.remote ? options.remote.controls.remotes[options.remote.name] : 'up';

  // Test-mode remote states (api/routes/test-controls.ts).
  if (remote === 'down') {
    req.socket.destroy();
    return;
  }
  if (remote === 'slow') await sleep(3000);

  if (options.cors && req.method === 'OPTIONS') {
    res.writeHead(204, {
      ...always,
      'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
      'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*',
      'Access-Control-Max-Age': '600',
    });
    res.end();
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return text(res, 405, 'Method not allowed', { ...always, Allow: 'GET, HEAD' });
  if (remote === 'manifest-404' && urlPath === '/mf-manifest.json')
    return text(res, 404, 'Not found (test: manifest-404)', always);
  if (remote === 'chunk-error' && extname(urlPath) === '.js' && basename(urlPath) !== 'remoteEntry.js') {
    return text(res, 500, 'Chunk error (test: chunk-error)', always);
  }

  if (!existsSync(options.root)) {
    return text(
      res,
      503,
      `${options.label} is missing: run \`pnpm build\` first (from the repository root).`,
      always,
    );
  }

  let file = fileFor(options.root, urlPath === '/' ? '/index.html' : urlPath);
  let stats = file ? statOrNull(file) : null;
  if (stats?.isDirectory()) {
    file = join(file!, 'index.html');
    stats = statOrNull(file);
  }
  if ((!stats || !stats.isFile()) && options.spaFallback && !extname(urlPath)) {
    file = join(options.root, 'index.html');
    stats = statOrNull(file);
  }
  if (!file || !stats || !stats.isFile()) return text(res, 404, 'Not found', always);

  const ext = extname(file).toLowerCase();
  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
  const headers: Record<string, string> = {
    ...always,
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': HASHED.test(basename(file)) ? 'public, max-age=31536000, immutable' : 'no-cache',
    ETag: etag,
    Vary: 'Accept-Encoding',
    ...(ext === '.html' ? (options.documentHeaders?.() ?? {}) : {}),
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (acceptsGzip && GZIP_EXTENSIONS.has(ext) && stats.size > 256) {
    const data = await gzipped(file, stats);
    res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': String(data.length) });
    res.end(req.method === 'HEAD' ? undefined : data);
    return;
  }
  res.writeHead(200, { ...headers, 'Content-Length': String(stats.size) });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file).pipe(res);
}

function statOrNull(file: string): Stats | null {
  try {
    return statSync(file);
  } catch {
    return null;
  }
}
