import { test } from '../support/test';
import { SHELL, resetServer, signInThroughApi } from '../support/demo';
import { ListingApi, expect, expectScreenMatchesServer, shownTotal } from './listing-helpers';

/** The sidebar opens a listing in its default state, whatever state the screen was left in. */

test('clicking the menu item of the open listing drops its filters and search', async ({ page, request }) => {
  await resetServer(request);
  await signInThroughApi(page, 'owner');
  const api = new ListingApi(page, 'common', 'application');
  const match = { nameLabel: 'Название' };

  await page.goto('/admin/client/applications');
  const full = await expectScreenMatchesServer(page, api, match);

  // Narrow it: a select filter (Категория) and a search.
  const filters = page.getByRole('main').getByRole('region', { name: 'Фильтры' });
  await filters.getByRole('combobox', { name: 'Категория', exact: true }).selectOption('casino');
  await expect(page).toHaveURL(/[?&]f\.category=casino(&|$)/);
  await page.getByRole('searchbox', { name: 'Поиск' }).fill('a');
  await expect(page).toHaveURL(/[?&]q=a(&|$)/);
  const narrowed = await expectScreenMatchesServer(page, api, match);
  expect(narrowed.meta.total).toBeLessThan(full.meta.total);
  await expect(page.getByRole('button', { name: 'Сбросить фильтры' })).toBeVisible();

  // The menu item of the same screen: a clean listing.
  const link = page.getByTestId('nav-section-client').getByRole('link', { name: 'Приложения', exact: true });
  await expect(link).toHaveAttribute('aria-current', 'page');
  await link.click();
  await expect(page).toHaveURL(`${SHELL}/admin/client/applications`);
  await expect.poll(() => shownTotal(page)).toBe(full.meta.total);
  const clean = await expectScreenMatchesServer(page, api, match);
  expect(clean.data.map((row) => row.id)).toEqual(full.data.map((row) => row.id));
  await expect(page.getByRole('searchbox', { name: 'Поиск' })).toHaveValue('');
  await expect(filters.getByRole('combobox', { name: 'Категория', exact: true })).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Сбросить фильтры' })).toHaveCount(0);

  // Coming back from another screen through the menu is clean too (no state remembered outside the URL).
  await filters.getByRole('combobox', { name: 'Категория', exact: true }).selectOption('casino');
  await expect(page).toHaveURL(/[?&]f\.category=casino(&|$)/);
  await page.getByTestId('nav-section-client').getByRole('link', { name: 'Пиксели', exact: true }).click();
  await expect(page).toHaveURL(`${SHELL}/admin/client/pixels`);
  await expect(page.getByRole('heading', { level: 1, name: 'Пиксели' })).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(`${SHELL}/admin/client/applications`);
  await expectScreenMatchesServer(page, api, match);
  await expect.poll(() => shownTotal(page)).toBe(full.meta.total);
});

test('the menu opens a listing of another area (manage → users → manage)', async ({ page, request }) => {
  // Regression guard: RemoteArea used to keep the previous area's routes (same element type at the same
  // place of the route tree), so manage → users landed on /not-found. Now keyed by the area's name.
  await resetServer(request);
  await signInThroughApi(page, 'admin');
  const users = new ListingApi(page, 'common', 'all-users');
  const companies = new ListingApi(page, 'common', 'company');

  await page.goto('/admin/manage/companies');
  await expectScreenMatchesServer(page, companies, { nameLabel: 'Название' });

  await page
    .getByTestId('nav-section-users')
    .getByRole('link', { name: 'Все пользователи', exact: true })
    .click();
  await expect(page).toHaveURL(`${SHELL}/admin/users`);
  await expect(page.getByRole('heading', { level: 1, name: 'Все пользователи' })).toBeVisible();
  await expectScreenMatchesServer(page, users, { nameLabel: 'Имя' });

  await page.getByTestId('nav-section-manage').getByRole('link', { name: 'Компании', exact: true }).click();
  await expect(page).toHaveURL(`${SHELL}/admin/manage/companies`);
  await expectScreenMatchesServer(page, companies, { nameLabel: 'Название' });
});
