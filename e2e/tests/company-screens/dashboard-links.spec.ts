/**
 * Every figure of the company's dashboard that leads to a listing opens exactly what it counts (issue 51, "Numbers
 * that mislead"): the figure read on the dashboard equals the row count, or the totals row, of the listing its link
 * opens. English UI; each test starts from the seed and stands alone.
 */
import { setTestTimeout, test, type Locator, type Page } from '../support/test';
import { inEnglish, resetServer, signInThroughApi } from '../support/demo';
import { expect, settle } from '../records/records-helpers';
import { shownTotal } from '../listings/listing-helpers';

/** The first number of a text, its grouping commas dropped ("1,151 of 5,000" → 1151). */
const firstNumber = (text: string): number => Number(/\d[\d,]*/.exec(text)?.[0]?.replace(/,/g, '') ?? NaN);

/** Follows a dashboard link and waits for the listing it opens to have settled. */
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

/** The listing's totals row, in the column of `key`. */
const totalOf = (page: Page, key: string) => page.locator(`tfoot td[data-column="${key}"]`);

test.describe("the company dashboard's links", () => {
  test.beforeEach(async ({ page, request }) => {
    setTestTimeout(90_000);
    await resetServer(request);
    await inEnglish(page);
    await signInThroughApi(page, 'owner');
  });

  async function dashboard(page: Page): Promise<void> {
    await page.goto('/admin/client');
    await expect(page.getByRole('heading', { level: 1, name: 'Acme Apps' })).toBeVisible();
    await settle(page);
  }

  test('the domains in error open the listing of exactly those domains', async ({ page }) => {
    await dashboard(page);
    const line = page
      .getByTestId('attention')
      .getByRole('listitem')
      .filter({ hasText: 'failed verification' });
    const counted = firstNumber(await line.innerText());
    // The demo company has platform domains in error too: counted, they made 97 of 16.
    expect(counted).toBeGreaterThan(3);
    await follow(page, line.getByRole('link', { name: 'See the domains in error' }));
    await expect.poll(() => shownTotal(page)).toBe(counted);
  });

  test('each usage figure of the tariff opens the rows it counts', async ({ page }) => {
    for (const key of ['applications', 'domains', 'team_members'] as const) {
      await dashboard(page);
      const figure = page.getByTestId('tariff').getByTestId(`usage-${key}`);
      const counted = firstNumber(await figure.innerText());
      expect(counted, key).toBeGreaterThan(0);
      await follow(page, figure.getByRole('link'));
      await expect.poll(() => shownTotal(page), { message: key }).toBe(counted);
    }
  });

  test('the last 30 days open the statistics of those days, whose totals are the same', async ({ page }) => {
    await dashboard(page);
    const charts = page.getByTestId('charts');
    const installs = firstNumber(await charts.getByTestId('dashboard-installs').innerText());
    const deposited = (await charts.getByText(/ deposited$/).innerText()).replace(/ deposited$/, '');
    expect(installs).toBeGreaterThan(0);
    await follow(page, charts.getByRole('link', { name: 'All statistics' }));
    // The period is the link's: 30 days up to today, not all time.
    const period = new URL(page.url()).searchParams.get('f.date') ?? '';
    const [from, to] = period.split('..');
    expect(Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)).toBe(29 * 24 * 60 * 60 * 1000);
    await expect(totalOf(page, 'installs')).toHaveText(new Intl.NumberFormat('en').format(installs));
    await expect(totalOf(page, 'deposits_sum')).toHaveText(deposited);
  });
});
