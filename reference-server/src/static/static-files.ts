/**
 * Serves a built dist/ folder as Hono middleware: files, content types and the build's brotli and gzip copies from
 * @hono/node-server's serveStatic, gzip of the rest from `compress`, ETags and 304s from `etag`, CORS for the remotes
 * from `cors`, `nosniff` and the referrer policy from `secureHeaders`. Ours: the cache policy (hashed names immutable,
 * the rest no-cache and validated), the SPA fallback for the shell, the documents' Content-Security-Policy, the
 * "missing dist" hint and the test-mode remote states.
 */
import { serveStatic } from '@hono/node-server/serve-static';
import type { HttpBindings } from '@hono/node-server';
import { existsSync } from 'node:fs';
import { basename, extname } from 'node:path';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { etag, RETAINED_304_HEADERS } from 'hono/etag';
import type { RemoteName, TestControls } from '../api/context';
import { sleep } from '../api/http';
import { securityHeaders } from './security-headers';

/** A content hash in the file name (`main.3f9a1c2b.js`, `123.abcdef0123.chunk.js`): safe to cache forever. */
export const HASHED = /[.-][0-9a-f]{8,}\./i;

/** The suffixes of the copies serveStatic sends for `precompressed` (the build writes `.br` and `.gz`). */
const COPY_SUFFIX = /\.(?:br|gz|zst)$/;

export interface StaticEnv {
  Bindings: Partial<HttpBindings>;
  /** The file serveStatic answers with (its compressed copy's name when it sent one). */
  Variables: { file?: string };
}

export interface StaticOptions {
  /** Absolute path of the dist folder. */
  root: string;
  /** Shown in the "missing dist" answer, e.g. `shell/dist`. */
  label: string;
  /** The URL prefix the folder is served under (`/admin` for the shell), removed to find the file. */
  prefix?: string;
  /** Paths without an extension answer index.html (the shell's client-side routes). */
  spaFallback?: boolean;
  /** Access-Control-Allow-Origin: * and OPTIONS answers (the remotes). */
  cors?: boolean;
  /** The remote this server stands for, obeying the test-mode state in `controls`. */
  remote?: { name: RemoteName; controls: TestControls };
  /** Which file names carry a content hash, cached for good (default: ours, HASHED); another build names its own. */
  hashed?: RegExp;
  /** Extra headers of HTML documents (the Content-Security-Policy), computed per request: the shell's names its host. */
  documentHeaders?: (c: Context<StaticEnv>) => Record<string, string>;
}

const text = (
  c: Context,
  status: 404 | 405 | 500 | 503,
  body: string,
  headers: Record<string, string> = {},
) => c.text(body, status, { 'Cache-Control': 'no-store', ...headers });

/** Test-mode remote states (api/routes/test-controls.ts): down, slow, a missing manifest, failing chunks. */
function remoteState(remote: StaticOptions['remote']): MiddlewareHandler<StaticEnv> {
  return async (c, next) => {
    const state = remote ? remote.controls.remotes[remote.name] : 'up';
    if (state === 'down') {
      c.env.incoming?.socket.destroy();
      return new Response(null, { status: 499 }); // never written: the socket is gone
    }
    if (state === 'slow') await sleep(3000);
    if (state === 'manifest-404' && c.req.path === '/mf-manifest.json')
      return text(c, 404, 'Not found (test: manifest-404)');
    if (state === 'chunk-error' && extname(c.req.path) === '.js' && basename(c.req.path) !== 'remoteEntry.js')
      return text(c, 500, 'Chunk error (test: chunk-error)');
    return next();
  };
}

/** A Hono app serving `options.root` under `options.prefix`. */
export function staticFiles(options: StaticOptions): Hono<StaticEnv> {
  const app = new Hono<StaticEnv>();
  const prefix = options.prefix ?? '';
  const pathOf = (path: string) => path.slice(prefix.length) || '/';
  // serveStatic names the file it found; its headers are set once the answer exists (a header set from
  // `onFound` would miss it: the answer is built before that hook runs).
  const found = (file: string, c: Context<StaticEnv>) => void c.set('file', file);
  // A 304 keeps the document's policy: the browser replaces the cached answer's headers with the 304's, and the
  // policy follows the runtime config of the moment (a test moves a remote), not the file.
  const validate = etag({
    weak: true,
    retainedHeaders: [...RETAINED_304_HEADERS, 'content-security-policy'],
  });
  const fileHeaders: MiddlewareHandler<StaticEnv> = async (c, next) => {
    await next();
    const sent = c.get('file');
    if (!sent) return;
    // Headers are the file's whichever copy went out: `index.html.gz` is still the page and needs its policy.
    const file = c.res.headers.has('Content-Encoding') ? sent.replace(COPY_SUFFIX, '') : sent;
    const hashed = (options.hashed ?? HASHED).test(basename(file));
    c.res.headers.set('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (extname(file) === '.html')
      for (const [name, value] of Object.entries(options.documentHeaders?.(c) ?? {}))
        c.res.headers.set(name, value);
    // A hashed file never changes and is cached without revalidation (immutable), so it gets no ETag: making one
    // reads and hashes the whole body on every request. The rest are validated on the answer just made (headers
    // set above, so a 304 carries them), which leaves etag's `next` nothing to do.
    if (!hashed) await validate(c, async () => {});
  };
  app.use(securityHeaders);
  if (options.cors) app.use(cors({ origin: '*', allowMethods: ['GET', 'HEAD', 'OPTIONS'], maxAge: 600 }));
  app.use(remoteState(options.remote));
  app.use(async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD')
      return text(c, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
    if (!existsSync(options.root))
      return text(
        c,
        503,
        `${options.label} is missing: run \`pnpm build\` first (from the repository root).`,
      );
    return next();
  });
  // Compresses per request only what serveStatic sent as it is: a file the build made no copy of (the page,
  // remoteEntry.js, the locales), or a client that accepts neither brotli nor gzip. An answer that has a
  // Content-Encoding already, a copy, compress leaves alone.
  app.use(compress({ threshold: 256 }));
  app.use(fileHeaders);
  // Made on the first request, once the folder exists (checked above): serveStatic made earlier would warn about a
  // folder that a later `pnpm build` creates.
  let files: MiddlewareHandler<StaticEnv> | undefined;
  let page: MiddlewareHandler<StaticEnv> | undefined;
  app.use((c, next) => {
    // `precompressed`: the build's `.br` or `.gz` copy when the client accepts it (brotli first), with
    // Content-Encoding and Vary: Accept-Encoding.
    files ??= serveStatic({
      root: options.root,
      rewriteRequestPath: pathOf,
      onFound: found,
      precompressed: true,
    });
    return files(c, next);
  });
  if (options.spaFallback) {
    app.use((c, next) => {
      if (extname(c.req.path)) return next();
      page ??= serveStatic({ root: options.root, path: 'index.html', onFound: found, precompressed: true });
      return page(c, next);
    });
  }
  app.notFound((c) => text(c, 404, 'Not found'));
  return app;
}
