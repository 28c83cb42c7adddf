/**
 * The demo's static serving, in-process: what a browser relies on from the hosts of the shell and the remotes
 * (docs/api-contract.md, "Static serving"; docs/deploying-a-remote.md, "Headers").
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { TestControls } from '../api/context';
import { PERMISSIONS_POLICY } from './security-headers';
import { staticFiles } from './static-files';

/**
 * Calls the app and reads the whole answer, so that no file stays open after the test: `bytes` as sent (encoded
 * when the answer has a Content-Encoding), `body` as text.
 */
async function call(app: ReturnType<typeof staticFiles>, path: string, init?: RequestInit) {
  const response = await app.request(path, init);
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes, body: bytes.toString() };
}

/** What Chromium sends. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

let root: string;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'static-files-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>panel</title>');
  writeFileSync(join(root, 'main.0123abcd89.js'), SCRIPT);
  writeFileSync(join(root, 'remoteEntry.js'), SCRIPT);
  writeFileSync(join(root, 'mf-manifest.json'), '{}');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the shell host', () => {
  let policy = "default-src 'self'";
  const shell = () =>
    staticFiles({
      root,
      label: 'shell/dist',
      prefix: '/admin',
      spaFallback: true,
      documentHeaders: () => ({ 'Content-Security-Policy': policy }),
    });

  test('the page: no-cache with an ETag, its policy, nosniff, the referrer and permissions policies', async () => {
    const response = await call(shell(), '/admin/');
    expect(response.status).toBe(200);
    expect(response.body).toContain('<title>panel</title>');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('etag')).toMatch(/^W\//);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
  });

  test('a 304 carries the policy of the moment, which the browser then uses for its cached page', async () => {
    const app = shell();
    const first = await call(app, '/admin/');
    policy = "default-src 'self'; connect-src http://127.0.0.1:9999";
    const again = await call(app, '/admin/', { headers: { 'If-None-Match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-security-policy')).toBe(policy);
  });

  test("the page's headers are made for its request: the shell's policy names the host asked for", async () => {
    const app = staticFiles({
      root,
      label: 'shell/dist',
      prefix: '/admin',
      spaFallback: true,
      documentHeaders: (c) => ({
        'Content-Security-Policy': `script-src ${new URL(c.req.url).origin}/admin/`,
      }),
    });
    const response = await call(app, 'http://panel.example.com:8443/admin/users');
    expect(response.headers.get('content-security-policy')).toBe(
      'script-src http://panel.example.com:8443/admin/',
    );
  });

  test('a hashed file is immutable and gzipped when accepted; the same file is plain when not', async () => {
    const gzipped = await call(shell(), '/admin/main.0123abcd89.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(gzipped.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('content-type')).toMatch(/^text\/javascript/);
    const plain = await call(shell(), '/admin/main.0123abcd89.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.body).toBe(SCRIPT);
  });

  test("another build's hash pattern, when given, caches its names for good, and ours no longer", async () => {
    writeFileSync(join(root, 'index-Bx_9kQ2z.js'), SCRIPT);
    const vite = staticFiles({ root, label: 'their build', hashed: /-[\w-]{8}\.js$/ });
    expect((await call(vite, '/index-Bx_9kQ2z.js')).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await call(vite, '/main.0123abcd89.js')).headers.get('cache-control')).toBe('no-cache');
    expect((await call(shell(), '/admin/index-Bx_9kQ2z.js')).headers.get('cache-control')).toBe('no-cache');
  });

  test("the panel's own paths answer the page; a missing file is 404; only GET and HEAD", async () => {
    const route = await call(shell(), '/admin/client/applications/1/edit');
    expect(route.status).toBe(200);
    expect(route.body).toContain('<title>panel</title>');
    expect((await call(shell(), '/admin/missing.0123abcd89.js')).status).toBe(404);
    expect((await call(shell(), '/admin/../package.json')).status).toBe(404);
    const post = await call(shell(), '/admin/', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  test('a folder that was not built answers 503 with what to run', async () => {
    const app = staticFiles({ root: join(root, 'nothing-here'), label: 'shell/dist', prefix: '/admin' });
    const response = await call(app, '/admin/');
    expect(response.status).toBe(503);
    expect(response.body).toContain('pnpm build');
  });
});

describe('a remote host', () => {
  const controls: TestControls = {
    faults: [],
    nextFaultId: 1,
    remotes: { client: 'up', manage: 'up', users: 'up' },
    runtimeConfig: null,
  };
  const remote = () =>
    staticFiles({
      root,
      label: 'remote-client/dist',
      cors: true,
      remote: { name: 'client', controls },
    });

  test('answers any origin, and its preflight', async () => {
    const manifest = await call(remote(), '/mf-manifest.json', {
      headers: { Origin: 'http://localhost:8080' },
    });
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect(manifest.headers.get('x-content-type-options')).toBe('nosniff');
    expect(manifest.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
    const preflight = await call(remote(), '/mf-manifest.json', {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:8080', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('GET');
  });

  test('obeys the test-mode states: a missing manifest, failing chunks but not its entry', async () => {
    controls.remotes.client = 'manifest-404';
    expect((await call(remote(), '/mf-manifest.json')).status).toBe(404);
    controls.remotes.client = 'chunk-error';
    expect((await call(remote(), '/main.0123abcd89.js')).status).toBe(500);
    expect((await call(remote(), '/remoteEntry.js')).status).toBe(200);
    controls.remotes.client = 'up';
    expect((await call(remote(), '/main.0123abcd89.js')).status).toBe(200);
  });
});

describe('the copies the build compressed (`.br`, `.gz` next to a file)', () => {
  let built: string;
  const PAGE = `<!doctype html><title>panel</title>${'<p>panel</p>'.repeat(40)}`;
  beforeAll(() => {
    built = mkdtempSync(join(tmpdir(), 'static-files-built-'));
    const withCopies = (name: string, text: string) => {
      writeFileSync(join(built, name), text);
      writeFileSync(join(built, `${name}.gz`), gzipSync(text, { level: 9 }));
      writeFileSync(join(built, `${name}.br`), brotliCompressSync(text));
    };
    withCopies('main.0123abcd89.js', SCRIPT);
    withCopies('index.html', PAGE);
    // As the build leaves them: no copy of a file that keeps its name, nor of a file under the threshold.
    writeFileSync(join(built, 'remoteEntry.js'), SCRIPT);
    writeFileSync(join(built, '123.4567cdef01.js'), SCRIPT);
  });
  afterAll(() => rmSync(built, { recursive: true, force: true }));
  const host = () =>
    staticFiles({
      root: built,
      label: 'shell/dist',
      prefix: '/admin',
      spaFallback: true,
      documentHeaders: () => ({ 'Content-Security-Policy': "default-src 'self'" }),
    });
  const copy = (name: string) => readFileSync(join(built, name));

  test('a browser gets the brotli copy as it lies on disk: the script once decoded, immutable, no ETag', async () => {
    const response = await call(host(), '/admin/main.0123abcd89.js', {
      headers: { 'Accept-Encoding': BROWSER_ENCODINGS },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('content-length')).toBe(
      String(statSync(join(built, 'main.0123abcd89.js.br')).size),
    );
    expect(response.bytes.equals(copy('main.0123abcd89.js.br'))).toBe(true);
    expect(brotliDecompressSync(response.bytes).toString()).toBe(SCRIPT);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toBeNull();
  });

  test('a client without brotli gets the gzip copy; one that accepts neither gets the file', async () => {
    const gzipped = await call(host(), '/admin/main.0123abcd89.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate' },
    });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(gzipped.bytes.equals(copy('main.0123abcd89.js.gz'))).toBe(true);
    expect(gunzipSync(gzipped.bytes).toString()).toBe(SCRIPT);
    expect(gzipped.headers.get('etag')).toBeNull();
    const plain = await call(host(), '/admin/main.0123abcd89.js', {
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });

  test('a hashed file without a copy is gzipped per request, and has no ETag either', async () => {
    const response = await call(host(), '/admin/123.4567cdef01.js', {
      headers: { 'Accept-Encoding': BROWSER_ENCODINGS },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    // Compressed as it streams: no length known in advance, unlike a copy's.
    expect(response.headers.get('content-length')).toBeNull();
    expect(gunzipSync(response.bytes).toString()).toBe(SCRIPT);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toBeNull();
  });

  test('a file that keeps its name is gzipped per request, with a weak ETag that answers 304', async () => {
    const app = host();
    const first = await call(app, '/admin/remoteEntry.js', {
      headers: { 'Accept-Encoding': BROWSER_ENCODINGS },
    });
    expect(first.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(first.bytes).toString()).toBe(SCRIPT);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('etag')).toMatch(/^W\//);
    const again = await call(app, '/admin/remoteEntry.js', {
      headers: { 'Accept-Encoding': BROWSER_ENCODINGS, 'If-None-Match': first.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('no-cache');
  });

  test("a copy of the page keeps the page's headers, at its address and at a deep link", async () => {
    for (const path of ['/admin/', '/admin/client/applications/1/edit']) {
      const response = await call(host(), path, { headers: { 'Accept-Encoding': BROWSER_ENCODINGS } });
      expect(response.headers.get('content-encoding')).toBe('br');
      expect(brotliDecompressSync(response.bytes).toString()).toBe(PAGE);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('content-security-policy')).toBe("default-src 'self'");
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('etag')).toMatch(/^W\//);
    }
  });
});
