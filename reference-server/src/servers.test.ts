/**
 * The demo's main origin (servers.ts), in-process: the panel's security headers on what it answers besides its files
 * (the redirects, the runtime config, a 404), the API's own on the API, and the shell page's policy for a request.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { PERMISSIONS_POLICY } from '../../shared-core/deploy/security-headers.mjs';
import { createApi } from './api/index';
import { mainApp, mainServer, shellPagePolicy } from './servers';

const PORTS = { shell: 8080, client: 8081, manage: 8082, users: 8083 };
const api = createApi({ testMode: true });
const app = mainApp(api, PORTS, { serveShell: true });

const scriptSources = (policy: string) => /(?:^|; )script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];

describe('the main origin', () => {
  test('the redirects, the runtime config and a 404 carry nosniff, the referrer and permissions policies', async () => {
    for (const path of ['/', '/admin', '/admin/runtime-config.json', '/favicon.ico']) {
      const response = await app.request(path);
      expect({ path, status: response.status }).toEqual({
        path,
        status: { '/': 302, '/admin': 302, '/admin/runtime-config.json': 200, '/favicon.ico': 404 }[path],
      });
      expect({ path, nosniff: response.headers.get('x-content-type-options') }).toEqual({
        path,
        nosniff: 'nosniff',
      });
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
    }
  });

  test("the API's answers are its own, as the API tests see them in-process", async () => {
    const response = await app.request('/api/no/such/call');
    expect(response.status).toBe(404);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
    expect(response.headers.get('referrer-policy')).toBeNull();
  });

  test("the shell page's policy names the host the request asked for, and the runtime config of the moment", () => {
    expect(scriptSources(shellPagePolicy(api, PORTS, 'http://127.0.0.1:9000/admin/users/1'))).toEqual([
      'http://127.0.0.1:9000/admin/',
      'http://localhost:8081',
      'http://localhost:8082',
      'http://localhost:8083',
    ]);
    api.controls.runtimeConfig = {
      partial: { remotes: { client: 'http://localhost:9100/v2/mf-manifest.json' } },
    };
    try {
      expect(scriptSources(shellPagePolicy(api, PORTS, 'http://localhost:8080/admin/'))).toEqual([
        'http://localhost:8080/admin/',
        'http://localhost:9100',
        'http://localhost:8082',
        'http://localhost:8083',
      ]);
    } finally {
      api.controls.runtimeConfig = null;
    }
  });
});

describe('over HTTP: a request refused before any app sees it', () => {
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    server = mainServer(api, PORTS, { serveShell: false });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** A request written by hand: fetch() would turn the backslash into a slash. */
  const rawHead = (target: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      });
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (text += chunk));
      socket.on('error', reject);
      socket.on('end', () => resolve(text.split('\r\n\r\n')[0]!.toLowerCase()));
    });

  test("its plain 400 carries nosniff and the Permissions-Policy, like the API's", async () => {
    for (const target of ['/admin/a\\b', '/api/a\\b']) {
      const head = await rawHead(target);
      expect(head).toMatch(/^http\/1\.1 400 /);
      expect(head).toContain('x-content-type-options: nosniff');
      expect(head).toContain(`permissions-policy: ${PERMISSIONS_POLICY}`);
    }
  });
});
