/**
 * The demo's static serving, in-process: what a browser relies on from the hosts of the shell and the remotes
 * (docs/api-contract.md, "Static serving"; docs/deploying-a-remote.md, "Headers").
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestControls } from '../api/context';
import { staticFiles } from './static-files';

/** Calls the app and reads the whole answer, so that no file stays open after the test. */
async function call(app: ReturnType<typeof staticFiles>, path: string, init?: RequestInit) {
  const response = await app.request(path, init);
  return { status: response.status, headers: response.headers, body: await response.text() };
}

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

  test('the page: no-cache with an ETag, its policy, nosniff and the referrer policy', async () => {
    const response = await call(shell(), '/admin/');
    expect(response.status).toBe(200);
    expect(response.body).toContain('<title>panel</title>');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('etag')).toMatch(/^W\//);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  test('a 304 carries the policy of the moment, which the browser then uses for its cached page', async () => {
    const app = shell();
    const first = await call(app, '/admin/');
    policy = "default-src 'self'; connect-src http://127.0.0.1:9999";
    const again = await call(app, '/admin/', { headers: { 'If-None-Match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-security-policy')).toBe(policy);
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
