/**
 * Federation, part 3: versions of independently deployed remotes (docs/deploying-a-remote.md, "How a version is
 * recognised"). A remote redeployed under an open tab is offered as a new version and reloads in place, keeping the
 * user's draft; a remote built for another major of shared-core is refused in its own area only, before any of its
 * code runs; and the administrators' health screen shows each remote as it is now.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REFETCH, test, type Page, type Route } from '../support/test';
import { inEnglish, recordRequests, resetServer, setRemoteState, signInThroughApi } from '../support/demo';
import {
  AREA_PAGE,
  FED_TEST_TIMEOUT,
  REMOTES,
  REPO_ROOT,
  expect,
  expectAreaScreen,
  expectOffered,
  expectShellFrame,
  pathOf,
  unavailablePanel,
} from './fed-helpers';

test.describe.configure({ timeout: FED_TEST_TIMEOUT });

const corePkg = JSON.parse(readFileSync(join(REPO_ROOT, 'shared-core/package.json'), 'utf8')) as {
  version: string;
};
/** A major of shared-core other than the one this shell provides. */
const OTHER_MAJOR = Number(corePkg.version.split('.')[0]) + 1;

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

/** Serves a remote's real manifest with some of its contents changed, as a new deployment would. */
async function rewriteManifest(
  page: Page,
  origin: string,
  change: (manifest: {
    metaData: { buildInfo: Record<string, string> };
    shared: { name: string; version: string; requiredVersion?: string }[];
  }) => void,
): Promise<void> {
  await page.route(`${origin}/mf-manifest.json`, async (route: Route) => {
    const response = await route.fetch(REFETCH);
    const manifest = await response.json();
    change(manifest);
    await route.fulfill({ response, json: manifest });
  });
}

test('a remote redeployed under an open tab is offered; reloading it brings the new build, in place, with the draft', async ({
  page,
}) => {
  await inEnglish(page);
  await signInThroughApi(page, 'owner');
  await page.goto('/admin/client/applications/1/edit');
  const name = page.getByRole('textbox', { name: /^Name/ });
  await expect(name).not.toHaveValue('');
  await name.fill('Typed before the new version');
  // Marks this document: a page reload would lose it.
  await page.evaluate(() => {
    (window as unknown as { __e2eSameDocument: boolean }).__e2eSameDocument = true;
  });
  // No prompt while nothing changed.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page.getByTestId('update-prompt-client')).toHaveCount(0);

  // The client team ships a new build at the same address.
  await rewriteManifest(page, REMOTES.client, (manifest) => {
    manifest.metaData.buildInfo.buildVersion = '1.0.1';
    manifest.metaData.buildInfo.buildId = 'e2e-next-build';
  });
  await page.route(`${REMOTES.client}/remoteEntry.js*`, async (route) => {
    const response = await route.fetch(REFETCH);
    const body = `${await response.text()}\n;window.__e2eClientBuild = 'e2e-next-build';`;
    await route.fulfill({ response, body });
  });

  await expectOffered(page, 'update-prompt-client');
  const prompt = page.getByTestId('update-prompt-client');
  await expect(prompt).toContainText('A new version of “Company” is available');
  await expect(prompt).toContainText('Version 1.0.1');
  // Not blocking: the form is still there to type in.
  await name.fill('Typed before the new version, and after the prompt');

  await prompt.getByRole('button', { name: 'Reload “Company”' }).click();
  await expect(prompt).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __e2eClientBuild?: string }).__e2eClientBuild))
    .toBe('e2e-next-build');
  expect(
    await page.evaluate(() => (window as unknown as { __e2eSameDocument?: boolean }).__e2eSameDocument),
  ).toBe(true);
  await expect(page).toHaveURL(/\/admin\/client\/applications\/1\/edit$/);
  await expect(page.getByText('Your unsaved changes are back')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue(
    'Typed before the new version, and after the prompt',
  );

  // The new build is now the running one: it is not offered again.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(prompt).toHaveCount(0);
});

test('a remote built for another major of shared-core is refused in its area only, before its code runs', async ({
  page,
}) => {
  await signInThroughApi(page, 'admin');
  await rewriteManifest(page, REMOTES.users, (manifest) => {
    for (const entry of manifest.shared) {
      if (entry.name.startsWith('@panel/shared-core')) {
        entry.version = `${OTHER_MAJOR}.0.0`;
        entry.requiredVersion = `^${OTHER_MAJOR}.0.0`;
      }
    }
  });
  const requests = recordRequests(page);

  await page.goto(AREA_PAGE.users.path);
  const panel = unavailablePanel(page, 'users');
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('собран для другой версии панели');
  await expectShellFrame(page);
  // Refused from its manifest: not one script of it was fetched.
  expect(requests.filter((url) => url.startsWith(REMOTES.users) && url.endsWith('.js'))).toEqual([]);

  // The other areas keep working.
  await page.getByTestId('sidebar').getByRole('link', { name: 'Компании', exact: true }).click();
  await expectAreaScreen(page, 'manage');
  expect(pathOf(page)).toBe(AREA_PAGE.manage.path);
  await expect(page.getByTestId(/^area-unavailable-/)).toHaveCount(0);
});

test('the health screen shows each remote, a remote that is down as down, and checks again', async ({
  page,
  request,
}) => {
  await signInThroughApi(page, 'admin');
  await setRemoteState(request, 'users', 'down');
  await page.goto('/admin/manage/companies');
  await page.getByTestId('sidebar').getByRole('link', { name: 'Разделы панели', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/manage\/system\/remotes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Разделы панели' })).toBeVisible();

  const client = page.getByTestId('remote-health-client');
  const users = page.getByTestId('remote-health-users');
  await expect(client.getByTestId('remote-state')).toHaveText('Доступен');
  await expect(client).toContainText(`${REMOTES.client}/mf-manifest.json`);
  await expect(client).toContainText(`${corePkg.version} (панель предоставляет ${corePkg.version})`);
  await expect(client.getByText('Собран')).toBeVisible();
  await expect(users.getByTestId('remote-state')).toHaveText('Недоступен');
  await expect(users.getByTestId('remote-problem')).toHaveText('Раздел не отвечает.');

  await setRemoteState(request, 'users', 'up');
  await page.getByRole('button', { name: 'Проверить снова' }).click();
  await expect(users.getByTestId('remote-state')).toHaveText('Доступен');
  await expect(users.getByTestId('remote-problem')).toHaveCount(0);
});
