/**
 * Federation, part 2: failure isolation (docs/architecture.md). For each remote, in each way a deployment
 * fails (manifest 404, origin down, a chunk failing, the code throwing while rendering): only its area shows
 * the translated "section unavailable" panel; the shell, the public pages and the other areas keep working;
 * and once the remote is back, Retry recovers the area without a page reload. Transient errors are retried
 * by themselves.
 */
import { test, type APIRequestContext, type Page, type Route } from '../support/test';
import {
  REMOTES,
  recordRequests,
  resetServer,
  setRemoteState,
  signInThroughApi,
  signInThroughForm,
  type Account,
  type RemoteName,
} from '../support/demo';
import {
  AREA_PAGE,
  FED_TEST_TIMEOUT,
  expect,
  expectAreaScreen,
  expectShellFrame,
  expectUnavailable,
  exposedRoutesChunk,
  makeRemoteThrowWhileRendering,
  pathOf,
  pauseVersionWatch,
  pathsFrom,
  unavailablePanel,
} from './fed-helpers';

test.describe.configure({ timeout: FED_TEST_TIMEOUT });

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

type Scenario = 'manifest-404' | 'down' | 'chunk-error' | 'throws-while-rendering';
const SCENARIOS: Scenario[] = ['manifest-404', 'down', 'chunk-error', 'throws-while-rendering'];

const ACCOUNT_FOR: Record<RemoteName, Account> = { client: 'owner', manage: 'admin', users: 'admin' };
/** The other area the same account uses, and the menu link that opens it. */
const OTHER_AREA: Partial<Record<RemoteName, { name: RemoteName; link: string }>> = {
  manage: { name: 'users', link: 'Все пользователи' },
  users: { name: 'manage', link: 'Компании' },
};

/** Breaks the remote; returns what brings it back. */
async function breakRemote(
  page: Page,
  request: APIRequestContext,
  name: RemoteName,
  scenario: Scenario,
): Promise<() => Promise<void>> {
  if (scenario === 'throws-while-rendering') return makeRemoteThrowWhileRendering(page, name);
  await setRemoteState(request, name, scenario);
  return () => setRemoteState(request, name, 'up');
}

async function toggleTheme(page: Page): Promise<void> {
  const html = page.locator('html');
  await page.getByRole('button', { name: 'Включить тёмную тему' }).click();
  await expect(html).toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: 'Включить светлую тему' }).click();
  await expect(html).toHaveClass(/\blight\b/);
}

/** Opens the broken area (by the menu when it offers the link, otherwise by address) and sees its panel. */
async function openBrokenArea(page: Page, name: RemoteName): Promise<void> {
  if (pathOf(page) !== AREA_PAGE[name].path) await page.goto(AREA_PAGE[name].path);
  await expectUnavailable(page, name);
}

for (const name of ['client', 'manage', 'users'] as const) {
  test.describe(`remote-${name} failing`, () => {
    for (const scenario of SCENARIOS) {
      test(`${scenario}: only its area is unavailable, the rest works, Retry recovers without a reload`, async ({
        page,
        request,
      }) => {
        const account = ACCOUNT_FOR[name];
        const repair = await breakRemote(page, request, name, scenario);

        // The public pages work while the remote is broken, and so does signing in.
        await page.goto('/admin/registration');
        await expect(page.getByRole('heading', { level: 1, name: 'Регистрация' })).toBeVisible();
        await page.getByRole('link', { name: 'Войти', exact: true }).click();
        await expect(page).toHaveURL(/\/admin\/login$/);
        await expect(page.getByRole('heading', { level: 1, name: 'Вход в панель' })).toBeVisible();
        await signInThroughForm(page, account);
        await expect(page).not.toHaveURL(/\/admin\/login/);
        await expectShellFrame(page);

        // The broken area shows its own panel; the shell's frame is intact and its switches work.
        await openBrokenArea(page, name);
        await expectShellFrame(page);
        if (scenario === 'down') {
          // Its menu could not load either: one quiet line, not an error page.
          await expect(page.getByTestId(`nav-unavailable-${name}`)).toBeVisible();
        }
        if (scenario === 'throws-while-rendering') {
          // The code loaded; it is rendering that failed.
          expect(
            await page.evaluate(
              () => (window as unknown as { __e2eBrokenRoutes?: number }).__e2eBrokenRoutes,
            ),
          ).toBeGreaterThanOrEqual(1);
        }
        await toggleTheme(page);

        // The account's other area still works, and coming back shows the panel again.
        const other = OTHER_AREA[name];
        if (other) {
          await page.getByTestId('sidebar').getByRole('link', { name: other.link, exact: true }).click();
          await expectAreaScreen(page, other.name);
          await expect(unavailablePanel(page, name)).toHaveCount(0);
          await expect(page.getByTestId(/^area-unavailable-/)).toHaveCount(0);
          await page.goBack();
          await expectUnavailable(page, name);
        } else {
          await expect(page.getByTestId('nav-section-client')).toBeVisible();
          if (scenario !== 'down') {
            await expect(
              page.getByTestId('sidebar').getByRole('link', { name: 'Приложения', exact: true }),
            ).toBeVisible();
          }
        }

        // Signing out works from the broken area; signing in again brings the user back to the panel.
        await page.getByTestId('user-menu-trigger').click();
        await page.getByRole('menuitem', { name: 'Выйти' }).click();
        await expect(page).toHaveURL(/\/admin\/login$/);
        await expect(page.getByRole('heading', { level: 1, name: 'Вход в панель' })).toBeVisible();
        await signInThroughForm(page, account);
        await expect(page).not.toHaveURL(/\/admin\/login/);
        await openBrokenArea(page, name);

        // The remote comes back: Retry, and nothing else, recovers the area in the same page. The version watch
        // looks again whenever the tab regains focus: it is held until then, and woken, so the area must still be
        // unavailable when Retry is pressed.
        await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
        const resumeVersionWatch = await pauseVersionWatch(page);
        await repair();
        await page.evaluate(() => window.dispatchEvent(new Event('focus')));
        await expectUnavailable(page, name);
        await unavailablePanel(page, name).getByRole('button', { name: 'Повторить' }).click();
        await expectAreaScreen(page, name);
        await expect(unavailablePanel(page, name)).toHaveCount(0);
        expect(pathOf(page)).toBe(AREA_PAGE[name].path);
        expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
        await resumeVersionWatch();
      });
    }
  });
}

test.describe('transient errors are retried by themselves', () => {
  test('a slow remote still loads: a spinner first, then the screen', async ({ page, request }) => {
    await signInThroughApi(page, 'owner');
    await setRemoteState(request, 'client', 'slow');
    await page.goto(AREA_PAGE.client.path);
    await expect(page.getByTestId('page-spinner').first()).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: AREA_PAGE.client.title }),
    ).toBeVisible({
      timeout: 30_000,
    });
    await expectAreaScreen(page, 'client');
    await expect(unavailablePanel(page, 'client')).toHaveCount(0);
  });

  test('an exposed chunk that fails once is fetched again without user action', async ({ page }) => {
    await signInThroughApi(page, 'owner');
    const chunkUrl = `${REMOTES.client}/${exposedRoutesChunk('client')}`;
    let hits = 0;
    await page.route(chunkUrl, async (route: Route) => {
      hits += 1;
      if (hits === 1) await route.abort('connectionreset');
      else await route.continue();
    });
    const urls = recordRequests(page);
    await page.goto(AREA_PAGE.client.path);
    await expectAreaScreen(page, 'client');
    expect(hits).toBeGreaterThanOrEqual(2);
    expect(pathsFrom(urls, REMOTES.client).filter((p) => chunkUrl.endsWith(p)).length).toBeGreaterThanOrEqual(
      2,
    );
    await expect(unavailablePanel(page, 'client')).toHaveCount(0);
  });
});
