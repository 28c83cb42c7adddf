import { expect, test, type Locator, type Page } from '../support/test';
import { inEnglish, resetServer, signInThroughApi } from '../support/demo';
import { AREA_LOAD, text } from './helpers';

/**
 * docs/product.md, "Languages": on a right-to-left page what people typed keeps its own direction, money reads in the
 * locale's own order, charts keep their labels clear of the lines; and the record screens' tabs and trails on phones
 * and edit forms. Positions are read from where the browser drew each character, not from the DOM's order.
 */

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

/** Opens the panel in Arabic (the detector reads localStorage before the browser's language). */
async function inArabic(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'ar'));
}

/** The left edge, on the screen, of the characters of an element's text at the given indices (of its textContent). */
function glyphLefts(locator: Locator, indices: number[]): Promise<number[]> {
  return locator.evaluate((element, at) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
    return at.map((index) => {
      let rest = index;
      for (const node of nodes) {
        if (rest < node.length) {
          const range = document.createRange();
          range.setStart(node, rest);
          range.setEnd(node, rest + 1);
          return range.getBoundingClientRect().left;
        }
        rest -= node.length;
      }
      throw new Error(`No character ${index} in "${element.textContent}"`);
    });
  }, indices);
}

/** A text written left to right is drawn so: its last character (a "!", a "+", a ".") right of its first. */
async function expectDrawnLeftToRight(locator: Locator): Promise<void> {
  const content = ((await locator.textContent()) ?? '').trim();
  const raw = (await locator.textContent()) ?? '';
  const first = raw.indexOf(content[0]!);
  const last = raw.lastIndexOf(content[content.length - 1]!);
  const [firstLeft, lastLeft] = await glyphLefts(locator, [first, last]);
  expect(lastLeft, `"${content}" is drawn in its own order`).toBeGreaterThan(firstLeft!);
}

/** The path of the first active application, from the listing. */
async function firstApplicationPath(page: Page): Promise<string> {
  await page.goto('/admin/client/applications?f.status=active');
  const link = page.getByRole('main').locator('a.lst-link').first();
  await expect(link).toBeVisible(AREA_LOAD);
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/admin\/client\/applications\/\d+$/);
  return href!;
}

test.describe('Arabic on a wide screen', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('typed English keeps its punctuation where it was typed: a name, an installs label, a description, a comment', async ({
    page,
  }) => {
    await signInThroughApi(page, 'owner');
    await inArabic(page);
    const path = await firstApplicationPath(page);
    await page.goto(path);
    const facts = page.getByTestId('fact-list');
    await expect(facts).toBeVisible(AREA_LOAD);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // "100K+", not "+100K".
    await expectDrawnLeftToRight(facts.locator('dd').filter({ hasText: /^\s*\d+K?\+\s*$/ }));
    // "<name> — <a review>.", not ".<name> — …".
    await expectDrawnLeftToRight(facts.locator('dd').filter({ hasText: / — .*[.!]\s*$/ }));

    await page.goto(`${path}/comments`);
    const comment = page.getByTestId('comment-text').filter({ hasText: /^[A-Za-z][^\u0600-\u06FF]*[.!?]$/ });
    await expect(comment.first()).toBeVisible(AREA_LOAD);
    await expectDrawnLeftToRight(comment.first());
  });

  test('money reads "US$ 112,719.10" in the locale\'s order, never "$US"', async ({ page }) => {
    await signInThroughApi(page, 'owner');
    await inArabic(page);
    await page.goto('/admin/client');
    const balance = page.getByTestId('company-balance');
    await expect(balance).toHaveText(/US\$/, AREA_LOAD);
    const raw = (await balance.textContent()) ?? '';
    const [u, dollar, digit] = await glyphLefts(balance, [
      raw.indexOf('U'),
      raw.indexOf('$'),
      raw.search(/\d/),
    ]);
    // The sign is whole, "US" then "$"; the amount stands after it in reading order, so to its right.
    expect(dollar).toBeGreaterThan(u!);
    expect(digit).toBeGreaterThan(dollar!);
  });

  test("a line chart's value labels stand on the right, clear of the plotted area", async ({ page }) => {
    await signInThroughApi(page, 'owner');
    await inArabic(page);
    await page.goto('/admin/client/statistics');
    const charts = page.locator('[data-chart="line"]');
    await expect(charts.first().locator('[data-chart-part="value-labels"] span').first()).toBeVisible(
      AREA_LOAD,
    );
    // Charts draw one after another (the kit's chart-turns.ts): every one of them, not only the first.
    await expect(page.locator('[role="img"][aria-busy="true"]')).toHaveCount(0);
    const count = await charts.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      const chart = charts.nth(i);
      await expect(chart.locator('[data-chart-part="line"]').first()).toBeVisible();
      const plot = (await chart.locator('[data-chart-part="plot"]').boundingBox())!;
      const picture = (await chart.boundingBox())!;
      const labels = chart.locator('[data-chart-part="value-labels"] span');
      expect(await labels.count()).toBeGreaterThan(1);
      for (const label of await labels.all()) {
        const box = (await label.boundingBox())!;
        // Right of the lines' area (which the lines never leave), and inside the picture.
        expect(box.x, `"${await label.textContent()}" is right of the plotted area`).toBeGreaterThanOrEqual(
          plot.x + plot.width,
        );
        expect(box.x + box.width).toBeLessThanOrEqual(picture.x + picture.width + 0.5);
      }
      // Time runs from the right: the newest date is named at the plot's left end.
      const dates = chart.locator('[data-chart-part="date-labels"] span:visible');
      const newest = (await dates.last().boundingBox())!;
      const oldest = (await dates.first().boundingBox())!;
      expect(newest.x).toBeLessThan(oldest.x);
    }
  });
});

test.describe('a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the record's tabs say that more are hidden on a side, and the current one is scrolled into view", async ({
    page,
  }) => {
    await signInThroughApi(page, 'owner');
    const path = await firstApplicationPath(page);
    await page.goto(path);
    const strip = page.getByTestId('record-tabs');
    await expect(strip).toBeVisible(AREA_LOAD);
    const tabs = strip.getByRole('link');
    const last = tabs.last();
    // "Статистика" does not fit: a fade at the end says so.
    await expect(strip).toHaveAttribute('data-more', 'end');
    expect(await strip.evaluate((element) => getComputedStyle(element).maskImage)).toContain('gradient');
    const stripBox = (await strip.boundingBox())!;
    const lastBox = (await last.boundingBox())!;
    expect(lastBox.x + lastBox.width).toBeGreaterThan(stripBox.x + stripBox.width);

    // Opened on the last tab, the strip shows it whole, and says that the first ones are hidden.
    await page.goto(`${path}/statistics`);
    await expect(last).toHaveAttribute('aria-current', 'page', AREA_LOAD);
    await expect(strip).toHaveAttribute('data-more', 'start');
    const current = (await last.boundingBox())!;
    const box = (await strip.boundingBox())!;
    expect(current.x).toBeGreaterThanOrEqual(box.x);
    expect(current.x + current.width).toBeLessThanOrEqual(box.x + box.width);

    // Scrolled back to the start by hand, the sign moves to the end.
    await strip.evaluate((element) => element.scrollTo({ left: 0 }));
    await expect(strip).toHaveAttribute('data-more', 'end');
  });
});

test('the edit form of a record names it in the trail, as its record screen does', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInThroughApi(page, 'owner');
  await inEnglish(page);
  const path = await firstApplicationPath(page);
  await page.goto(path);
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/\S/, AREA_LOAD);
  const name = ((await heading.textContent()) ?? '').trim();
  const trail = page.getByRole('navigation', { name: text('kit', 'ui.breadcrumbs.label', {}, 'en') });
  await expect(trail.getByRole('link', { name, exact: true })).toBeVisible(AREA_LOAD);

  await page.goto(`${path}/edit`);
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue(name, AREA_LOAD);
  const record = trail.getByRole('link', { name, exact: true });
  await expect(record).toBeVisible();
  await expect(record).toHaveAttribute('href', path);
  await expect(trail.getByRole('listitem')).toHaveText([
    text('shell', 'areas.client', {}, 'en'),
    text('client', 'nav.applications', {}, 'en'),
    name,
    text('client', 'applications.edit', {}, 'en'),
  ]);
});

for (const theme of ['light', 'dark'] as const) {
  test(`rating stars stand out 3:1 from their card (${theme} theme)`, async ({ page }) => {
    await signInThroughApi(page, 'owner');
    const path = await firstApplicationPath(page);
    await page.goto(`${path}/comments?theme=${theme}`);
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
    const stars = page
      .getByTestId('comment-card')
      .first()
      .getByText(/^[★☆]+$/);
    await expect(stars).toBeVisible(AREA_LOAD);
    const ratio = await stars.evaluate((element) => {
      const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
      const luminance = ([r, g, b]: number[]) =>
        [r!, g!, b!]
          .map((c) => c / 255)
          .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
          .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
      let surface: Element | null = element;
      let background = 'rgba(0, 0, 0, 0)';
      while (surface && rgb(background)[3] === 0) {
        background = getComputedStyle(surface).backgroundColor;
        surface = surface.parentElement;
      }
      const [a, b] = [luminance(rgb(getComputedStyle(element).color)), luminance(rgb(background))];
      return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    });
    expect(ratio).toBeGreaterThanOrEqual(3);
  });
}
