/**
 * Federation, part 6: domain code ships with the remotes that use it (docs/architecture.md, "Packages and the one-way
 * rule"). The application form is in @panel/shared-domain, no part of shared-core and never federated: remote-client
 * bundles it and serves its texts, so a new deployment of the remote with a changed form, named by the runtime
 * configuration, shows the change without a release of the shell.
 */
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { test } from '../support/test';
import { PORT, SHELL, recordRequests, requestsSettled, resetServer, signInThroughApi } from '../support/demo';
import {
  DIST,
  FED_TEST_TIMEOUT,
  chunkSources,
  expect,
  jsFiles,
  overrideRuntimeConfig,
  pathsFrom,
} from './fed-helpers';

test.describe.configure({ timeout: FED_TEST_TIMEOUT });

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

const FORM_SOURCE = 'shared-domain/src/applications/application-form.tsx';
const DOMAIN_SOURCES = /shared-domain\/src\//;

/** Every file of a build with the hash of its bytes: equal digests, an untouched build. */
function digest(dir: string): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!file.isFile()) continue;
    const path = join(file.parentPath, file.name);
    hash.update(path).update(readFileSync(path));
  }
  return hash.digest('hex');
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.map': 'application/json',
};

test("each remote bundles the domain code, and the shell's build carries none of it", () => {
  const carrying = (app: 'shell' | 'client' | 'manage', pattern: RegExp) =>
    jsFiles(app).filter((file) => chunkSources(app, file).some((source) => pattern.test(source)));
  expect(carrying('shell', DOMAIN_SOURCES)).toEqual([]);
  expect(carrying('client', /shared-domain\/src\/applications\//).length).toBeGreaterThan(0);
  expect(carrying('client', /shared-domain\/src\/messaging\//).length).toBeGreaterThan(0);
  expect(carrying('manage', /shared-domain\/src\/applications\//).length).toBeGreaterThan(0);
  expect(carrying('manage', /shared-domain\/src\/messaging\//).length).toBeGreaterThan(0);
  // The platform the domain code draws with stays the shell's: no remote carries a copy of it (only the harness a
  // remote loads when it runs alone, outside a shell, and the constant lists of the calls' shapes, src/wire).
  for (const app of ['client', 'manage'] as const) {
    expect(carrying(app, /shared-core\/src\/(?!standalone\/|wire\/)/), app).toEqual([]);
  }
});

test("a new deployment of remote-client with a changed application form shows it; the shell's build is untouched", async ({
  page,
  request,
}) => {
  const shellBefore = digest(DIST.shell);
  // The new deployment: remote-client's build with another label for the form's developer field, in a folder of its
  // own, served under another address.
  const deployment = mkdtempSync(join(tmpdir(), 'panel-client-next-'));
  try {
    cpSync(DIST.client, deployment, { recursive: true });
    const texts = join(deployment, 'locales/ru/applications.json');
    const bundle = JSON.parse(readFileSync(texts, 'utf8')) as { fields: Record<string, string> };
    expect(bundle.fields.developerName).toBe('Разработчик');
    bundle.fields.developerName = 'Издатель приложения';
    writeFileSync(texts, JSON.stringify(bundle));

    const origin = `http://127.0.0.1:${PORT + 1}`;
    const base = `${origin}/next`;
    await page.route(`${base}/**`, async (route) => {
      const file = new URL(route.request().url()).pathname.slice('/next/'.length);
      let body: Buffer;
      try {
        body = readFileSync(join(deployment, file));
      } catch {
        return route.fulfill({ status: 404, headers: { 'access-control-allow-origin': '*' } });
      }
      await route.fulfill({
        body,
        headers: {
          'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
          'access-control-allow-origin': '*',
        },
      });
    });
    await overrideRuntimeConfig(request, { remotes: { client: `${base}/mf-manifest.json` } });

    await signInThroughApi(page, 'owner');
    const urls = recordRequests(page);
    await page.goto('/admin/client/applications/new');
    const main = page.getByRole('main');
    await expect(main.getByLabel(/^Издатель приложения/)).toBeVisible();
    await expect(main.getByLabel(/^Разработчик/)).toHaveCount(0);
    await requestsSettled(page);

    // The form's code and its texts came from the new deployment, none of them from the shell.
    const formFiles = jsFiles('client').filter((file) =>
      chunkSources('client', file).some((source) => source.endsWith(FORM_SOURCE)),
    );
    expect(formFiles.length).toBeGreaterThan(0);
    const fromDeployment = urls
      .filter((url) => url.startsWith(`${base}/`))
      .map((url) => url.slice(base.length));
    expect(fromDeployment).toEqual(
      expect.arrayContaining(['/remoteEntry.js', '/locales/ru/applications.json']),
    );
    expect(formFiles.some((file) => fromDeployment.includes(`/${file}`))).toBe(true);
    expect(pathsFrom(urls, SHELL).filter((path) => /\/(applications|messaging)\.json$/.test(path))).toEqual(
      [],
    );

    expect(digest(DIST.shell)).toBe(shellBefore);
  } finally {
    rmSync(deployment, { recursive: true, force: true });
  }
});
