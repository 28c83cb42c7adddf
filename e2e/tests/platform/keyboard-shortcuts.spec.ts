/**
 * The keyboard beyond Ctrl+K (issue 50, point 4): `g` then a letter to a screen, `/` to the listing's search, `j`/`k`
 * through its rows and Enter to open one, `e` to edit the open record, `?` for the sheet of the screen's shortcuts in
 * the page's language. None fires while the user types in a field.
 */
import { expect, test, type Page } from '../support/test';
import { inEnglish, resetServer, signInThroughApi } from '../support/demo';

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

const bodyRows = (page: Page) =>
  page.getByRole('region', { name: /Приложения|Applications/ }).locator('tbody tr');

test('g then a letter, / to search, j j Enter to the second row, e to edit, ? for the sheet in Russian', async ({
  page,
}) => {
  await signInThroughApi(page, 'owner');
  const locales: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/locales/')) locales.push(new URL(request.url()).pathname);
  });
  await page.goto('/admin/client');
  // The shortcuts come with the menus.
  await expect(page.getByTestId('sidebar').getByRole('link', { name: 'Приложения' })).toBeVisible();

  await page.keyboard.press('g');
  await page.keyboard.press('a');
  await expect(page).toHaveURL(/\/admin\/client\/applications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Приложения' })).toBeVisible();
  await expect(bodyRows(page).nth(1)).toBeVisible();

  // `/` puts the cursor in the search box, where the letters are text, not commands.
  const search = page.getByRole('searchbox', { name: 'Поиск' });
  await page.keyboard.press('/');
  await expect(search).toBeFocused();
  await page.keyboard.type('jk');
  await expect(search).toHaveValue('jk');
  await expect(page.locator('tr[data-cursor]')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(search).toHaveValue('');
  await search.blur();
  // The listing unsearched again before moving through it.
  await expect(page).not.toHaveURL(/[?&]q=/);
  await expect(page.locator('tbody[data-stale]')).toHaveCount(0);
  await expect(bodyRows(page).nth(1)).toBeVisible();

  // j j: the second row, marked, focused and in view.
  await page.keyboard.press('j');
  await page.keyboard.press('j');
  const second = bodyRows(page).nth(1);
  await expect(second).toHaveAttribute('data-cursor', '');
  await expect(second).toBeFocused();
  await expect(second).toBeInViewport();
  await expect(page.locator('tr[data-cursor]')).toHaveCount(1);
  const link = second.locator('a[href*="/admin/client/applications/"]').first();
  const href = (await link.getAttribute('href'))!;
  const name = (await link.textContent())!;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // `?`: the sheet of this screen's shortcuts, in Russian.
  await page.keyboard.press('?');
  const sheet = page.getByRole('dialog', { name: 'Сочетания клавиш' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText('Изменить эту запись')).toBeVisible();
  await expect(sheet.getByText('Перейти: Приложения')).toBeVisible();
  await expect(sheet.getByText('Показать сочетания клавиш')).toBeVisible();
  // The owner sees no administrators' screen: their areas' texts were never asked for.
  expect(locales.filter((path) => /\/(manage|users)\.json$/.test(path))).toEqual([]);
  expect(locales.filter((path) => /\/client\.json$/.test(path)).length).toBeGreaterThan(0);
  // A record has no rows to move through.
  await expect(sheet.getByText('Следующая строка')).toHaveCount(0);
  // Nothing fires while the sheet is open.
  await page.keyboard.press('e');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);

  await page.keyboard.press('e');
  await expect(page).toHaveURL(new RegExp(`${href}/edit$`));
});

test('the sheet in English lists the listing’s keys, and ? typed in the search is text', async ({ page }) => {
  await inEnglish(page);
  await signInThroughApi(page, 'owner');
  await page.goto('/admin/client/applications');
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
  await expect(page.getByTestId('sidebar').getByRole('link', { name: 'Applications' })).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.click();
  await page.keyboard.type('?');
  await expect(search).toHaveValue('?');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await search.fill('');
  await search.blur();

  await page.keyboard.press('?');
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(sheet).toBeVisible();
  for (const text of [
    'Search the listing',
    'Next row',
    'Previous row',
    'Open the chosen row',
    'Go to Domains',
  ]) {
    await expect(sheet.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(sheet.getByText('Edit this record')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
});

test('j and k reach rows a large page has not drawn yet, and bring them into view', async ({ page }) => {
  await signInThroughApi(page, 'owner');
  // 500 rows: the table draws a window of them (row-window.ts).
  await page.goto('/admin/client/applications?perPage=500');
  await expect(page.locator('table[data-windowed]')).toBeVisible();
  const row = page.locator('tr[data-cursor]');
  for (let i = 0; i < 60; i++) await page.keyboard.press('j');
  // Row 60 of the page: the header is row 1.
  await expect(row).toHaveAttribute('aria-rowindex', '61');
  await expect(row).toBeFocused();
  await expect(row).toBeInViewport();
  for (let i = 0; i < 50; i++) await page.keyboard.press('k');
  await expect(row).toHaveAttribute('aria-rowindex', '11');
  await expect(row).toBeFocused();
  await expect(row).toBeInViewport();
  await expect(row).toHaveCount(1);
});
