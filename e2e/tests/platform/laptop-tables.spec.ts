/**
 * A laptop's screen (1366 × 768): the users' and the team's tables fit the page width, so nothing of a row (its
 * last sign-in, its actions) is cut off behind a sideways scroll.
 */
import { expect, test, type Page } from '../support/test';
import { resetServer, signInThroughApi } from '../support/demo';

const LAPTOP = { width: 1366, height: 768 };

test.use({ viewport: LAPTOP });

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

/** The table does not scroll sideways in its region, and its last column and the first row's actions are in view. */
async function expectWholeRows(page: Page, lastColumn: string): Promise<void> {
  const region = page
    .getByRole('main')
    .getByRole('region')
    .filter({ has: page.locator('table') });
  const row = region.locator('tbody tr').first();
  await expect(row).toBeVisible();
  const { scrollWidth, clientWidth } = await region.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(scrollWidth, 'the table is no wider than its region').toBeLessThanOrEqual(clientWidth);
  const box = await region.boundingBox();
  for (const cell of [
    region.getByRole('columnheader', { name: lastColumn }),
    row.getByRole('button', { name: /^Действия со строкой/ }),
  ]) {
    const cellBox = await cell.boundingBox();
    expect(cellBox).not.toBeNull();
    expect(cellBox!.x + cellBox!.width).toBeLessThanOrEqual(box!.x + box!.width);
  }
}

test("the administrators' users table fits a 1366 px screen", async ({ page }) => {
  await signInThroughApi(page, 'admin');
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Все пользователи' })).toBeVisible();
  await expectWholeRows(page, 'Последний вход');
});

test("the company's team table fits a 1366 px screen", async ({ page }) => {
  await signInThroughApi(page, 'owner');
  await page.goto('/admin/client/team');
  await expectWholeRows(page, 'В команде с');
});
