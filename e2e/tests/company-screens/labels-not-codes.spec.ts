/**
 * Values of a known set read as words, never as the codes the API stores (issue 26, point 4): categories and
 * languages in listings, page designs on a record, permissions on the team and roles listings, tariff features,
 * countries and platforms on the detailed statistics' charts.
 */
import { setTestTimeout, test, type Page } from '../support/test';
import { inEnglish, resetServer, signInThroughApi } from '../support/demo';
import { columnCells, expect, settled } from '../listings/listing-helpers';

/** The texts of a column's cells on the current page, once the page has rows. */
async function texts(page: Page, column: string): Promise<string[]> {
  await settled(page);
  const cells = await columnCells(page, column);
  await expect(cells.first()).toBeVisible();
  return (await cells.allInnerTexts()).map((text) => text.trim());
}

const CATEGORY_CODES = /^(games|casino|finance|dating|sport|utilities|health|education|shopping)$/;
const CATEGORY_WORDS = /^(Games|Casino|Finance|Dating|Sport|Utilities|Health|Education|Shopping)$/;

test.describe('labels, not codes', () => {
  test.beforeEach(async ({ request }) => {
    await resetServer(request);
  });

  test('the company reads categories, languages, page designs, permissions and features as words', async ({
    page,
  }) => {
    setTestTimeout(60_000);
    await inEnglish(page);
    await signInThroughApi(page, 'owner');

    await page.goto('/admin/client/applications');
    const categories = await texts(page, 'Category');
    expect(categories.filter((text) => CATEGORY_CODES.test(text))).toEqual([]);
    expect(categories.every((text) => CATEGORY_WORDS.test(text))).toBe(true);

    // The record names its page design as the form does.
    await page.getByRole('main').getByRole('table').getByRole('link').first().click();
    const facts = page.getByTestId('fact-list');
    await expect(facts).toContainText(/Store page design\s*(Google Play style|App Store style|Minimal|Dark)/);
    await expect(facts).not.toContainText(/google-play|app-store/);

    await page.goto('/admin/client/team');
    const permissions = (await texts(page, 'Permissions')).join(' | ');
    expect(permissions).toContain('View applications');
    expect(permissions).not.toMatch(/\b[a-z]+\.(view|manage|create|update|delete|deposit)\b/);

    await page.goto('/admin/client/comment-templates');
    const languages = await texts(page, 'Language');
    expect(new Set(languages)).toEqual(new Set(['Russian', 'English']));

    await page.goto('/admin/client/tariffs');
    const features = page.getByRole('list', { name: 'Features' }).first();
    await expect(features).toContainText('PWA applications');
    await expect(features.getByRole('listitem').filter({ hasText: /^pwa$/ })).toHaveCount(0);
  });

  test('the detailed statistics name countries and platforms in the table and on the charts', async ({
    page,
  }) => {
    setTestTimeout(60_000);
    await inEnglish(page);
    await signInThroughApi(page, 'owner');
    await page.goto('/admin/client/statistics/detailed');
    const platforms = await texts(page, 'Platform');
    expect(platforms.every((text) => ['Android', 'iOS', 'Desktop'].includes(text))).toBe(true);
    const countries = await texts(page, 'Country');
    expect(countries.filter((text) => /^[A-Z]{2}$/.test(text))).toEqual([]);

    const charts = page.getByTestId('statistics-breakdown');
    // The bars' names, beside them (shared-core/src/ui-heavy/bar-chart-impl.tsx).
    const axisTexts = (name: string) =>
      charts
        .getByRole('region', { name })
        .locator('[data-chart-part="category-labels"] span')
        .evaluateAll((elements) => elements.map((element) => element.textContent ?? ''));
    await expect.poll(() => axisTexts('Installs by platform')).toContain('Android');
    expect(await axisTexts('Installs by platform')).not.toContain('android');
    // The eight largest countries, each named beside its bar.
    const COUNTRY_NAMES = [
      'Russia',
      'United States',
      'Germany',
      'Brazil',
      'Türkiye',
      'India',
      'Kazakhstan',
      'Spain',
      'France',
      'Poland',
    ];
    await expect
      .poll(
        async () =>
          (await axisTexts('Installs by country')).filter((text) => COUNTRY_NAMES.includes(text)).length,
      )
      .toBeGreaterThan(1);
    expect((await axisTexts('Installs by country')).filter((text) => /^[A-Z]{2}$/.test(text))).toEqual([]);
  });

  test('administrators read permissions by name on the roles listing', async ({ page }) => {
    await inEnglish(page);
    await signInThroughApi(page, 'admin');
    await page.goto('/admin/manage/roles');
    const permissions = (await texts(page, 'Permissions')).join(' | ');
    expect(permissions).toContain('View applications');
    expect(permissions).not.toMatch(/\b(application|manage|team|users)\.[a-z]+\b/);
  });
});
