/**
 * Helpers of the federation tests (docs/architecture.md). Only for tests/federation/**.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  expect as baseExpect,
  type APIRequestContext,
  type Locator,
  type Page,
  type Route,
} from '@playwright/test';
import { REMOTES, SHELL, type RemoteName } from '../support/demo';
import { REFETCH } from '../support/test';

/**
 * The demo's build is served to several browsers at once on a small machine: a screen that needs a remote's
 * manifest, entry and chunks may take longer than the default 10 s. Waiting longer only for UI states.
 */
export const expect = baseExpect.configure({ timeout: 20_000 });
export const FED_TEST_TIMEOUT = 60_000;

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export const DIST: Record<'shell' | RemoteName, string> = {
  shell: join(REPO_ROOT, 'shell/dist'),
  client: join(REPO_ROOT, 'remote-client/dist'),
  manage: join(REPO_ROOT, 'remote-manage/dist'),
  users: join(REPO_ROOT, 'remote-users/dist'),
};

/** The federation container's global name, as built by each remote (remoteEntry.js: `var panel_x;`). */
export const CONTAINER: Record<RemoteName, string> = {
  client: 'panel_client',
  manage: 'panel_manage',
  users: 'panel_users',
};

/** The shell's translated names of the areas (shell/src/locales/ru/shell.json, `areas`). */
export const AREA_RU: Record<RemoteName, string> = {
  client: 'Компания',
  manage: 'Администрирование',
  users: 'Пользователи',
};

/** Where each test opens each area, and the h1 of that screen (the remotes' ru locales). */
export const AREA_PAGE: Record<RemoteName, { path: string; title: string }> = {
  client: { path: '/admin/client/applications', title: 'Приложения' },
  manage: { path: '/admin/manage/companies', title: 'Компании' },
  users: { path: '/admin/users', title: 'Все пользователи' },
};

export interface Manifest {
  name: string;
  metaData: { globalName: string; remoteEntry: { name: string } };
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
  exposes: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

export function readManifest(app: 'shell' | RemoteName): Manifest {
  return JSON.parse(readFileSync(join(DIST[app], 'mf-manifest.json'), 'utf8')) as Manifest;
}

/** The file of a remote's exposed `./routes` module (`__federation_expose_routes.<hash>.js`). */
export function exposedRoutesChunk(name: RemoteName): string {
  const manifest = readManifest(name);
  const routes = manifest.exposes.find((e) => e.name === 'routes' || e.name === './routes');
  const file = routes?.assets.js.sync[0];
  if (!file) throw new Error(`remote-${name}/dist/mf-manifest.json exposes no routes`);
  return file;
}

/** The source files of a built chunk, from its source map beside the build (`dist-maps/`; empty when there is none). */
export function chunkSources(app: 'shell' | RemoteName, file: string): string[] {
  const map = join(DIST[app], '..', 'dist-maps', `${file}.map`);
  if (!existsSync(map)) return [];
  return (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources;
}

/** Replaces the demo's runtime-config.json until the next reset (a partial object is merged over it). */
export async function overrideRuntimeConfig(
  request: APIRequestContext,
  data: Record<string, unknown>,
): Promise<void> {
  const response = await request.post(`${SHELL}/api/__test/runtime-config`, { data });
  expect(response.status()).toBe(200);
}

export async function clearRuntimeConfigOverride(request: APIRequestContext): Promise<void> {
  const response = await request.delete(`${SHELL}/api/__test/runtime-config`);
  expect(response.status()).toBe(200);
}

export function jsFiles(app: 'shell' | RemoteName): string[] {
  return readdirSync(DIST[app]).filter((file) => file.endsWith('.js'));
}

/** The listing rows of the screen (not the loading skeleton's). */
export function listingRows(page: Page): Locator {
  return page.locator('main table tbody:not([aria-label]) tr');
}

/** The screen of an area is there: its h1 and at least one listing row. */
export async function expectAreaScreen(page: Page, name: RemoteName): Promise<void> {
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: AREA_PAGE[name].title, exact: true }),
  ).toBeVisible();
  await expect(listingRows(page).first()).toBeVisible();
}

/** The translated "section unavailable" panel of one area. */
export function unavailablePanel(page: Page, name: RemoteName): Locator {
  return page.getByTestId(`area-unavailable-${name}`);
}

export async function expectUnavailable(page: Page, name: RemoteName): Promise<void> {
  const panel = unavailablePanel(page, name);
  await expect(panel).toBeVisible({ timeout: 60_000 });
  await expect(panel).toContainText(`Раздел «${AREA_RU[name]}» недоступен`);
  await expect(panel.getByRole('button', { name: 'Повторить' })).toBeEnabled();
}

/**
 * Holds the shell's version watch (shell/src/federation/version-watch.ts) until the returned function is called, so
 * that nothing but the user's own action reloads an area meanwhile. Every look of the watch starts by reading
 * runtime-config.json, and a look under way starts no other however often focus or its timer wake it: holding that
 * request holds the watch. The shell's start read the file already; nothing else reads it.
 */
export async function pauseVersionWatch(page: Page): Promise<() => Promise<void>> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const matches = (url: URL) => url.pathname === '/admin/runtime-config.json';
  const hold = async (route: Route) => {
    await released;
    await route.fallback();
  };
  await page.route(matches, hold);
  return async () => {
    release();
    await page.unroute(matches, hold);
  };
}

/** The shell's frame: the header with its switches and the user menu, and the sidebar. */
export async function expectShellFrame(page: Page): Promise<void> {
  const header = page.locator('header').first();
  await expect(header).toBeVisible();
  await expect(page.getByTestId('user-menu-trigger')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Включить (тёмную|светлую) тему$/ })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Язык' })).toBeVisible();
  await expect(page.getByTestId('sidebar')).toBeVisible();
}

/** The path of the page (under /admin), without origin and query. */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

export const originOf = (url: string): string => new URL(url).origin;

/** Requests to one remote's origin, as paths. */
export function pathsFrom(urls: string[], origin: string): string[] {
  return urls.filter((url) => originOf(url) === origin).map((url) => new URL(url).pathname);
}

/** A request to a remote origin that is not menu metadata or translations: code or the manifest. */
export function isCodeOrManifest(pathname: string): boolean {
  return !(pathname === '/nav.json' || pathname.startsWith('/locales/'));
}

/**
 * Makes a remote throw while rendering: its remoteEntry.js is served with a few lines appended that wrap
 * the container's `get`, so that the `./routes` module hands over routes whose elements are plain objects
 * (React: "Objects are not valid as a React child"). The code loads fine; only rendering fails.
 */
export async function makeRemoteThrowWhileRendering(
  page: Page,
  name: RemoteName,
): Promise<() => Promise<void>> {
  const origin = REMOTES[name];
  const matches = (url: URL) => url.origin === origin && url.pathname === '/remoteEntry.js';
  const container = CONTAINER[name];
  // The container's properties are webpack getters (read-only): the global is replaced by a proxy instead.
  const patch = `
;(function () {
  var original = ${container};
  if (!original || typeof original.get !== 'function') throw new Error('e2e: no container ${container}');
  var proxy = {};
  Object.keys(original).forEach(function (key) {
    if (key === 'get') return;
    Object.defineProperty(proxy, key, { enumerable: true, get: function () { return original[key]; } });
  });
  Object.defineProperty(proxy, 'get', {
    enumerable: true,
    value: function (module) {
      var result = original.get.apply(original, arguments);
      if (!/routes$/.test(String(module))) return result;
      return Promise.resolve(result).then(function (factory) {
        return function () {
          var mod = factory();
          var broken = (mod.routes || []).map(function (route) { return Object.assign({}, route, { element: {} }); });
          window.__e2eBrokenRoutes = (window.__e2eBrokenRoutes || 0) + 1;
          return { __esModule: true, routes: broken };
        };
      });
    },
  });
  ${container} = proxy;
})();
`;
  const handler = async (route: Route) => {
    const response = await route.fetch(REFETCH);
    const body = await response.text();
    expect(body, `remoteEntry.js of ${name} declares ${container}`).toContain(`var ${container};`);
    const headers: Record<string, string> = { ...response.headers(), 'cache-control': 'no-store' };
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({ status: 200, body: body + patch, headers });
  };
  await page.route(matches, handler);
  return () => page.unroute(matches, handler);
}

export { REMOTES, SHELL };

/** The tab looks for new versions when it regains focus; it may have just looked, so it is told until it answers. */
export async function expectOffered(page: Page, testId: string): Promise<void> {
  const prompt = page.getByTestId(testId);
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.dispatchEvent(new Event('focus')));
        return prompt.isVisible();
      },
      { timeout: 30_000, intervals: [500, 1_000, 2_000, 6_000] },
    )
    .toBe(true);
}
