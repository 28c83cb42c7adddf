import { test, type Page } from '../support/test';
import { resetServer, signInThroughApi } from '../support/demo';
import { ListingApi, expect, expectScreenMatchesServer, settled, table } from './listing-helpers';

/**
 * A statistics listing (`aggregations: true`) shows a totals row under the table; its numbers are the
 * aggregations call's totals for the filters on screen, not sums of the visible page.
 */

const byApplication = { nameLabel: 'Приложение', nameKey: 'application_name', ids: false };

/** "7 098 482" → 7098482, "4 593 542,02 $" → 4593542.02 (ru separators, any currency sign). */
function parseRu(text: string): number {
  const cleaned = text
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/[^\d,.\-\u2212]/g, '')
    .replace('\u2212', '-')
    .replace(',', '.');
  expect(cleaned, `a number in "${text}"`).toMatch(/^-?\d+(\.\d+)?$/);
  return Number(cleaned);
}

/** The totals row as { columnKey: number } for the visible columns that show a total. */
async function shownTotals(page: Page): Promise<Record<string, number>> {
  const cells = table(page).locator('tfoot td[data-column]');
  const result: Record<string, number> = {};
  for (const cell of await cells.all()) {
    const key = (await cell.getAttribute('data-column')) as string;
    const text = (await cell.innerText()).trim();
    if (text === '' || text === 'Итого') continue;
    result[key] = parseRu(text);
  }
  return result;
}

/** What the totals row must show: the server's totals of the visible number and money columns. */
async function expectedTotals(api: ListingApi, url: string): Promise<Record<string, number>> {
  const settings = await api.settings();
  const totals = await api.aggregations(await api.queryFromUrl(url));
  const result: Record<string, number> = {};
  for (const column of settings.columns) {
    if (column.hidden) continue;
    const value = totals[column.key];
    if (value === undefined || value === null) continue;
    result[column.key] = column.type === 'money' ? Number(Number(value).toFixed(2)) : Number(value);
  }
  return result;
}

async function expectTotalsRowMatchesServer(page: Page, api: ListingApi): Promise<Record<string, number>> {
  const expected = await expectedTotals(api, page.url());
  expect(Object.keys(expected).length, 'the server totals some visible columns').toBeGreaterThan(0);
  await expect(table(page).locator('tfoot tr')).toHaveCount(1);
  await expect(table(page).locator('tfoot td').first()).toHaveText('Итого');
  await expect.poll(() => shownTotals(page)).toEqual(expected);
  return expected;
}

test('client statistics: the totals row equals the aggregations API for the same filters', async ({
  page,
  request,
}) => {
  await resetServer(request);
  await signInThroughApi(page, 'owner');
  const api = new ListingApi(page, 'common', 'statistics');

  await page.goto('/admin/client/statistics');
  await expect(page.getByRole('heading', { level: 1, name: 'Статистика по дням' })).toBeVisible();
  const settings = await api.settings();
  expect(settings.aggregations).toBe(true);
  await expectScreenMatchesServer(page, api, byApplication);
  const unfiltered = await expectTotalsRowMatchesServer(page, api);
  // More rows than one page: the totals are the server's, not the page's.
  const firstPage = await api.data(await api.queryFromUrl(page.url()));
  expect(firstPage.meta.total).toBeGreaterThan(firstPage.data.length);
  const pageVisits = firstPage.data.reduce((sum, row) => sum + Number(row.visits), 0);
  expect(unfiltered.visits ?? 0).toBeGreaterThan(pageVisits);

  // Filter by one application (searched on the server, application-filter.spec.ts) and a period (a date range)
  // through the filter controls.
  const filters = page.getByRole('main').getByRole('region', { name: 'Фильтры' });
  const application = filters.getByRole('combobox', { name: 'Приложение', exact: true });
  const appId = Number(firstPage.data[0]?.application_id);
  expect(appId, 'an application to filter by').toBeGreaterThan(0);
  await application.click();
  await application.pressSequentially(`#${appId}`);
  await page.getByRole('option', { name: new RegExp(`^#${appId} `) }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]f\\.application_id=${appId}(&|$)`));
  await settled(page);
  const byApp = await api.data(await api.queryFromUrl(page.url()));
  const dates = byApp.data.map((row) => String(row.date)).sort();
  const from = dates[Math.floor(dates.length / 2)] as string;
  // The panel's date picker, typed as a Russian user writes a day, committed with Enter.
  const [year, month, day] = from.split('-');
  const fromInput = filters.getByRole('textbox', { name: 'Период: с' });
  // The box becomes the picker when the user reaches for it.
  await fromInput.click();
  await expect(fromInput).not.toHaveAttribute('readonly');
  await fromInput.fill(`${day}.${month}.${year}`);
  await fromInput.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]f\\.date=${from}\\.\\.(&|$)`));

  await expectScreenMatchesServer(page, api, byApplication);
  const filtered = await expectTotalsRowMatchesServer(page, api);
  expect(filtered.visits ?? 0, 'the filters change the totals').toBeLessThan(unfiltered.visits ?? 0);
  for (const cell of await table(page).locator('tbody tr td:first-child').allInnerTexts()) {
    expect(cell.trim()).not.toBe('');
  }

  // The same view after a reload: the totals follow the URL.
  await page.reload();
  await expectScreenMatchesServer(page, api, byApplication);
  expect(await expectTotalsRowMatchesServer(page, api)).toEqual(filtered);
});
