/**
 * The runtime config's JSON Schema (shell/deploy/runtime-config.schema.json, docs/runtime-config.md) is what operators
 * and their tools check a file against; the shell checks it by hand (runtime-config.ts, no schema library on the first
 * page). The shell's patterns are the schema's, every file the repository ships validates, and both checks agree on
 * each sample below, so neither can drift.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import {
  API_PATH_RE,
  BOT_RE,
  HOST_RE,
  REMOTE_URL_RE,
  REPORT_PATH_RE,
  validateRuntimeConfig,
} from './runtime-config';

const ROOT = join(__dirname, '../../..');
const schema = JSON.parse(readFileSync(join(ROOT, 'shell/deploy/runtime-config.schema.json'), 'utf8'));
const validate = new Ajv2020({ allErrors: true, strict: true }).compile(schema);

/** Folders of installs, builds and test output: nothing in them is shipped. */
const NOT_SHIPPED = new Set([
  'node_modules',
  'dist',
  'dist-maps',
  '.git',
  'test-results',
  'playwright-report',
  'blob-report',
  'coverage',
  '.reports',
  '.bench',
]);

/**
 * Every `runtime-config*.json` in the repository, at any depth (the shell image's default, and the examples beside
 * compose, Kubernetes or any other deploy/ folder), its schema aside.
 */
function shippedConfigs(dir = ROOT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (NOT_SHIPPED.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return shippedConfigs(path);
    return /^runtime-config.*\.json$/.test(entry.name) && entry.name !== 'runtime-config.schema.json'
      ? [path]
      : [];
  });
}

const byHand = (config: unknown): boolean => {
  try {
    validateRuntimeConfig(config);
    return true;
  } catch {
    return false;
  }
};

const remotes = {
  client: 'https://client.example.com/mf-manifest.json',
  manage: 'https://manage.example.com/1.4.0/mf-manifest.json',
  users: 'http://localhost:8083/mf-manifest.json',
};
const valid = { mainHost: 'panel.example.com', apiBaseUrl: '/api', remotes, telegramBot: null };

/** A regular expression literal's source as JSON Schema writes it: `/` needs no escape there. */
const asSchemaPattern = (re: RegExp): string => re.source.replaceAll('\\/', '/');

describe('the runtime config schema', () => {
  test("the shell's patterns are the schema's, character for character", () => {
    const { properties, $defs } = schema;
    expect({
      mainHost: properties.mainHost.pattern,
      apiBaseUrl: properties.apiBaseUrl.pattern,
      telegramBot: properties.telegramBot.pattern,
      remoteUrl: $defs.remoteUrl.pattern,
      reportPath: $defs.reportAddress.anyOf[1].pattern,
    }).toEqual({
      mainHost: asSchemaPattern(HOST_RE),
      apiBaseUrl: asSchemaPattern(API_PATH_RE),
      telegramBot: asSchemaPattern(BOT_RE),
      remoteUrl: asSchemaPattern(REMOTE_URL_RE),
      reportPath: asSchemaPattern(REPORT_PATH_RE),
    });
    // No flag changes what a pattern means in the shell (JSON Schema patterns have none).
    expect([HOST_RE, API_PATH_RE, BOT_RE, REMOTE_URL_RE, REPORT_PATH_RE].map((re) => re.flags)).toEqual([
      '',
      '',
      '',
      '',
      '',
    ]);
  });

  test('every shipped runtime-config*.json is valid, by the schema and by the shell', () => {
    const files = shippedConfigs();
    expect(files.map((file) => relative(ROOT, file))).toContain('shell/deploy/runtime-config.json');
    for (const file of files) {
      const config = JSON.parse(readFileSync(file, 'utf8'));
      expect([relative(ROOT, file), validate(config), validate.errors ?? null]).toEqual([
        relative(ROOT, file),
        true,
        null,
      ]);
      expect([relative(ROOT, file), byHand(config)]).toEqual([relative(ROOT, file), true]);
    }
  });

  test.each<[string, unknown, boolean]>([
    ['the minimal file', { mainHost: 'panel.example.com', remotes }, true],
    [
      'every field',
      { ...valid, errorReportUrl: '/api/client-errors', cspReportUrl: 'https://r.example.com/csp' },
      true,
    ],
    ['a port in mainHost', { ...valid, mainHost: 'localhost:8080' }, true],
    ["an editor's $schema key and an unknown key", { ...valid, $schema: './x.json', later: 1 }, true],
    ['a bot name', { ...valid, telegramBot: 'panel_demo_bot' }, true],
    ['not an object', [valid], false],
    ['no mainHost', { remotes }, false],
    ['a URL as mainHost', { ...valid, mainHost: 'https://panel.example.com' }, false],
    ['an absolute apiBaseUrl', { ...valid, apiBaseUrl: 'https://api.example.com' }, false],
    ['a protocol-relative apiBaseUrl', { ...valid, apiBaseUrl: '//api.example.com' }, false],
    ['a remote missing', { ...valid, remotes: { client: remotes.client, manage: remotes.manage } }, false],
    ['an unknown remote', { ...valid, remotes: { ...remotes, billing: remotes.client } }, false],
    [
      'a remote over http',
      { ...valid, remotes: { ...remotes, client: 'http://client.example.com/m.json' } },
      false,
    ],
    [
      'a remote with a user',
      { ...valid, remotes: { ...remotes, client: 'https://u:p@client.example.com/' } },
      false,
    ],
    ['a relative remote', { ...valid, remotes: { ...remotes, client: '/client/mf-manifest.json' } }, false],
    ['a short bot name', { ...valid, telegramBot: 'ab' }, false],
    ['a report address over http', { ...valid, errorReportUrl: 'http://reports.example.com/' }, false],
    ['a protocol-relative report address', { ...valid, cspReportUrl: '//reports.example.com/' }, false],
    ['a number as report address', { ...valid, errorReportUrl: 42 }, false],
    // Defaults: an absent or null field takes its default in the shell, and the start step's jq (`// "/api"`) agrees.
    ['null apiBaseUrl (the default, /api)', { ...valid, apiBaseUrl: null }, true],
    ['null report addresses', { ...valid, errorReportUrl: null, cspReportUrl: null }, true],
    ['an empty apiBaseUrl', { ...valid, apiBaseUrl: '' }, false],
    ['an empty bot name', { ...valid, telegramBot: '' }, false],
    ['an empty report address', { ...valid, errorReportUrl: '' }, false],
    ['null remotes', { ...valid, remotes: null }, false],
    ['a remote as null', { ...valid, remotes: { ...remotes, users: null } }, false],
    // apiBaseUrl: what the shell image's nginx location can take.
    ['a nested apiBaseUrl with a trailing slash', { ...valid, apiBaseUrl: '/backend/api/' }, true],
    ['"/" as apiBaseUrl', { ...valid, apiBaseUrl: '/' }, false],
    ['a query in apiBaseUrl', { ...valid, apiBaseUrl: '/api?v=2' }, false],
    ['a backslash in apiBaseUrl', { ...valid, apiBaseUrl: '/\\evil.example.com' }, false],
    ['a space in apiBaseUrl', { ...valid, apiBaseUrl: '/my api' }, false],
    // Report paths: anything after one "/", but never another host to a browser.
    ['a report path with a query', { ...valid, cspReportUrl: '/csp?app=panel' }, true],
    ['a backslash after the first "/"', { ...valid, errorReportUrl: '/\\evil.example.com/' }, false],
    // Remotes: what a URL parser would forgive is refused by both.
    [
      'a remote with a port, a query and a fragment',
      { ...valid, remotes: { ...remotes, client: 'https://c.example.com:8443/m.json?v=1#x' } },
      true,
    ],
    [
      'a remote on [::1] over http',
      { ...valid, remotes: { ...remotes, users: 'http://[::1]:8083/mf-manifest.json' } },
      true,
    ],
    [
      'a remote on 127.0.0.1 with no path',
      { ...valid, remotes: { ...remotes, users: 'http://127.0.0.1:8083' } },
      true,
    ],
    [
      'a remote on an IP address over https',
      { ...valid, remotes: { ...remotes, users: 'https://192.0.2.10:8443/m.json' } },
      true,
    ],
    [
      'a remote on an IPv6 address over https (a host name is wanted)',
      { ...valid, remotes: { ...remotes, users: 'https://[2001:db8::1]/m.json' } },
      false,
    ],
    [
      'a host name with characters outside A-Z a-z 0-9 . _ -',
      { ...valid, remotes: { ...remotes, users: 'https://a!b.example.com/m.json' } },
      false,
    ],
    [
      'an upper-case scheme',
      { ...valid, remotes: { ...remotes, client: 'HTTPS://c.example.com/m.json' } },
      false,
    ],
    [
      'an upper-case localhost over http',
      { ...valid, remotes: { ...remotes, users: 'http://LOCALHOST:8083/m.json' } },
      false,
    ],
    [
      'a shortened loopback address over http',
      { ...valid, remotes: { ...remotes, users: 'http://127.1:8083/m.json' } },
      false,
    ],
    [
      'a host that only starts with localhost',
      { ...valid, remotes: { ...remotes, users: 'http://localhost.evil.com/m.json' } },
      false,
    ],
    [
      'no slashes after the scheme',
      { ...valid, remotes: { ...remotes, client: 'https:c.example.com/m.json' } },
      false,
    ],
    [
      'backslashes after the scheme',
      { ...valid, remotes: { ...remotes, client: 'https:\\\\c.example.com/m.json' } },
      false,
    ],
    [
      'a space before the scheme',
      { ...valid, remotes: { ...remotes, client: ' https://c.example.com/m.json' } },
      false,
    ],
    [
      'a space in the path',
      { ...valid, remotes: { ...remotes, client: 'https://c.example.com/my m.json' } },
      false,
    ],
    [
      'a line break in the host',
      { ...valid, remotes: { ...remotes, client: 'https://c.exa\nmple.com/m.json' } },
      false,
    ],
    [
      'a six-digit port',
      { ...valid, remotes: { ...remotes, client: 'https://c.example.com:123456/m.json' } },
      false,
    ],
    ['a relative report address', { ...valid, errorReportUrl: 'reports/errors' }, false],
    ['a javascript: address', { ...valid, errorReportUrl: 'javascript:alert(1)' }, false],
    ['a user in a report address', { ...valid, errorReportUrl: 'https://u@reports.example.com/' }, false],
  ])('%s: schema and shell agree', (_name, config, expected) => {
    expect([validate(config), byHand(config)]).toEqual([expected, expected]);
  });
});
