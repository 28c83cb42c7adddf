import { setTestTimeout, test, type Page } from '../support/test';
import { resetServer, signInThroughApi } from '../support/demo';
import { expect, headerLabels, table } from './listing-helpers';

/**
 * Columns a user arranges (issue 50.3): resized and reordered by keyboard and by drag, the first ones pinned while the
 * table scrolls sideways, kept across a reload per user and listing, and "reset columns" back to the server's
 * defaults. The phone's cards keep the server's order.
 */

const PATH = '/admin/client/applications';

const header = (page: Page, label: string) =>
  table(page)
    .locator('thead th[data-column]')
    .filter({ has: page.getByText(label, { exact: true }) });

async function openListing(page: Page): Promise<string[]> {
  await page.goto(PATH);
  await expect(table(page).locator('tbody tr').first()).toBeVisible();
  return headerLabels(page);
}

async function columnsMenu(page: Page) {
  await page.getByRole('button', { name: 'Столбцы', exact: true }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

test('columns: resize, reorder by keyboard and drag, pin, keep after a reload, reset', async ({
  page,
  request,
}) => {
  setTestTimeout(60_000);
  await resetServer(request);
  await signInThroughApi(page, 'owner');
  await page.setViewportSize({ width: 1000, height: 800 });
  const defaults = await openListing(page);
  expect(defaults.length).toBeGreaterThan(3);
  const [first, second, third] = defaults as [string, string, string];

  // --- resize by keyboard: the edge is a focusable separator --------------------------------------------------
  const edge = page.getByRole('separator', { name: `Изменить ширину столбца «${second}»` });
  await edge.focus();
  const before = Number(await edge.getAttribute('aria-valuenow'));
  await page.keyboard.press('Shift+ArrowRight');
  await expect(edge).toHaveAttribute('aria-valuenow', String(before + 64));
  await expect
    .poll(async () => Math.round((await header(page, second).boundingBox())!.width))
    .toBe(before + 64);

  // --- reorder by keyboard: Alt+Left on a column's edge (every column has one, sortable or not) moves it towards the
  // start; focus stays on it --------------------------------------------------------------------------------------
  await page.keyboard.press('Alt+ArrowLeft');
  await expect.poll(() => headerLabels(page)).toEqual([second, first, ...defaults.slice(2)]);
  await expect(edge).toBeFocused();
  await expect(
    page.getByText(`Столбец «${second}» перемещён на место 1 из ${defaults.length}`),
  ).toBeAttached();

  // --- reorder by drag: the third header dropped on the first takes its place ---------------------------------
  await header(page, third).dragTo(header(page, second));
  await expect.poll(() => headerLabels(page)).toEqual([third, second, first, ...defaults.slice(3)]);

  // --- pin the first two columns, then scroll sideways: they stay where they were -----------------------------
  const menu = await columnsMenu(page);
  await menu.getByRole('menuitemradio', { name: 'Первые 2 столбца' }).click();
  await expect(menu.getByRole('menuitemradio', { name: 'Первые 2 столбца' })).toBeChecked();
  await page.keyboard.press('Escape');
  const region = table(page).locator('xpath=..');
  const scrollable = await region.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(scrollable, 'the table is wider than the page at 1000 px').toBeGreaterThan(50);
  const pinnedAt = (await header(page, second).boundingBox())!.x;
  const freeAt = (await header(page, first).boundingBox())!.x;
  await region.evaluate((el) => el.scrollBy({ left: el.scrollWidth }));
  await expect.poll(async () => (await header(page, first).boundingBox())!.x).toBeLessThan(freeAt - 40);
  expect((await header(page, second).boundingBox())!.x).toBeCloseTo(pinnedAt, 0);
  await region.evaluate((el) => el.scrollTo({ left: 0 }));

  // --- kept across a reload -----------------------------------------------------------------------------
  await page.reload();
  await expect.poll(() => headerLabels(page)).toEqual([third, second, first, ...defaults.slice(3)]);
  await expect(page.getByRole('separator', { name: `Изменить ширину столбца «${second}»` })).toHaveAttribute(
    'aria-valuenow',
    String(before + 64),
  );
  await expect(header(page, second)).toHaveAttribute('data-pin', '1');

  // --- the phone's cards keep the server's order --------------------------------------------------------
  await page.setViewportSize({ width: 390, height: 800 });
  const card = page.getByTestId('listing-cards').locator('dl').first();
  await expect(card).toBeVisible();
  const cardLabels = (await card.locator('dt').allInnerTexts()).map((text) => text.trim());
  const serverOrder = defaults.filter((label) => cardLabels.includes(label));
  expect(serverOrder.length).toBeGreaterThan(1);
  expect(cardLabels.filter((label) => serverOrder.includes(label))).toEqual(serverOrder);
  await page.setViewportSize({ width: 1000, height: 800 });

  // --- reset columns: the server's order, widths and the first column pinned --------------------------------
  const again = await columnsMenu(page);
  await again.getByRole('menuitem', { name: 'Сбросить столбцы' }).click();
  await expect.poll(() => headerLabels(page)).toEqual(defaults);
  await expect(header(page, first)).toHaveAttribute('data-pin', '0');
  await expect(header(page, second)).not.toHaveAttribute('data-sized', '');
});
