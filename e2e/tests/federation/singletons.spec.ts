/**
 * Federation, part 4: shared singletons (docs/architecture.md). One theme, one i18n instance and one HTTP
 * client serve the shell and the remotes; each shared library is downloaded once, from one origin.
 */
import { test, type Page, type Response } from '../support/test';
import {
  REMOTES,
  SHELL,
  expireTokens,
  recordRequests,
  requestsSettled,
  resetServer,
  signInThroughApi,
  trackInFlight,
  type RemoteName,
} from '../support/demo';
import {
  AREA_PAGE,
  FED_TEST_TIMEOUT,
  chunkSources,
  expect,
  expectAreaScreen,
  jsFiles,
  listingRows,
  originOf,
  readManifest,
} from './fed-helpers';

test.describe.configure({ timeout: FED_TEST_TIMEOUT });

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

const headerBackground = (page: Page) =>
  page
    .locator('main table thead th')
    .first()
    .evaluate((th) => getComputedStyle(th).backgroundColor);

/** Relative luminance of a CSS rgb()/rgba() color, 0 (black) to 1 (white). */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
  return (0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0)) / 255;
}

test.describe('singletons across the shell and the remotes', () => {
  test("the header's theme switch restyles a remote's screen", async ({ page }) => {
    await signInThroughApi(page, 'owner');
    await page.goto(AREA_PAGE.client.path);
    await expectAreaScreen(page, 'client');

    const light = await headerBackground(page);
    await page.getByRole('button', { name: 'Включить тёмную тему' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect.poll(() => headerBackground(page)).not.toBe(light);
    const dark = await headerBackground(page);
    expect(luminance(dark)).toBeLessThan(luminance(light));

    await page.getByRole('button', { name: 'Включить светлую тему' }).click();
    await expect.poll(() => headerBackground(page)).toBe(light);
  });

  test("the header's language switch retranslates a remote's screen with its own strings", async ({
    page,
  }) => {
    await signInThroughApi(page, 'owner');
    await page.goto(AREA_PAGE.client.path);
    await expectAreaScreen(page, 'client');
    const main = page.getByRole('main');
    await expect(main.getByRole('columnheader', { name: 'Название' })).toBeVisible();

    const urls = recordRequests(page);
    await page.getByRole('group', { name: 'Язык' }).getByRole('button', { name: 'EN' }).click();
    // The remote's page title and menu come from the remote's namespace, fetched from the remote's origin...
    await expect(main.getByRole('heading', { level: 1, name: 'Applications', exact: true })).toBeVisible();
    await expect(
      page.getByTestId('sidebar').getByRole('link', { name: 'Applications', exact: true }),
    ).toBeVisible();
    expect(urls).toContain(`${REMOTES.client}/locales/en/client.json`);
    // ...and the listing inside it follows the same language (its labels come from the server).
    await expect(main.getByRole('columnheader', { name: 'Name', exact: true })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Language' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a 401 inside a remote signs out through the shell', async ({ page, request }) => {
    await signInThroughApi(page, 'owner');
    await page.goto(AREA_PAGE.client.path);
    await expectAreaScreen(page, 'client');

    await expireTokens(request);
    const answered401 = page.waitForResponse(
      (response) => response.url().startsWith(`${SHELL}/api/`) && response.status() === 401,
    );
    // Sorting asks the server for the page again, from the remote's screen, through the shared HTTP client.
    await page.getByRole('main').getByRole('button', { name: 'Название' }).click();
    await answered401;

    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Вход в панель' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    await expect(listingRows(page)).toHaveCount(0);
  });
});

/**
 * Each library that must be one instance, and how to recognise its files in the four builds: by a shared key of a
 * manifest, or by the sources of a chunk (i18next, react-i18next, react-router, jotai, TanStack Query and Emotion are bundled into
 * shared-core's entries, like Chakra, not shared on their own).
 */
const LIBRARIES: { name: string; sharedKeys?: RegExp; sources: RegExp }[] = [
  { name: 'react-dom (client)', sharedKeys: /^react-dom(\/client)?$/, sources: /node_modules\/react-dom\// },
  {
    name: 'Chakra (through the UI kit)',
    sharedKeys: /^@panel\/shared-core\/ui(-heavy|-extra)?$/,
    sources: /node_modules\/@chakra-ui\/react\//,
  },
  // Never shared keys of their own: i18next and react-i18next only in shared-core's core entry, react-router(-dom) only
  // in its router entry.
  { name: 'i18next', sharedKeys: /^i18next/, sources: /node_modules\/i18next\// },
  { name: 'react-i18next', sharedKeys: /^react-i18next$/, sources: /node_modules\/react-i18next\// },
  { name: 'react-router', sharedKeys: /^react-router/, sources: /node_modules\/react-router(-dom)?\// },
  { name: 'jotai', sharedKeys: /^jotai$/, sources: /node_modules\/jotai\// },
  { name: 'Emotion', sharedKeys: /^@emotion\/react$/, sources: /node_modules\/@emotion\/react\// },
  {
    name: '@tanstack/react-query',
    sharedKeys: /^@tanstack\/react-query$/,
    sources: /node_modules\/@tanstack\/(react-query|query-core)\//,
  },
  // The platform. The domain modules (@panel/shared-domain) are no part of it: each remote bundles them
  // (domain-code.spec.ts).
  { name: '@panel/shared-core', sharedKeys: /^@panel\/shared-core(\/.*)?$/, sources: /shared-core\/src\// },
];

const ORIGIN_OF_BUILD: Record<'shell' | RemoteName, { origin: string; base: string }> = {
  shell: { origin: SHELL, base: '/admin/' },
  client: { origin: REMOTES.client, base: '/' },
  manage: { origin: REMOTES.manage, base: '/' },
  users: { origin: REMOTES.users, base: '/' },
};

/**
 * URL → the libraries whose code it carries: the files each mf-manifest.json names for a shared key, plus
 * any chunk whose source map shows the library's sources (Chakra is bundled into the kit's chunks, and a
 * remote could bundle a second copy of a library outside of its shared keys).
 */
function libraryFiles(): Map<string, Set<string>> {
  const map = new Map<string, Set<string>>();
  const add = (url: string, library: string) => map.set(url, (map.get(url) ?? new Set()).add(library));
  for (const build of ['shell', 'client', 'manage', 'users'] as const) {
    const { origin, base } = ORIGIN_OF_BUILD[build];
    const manifest = readManifest(build);
    for (const library of LIBRARIES) {
      for (const shared of manifest.shared) {
        if (!library.sharedKeys?.test(shared.name)) continue;
        for (const file of [...shared.assets.js.sync, ...shared.assets.js.async])
          add(`${origin}${base}${file}`, library.name);
      }
    }
    for (const file of jsFiles(build)) {
      const sources = chunkSources(build, file);
      for (const library of LIBRARIES) {
        if (sources.some((source) => library.sources.test(source)))
          add(`${origin}${base}${file}`, library.name);
      }
    }
  }
  return map;
}

/** The JS files a page downloaded (answered 200 or 304). */
function recordDownloadedJs(page: Page): string[] {
  const urls: string[] = [];
  trackInFlight(page);
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js') && (response.ok() || response.status() === 304))
      urls.push(`${url.origin}${url.pathname}`);
  });
  return urls;
}

function originsPerLibrary(downloaded: string[], files: Map<string, Set<string>>): Map<string, Set<string>> {
  const result = new Map<string, Set<string>>(LIBRARIES.map((library) => [library.name, new Set<string>()]));
  for (const url of downloaded) {
    for (const library of files.get(url) ?? []) result.get(library)!.add(originOf(url));
  }
  return result;
}

test('after visiting all three areas, each shared library was downloaded from one origin only', async ({
  page,
  browser,
}) => {
  const files = libraryFiles();
  // Sanity of the mapping itself: every library is found in the shell's build.
  for (const library of LIBRARIES) {
    const inShell = [...files.entries()].filter(
      ([url, libs]) => url.startsWith(`${SHELL}/admin/`) && libs.has(library.name),
    );
    expect(inShell.length, `files of ${library.name} in shell/dist`).toBeGreaterThan(0);
  }

  // The administrator: manage, then users from the menu.
  const adminJs = recordDownloadedJs(page);
  await signInThroughApi(page, 'admin');
  await page.goto(AREA_PAGE.manage.path);
  await expectAreaScreen(page, 'manage');
  await page.getByTestId('sidebar').getByRole('link', { name: 'Все пользователи', exact: true }).click();
  await expectAreaScreen(page, 'users');
  await requestsSettled(page);

  // The owner, in a context of its own: the client area.
  const context = await browser.newContext({ baseURL: SHELL, locale: 'ru-RU' });
  try {
    const ownerPage = await context.newPage();
    const ownerJs = recordDownloadedJs(ownerPage);
    await signInThroughApi(ownerPage, 'owner');
    await ownerPage.goto(AREA_PAGE.client.path);
    await expectAreaScreen(ownerPage, 'client');
    await requestsSettled(ownerPage);

    // The three remotes' code was really loaded, so the check below is not vacuous.
    expect(adminJs).toContain(`${REMOTES.manage}/remoteEntry.js`);
    expect(adminJs).toContain(`${REMOTES.users}/remoteEntry.js`);
    expect(ownerJs).toContain(`${REMOTES.client}/remoteEntry.js`);

    for (const [session, downloaded] of [
      ['administrator (manage + users)', adminJs],
      ['owner (client)', ownerJs],
      ['both sessions', [...adminJs, ...ownerJs]],
    ] as const) {
      const origins = originsPerLibrary([...downloaded], files);
      const report = Object.fromEntries([...origins].map(([library, set]) => [library, [...set].sort()]));
      await test.info().attach(`origins per library, ${session}.json`, {
        body: JSON.stringify(report, null, 2),
        contentType: 'application/json',
      });
      for (const library of LIBRARIES) {
        expect(report[library.name], `${session}: origins of ${library.name}`).toHaveLength(1);
      }
    }
    // One origin, and it is the shell's: the host provides every singleton.
    const all = originsPerLibrary([...adminJs, ...ownerJs], files);
    for (const library of LIBRARIES) expect([...all.get(library.name)!], library.name).toEqual([SHELL]);
  } finally {
    await context.close();
  }
});
