/**
 * Phone-sized screens (390 × 844), light and dark: for one screen of each kind (listing, form with errors, record,
 * dashboard, dialog) nothing scrolls sideways, the first row or field is in the first screen, and the main actions
 * are within reach. The menu is a drawer.
 */
import { expect, test, type Locator, type Page } from '../support/test';
import { resetServer, signInThroughApi } from '../support/demo';
import { closeWithEscape } from '../support/layers';

const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** The element is on the first screen: no scrolling needed to see it, and nothing of it is cut off sideways. */
async function expectOnFirstScreen(locator: Locator): Promise<void> {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + Math.min(box!.height, 40)).toBeLessThanOrEqual(PHONE.height);
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    const open = async (page: Page, path: string) => {
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}theme=${theme}`);
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
    };

    test('a listing: cards, folded filters with their count, the search and the first row on the first screen', async ({
      page,
    }) => {
      await signInThroughApi(page, 'owner');
      await open(page, '/admin/client/applications?f.status=active');
      await expect(page.getByRole('heading', { level: 1, name: 'Приложения' })).toBeVisible();
      const cards = page.getByRole('list', { name: 'Приложения' });
      await expectOnFirstScreen(cards.getByRole('listitem').first());
      await expect(page.locator('main table')).toHaveCount(0);
      await expectOnFirstScreen(page.getByPlaceholder('Поиск…'));
      await expectOnFirstScreen(page.getByRole('link', { name: 'Новое приложение' }));

      // Filters are folded behind their button, which counts the active ones.
      const filters = page.getByRole('button', { name: /^Фильтры/ });
      await expect(filters).toHaveAttribute('aria-expanded', 'false');
      await expect(filters.getByLabel('1 активный фильтр')).toBeVisible();
      const panel = page.locator(`[id="${await filters.getAttribute('aria-controls')}"]`);
      await expect(panel).toBeHidden();
      await filters.click();
      await expect(panel).toBeVisible();
      await expect(panel.getByText('Статус', { exact: true })).toBeVisible();
      // A date range (two pickers side by side) fits once its picker has taken over.
      await panel.getByLabel(/: с$/).first().click();
      await expect(panel.locator('.date-picker__input').first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.keyboard.press('Escape');

      // A card leads to its record, its actions are in a menu, and rows can still be selected for bulk actions.
      const first = cards.getByRole('listitem').first();
      await expect(first.getByRole('link').first()).toHaveAttribute(
        'href',
        /\/admin\/client\/applications\/\d+$/,
      );
      await first.getByRole('button', { name: /^Действия со строкой/ }).click();
      await closeWithEscape(page.getByRole('menu'));
      await first.getByRole('checkbox').check();
      await expect(page.getByText('Выбрана 1 строка')).toBeVisible();
      await expectNoSidewaysScroll(page);
    });

    test('a statistics listing: its charts folded, its first row on the first screen', async ({ page }) => {
      await signInThroughApi(page, 'owner');
      await open(page, '/admin/client/statistics');
      await expect(page.getByRole('heading', { level: 1, name: 'Статистика по дням' })).toBeVisible();
      await expectOnFirstScreen(page.getByTestId('listing-cards').getByRole('listitem').first());
      const charts = page.getByRole('button', { name: 'Показать графики' });
      await expect(charts).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByTestId('statistics-charts')).toHaveCount(0);
      await charts.click();
      await expect(page.getByTestId('statistics-charts')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Скрыть графики' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await expectNoSidewaysScroll(page);
    });

    test('a form with errors: one column, the first field and the save bar in reach', async ({ page }) => {
      await signInThroughApi(page, 'owner');
      await open(page, '/admin/client/applications/new');
      const save = page.getByRole('button', { name: 'Создать приложение' });
      await expectOnFirstScreen(save);
      await save.click();
      const name = page.getByRole('textbox', { name: /^Название/ });
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expectOnFirstScreen(name);
      // The offer address asks for the keyboard of a web address.
      await expect(page.getByRole('textbox', { name: /^Адрес оффера/ })).toHaveAttribute('type', 'url');
      // The save bar stays in reach after scrolling to the end of the form.
      await page.mouse.wheel(0, 5000);
      await expectOnFirstScreen(save);
      await expectNoSidewaysScroll(page);
    });

    test('a record: facts stacked, tabs that scroll by themselves, the actions in reach', async ({
      page,
    }) => {
      await signInThroughApi(page, 'owner');
      await open(page, '/admin/client/applications/1');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectOnFirstScreen(
        page
          .getByRole('link', { name: 'Редактировать' })
          .or(page.getByRole('button', { name: 'Редактировать' })),
      );
      await expect(page.getByRole('button', { name: 'Другие действия' })).toBeVisible();
      const tabs = page.getByRole('navigation', { name: 'Разделы' });
      await expect(tabs).toBeVisible();
      const tabBox = await tabs.boundingBox();
      expect(tabBox!.x + tabBox!.width).toBeLessThanOrEqual(PHONE.width);
      await expectNoSidewaysScroll(page);
    });

    test('a dashboard: cards and charts stacked within the screen', async ({ page }) => {
      await signInThroughApi(page, 'owner');
      await open(page, '/admin/client');
      await expectOnFirstScreen(
        page
          .getByRole('button', { name: 'Пополнить' })
          .or(page.getByRole('link', { name: 'Пополнить' }))
          .first(),
      );
      const chart = page.getByTestId('charts').first();
      await expect(chart.locator('path[data-chart-part="line"]').first()).toBeAttached();
      const box = await chart.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
      await expectNoSidewaysScroll(page);
    });

    test('a dialog fits the screen, its buttons in reach; the menu is a drawer', async ({ page }) => {
      await signInThroughApi(page, 'owner');
      await open(page, '/admin/client/balance');
      await expect(page.getByTestId('sidebar')).toBeHidden();
      await page.getByTestId('drawer-toggle').click();
      await closeWithEscape(page.getByTestId('nav-drawer'));
      await expect(page.getByTestId('nav-drawer')).toHaveCount(0);

      await page.getByRole('button', { name: 'Пополнить' }).first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const box = await dialog.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
      await expectOnFirstScreen(dialog.getByRole('textbox').first());
      await expectOnFirstScreen(dialog.getByRole('button', { name: 'Отмена' }));
      await expectNoSidewaysScroll(page);
    });
  });
}
