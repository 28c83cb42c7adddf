/**
 * Every card of the administrators' dashboard opens exactly what it counts (issue 51, "Numbers that mislead"): the
 * figure read on the card equals the row count, the first rows or the totals row of the listing its link opens.
 * English UI; each test starts from the seed and stands alone.
 */
import { setTestTimeout, test, type Locator, type Page } from '../support/test';
import { inEnglish, resetServer, signInThroughApi } from '../support/demo';
import { expect, settle } from '../records/records-helpers';
import { columnCells, shownTotal } from '../listings/listing-helpers';

/** The first number of a text, its grouping commas dropped ("39 new companies in 30 days" → 39). */
const firstNumber = (text: string): number => Number(/\d[\d,]*/.exec(text)?.[0]?.replace(/,/g, '') ?? NaN);

/** Follows a card's link and waits for the listing it opens to have settled. */
async function follow(page: Page, link: Locator): Promise<void> {
  const href = await link.getAttribute('href');
  await link.click();
  // The listing may write its params in its own order: the path, then every param of the link.
  await expect(page).toHaveURL((url) => {
    const target = new URL(href ?? '', url);
    return (
      url.pathname === target.pathname &&
      [...target.searchParams].every(([name, value]) => url.searchParams.get(name) === value)
    );
  });
  await expect(page.getByTestId('listing-count')).toBeVisible();
  await settle(page);
}

test.describe("the administrators' dashboard links", () => {
  test.beforeEach(async ({ page, request }) => {
    setTestTimeout(90_000);
    await resetServer(request);
    await inEnglish(page);
    await signInThroughApi(page, 'admin');
    await page.goto('/admin/manage');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await settle(page);
  });

  test('new companies: the period opens as many companies', async ({ page }) => {
    const card = page.getByTestId('dashboard-new-companies');
    const counted = firstNumber(await card.getByTestId('new-companies-total').innerText());
    expect(counted).toBeGreaterThan(0);
    await follow(page, card.getByRole('link', { name: 'Companies of the period' }));
    await expect.poll(() => shownTotal(page)).toBe(counted);
  });

  test('installs and deposits: the statistics of the period total the same, per currency', async ({
    page,
  }) => {
    const card = page.getByTestId('dashboard-activity');
    const installs = firstNumber(await card.getByTestId('activity-installs').innerText());
    await expect(card.getByTestId('activity-deposits')).toContainText('Deposited in 30 days');
    const deposits = (await card.getByTestId('activity-deposits').innerText())
      .replace(/^Deposited in 30 days: /, '')
      .split(' · ')
      .sort();
    expect(deposits.length).toBeGreaterThan(1);
    await follow(page, card.getByRole('link', { name: 'Statistics by company' }));
    await expect(page.locator('tfoot td[data-column="installs"]')).toHaveText(
      new Intl.NumberFormat('en').format(installs),
    );
    // One sum per currency, the same as the card's.
    const total = page.locator('tfoot td[data-column="deposits_sum"]');
    await expect.poll(async () => (await total.innerText()).split(' · ').sort()).toEqual(deposits);
  });

  test('lowest balances: the listing opens with those companies first', async ({ page }) => {
    const card = page.getByTestId('dashboard-lowest-balances');
    const names = await card
      .getByTestId('lowest-balances')
      .getByRole('listitem')
      .getByRole('link')
      .allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    await follow(page, card.getByRole('link', { name: 'All companies by balance' }));
    await expect((await columnCells(page, 'Name')).first()).toBeVisible();
    expect((await (await columnCells(page, 'Name')).allInnerTexts()).slice(0, names.length)).toEqual(names);
  });

  test('failing domains: the listing opens as many domains in error', async ({ page }) => {
    const card = page.getByTestId('dashboard-failing-domains');
    const link = card.getByRole('link', { name: /^All failing domains/ });
    const counted = firstNumber(await link.innerText());
    expect(counted).toBeGreaterThan(0);
    await follow(page, link);
    await expect.poll(() => shownTotal(page)).toBe(counted);
  });

  test('blocked users: the listing opens as many blocked users', async ({ page }) => {
    const card = page.getByTestId('dashboard-blocked-users');
    const link = card.getByRole('link', { name: /^All blocked users/ });
    const counted = firstNumber(await link.innerText());
    expect(counted).toBeGreaterThan(0);
    await follow(page, link);
    await expect.poll(() => shownTotal(page)).toBe(counted);
  });
});
