/**
 * The panel behind real nginx (issue 31): the built shell and remotes served through their production
 * configurations (shell/deploy, the remotes' deploy/, shared-core/deploy/nginx), the contract API behind /api.
 * A smoke part of the suite: signing in, a listing in each area, a record and its form, a deep link, moving a remote
 * and rolling it back by editing runtime-config.json, a redeployed remote offered to an open tab, and the headers
 * of docs/deploying-a-remote.md. Every test fails on a Content-Security-Policy violation (support/test.ts), and the
 * run on any report the browsers posted (support/csp-reports.ts).
 */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test, type APIRequestContext, type APIResponse } from '../tests/support/test';
import {
  inEnglish,
  recordRequests,
  resetServer,
  signInThroughApi,
  signInThroughForm,
} from '../tests/support/demo';
import {
  AREA_PAGE,
  expect,
  expectAreaScreen,
  expectOffered,
  listingRows,
} from '../tests/federation/fed-helpers';
import { expectUploadedScriptRefused } from '../tests/support/uploaded-script';
import { shellContentSecurityPolicy } from '../../shell/deploy/csp-policy.mjs';
import { PERMISSIONS_POLICY, REMOTE_DOCUMENT_POLICY } from '../../shared-core/deploy/security-headers.mjs';
import { NGINX, USERS_MANIFEST, editRuntimeConfig, readRuntimeConfig } from './nginx-helpers';

const BROTLI = existsSync('/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so');
const IMMUTABLE = 'public, max-age=31536000, immutable';

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

/** The headers every answer of every host carries, each once (`headers()` would join two copies into one value). */
function expectBaseHeaders(response: APIResponse, what: string): void {
  const once = (name: string) =>
    response
      .headersArray()
      .filter((header) => header.name.toLowerCase() === name)
      .map((header) => header.value);
  expect(once('x-content-type-options'), what).toEqual(['nosniff']);
  expect(once('referrer-policy'), what).toEqual(['strict-origin-when-cross-origin']);
  expect(once('permissions-policy'), what).toEqual([PERMISSIONS_POLICY]);
}

/** A revalidated file: no-cache with an ETag, and a 304 when asked again with it. */
async function expectRevalidated(
  request: APIRequestContext,
  url: string,
  type: RegExp,
): Promise<APIResponse> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['cache-control'], url).toBe('no-cache');
  expect(response.headers()['content-type'], url).toMatch(type);
  expectBaseHeaders(response, url);
  const etag = response.headers().etag;
  expect(etag, `${url} has a validator`).toBeTruthy();
  expect(response.headers()['last-modified'], url).toBeTruthy();
  const again = await request.get(url, { headers: { 'If-None-Match': etag! } });
  expect(again.status(), `${url} revalidated`).toBe(304);
  return response;
}

async function expectImmutable(request: APIRequestContext, url: string): Promise<void> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['cache-control'], url).toBe(IMMUTABLE);
  expect(response.headers()['content-type'], url).toBe('text/javascript; charset=utf-8');
  expectBaseHeaders(response, url);
}

test('a person signs in through the form and sees the client area’s listing', async ({ page }) => {
  await page.goto('/admin/login');
  await signInThroughForm(page, 'owner');
  await expect(page).not.toHaveURL(/\/admin\/login/);
  await page.goto(AREA_PAGE.client.path);
  await expectAreaScreen(page, 'client');
});

test('the manage and users areas show their listings, and the browser reports no policy violation', async ({
  page,
  request,
}) => {
  await signInThroughApi(page, 'admin');
  await page.goto(AREA_PAGE.manage.path);
  await expectAreaScreen(page, 'manage');
  await page.getByTestId('sidebar').getByRole('link', { name: AREA_PAGE.users.title, exact: true }).click();
  await expectAreaScreen(page, 'users');
  const reports = await request.get(`${NGINX.shell}/api/__test/csp-reports`);
  expect(((await reports.json()) as { reports: unknown[] }).reports).toEqual([]);
});

test('a record opens, its edit form saves through /api', async ({ page }) => {
  await inEnglish(page);
  await signInThroughApi(page, 'owner');
  await page.goto('/admin/client/applications/1');
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/admin\/client\/applications\/1\/edit$/);
  const developer = page.getByRole('textbox', { name: /^Developer/ });
  await expect(developer).not.toHaveValue('');
  await developer.fill('Harbor Studio');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/admin\/client\/applications\/1$/);
  await expect(page.getByText('Harbor Studio').first()).toBeVisible();
});

test('a deep link opens and survives a reload', async ({ page }) => {
  await inEnglish(page);
  await signInThroughApi(page, 'owner');
  const first = await page.goto('/admin/client/applications/1/edit');
  expect(first?.status()).toBe(200);
  const name = page.getByRole('textbox', { name: /^Name/ });
  await expect(name).not.toHaveValue('');
  const again = await page.reload();
  expect(again?.status()).toBe(200);
  expect(again?.headers()['content-security-policy']).toContain(`script-src ${NGINX.shell}/admin/ `);
  await expect(page).toHaveURL(/\/admin\/client\/applications\/1\/edit$/);
  await expect(name).not.toHaveValue('');
});

test('the shell’s host: the page under the generated policy, revalidated files, hashed files cached, /api proxied', async ({
  request,
}) => {
  // nginx fills the shell's origin in from the request's Host (panel-shell.envsh): the one the browser asked for.
  // report-uri from the config's cspReportUrl, where this run's API collects the reports (serve-nginx.mjs).
  const policy = shellContentSecurityPolicy(readRuntimeConfig(), { self: NGINX.shell });
  expect(policy).toMatch(/; report-uri \/api\/__test\/csp-report$/);
  for (const path of ['/admin/', '/admin/index.html', '/admin/users/42/edit']) {
    const page = await expectRevalidated(request, `${NGINX.shell}${path}`, /^text\/html; charset=utf-8$/);
    expect(page.headers()['content-security-policy'], path).toBe(policy);
  }
  const html = await (await request.get(`${NGINX.shell}/admin/`)).text();
  const main = /src="?(\/admin\/main\.[0-9a-f]+\.js)/.exec(html)?.[1];
  expect(main, 'index.html names its hashed entry').toBeTruthy();
  await expectImmutable(request, `${NGINX.shell}${main}`);
  // A missing file is a 404, never the page (which a script tag would refuse under nosniff).
  expect((await request.get(`${NGINX.shell}/admin/main.0000000000.js`)).status()).toBe(404);

  await expectRevalidated(request, `${NGINX.shell}/admin/runtime-config.json`, /^application\/json/);
  await expectRevalidated(request, `${NGINX.shell}/admin/locales/ru/shell.json`, /^application\/json/);

  const gzip = await request.get(`${NGINX.shell}${main}`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  // The build's own .gz copy, sent as it is (gzip_static): its length, not a compression made per request.
  const builtGzip = statSync(
    fileURLToPath(new URL(`../../shell/dist/${main!.slice('/admin/'.length)}.gz`, import.meta.url)),
  );
  expect(gzip.headers()['content-length']).toBe(String(builtGzip.size));
  if (BROTLI) {
    const br = await request.get(`${NGINX.shell}${main}`, { headers: { 'Accept-Encoding': 'br' } });
    expect(br.headers()['content-encoding']).toBe('br');
  }

  const api = await request.get(`${NGINX.shell}/api/__test/csp-reports`);
  expect(api.status()).toBe(200);
  expect(api.headers()['content-type']).toMatch(/^application\/json/);
  // The API's answers, a refusal too, get the panel's headers from nginx, once (the upstream's own are replaced).
  expectBaseHeaders(api, '/api/__test/csp-reports');
  const refused = await request.get(`${NGINX.shell}/api/common/auth/user`);
  expect(refused.status()).toBe(401);
  expectBaseHeaders(refused, 'a 401 of the API');
  // So do nginx's own answers in locations without headers of their own (the redirects): common.conf's.
  for (const path of ['/', '/admin']) {
    const answer = await request.get(`${NGINX.shell}${path}`, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(302);
    expectBaseHeaders(answer, path);
  }
});

test('a remote’s host: manifest, entry, menu and locales revalidated, chunks cached, CORS for the shell', async ({
  request,
}) => {
  for (const origin of [NGINX.client, NGINX.manage, NGINX.users]) {
    const manifestResponse = await expectRevalidated(
      request,
      `${origin}/mf-manifest.json`,
      /^application\/json/,
    );
    const manifest = (await manifestResponse.json()) as {
      exposes: { assets: { js: { sync: string[] } } }[];
    };
    await expectRevalidated(request, `${origin}/remoteEntry.js`, /^text\/javascript; charset=utf-8$/);
    await expectRevalidated(request, `${origin}/nav.json`, /^application\/json/);
    await expectRevalidated(request, `${origin}/locales/ru/core.json`, /^application\/json/);
    const chunk = manifest.exposes[0]!.assets.js.sync[0]!;
    await expectImmutable(request, `${origin}/${chunk}`);

    const cors = await request.get(`${origin}/nav.json`, { headers: { Origin: NGINX.shell } });
    expect(cors.headers()['access-control-allow-origin'], origin).toBe(NGINX.shell);
    const preflight = await request.fetch(`${origin}/mf-manifest.json`, {
      method: 'OPTIONS',
      headers: { Origin: NGINX.shell, 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.status()).toBe(204);
    expect(preflight.headers()['access-control-allow-origin']).toBe(NGINX.shell);
    const gzip = await request.get(`${origin}/remoteEntry.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');

    // A remote's production build has no page of its own (its standalone harness is a development tool): its root
    // and any page are 404s, still under the remotes' document policy; its scripts and data have none (a policy there
    // would govern nothing).
    for (const path of ['/', '/index.html', '/no-such-page.html']) {
      const missing = await request.get(`${origin}${path}`);
      expect(missing.status(), `${origin}${path}`).toBe(404);
      expect(missing.headers()['content-security-policy'], `${origin}${path}`).toBe(REMOTE_DOCUMENT_POLICY);
      expectBaseHeaders(missing, `${origin}${path}`);
    }
    for (const path of ['/remoteEntry.js', '/mf-manifest.json', `/${chunk}`])
      expect(
        (await request.get(`${origin}${path}`)).headers()['content-security-policy'],
        path,
      ).toBeUndefined();
  }
});

test('a script served from the upload path does not run on the shell’s page behind nginx', async ({
  browser,
  request,
}) => {
  await expectUploadedScriptRefused(browser, request);
});

test('a remote moved to another address by editing runtime-config.json, then moved back', async ({
  page,
  request,
}) => {
  const original = readRuntimeConfig().remotes.users!;
  const moved = `${NGINX.usersMoved}/mf-manifest.json`;
  await signInThroughApi(page, 'admin');
  await page.goto(AREA_PAGE.users.path);
  await expectAreaScreen(page, 'users');
  try {
    editRuntimeConfig((config) => {
      config.remotes.users = moved;
    });
    // The reloaded nginx sends the policy of the edited file.
    await expect
      .poll(async () => (await request.get(`${NGINX.shell}/admin/`)).headers()['content-security-policy'])
      .toContain(NGINX.usersMoved);
    const requests = recordRequests(page);
    await page.reload();
    await expectAreaScreen(page, 'users');
    expect(requests.some((url) => url.startsWith(`${NGINX.usersMoved}/`) && url.endsWith('.js'))).toBe(true);
    expect(requests.filter((url) => url.startsWith(`${NGINX.users}/`))).toEqual([]);
  } finally {
    editRuntimeConfig((config) => {
      config.remotes.users = original;
    });
  }
  await expect
    .poll(async () => (await request.get(`${NGINX.shell}/admin/`)).headers()['content-security-policy'])
    .not.toContain(NGINX.usersMoved);
  const requests = recordRequests(page);
  await page.reload();
  await expectAreaScreen(page, 'users');
  expect(requests.some((url) => url.startsWith(`${NGINX.users}/`) && url.endsWith('.js'))).toBe(true);
  expect(requests.filter((url) => url.startsWith(`${NGINX.usersMoved}/`))).toEqual([]);
});

test('a remote redeployed under an open tab is offered, and reloads in place', async ({ page }) => {
  await inEnglish(page);
  await signInThroughApi(page, 'admin');
  await page.goto(AREA_PAGE.users.path);
  await expect(listingRows(page).first()).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page.getByTestId('update-prompt-users')).toHaveCount(0);

  const deployed = readFileSync(USERS_MANIFEST, 'utf8');
  try {
    // The users team ships a new build to the same address: nginx's no-cache lets the open tab see its manifest.
    const manifest = JSON.parse(deployed) as { metaData: { buildInfo: Record<string, string> } };
    manifest.metaData.buildInfo.buildVersion = '1.0.1';
    manifest.metaData.buildInfo.buildId = 'nginx-redeploy';
    writeFileSync(USERS_MANIFEST, JSON.stringify(manifest));

    await expectOffered(page, 'update-prompt-users');
    const prompt = page.getByTestId('update-prompt-users');
    await expect(prompt).toContainText('Version 1.0.1');
    await prompt.getByRole('button', { name: /^Reload/ }).click();
    await expect(prompt).toHaveCount(0);
    await expect(listingRows(page).first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${AREA_PAGE.users.path}$`));
  } finally {
    writeFileSync(USERS_MANIFEST, deployed);
  }
});
