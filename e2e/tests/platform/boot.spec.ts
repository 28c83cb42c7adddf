import { expect, test, type Page } from '../support/test';
import { PORT, SHELL, resetServer, signInThroughApi } from '../support/demo';
import { AREA_LOAD, expectListing, expectLoginPage, ru, text } from './helpers';

/** docs/product.md, "Addresses" and "Settings and themes": the main-host redirect and the theme query; the header switch. */

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

const html = (page: Page) => page.locator('html');
const storedTheme = (page: Page) => page.evaluate(() => localStorage.getItem('panel.theme'));

test('a page opened on another host name moves to the same address on the main host', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${PORT}/admin/login?x=1#h`);

  await expect(page).toHaveURL(`http://localhost:${PORT}/admin/login?x=1#h`, AREA_LOAD);
  await expectLoginPage(page);
  expect(new URL(page.url()).origin).toBe(SHELL);
});

test.describe('the theme query parameter', () => {
  test('?theme=dark applies the dark theme and is remembered', async ({ page }) => {
    await page.goto('/admin/login?theme=dark');
    await expectLoginPage(page);
    await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/);
    await expect(html(page)).not.toHaveClass(/(^|\s)light(\s|$)/);
    expect(await storedTheme(page)).toBe('dark');

    // Without the parameter the remembered theme stays.
    await page.goto('/admin/login');
    await expectLoginPage(page);
    await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/);
  });

  test('a value with other characters than letters, digits and spaces is ignored (default light)', async ({
    page,
  }) => {
    await page.goto(`/admin/login?theme=${encodeURIComponent('<script>')}`);
    await expectLoginPage(page);
    await expect(html(page)).toHaveClass(/(^|\s)light(\s|$)/);
    await expect(html(page)).not.toHaveClass(/(^|\s)dark(\s|$)/);
    expect(await storedTheme(page)).not.toBe('<script>');

    // Even when it starts with a real theme name.
    await page.goto(`/admin/login?theme=${encodeURIComponent('dark<script>alert(1)</script>')}`);
    await expectLoginPage(page);
    await expect(html(page)).toHaveClass(/(^|\s)light(\s|$)/);
    await expect(html(page)).not.toHaveClass(/(^|\s)dark(\s|$)/);
  });

  test('an invalid value keeps the stored theme', async ({ page }) => {
    await page.goto('/admin/login?theme=dark');
    await expectLoginPage(page);
    await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/);

    await page.goto(`/admin/login?theme=${encodeURIComponent('light;<script>')}`);
    await expectLoginPage(page);
    await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/);
    expect(await storedTheme(page)).toBe('dark');
  });
});

test('the header theme switch toggles the theme and the choice survives a reload', async ({ page }) => {
  await signInThroughApi(page, 'owner');
  await page.goto('/admin/client/applications');
  await expectListing(page, text('client', 'nav.applications'));
  await expect(html(page)).toHaveClass(/(^|\s)light(\s|$)/);

  await page.getByRole('button', { name: ru('layout.theme.toDark') }).click();
  await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/);
  await expect(html(page)).not.toHaveClass(/(^|\s)light(\s|$)/);
  // The switch now offers the way back.
  await expect(page.getByRole('button', { name: ru('layout.theme.toLight') })).toBeVisible();
  expect(await storedTheme(page)).toBe('dark');

  await page.reload();
  await expectListing(page, text('client', 'nav.applications'));
  await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/);

  await page.getByRole('button', { name: ru('layout.theme.toLight') }).click();
  await expect(html(page)).toHaveClass(/(^|\s)light(\s|$)/);
  await expect(html(page)).not.toHaveClass(/(^|\s)dark(\s|$)/);
  await expect(page.getByRole('button', { name: ru('layout.theme.toDark') })).toBeVisible();
  expect(await storedTheme(page)).toBe('light');
});
