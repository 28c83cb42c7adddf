import { setTestTimeout, test, type APIRequestContext, type Page } from '../support/test';
import { resetServer, signInThroughApi } from '../support/demo';
import { ListingApi, bodyRows, columnPosition, expect, table } from './listing-helpers';

/**
 * Every row of a windowed page, in order: scrolls the table's region from top to bottom a view at a time and
 * reads the ID cell of each rendered row with its `aria-rowindex` (the header is row 1).
 */
async function idsByScrolling(page: Page): Promise<number[]> {
  const idColumn = await columnPosition(page, 'ID');
  const region = table(page).locator('xpath=..');
  const byIndex = new Map<number, number>();
  await region.evaluate((el) => el.scrollTo({ top: 0 }));
  for (let step = 0; step < 500; step += 1) {
    // One round trip a step: after two frames the scroll has been handled and the window of rows rendered; read
    // it, then scroll on.
    const { rows, atEnd } = await region.evaluate(async (el, column) => {
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const read = [...el.querySelectorAll(':scope > table > tbody > tr[aria-rowindex]')].map((tr) => [
        Number(tr.getAttribute('aria-rowindex')),
        Number((tr.querySelector(`td:nth-child(${column})`)?.textContent ?? '').replace(/\D/g, '')),
      ]);
      const end = el.scrollTop + el.clientHeight >= el.scrollHeight - 1;
      if (!end) el.scrollBy({ top: el.clientHeight * 0.9 });
      return { rows: read, atEnd: end };
    }, idColumn);
    for (const [index, id] of rows) byIndex.set(index!, id!);
    if (atEnd) break;
  }
  const indexes = [...byIndex.keys()].sort((a, b) => a - b);
  // Nothing skipped: rows 2, 3, 4... without a gap.
  expect(indexes).toEqual(indexes.map((_, i) => i + 2));
  return indexes.map((index) => byIndex.get(index)!);
}

/**
 * The owner's applications, a thousand a page, from a cold start: generous limits on a busy machine (a thousand rows
 * or cards to wait for), still only ceilings. Answers the listing's API to compare the screen with.
 */
async function openThousandRows(page: Page, request: APIRequestContext): Promise<ListingApi> {
  setTestTimeout(90_000);
  await resetServer(request);
  await signInThroughApi(page, 'owner');
  await page.goto('/admin/client/applications?perPage=1000');
  return new ListingApi(page, 'common', 'application');
}

test('perPage=1000 shows all thousand rows through a window of rendered rows, and the next page the rest', async ({
  page,
  request,
}) => {
  const api = await openThousandRows(page, request);
  await expect(table(page)).toHaveAttribute('aria-rowcount', '1001', { timeout: 60_000 });
  const first = await api.data(await api.queryFromUrl(page.url()));
  expect(first.meta.per_page).toBe(1000);
  expect(first.meta.total).toBeGreaterThan(1000);
  expect(first.data).toHaveLength(1000);
  // Only a window of them is in the document: that is what keeps a filter change quick.
  expect(await bodyRows(page).count()).toBeLessThan(100);
  await expect(page.getByTestId('listing-range')).toHaveText(/^1–1\s?000 из 1\s?\d{3}$/);
  await expect(page.getByLabel('Строк на странице')).toHaveValue('1000');

  // Tab walks on past the rows first rendered: each focused row scrolls into view and brings the next ones.
  const rendered = await bodyRows(page).count();
  await bodyRows(page).first().locator('input[type=checkbox], a, button').first().focus();
  const focusedRow = () =>
    page.evaluate(() => Number(document.activeElement?.closest('tr')?.getAttribute('aria-rowindex') ?? 0));
  // A few presses between looks: each look is a round trip.
  for (let presses = 0; presses < 400 && (await focusedRow()) <= rendered + 5; presses += 4) {
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
  }
  expect(await focusedRow()).toBeGreaterThan(rendered + 5);

  // Scrolling through the table shows every row of the server's page, in its order.
  expect(await idsByScrolling(page)).toEqual(first.data.map((row) => Number(row.id)));

  await page.getByRole('button', { name: 'Следующая страница' }).click();
  await expect(page).toHaveURL(/\?perPage=1000&page=2$|\?page=2&perPage=1000$/);
  const rest = first.meta.total - 1000;
  await expect(table(page)).toHaveAttribute('aria-rowcount', String(rest + 1), { timeout: 60_000 });
  // The table was scrolled to its bottom: another page starts at its top.
  expect(
    await table(page)
      .locator('xpath=..')
      .evaluate((el) => el.scrollTop),
  ).toBe(0);
  const second = await api.data(await api.queryFromUrl(page.url()));
  expect(second.data).toHaveLength(rest);
  const secondIds = await idsByScrolling(page);
  expect(secondIds).toEqual(second.data.map((row) => Number(row.id)));
  expect(secondIds.filter((id) => first.data.some((row) => Number(row.id) === id))).toEqual([]);
});

test.describe('on a phone-sized screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('perPage=1000 shows a window of cards that follows the page down to the last row; the next page starts at its top', async ({
    page,
    request,
  }) => {
    const api = await openThousandRows(page, request);
    const cards = page.getByRole('list', { name: 'Приложения' }).getByRole('listitem');
    await expect(cards.first()).toHaveAttribute('aria-setsize', '1000', { timeout: 60_000 });
    await expect(cards.first()).toHaveAttribute('aria-posinset', '1');
    const first = await api.data(await api.queryFromUrl(page.url()));
    // Only a window of the thousand cards is in the document.
    expect(await cards.count()).toBeLessThan(40);

    // At the page's bottom: the last card of the page, after the 999 before it.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight }));
    const lastRow = first.data.at(-1)!;
    const lastCard = cards.last();
    await expect(lastCard).toHaveAttribute('aria-posinset', '1000');
    await expect(lastCard.getByRole('link', { name: String(lastRow.name), exact: true })).toBeVisible();
    expect(await cards.count()).toBeLessThan(40);

    // The next page is read from its first card.
    await page.getByRole('button', { name: 'Следующая страница' }).click();
    await expect(page).toHaveURL(/\?perPage=1000&page=2$|\?page=2&perPage=1000$/);
    const second = await api.data(await api.queryFromUrl(page.url()));
    const firstCard = cards.first();
    await expect(
      firstCard.getByRole('link', { name: String(second.data[0]!.name), exact: true }),
    ).toBeInViewport();
    // Right below the sticky header, and still there once the new cards are in and the page has its new height.
    const list = page.getByRole('list', { name: 'Приложения' });
    await expect(list).not.toHaveAttribute('data-stale', /.*/);
    await expect(list).not.toHaveAttribute('aria-busy', /.*/);
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const header = await page.getByRole('banner').boundingBox();
    const box = await firstCard.boundingBox();
    expect(Math.round(box!.y - header!.height)).toBe(8);
  });
});
