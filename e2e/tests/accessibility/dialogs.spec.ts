/**
 * The layers drawn over a screen (docs/product.md, "Accessibility"), each opened from the keyboard: axe finds nothing
 * serious in it in the light and the dark theme (./axe.ts), a dialog keeps Tab and Shift+Tab inside it, a menu moves
 * with the arrows, and Escape closes either and gives the focus back to what opened it. English UI; each test starts
 * from the seed. The screens under them are walked in walk.spec.ts.
 */
import { expect, test, type Locator, type Page } from '../support/test';
import { inEnglish, resetServer, signInThroughApi, type Account } from '../support/demo';
import { settle } from '../records/records-helpers';
import { switchTheme } from '../support/theme';
import { axeFindings } from './axe';

test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page, request }) => {
  await resetServer(request);
  await inEnglish(page);
});

const holdsFocus = (layer: Locator) => layer.evaluate((node) => node.contains(document.activeElement));

/** Opens a page as `account` and waits for its screen to settle. */
async function open(page: Page, account: Account, path: string): Promise<void> {
  await signInThroughApi(page, account);
  await page.goto(path);
  await settle(page);
}

/** Focuses `opener` and presses Enter, as a keyboard user opens a layer; the layer then has the focus. */
async function openWithKeyboard(opener: Locator, layer: Locator): Promise<void> {
  await opener.focus();
  await expect(opener).toBeFocused();
  await opener.page().keyboard.press('Enter');
  await expect(layer).toBeVisible();
  await expect.poll(() => holdsFocus(layer), { message: 'the focus moves into the layer' }).toBe(true);
}

/** No serious or critical finding with the layer open: the whole rules in light, the colours again in dark. */
async function expectAccessible(page: Page, what: string): Promise<void> {
  const findings = await axeFindings(page, `${what}, light`);
  await switchTheme(page, 'dark');
  findings.push(...(await axeFindings(page, `${what}, dark`, { coloursOnly: true })));
  await switchTheme(page, 'light');
  expect(findings).toEqual([]);
}

/**
 * Tab, then Shift+Tab, once more than the dialog has stops: the focus goes round inside it and never reaches the page
 * behind. Then Escape closes it and the focus is back on its opener.
 */
async function expectDialogTrapsFocus(page: Page, dialog: Locator, opener: Locator): Promise<void> {
  const stops = await dialog.evaluate(
    (node) =>
      [
        ...node.querySelectorAll<HTMLElement>(
          'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
        ),
      ].filter((element) => element.tabIndex >= 0 && element.getClientRects().length > 0).length,
  );
  expect(stops, 'the dialog has something to focus').toBeGreaterThan(0);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press <= stops; press += 1) {
      await page.keyboard.press(key);
      expect(await holdsFocus(dialog), `${key} ${press + 1} keeps the focus in the dialog`).toBe(true);
    }
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

/** A menu: the arrows move between its items, Escape closes it and the focus is back on its opener. */
async function expectMenuReturnsFocus(page: Page, menu: Locator, opener: Locator): Promise<void> {
  const items = menu.locator('[role^="menuitem"]');
  expect(await items.count(), 'the menu has items').toBeGreaterThan(0);
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => holdsFocus(menu)).toBe(true);
  await expect(menu.locator('[role^="menuitem"][data-highlighted]')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(opener).toBeFocused();
}

test('the delete confirmation', async ({ page }) => {
  await open(page, 'owner', '/admin/client/applications/1');
  const opener = page.getByRole('main').getByRole('button', { name: 'Delete' });
  const dialog = page.getByRole('alertdialog');
  await openWithKeyboard(opener, dialog);
  await expectAccessible(page, 'delete confirmation');
  await expectDialogTrapsFocus(page, dialog, opener);
});

test('the command palette, with records found', async ({ page }) => {
  await open(page, 'owner', '/admin/client/applications');
  const opener = page.getByTestId('palette-open');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await openWithKeyboard(opener, palette);
  await expect(palette.getByRole('combobox')).toBeFocused();
  await page.keyboard.type('golden');
  await expect(palette.locator('[role="option"][data-kind="record"]').first()).toBeVisible();
  await expectAccessible(page, 'command palette');
  await expectDialogTrapsFocus(page, palette, opener);
});

test("a listing's column menu and a row's actions", async ({ page }) => {
  await open(page, 'owner', '/admin/client/applications');
  const columns = page.getByRole('main').getByRole('button', { name: 'Columns' });
  const columnMenu = page.getByRole('menu');
  await openWithKeyboard(columns, columnMenu);
  await expectAccessible(page, 'column menu');
  await expectMenuReturnsFocus(page, columnMenu, columns);

  const rowActions = page
    .getByRole('main')
    .getByRole('button', { name: /^Actions for row/ })
    .first();
  const rowMenu = page.getByRole('menu');
  await openWithKeyboard(rowActions, rowMenu);
  await expectAccessible(page, 'row actions');
  await expectMenuReturnsFocus(page, rowMenu, rowActions);
});

test('the account menu', async ({ page }) => {
  await open(page, 'owner', '/admin/client');
  const opener = page.getByTestId('user-menu-trigger');
  const menu = page.getByRole('menu');
  await openWithKeyboard(opener, menu);
  await expectAccessible(page, 'account menu');
  await expectMenuReturnsFocus(page, menu, opener);
});

test('a form dialog: the invitation to the company', async ({ page }) => {
  await open(page, 'owner', '/admin/client/team');
  const opener = page.getByRole('main').getByRole('button', { name: 'Invite', exact: true });
  const dialog = page.getByRole('dialog', { name: 'Invite to the company' });
  await openWithKeyboard(opener, dialog);
  await expect(dialog.getByRole('combobox', { name: /^Role/ })).not.toHaveValue('');
  await expectAccessible(page, 'invitation dialog');
  await expectDialogTrapsFocus(page, dialog, opener);
});

test('the deposit dialog', async ({ page }) => {
  await open(page, 'owner', '/admin/client/balance');
  const opener = page.getByRole('main').getByRole('button', { name: 'Deposit', exact: true });
  const dialog = page.getByTestId('deposit-dialog');
  await openWithKeyboard(opener, dialog);
  await expectAccessible(page, 'deposit dialog');
  await expectDialogTrapsFocus(page, dialog, opener);
});

test("a tariff's tier dialog", async ({ page }) => {
  await open(page, 'admin', '/admin/manage/tariffs/1');
  const opener = page.getByRole('button', { name: /^Edit the tier/ }).first();
  const dialog = page.getByRole('dialog');
  await openWithKeyboard(opener, dialog);
  await expect(dialog.getByRole('textbox', { name: /^Name/ })).not.toHaveValue('');
  await expectAccessible(page, 'tier dialog');
  await expectDialogTrapsFocus(page, dialog, opener);
});
