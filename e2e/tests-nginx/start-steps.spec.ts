/**
 * The images' start steps (docs/deploying-a-remote.md, "Images"), run with sh and jq as the containers run them: the
 * shell's writes the page's policy from the runtime config, the same as the demo server's csp-policy.mjs on every
 * config below, and takes the API's path from it; a remote's refuses to start without the shell's origin. The
 * running hosts answer their health checks, the shell with HSTS as behind TLS.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { HSTS, startStep } from '../../scripts/serve-nginx.mjs';
import { NGINX_SELF_ORIGIN, shellContentSecurityPolicy } from '../../shell/deploy/csp-policy.mjs';
import { NGINX } from './nginx-helpers';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SHELL_STEP = join(REPO_ROOT, 'shell/deploy/panel-shell.envsh');
const REMOTE_STEP = join(REPO_ROOT, 'shared-core/deploy/remote/panel-remote.envsh');

/** The shell's step on a config: the policy it wrote (the include's header value) and what it exported. */
function shellStep(config: unknown) {
  const dir = mkdtempSync(join(tmpdir(), 'panel-step-'));
  writeFileSync(join(dir, 'runtime-config.json'), JSON.stringify(config));
  const vars = startStep(SHELL_STEP, {
    PANEL_RUNTIME_CONFIG: join(dir, 'runtime-config.json'),
    PANEL_GENERATED_DIR: dir,
    PANEL_CSP_JQ: join(REPO_ROOT, 'shell/deploy/csp-policy.jq'),
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
    for (const url of [
      'https://panel.example.com/$remote/mf-manifest.json',
      'https://$host.example.com/mf.json',
    ])
      expect(() => shellStep({ ...base, remotes: { ...remotes, client: url } }), url).toThrow(
        /names a URL nginx cannot quote/,
      );
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
