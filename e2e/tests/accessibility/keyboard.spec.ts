/**
 * The panel driven by the keyboard alone (docs/product.md, "Accessibility"): sign in, open a listing, sort it, open
 * a record, edit and save it. No mouse event is sent; every step is reached with Tab and Shift+Tab and taken with
 * Enter or typing. English UI; the test starts from the seed.
 */
import { expect, setTestTimeout, test, type Locator, type Page } from '../support/test';
import { demoAccounts, inEnglish, resetServer, signInThroughApi } from '../support/demo';

test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page, request }) => {
  await resetServer(request);
  await inEnglish(page);
});

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails if it is not reached within `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 120, back = false } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  expect(await isFocused(target), `reached with ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`).toBe(true);
}

test('sign in, open a listing, sort it, open a record, edit and save it with the keyboard only', async ({
  page,
}) => {
  await page.goto('/admin/login');
  const email = page.getByLabel(/^Email/);
  await tabTo(page, email);
  await page.keyboard.type(demoAccounts.owner.email);
  await tabTo(page, page.getByLabel(/^Password/));
  await page.keyboard.type(demoAccounts.owner.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/client$/);

  // The menu's Applications, from the top of the page.
  const menuItem = page.getByTestId('sidebar').getByRole('link', { name: 'Applications', exact: true });
  await tabTo(page, menuItem);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/client\/applications(\?|$)/);
  const table = page.getByRole('main').getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  // Sort by name: the header's button.
  const nameHeader = table.getByRole('columnheader', { name: 'Name', exact: true });
  await tabTo(page, nameHeader.getByRole('button'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]sort=name\.asc(&|$)/);
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');

  // Open the first record by its name's link.
  const firstLink = table.getByRole('row').nth(1).getByRole('link').first();
  const name = (await firstLink.textContent())!.trim();
  await tabTo(page, firstLink);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Edit: change the developer, save with Enter on the save button.
  await tabTo(page, page.getByRole('main').getByRole('button', { name: 'Edit' }));
  await page.keyboard.press('Enter');
  const developer = page.getByRole('textbox', { name: /^Developer/ });
  await tabTo(page, developer);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Keyboard Studio');
  await tabTo(page, page.getByRole('button', { name: 'Save changes' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(`Application «${name}» saved`)).toBeVisible();
  await expect(page.getByTestId('fact-list')).toContainText('Keyboard Studio');
});

test('a listing used without a mouse: search, filter, sort, go to the next page, open a row and come back', async ({
  page,
}) => {
  // About 150 key presses, each followed by a look at the focus: on a machine at load 20 that alone took a minute.
  setTestTimeout(180_000);
  await signInThroughApi(page, 'owner');
  await page.goto('/admin/client/applications');
  const main = page.getByRole('main');
  const table = main.getByRole('table');
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toBeVisible();

  // Search: typed, applied with Enter, cleared with Escape.
  const search = main.getByRole('searchbox', { name: 'Search' });
  await tabTo(page, search);
  await page.keyboard.type('Golden');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]q=Golden(&|$)/);
  await expect(rows.first()).toContainText('Golden');
  await expect(search).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/[?&]q=/);

  // A filter: the panel opened from its toggle, a field typed into.
  const toggle = main.getByRole('button', { name: /^Filters/ });
  await tabTo(page, toggle);
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const domain = main.getByRole('region', { name: 'Filters' }).getByRole('textbox', { name: 'Domain' });
  await tabTo(page, domain);
  await page.keyboard.type('pwa-panel');
  await expect(page).toHaveURL(/domain=pwa-panel/);
  await expect(rows.first()).toContainText('pwa-panel');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await expect(page).not.toHaveURL(/domain=/);

  // Sort by name, then the next page.
  const nameHeader = table.getByRole('columnheader', { name: 'Name', exact: true });
  await tabTo(page, nameHeader.getByRole('button'));
  await page.keyboard.press('Enter');
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  const pages = main.getByRole('navigation', { name: 'Pages' });
  await tabTo(page, pages.getByRole('button', { name: 'Next page' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  // Open the page's first record by the listing's row keys (j to the first row, Enter): Tab would cross every row's
  // links and menus, a hundred presses; then back to the listing by the record's back link: the same page and sort.
  const firstLink = rows.first().getByRole('link').first();
  const name = (await firstLink.textContent())!.trim();
  await page.keyboard.press('j');
  await expect(rows.first()).toHaveAttribute('data-cursor', '');
  await expect(rows.first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const back = main.getByRole('link', { name: 'Applications', exact: true });
  await tabTo(page, back);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(page).toHaveURL(/[?&]sort=name\.asc(&|$)/);
  await expect(rows.first().getByRole('link').first()).toHaveText(name);
});
