/**
 * The runtime config's JSON Schema (shell/deploy/runtime-config.schema.json, docs/runtime-config.md) is what operators
 * and their tools check a file against; the shell checks it by hand (runtime-config.ts, no schema library on the first
 * page). Every file the repository ships validates, and both checks agree on each sample below, so neither can drift.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { validateRuntimeConfig } from './runtime-config';

const ROOT = join(__dirname, '../../..');
const schema = JSON.parse(readFileSync(join(ROOT, 'shell/deploy/runtime-config.schema.json'), 'utf8'));
const validate = new Ajv2020({ allErrors: true, strict: true }).compile(schema);

/** Every `runtime-config*.json` in the repository (examples for images, compose, Kubernetes), builds aside. */
function shippedConfigs(dir = ROOT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (['node_modules', 'dist', 'dist-maps', '.git', 'test-results'].includes(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return shippedConfigs(path);
    return /^runtime-config.*\.json$/.test(entry.name) && !entry.name.includes('schema') ? [path] : [];
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

describe('the runtime config schema', () => {
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
  ])('%s: schema and shell agree', (_name, config, expected) => {
    expect([validate(config), byHand(config)]).toEqual([expected, expected]);
  });
});
