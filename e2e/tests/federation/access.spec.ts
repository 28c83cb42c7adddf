/**
 * Federation, part 1: each area is reachable by the right account and refused to the others, the refusal is
 * decided from the remote's menu metadata before any of its code is fetched, and a remote's code is
 * downloaded only when its area is entered (docs/architecture.md).
 */
import { test, type Page } from '../support/test';
import {
  DEMO_COMPANY_NAME,
  REMOTES,
  recordRequests,
  requestsSettled,
  resetServer,
  signInThroughApi,
  signInThroughForm,
} from '../support/demo';
import {
  AREA_PAGE,
  FED_TEST_TIMEOUT,
  expect,
  exposedRoutesChunk,
  expectAreaScreen,
  isCodeOrManifest,
  listingRows,
  pathOf,
  pathsFrom,
} from './fed-helpers';

test.describe.configure({ timeout: FED_TEST_TIMEOUT });

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

async function expectRefused(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/admin\/not-allowed$/);
  await expect(page.getByTestId('error-screen-403')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Доступ запрещён' })).toBeVisible();
}

test.describe('areas and accounts', () => {
  test('the owner opens the client area and is refused the manage and users areas', async ({ page }) => {
    await signInThroughApi(page, 'owner');
    await page.goto(AREA_PAGE.client.path);
    await expectAreaScreen(page, 'client');
    expect(await listingRows(page).count()).toBeGreaterThan(0);
    expect(pathOf(page)).toBe('/admin/client/applications');
    // The owner's menu offers no administrators' section.
    const sidebar = page.getByTestId('sidebar');
    await expect(
      sidebar.getByTestId('nav-section-client').getByRole('link', { name: 'Пиксели', exact: true }),
    ).toBeVisible();
    await expect(sidebar.getByTestId(/^nav-section-/)).toHaveCount(1);

    await expectRefused(page, '/admin/manage/companies');
    await expectRefused(page, '/admin/users');
  });

  test('the administrator opens the manage and users areas', async ({ page }) => {
    await signInThroughApi(page, 'admin');
    await page.goto(AREA_PAGE.manage.path);
    await expectAreaScreen(page, 'manage');
    expect(pathOf(page)).toBe('/admin/manage/companies');

    await page.goto(AREA_PAGE.users.path);
    await expectAreaScreen(page, 'users');
    expect(pathOf(page)).toBe('/admin/users');
  });

  test('a team member is refused a screen it lacks and its menu shows only what it may use', async ({
    page,
  }) => {
    await signInThroughApi(page, 'member');
    await page.goto(AREA_PAGE.client.path);
    await expectAreaScreen(page, 'client');

    // application.view and statistics.view only (reference-server/src/api/accounts.ts).
    const sidebar = page.getByTestId('sidebar');
    const clientLinks = sidebar.getByTestId('nav-section-client').getByRole('link');
    await expect(clientLinks).toHaveText([
      'Обзор',
      'Приложения',
      'Установки PWA',
      'Статистика по дням',
      'Детальная статистика',
    ]);
    await expect(sidebar.getByTestId(/^nav-section-/)).toHaveCount(1);
    await expect(sidebar.getByRole('link', { name: 'Пиксели' })).toHaveCount(0);

    await expectRefused(page, '/admin/client/pixels');
    await expectRefused(page, '/admin/manage/companies');
  });
});

test.describe('gating before code', () => {
  for (const [area, path] of [
    ['manage', '/admin/manage/companies'],
    ['users', '/admin/users'],
  ] as const) {
    test(`the owner refused ${path} downloads nothing of remote-${area} but its menu metadata`, async ({
      page,
    }) => {
      await signInThroughApi(page, 'owner');
      const urls = recordRequests(page);
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/not-allowed$/);
      await expect(page.getByTestId('error-screen-403')).toBeVisible();
      await requestsSettled(page);

      const fromRemote = pathsFrom(urls, REMOTES[area]);
      // The decision was made from nav.json...
      expect(fromRemote).toContain('/nav.json');
      // ...and nothing else came from that origin: no manifest, no remoteEntry.js, no chunk.
      expect(fromRemote.filter(isCodeOrManifest)).toEqual([]);
      expect(fromRemote.filter((p) => p.endsWith('.js'))).toEqual([]);
    });
  }
});

test.describe('lazy loading per area', () => {
  test('the login page downloads nothing from any remote; the client code comes only when entering its area', async ({
    page,
  }) => {
    const urls = recordRequests(page);
    await page.goto('/admin/login');
    await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
    await requestsSettled(page);
    for (const origin of Object.values(REMOTES)) expect(pathsFrom(urls, origin)).toEqual([]);
    const beforeSignIn = urls.length;

    await signInThroughForm(page, 'owner');
    // Home is the company's dashboard (remote-client/src/features/dashboard/dashboard-screen.tsx), a screen of the
    // client remote whose h1 is the company's name.
    await expect(page).toHaveURL(/\/admin\/client$/);
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: DEMO_COMPANY_NAME, exact: true }),
    ).toBeVisible();
    await requestsSettled(page);

    const afterSignIn = urls.slice(beforeSignIn);
    const client = pathsFrom(afterSignIn, REMOTES.client);
    expect(client).toContain('/mf-manifest.json');
    expect(client).toContain('/remoteEntry.js');
    expect(client).toContain(`/${exposedRoutesChunk('client')}`);
    for (const other of ['manage', 'users'] as const) {
      expect(pathsFrom(urls, REMOTES[other]).filter(isCodeOrManifest), `code of remote-${other}`).toEqual([]);
    }
  });

  test('opening /admin/client/applications downloads no code of remote-manage or remote-users', async ({
    page,
  }) => {
    await signInThroughApi(page, 'owner');
    const urls = recordRequests(page);
    await page.goto(AREA_PAGE.client.path);
    await expectAreaScreen(page, 'client');
    await requestsSettled(page);

    expect(pathsFrom(urls, REMOTES.client)).toContain('/remoteEntry.js');
    for (const other of ['manage', 'users'] as const) {
      const paths = pathsFrom(urls, REMOTES[other]);
      expect(paths.filter(isCodeOrManifest), `code of remote-${other}`).toEqual([]);
      expect(paths.filter((p) => p.endsWith('.js'))).toEqual([]);
    }
  });

  test('the administrator in the manage area downloads no code of remote-client or remote-users', async ({
    page,
  }) => {
    await signInThroughApi(page, 'admin');
    const urls = recordRequests(page);
    await page.goto(AREA_PAGE.manage.path);
    await expectAreaScreen(page, 'manage');
    await requestsSettled(page);

    expect(pathsFrom(urls, REMOTES.manage)).toContain(`/${exposedRoutesChunk('manage')}`);
    for (const other of ['client', 'users'] as const) {
      expect(pathsFrom(urls, REMOTES[other]).filter(isCodeOrManifest), `code of remote-${other}`).toEqual([]);
    }

    // Entering the users area from the menu fetches its code then, without reloading the page.
    const before = urls.length;
    await page.getByTestId('sidebar').getByRole('link', { name: 'Все пользователи', exact: true }).click();
    await expectAreaScreen(page, 'users');
    expect(pathsFrom(urls.slice(before), REMOTES.users)).toContain('/remoteEntry.js');
  });
});
