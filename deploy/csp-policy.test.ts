/**
 * The shell page's Content-Security-Policy has one rule written twice: csp-policy.mjs, which the demo server runs on
 * every page (reference-server/src/static/security-headers.ts), and csp-policy.jq, which the shell image's start step
 * (panel-shell.envsh) runs at container start, because the image has no Node at run time. These tests hold the two to
 * one answer: on every config below, jq writes the header the JavaScript writes, or refuses the config with a reason
 * (a URL it cannot read exactly as the URL parser does): it never writes a different policy.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NGINX_SELF_ORIGIN, shellContentSecurityPolicy } from '../shell/deploy/csp-policy.mjs';

const ROOT = join(__dirname, '..');
const JQ = join(ROOT, 'shell/deploy/csp-policy.jq');

type Config = Record<string, unknown>;

/** What the image's step runs: the policy jq writes, or the reason it refuses the config. */
function jqPolicy(config: unknown): { policy: string } | { refused: string } {
  const result = spawnSync('jq', ['-r', '--arg', 'self', NGINX_SELF_ORIGIN, '-f', JQ], {
    input: JSON.stringify(config),
    encoding: 'utf8',
  });
  if (result.error) throw result.error;
  return result.status === 0 ? { policy: result.stdout.trim() } : { refused: result.stderr.trim() };
}

/**
 * jqPolicy on many configs in one jq run: the policy program wrapped in a try, one answer per input. A jq program's
 * defs followed by its expression is one expression, so the file can stand in parentheses as it is.
 */
function jqPolicies(configs: unknown[]): ({ policy: string } | { refused: string })[] {
  const program = `inputs | try {policy: (${readFileSync(JQ, 'utf8')}\n)} catch {refused: .}`;
  const result = spawnSync('jq', ['-n', '-c', '--arg', 'self', NGINX_SELF_ORIGIN, program], {
    input: configs.map((config) => JSON.stringify(config)).join('\n'),
    encoding: 'utf8',
  });
  if (result.error) throw result.error;
  expect(result.stderr).toBe('');
  return result.stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { policy: string } | { refused: string });
}

// The JavaScript takes any value (a config that is not an object has no remotes): the types name the usual one.
const js = (config: unknown) =>
  shellContentSecurityPolicy(config as Record<string, unknown>, { self: NGINX_SELF_ORIGIN });

const remotes = {
  client: 'https://client.panel.example.com/mf-manifest.json',
  manage: 'https://manage.panel.example.com/mf-manifest.json',
  users: 'https://users.panel.example.com/mf-manifest.json',
};
const base: Config = { mainHost: 'panel.example.com', apiBaseUrl: '/api', remotes, telegramBot: null };
const withRemote = (client: string): Config => ({ ...base, remotes: { ...remotes, client } });

describe('csp-policy.jq writes what csp-policy.mjs writes', () => {
  const shipped = [
    'shell/deploy/runtime-config.json',
    'deploy/compose/runtime-config.json',
    'deploy/kubernetes/runtime-config.json',
  ];
  test.each(shipped)('the runtime config shipped as %s', (path) => {
    const config = JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as unknown;
    expect(jqPolicy(config)).toEqual({ policy: js(config) });
  });

  const table: [string, Config][] = [
    ['remotes on hosts of their own', base],
    ['no mainHost: every remote held to its folder', { apiBaseUrl: '/api', remotes }],
    [
      'a remote on the shell’s host, in a versioned folder',
      withRemote('https://panel.example.com/r/client/1.4.0/m.json'),
    ],
    ['two remotes on one origin', { ...base, remotes: { ...remotes, manage: remotes.client } }],
    [
      'an upper-case scheme and host, a default port spelled out',
      withRemote('HTTPS://Client.Panel.Example.COM:443/mf.json'),
    ],
    [
      'a port with leading zeros, the default one',
      withRemote('https://client.panel.example.com:0443/mf.json'),
    ],
    ['another port', withRemote('https://client.panel.example.com:8443/mf.json')],
    ['http on the default port', withRemote('http://localhost:80/mf-manifest.json')],
    ['a query and a fragment', withRemote('https://cdn.example.com/client/mf.json?v=2#x')],
    ['no path', withRemote('https://cdn.example.com')],
    ['a folder with ; and , and %', withRemote('https://panel.example.com/a;b,c%20d/mf.json')],
    ['an IPv4 address', withRemote('http://127.0.0.1:8181/mf-manifest.json')],
    ['[::1]', withRemote('http://[::1]:8181/mf-manifest.json')],
    [
      'local remotes, as in development',
      {
        mainHost: 'localhost:8180',
        apiBaseUrl: '/backend',
        remotes: {
          client: 'http://localhost:8181/mf-manifest.json',
          manage: 'http://localhost:8180/remotes/manage/mf-manifest.json',
          users: 'http://127.0.0.1:8183/mf-manifest.json',
        },
        telegramBot: null,
      },
    ],
    ['a Telegram bot', { ...base, telegramBot: 'panel_bot' }],
    ['an empty Telegram bot', { ...base, telegramBot: '' }],
    ['a report path', { ...base, cspReportUrl: '/api/csp-reports' }],
    [
      'a report address on another host',
      { ...base, cspReportUrl: 'https://reports.example.com/csp?app=panel' },
    ],
    [
      'a report path that would end the directive',
      { ...base, cspReportUrl: "/r; script-src 'unsafe-inline', x y" },
    ],
    ['no report address', { ...base, cspReportUrl: null }],
    ['an empty report address', { ...base, cspReportUrl: '' }],
    ['no remotes', { mainHost: 'panel.example.com' }],
  ];
  test.each(table)('%s', (_name, config) => {
    expect(jqPolicy(config)).toEqual({ policy: js(config) });
  });

  test('report-uri comes last, one source, when cspReportUrl is set', () => {
    const result = jqPolicy({ ...base, cspReportUrl: '/r; script-src *' });
    expect(result).toEqual({ policy: expect.stringMatching(/; report-uri \/r%3B%20script-src%20\*$/) });
    expect(jqPolicy(base)).toEqual({ policy: expect.not.stringContaining('report-uri') });
  });
});

describe('csp-policy.jq refuses what it cannot read as the URL parser does', () => {
  // Each of these the URL parser rewrites (an IDN to punycode, 127.1 to 127.0.0.1, /a/../b/ to /b/, a space to %20,
  // a backslash to a slash...): jq would write another folder or origin, so the step stops and says why.
  const odd = [
    'https://bücher.example.com/mf.json',
    'https://127.1/mf.json',
    'https://0x7f.0.0.1/mf.json',
    'https://1.2.3.4./mf.json',
    'https://cdn.example.com/a/../b/mf.json',
    'https://cdn.example.com/a/%2E%2e/b/mf.json',
    'https://cdn.example.com/a/./mf.json',
    'https://cdn.example.com/a b/mf.json',
    'https://cdn.example.com\\a\\mf.json',
    ' https://cdn.example.com/mf.json',
    'https://cdn.example.com:99999/mf.json',
    'https://cdn.example.com:/mf.json',
    'https://user@cdn.example.com/mf.json',
    'https://[0:0::1]/mf.json',
    'https:cdn.example.com/mf.json',
    '/remotes/client/mf-manifest.json',
    'javascript:alert(1)',
  ];
  test.each(odd)('%s', (url) => {
    expect(jqPolicy(withRemote(url))).toEqual({
      refused: expect.stringMatching(/remotes\.client is not an http\(s\) URL in plain form/),
    });
  });

  test('on configs put together at random, jq writes the JavaScript’s policy or refuses, never another', () => {
    // A fixed seed: the same configs every run, so a failure is reproduced by running the test again.
    let seed = 20261205;
    const pick = <T>(values: readonly T[]): T => {
      // mulberry32: 32-bit integer steps, exact in JavaScript.
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return values[Math.floor((((t ^ (t >>> 14)) >>> 0) / 2 ** 32) * values.length)]!;
    };
    const schemes = ['https', 'http', 'HTTPS'];
    const hosts = [
      'panel.example.com',
      'cdn.example.com',
      'localhost',
      '127.0.0.1',
      '[::1]',
      'A-b.Example',
      '10.1',
      'x..y',
    ];
    const ports = ['', ':443', ':80', ':8080', ':0080', ':65536'];
    const paths = [
      '',
      '/',
      '/mf.json',
      '/r/1.0/mf.json',
      '/a;b/m.json',
      '/a/../m.json',
      '/%2e/m.json',
      '/a%7E/m.json',
      "/(x)!'*/m.json",
    ];
    const tails = ['', '?v=1', '#top', '?a=b;c'];
    const url = () => `${pick(schemes)}://${pick(hosts)}${pick(ports)}${pick(paths)}${pick(tails)}`;
    const configs: Config[] = Array.from({ length: 300 }, () => ({
      mainHost: pick(['panel.example.com', 'localhost:8080', 'cdn.example.com', undefined]),
      apiBaseUrl: '/api',
      remotes: { client: url(), manage: url(), users: url() },
      telegramBot: pick([null, 'bot']),
      cspReportUrl: pick([null, '/csp', 'https://r.example.com/a,b']),
    }));
    const results = jqPolicies(configs);
    expect(results).toHaveLength(configs.length);
    let written = 0;
    results.forEach((result, i) => {
      const config = configs[i]!;
      if ('policy' in result) {
        written += 1;
        expect({ config, policy: result.policy }).toEqual({ config, policy: js(config) });
      } else expect(result.refused).toMatch(/is not an http\(s\) URL in plain form/);
    });
    // Most are written: the refusals are for the odd pieces only.
    expect(written).toBeGreaterThan(30);
  });
});

describe('the start step (panel-shell.envsh) serves what jq wrote', () => {
  test('the include holds the policy, report-uri included, as one quoted header', () => {
    const dir = mkdtempSync(join(tmpdir(), 'panel-csp-'));
    const config = { ...base, cspReportUrl: '/api/csp-reports' };
    writeFileSync(join(dir, 'runtime-config.json'), JSON.stringify(config));
    const step = spawnSync('/bin/sh', ['-c', '. "$0"', join(ROOT, 'shell/deploy/panel-shell.envsh')], {
      env: {
        PATH: process.env.PATH,
        PANEL_RUNTIME_CONFIG: join(dir, 'runtime-config.json'),
        PANEL_GENERATED_DIR: dir,
        PANEL_CSP_JQ: JQ,
        PANEL_API_UPSTREAM: 'http://api:8090',
        PANEL_RESOLVER: '127.0.0.1',
      },
      encoding: 'utf8',
    });
    expect(step.stderr).toBe('');
    expect(step.status).toBe(0);
    const include = readFileSync(join(dir, 'panel-csp.inc'), 'utf8');
    expect(include).toContain(`add_header Content-Security-Policy "${js(config)}" always;`);
    expect(include).toContain('report-uri /api/csp-reports');
    rmSync(dir, { recursive: true, force: true });
  });
});
