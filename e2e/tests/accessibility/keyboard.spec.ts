/**
 * The panel driven by the keyboard alone (docs/product.md, "Accessibility"): sign in, open a listing, sort it, open
 * a record, edit and save it. No mouse event is sent; every step is reached with Tab and Shift+Tab and taken with
 * Enter or typing. English UI; the test starts from the seed.
 */
import { expect, test, type Locator, type Page } from '../support/test';
import { demoAccounts, inEnglish, resetServer } from '../support/demo';

test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page, request }) => {
  await resetServer(request);
  await inEnglish(page);
});

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails if it is not reached within `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 80, back = false } = {}): Promise<void> {
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
