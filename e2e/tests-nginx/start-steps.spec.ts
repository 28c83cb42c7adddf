/**
 * The images' start steps (docs/deploying-a-remote.md, "Images"), run with sh and jq as the containers run them: the
 * shell's writes the page's policy from the runtime config, the same as the demo server's csp-policy.mjs on every
 * config below, and takes the API's path from it; a remote's refuses to start without the shell's origin. The
 * running hosts answer their health checks, the shell with HSTS as behind TLS.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import {
  CSP_JQ,
  HSTS,
  SHELL_STEP,
  SHELL_TEMPLATE,
  handOver,
  nginxCommand,
  nginxIn,
  renderHost,
  startStep,
  writeFrame,
} from '../../scripts/serve-nginx.mjs';
import { NGINX_SELF_ORIGIN, shellContentSecurityPolicy } from '../../shell/deploy/csp-policy.mjs';
import { startDnsStub } from './dns-stub';
import { NGINX_BASE_PORT } from './env';
import { NGINX } from './nginx-helpers';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const REMOTE_STEP = join(REPO_ROOT, 'shared-core/deploy/remote/panel-remote.envsh');

/** The shell's step on a config: the policy it wrote (the include's header value) and what it exported. */
function shellStep(config: unknown) {
  const dir = mkdtempSync(join(tmpdir(), 'panel-step-'));
  writeFileSync(join(dir, 'runtime-config.json'), JSON.stringify(config));
  const vars = startStep(SHELL_STEP, {
    PANEL_RUNTIME_CONFIG: join(dir, 'runtime-config.json'),
    PANEL_GENERATED_DIR: dir,
    PANEL_CSP_JQ: CSP_JQ,
    PANEL_API_UPSTREAM: 'http://api.internal:8090',
  });
  const include = readFileSync(join(dir, 'panel-csp.inc'), 'utf8');
  const policy = /add_header Content-Security-Policy "(.*)" always;/.exec(include)?.[1];
  return { ...vars, policy };
}

const remotes = {
  client: 'https://client.panel.example.com/mf-manifest.json',
  manage: 'https://manage.panel.example.com/mf-manifest.json',
  users: 'https://users.panel.example.com/mf-manifest.json',
};
const base = { mainHost: 'panel.example.com', apiBaseUrl: '/api', remotes, telegramBot: null };

test.describe('the shell image’s start step', () => {
  const configs: [string, Record<string, unknown>][] = [
    ['remotes on hosts of their own', base],
    [
      'a remote in a versioned folder of the shell’s host, another on the default port spelled out',
      {
        ...base,
        remotes: {
          ...remotes,
          client: 'https://PANEL.example.com/remotes/client/1.4.0/mf-manifest.json',
          users: 'https://users.panel.example.com:443/mf-manifest.json',
        },
      },
    ],
    [
      'local remotes, with Telegram and a report address',
      {
        mainHost: 'localhost:8180',
        apiBaseUrl: '/backend/',
        remotes: {
          client: 'http://localhost:8181/mf-manifest.json',
          manage: 'http://localhost:8182/a;b,c/m.json',
          users: 'http://127.0.0.1:8183/mf-manifest.json',
        },
        telegramBot: 'panel_demo_bot',
        cspReportUrl: '/backend/csp-reports',
      },
    ],
    ['no mainHost: every remote held to its folder', { apiBaseUrl: '/api', remotes }],
    // A report address that would end the directive and add one of its own: percent-encoded, one source.
    ['a report address with ; , and spaces', { ...base, cspReportUrl: "/r; script-src * 'unsafe-eval', x" }],
  ];
  for (const [name, config] of configs) {
    test(`writes the demo server's policy: ${name}`, () => {
      expect(shellStep(config).policy).toBe(shellContentSecurityPolicy(config, { self: NGINX_SELF_ORIGIN }));
    });
  }

  test('keeps a report address one source: it cannot end the directive or add one', () => {
    const { policy } = shellStep({ ...base, cspReportUrl: "/r; script-src * 'unsafe-eval', x" });
    expect(policy!.split('; ').at(-1)).toBe("report-uri /r%3B%20script-src%20*%20'unsafe-eval'%2C%20x");
    expect(policy!.split('; ').filter((directive) => directive.startsWith('script-src '))).toHaveLength(1);
  });

  test('takes the API path from apiBaseUrl (default /api), and refuses one that is not a path', () => {
    expect(shellStep({ ...base, apiBaseUrl: '/backend/' }).PANEL_API_PATH).toBe('/backend');
    const { apiBaseUrl: _left, ...without } = base;
    expect(shellStep(without).PANEL_API_PATH).toBe('/api');
    expect(() => shellStep({ ...base, apiBaseUrl: 'https://api.example.com' })).toThrow(
      /apiBaseUrl must be a path such as \/api/,
    );
  });

  test('refuses a config it cannot write a policy for, naming the reason', () => {
    expect(() => shellStep({ ...base, remotes: { ...remotes, client: 'javascript:alert(1)' } })).toThrow(
      /remotes\.client is not an http\(s\) URL/,
    );
    expect(() => shellStep(['not', 'an', 'object'])).toThrow(/not a JSON object/);
  });

  test('refuses a URL that nginx would read as a variable', () => {
    expect(() =>
      shellStep({ ...base, remotes: { ...remotes, client: 'https://panel.example.com/$remote/mf.json' } }),
    ).toThrow(/names a URL nginx cannot quote/);
    expect(() => shellStep({ ...base, cspReportUrl: '/csp/$request_uri' })).toThrow(
      /names a URL nginx cannot quote/,
    );
    // A host with one is no host name at all (csp-policy.jq reads plain URLs only).
    expect(() =>
      shellStep({ ...base, remotes: { ...remotes, client: 'https://$host.example.com/mf.json' } }),
    ).toThrow(/remotes\.client is not an http\(s\) URL in plain form/);
  });

  test('looks the API up through the nameservers of /etc/resolv.conf unless PANEL_RESOLVER names some', () => {
    expect(shellStep(base).PANEL_RESOLVER.trim()).not.toBe('');
  });
});

test.describe('a remote image’s start step', () => {
  for (const origin of ['', '*', 'https://panel.example.com/admin/', 'panel.example.com'])
    test(`refuses to start with PANEL_SHELL_ORIGIN=${JSON.stringify(origin)}`, () => {
      expect(() => startStep(REMOTE_STEP, { PANEL_SHELL_ORIGIN: origin })).toThrow(/PANEL_SHELL_ORIGIN/);
    });

  test('starts with an origin', () => {
    expect(() => startStep(REMOTE_STEP, { PANEL_SHELL_ORIGIN: 'https://panel.example.com' })).not.toThrow();
  });
});

test('every host answers its health check; the shell, behind TLS here, with HSTS', async ({ request }) => {
  for (const origin of Object.values(NGINX)) {
    const health = await request.get(`${origin}/healthz`);
    expect(health.status(), origin).toBe(200);
    expect(await health.text()).toBe('ok\n');
    expect(health.headers()['cache-control']).toBe('no-store');
  }
  expect((await request.get(`${NGINX.shell}/admin/`)).headers()['strict-transport-security']).toBe(HSTS);
  expect(
    (await request.get(`${NGINX.client}/mf-manifest.json`)).headers()['strict-transport-security'],
  ).toBeUndefined();
});

test.describe('the shell’s host on a config of its own', () => {
  // Past the six ports of the suite's server (scripts/serve-nginx.mjs).
  const port = NGINX_BASE_PORT + 6;
  const upstreamPort = NGINX_BASE_PORT + 7;
  const dnsPort = NGINX_BASE_PORT + 8;
  /** A name nothing on this machine resolves: only the resolver the step configured knows it, once it runs. */
  const API_HOST = 'api.panel.test';

  test('proxies the config’s apiBaseUrl (/backend), not /api, to an upstream whose name appears after nginx started', async ({
    request,
  }) => {
    const dir = mkdtempSync(join(tmpdir(), 'panel-shell-host-'));
    writeFrame(dir);
    mkdirSync(join(dir, 'site/admin'), { recursive: true });
    writeFileSync(join(dir, 'site/admin/index.html'), '<!doctype html><title>panel</title>\n');
    const config = { ...base, apiBaseUrl: '/backend', cspReportUrl: '/backend/csp-reports' };
    writeFileSync(join(dir, 'runtime-config.json'), JSON.stringify(config));
    const env = {
      PANEL_PORT: String(port),
      PANEL_RUNTIME_CONFIG: join(dir, 'runtime-config.json'),
      PANEL_API_UPSTREAM: `http://${API_HOST}:${upstreamPort}`,
      PANEL_RESOLVER: `127.0.0.1:${dnsPort}`,
      PANEL_HSTS: '',
    };
    // The image's order: the start step, then the template, then nginx (as nobody here, as user 101 there).
    const exported = startStep(SHELL_STEP, {
      ...env,
      PANEL_GENERATED_DIR: join(dir, 'conf.d'),
      PANEL_CSP_JQ: CSP_JQ,
    });
    expect(exported).toEqual({ PANEL_API_PATH: '/backend', PANEL_RESOLVER: env.PANEL_RESOLVER });
    renderHost(dir, 'shell', SHELL_TEMPLATE, { ...env, ...exported }, join(dir, 'site'));
    handOver(dir);
    // A proxy_pass naming the host would make nginx look it up here and refuse to start; through a variable it does not.
    expect(nginxIn(dir, '-t', '-q').status).toBe(0);

    const upstream = createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ url: req.url, host: req.headers.host }));
    });
    await new Promise<void>((resolve) => upstream.listen(upstreamPort, '127.0.0.1', resolve));
    const [command, prefix] = nginxCommand();
    const nginx = spawn(
      command,
      [...prefix, '-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'],
      { stdio: 'ignore' },
    );
    const stopped = new Promise((resolve) => nginx.once('exit', resolve));
    let dns: Awaited<ReturnType<typeof startDnsStub>> | undefined;
    const host = `http://127.0.0.1:${port}`;
    try {
      await expect
        .poll(async () => (await request.get(`${host}/healthz`).catch(() => null))?.status(), {
          message: 'nginx answers its health check',
        })
        .toBe(200);
      // The API's name becomes known only now, as a Service or a container does after the shell started.
      dns = await startDnsStub(dnsPort, API_HOST);
      const proxied = await request.get(`${host}/backend/things?page=2`);
      expect(proxied.status()).toBe(200);
      expect(await proxied.json()).toEqual({
        url: '/backend/things?page=2',
        host: `${API_HOST}:${upstreamPort}`,
      });
      expect(dns.questions).toContain(`${API_HOST} 1`);
      // /api is nobody's on this host: the default path is not proxied when the config names another.
      expect((await request.get(`${host}/api/things`)).status()).toBe(404);
      // The page under the policy the step wrote, report-uri from cspReportUrl included.
      const policy = (await request.get(`${host}/admin/`)).headers()['content-security-policy'];
      expect(policy).toBe(shellContentSecurityPolicy(config, { self: host }));
      expect(policy).toMatch(/; report-uri \/backend\/csp-reports$/);
    } finally {
      nginx.kill('SIGTERM');
      upstream.close();
      await dns?.close();
      await stopped;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
