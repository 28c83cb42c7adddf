/**
 * Screenshots of every kind of layer the panel draws over a screen, in light and dark (tests/visual/visual.ts): the
 * whole window, so a dialog's size, place and the dimmed page behind it are in the picture.
 */
import type { Page, Route } from '@playwright/test';
import { REFETCH, expect, test } from '../support/test';
import { REMOTES, demoAccounts } from '../support/demo';
import { FROZEN_NOW, PHONE, settled, setUp, shoot } from './visual';

test.use({ timezoneId: 'UTC' });

test('a confirmation: deleting an application, its name and what is lost', async ({ page }) => {
  await setUp(page, { account: 'owner' });
  await page.goto('/admin/client/applications/1');
  await settled(page);
  await page.getByRole('main').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await shoot(page, 'dialog-confirm');
});

test("the deposit's two steps: the amount, then the confirmation of amount and balance", async ({ page }) => {
  await setUp(page, { account: 'owner' });
  await page.goto('/admin/client/balance');
  await settled(page);
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  const dialog = page.getByTestId('deposit-dialog');
  await expect(dialog.getByRole('heading', { name: 'Deposit to the balance' })).toBeVisible();
  await shoot(page, 'dialog-deposit-amount');
  await dialog.getByRole('textbox', { name: /^Amount/ }).fill('250');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('heading', { name: 'Confirm the deposit' })).toBeVisible();
  await shoot(page, 'dialog-deposit-confirm');
});

test('a form dialog: inviting to the company, its fields and roles', async ({ page }) => {
  await setUp(page, { account: 'owner' });
  await page.goto('/admin/client/team');
  await settled(page);
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite to the company' });
  await expect(dialog.getByRole('combobox', { name: /^Role/ })).not.toHaveValue('');
  await shoot(page, 'dialog-invite');
});

test("a form dialog on a phone: the invitation fills the window's width", async ({ page }) => {
  await setUp(page, { account: 'owner', viewport: PHONE });
  await page.goto('/admin/client/team');
  await settled(page);
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite to the company' });
  await expect(dialog.getByRole('combobox', { name: /^Role/ })).not.toHaveValue('');
  await shoot(page, 'dialog-invite-phone');
});

test("a tariff's tier: the tier dialog with the other tiers' ranges", async ({ page }) => {
  await setUp(page, { account: 'admin' });
  await page.goto('/admin/manage/tariffs/1');
  await settled(page);
  await page
    .getByRole('button', { name: /^Edit the tier/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('textbox', { name: /^Name/ })).not.toHaveValue('');
  await shoot(page, 'dialog-tier');
});

test("a role's deletion refused: who holds it, with links to them", async ({ page }) => {
  await setUp(page, { account: 'admin' });
  await page.goto('/admin/manage/roles/6');
  await settled(page);
  await page.getByRole('main').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alertdialog', { name: /cannot be deleted/ })).toBeVisible();
  await settled(page);
  await shoot(page, 'dialog-role-delete');
});

test('the command palette: search field, screens and actions grouped', async ({ page }) => {
  await setUp(page, { account: 'owner' });
  await page.goto('/admin/client/applications');
  await settled(page);
  await page.keyboard.press('Control+K');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await expect(palette.getByRole('option').first()).toBeVisible();
  await shoot(page, 'palette');
});

test('a menu: the account menu open over the header', async ({ page }) => {
  await setUp(page, { account: 'owner' });
  await page.goto('/admin/client');
  await settled(page);
  await page.getByTestId('user-menu-trigger').click();
  await expect(page.getByRole('menu')).toBeVisible();
  await shoot(page, 'menu-account');
});

/** Serves the client remote's manifest as a new deployment's, so the open tab offers to load it. */
async function redeployClient(page: Page): Promise<void> {
  await page.route(`${REMOTES.client}/mf-manifest.json`, async (route: Route) => {
    const response = await route.fetch(REFETCH);
    const manifest = await response.json();
    manifest.metaData.buildInfo.buildVersion = '1.0.1';
    manifest.metaData.buildInfo.buildId = 'visual-next-build';
    await route.fulfill({ response, json: manifest });
  });
}

test('the update prompt: a new version of an area offered to the open tab', async ({ page }) => {
  await setUp(page, { account: 'owner' });
  await page.goto('/admin/client/applications');
  await settled(page);
  await redeployClient(page);
  const prompt = page.getByTestId('update-prompt-client');
  // The tab looks for new versions when it regains focus, at most once in a few seconds of its clock: the frozen
  // clock is moved on a minute before each nudge, then put back for the picture.
  let minutes = 0;
  await expect
    .poll(
      async () => {
        minutes += 1;
        await page.clock.setFixedTime(Date.parse(FROZEN_NOW) + minutes * 60_000);
        await page.evaluate(() => window.dispatchEvent(new Event('focus')));
        return prompt.isVisible();
      },
      { intervals: [250, 500, 1_000] },
    )
    .toBe(true);
  await page.clock.setFixedTime(Date.parse(FROZEN_NOW));
  await shoot(page, 'update-prompt');
});

test("the impersonation banner: an administrator signed in as a team member, on the member's dashboard", async ({
  page,
}) => {
  const memberToken = await setUp(page, { account: 'member' });
  const me = await page.request.get('/api/common/auth/user', {
    headers: { Authorization: `Bearer ${memberToken}` },
  });
  const { user } = (await me.json()) as { user: { id: number; name: string } };
  const admin = await page.request.post('/api/common/auth/login', { data: demoAccounts.admin });
  const { token, access } = (await admin.json()) as { token: string; access: unknown };
  await page.addInitScript(
    (kept) => window.localStorage.setItem('panel.impersonation', kept),
    JSON.stringify({
      admin: { token, access, name: 'Platform Admin' },
      target: { id: user.id, name: user.name, company: 'Acme Apps' },
      returnTo: `/users/${user.id}`,
      startedAt: '2026-03-02T09:00:00.000Z',
    }),
  );
  await page.goto('/admin/client');
  await settled(page);
  await expect(page.getByRole('region', { name: 'Signed in as another user' })).toBeVisible();
  await shoot(page, 'impersonation-banner');
});
