import { test } from '@playwright/test';
import { resetServer, signInThroughApi } from '../support/demo';
import { ListingApi, bodyRows, expect, expectScreenMatchesServer, shownIds } from './listing-helpers';

test('perPage=1000 renders a thousand rows, and the next page the rest', async ({ page, request }) => {
  test.setTimeout(300_000);
  await resetServer(request);
  await signInThroughApi(page, 'owner');
  const api = new ListingApi(page, 'common', 'application');
  const match = { nameLabel: 'Название' };

  await page.goto('/admin/client/applications?perPage=1000');
  // A cold start of the panel plus a thousand rows: generous on a busy machine, still only a ceiling.
  await expect(bodyRows(page)).toHaveCount(1000, { timeout: 120_000 });
  const first = await expectScreenMatchesServer(page, api, match);
  expect(first.meta.per_page).toBe(1000);
  expect(first.meta.total).toBeGreaterThan(1000);
  await expect(page.getByTestId('listing-range')).toHaveText(/^1–1\s?000 из 1\s?\d{3}$/);
  await expect(page.getByLabel('Строк на странице')).toHaveValue('1000');

  await page.getByRole('button', { name: 'Следующая страница' }).click();
  await expect(page).toHaveURL(/\?perPage=1000&page=2$|\?page=2&perPage=1000$/);
  await expect(bodyRows(page)).toHaveCount(first.meta.total - 1000, { timeout: 60_000 });
  const second = await expectScreenMatchesServer(page, api, match);
  expect(second.data).toHaveLength(first.meta.total - 1000);
  const overlap = (await shownIds(page)).filter((id) => first.data.some((row) => row.id === id));
  expect(overlap).toEqual([]);
});
