import { expect, test } from '../support/test';
import { demoAccounts, resetServer } from '../support/demo';
import { AREA_LOAD, expectLoginPage, mainMenu, text } from './helpers';

/** docs/product.md, "Languages": Arabic is served right to left, with its own texts and number formats. */

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

test('signed in with ?lng=ar: the page is right to left, the sidebar on the right, the texts and numbers Arabic', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/login?lng=ar');
  await expectLoginPage(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

  const { email, password } = demoAccounts.owner;
  await page.getByLabel(new RegExp(`^${text('shell', 'login.email', {}, 'ar')}`)).fill(email);
  await page.getByLabel(new RegExp(`^${text('shell', 'login.password', {}, 'ar')}`)).fill(password);
  await page.getByRole('button', { name: text('shell', 'login.submit', {}, 'ar'), exact: true }).click();

  // The sidebar hugs the right edge; the main content is to its left.
  const menu = mainMenu(page, 'ar');
  const applications = menu.getByRole('link', {
    name: text('client', 'nav.applications', {}, 'ar'),
    exact: true,
  });
  await expect(applications).toBeVisible(AREA_LOAD);
  const sidebar = await page.getByTestId('sidebar').boundingBox();
  const main = await page.getByRole('main').boundingBox();
  expect(sidebar && main).toBeTruthy();
  expect(Math.round(sidebar!.x + sidebar!.width)).toBe(1280);
  expect(main!.x + main!.width).toBeLessThanOrEqual(sidebar!.x + 1);

  await applications.click();
  await expect(page).toHaveURL(/\/admin\/client\/applications/);
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/[\u0600-\u06FF]/, AREA_LOAD);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The listing's range uses the Arabic locale's number format and the Arabic "of".
  const range = page.getByTestId('listing-range');
  await expect(range).toHaveText(/من/, AREA_LOAD);
  const shown = (await range.textContent()) ?? '';
  const total = Number(shown.split('من').pop()!.replace(/[^\d]/g, ''));
  const arabicTotal = await page.evaluate((n) => new Intl.NumberFormat('ar').format(n), total);
  expect(shown).toContain(arabicTotal);
});
