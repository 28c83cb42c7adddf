import { setTestTimeout, test, type Page } from '../support/test';
import { SHELL, clearFaults, injectFault, resetServer, signInThroughApi } from '../support/demo';
import { expect, headerLabels, table } from './listing-helpers';

/**
 * Named listing views (issue 50.2): saved from the screen's filters, sort and columns, returned to from the listing,
 * one the default, shared with the company; a view naming what the listing no longer has opens without it and says
 * so; a backend without the views calls keeps them in the browser.
 */

const PATH = '/admin/client/applications';

async function openListing(page: Page): Promise<void> {
  await page.goto(PATH);
  await expect(table(page).locator('tbody tr').first()).toBeVisible();
}

const viewsButton = (page: Page) => page.getByTestId('listing-views');

async function saveView(page: Page, name: string, options: { shared?: boolean; makeDefault?: boolean } = {}) {
  await viewsButton(page).click();
  await page.getByRole('menuitem', { name: 'Сохранить как новый вид…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Сохранить вид' });
  await dialog.getByLabel('Название вида').fill(name);
  if (options.shared) await dialog.getByText('Показать компании', { exact: false }).click();
  if (options.makeDefault) await dialog.getByText('Открывать этот список с этим видом').click();
  await dialog.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Вид «${name}» сохранён`)).toBeVisible();
}

test('views: saved with filters, sort and columns, opened by default, changed and updated, shared, deleted', async ({
  page,
  browser,
  request,
}) => {
  setTestTimeout(90_000);
  await resetServer(request);
  await signInThroughApi(page, 'owner');
  await openListing(page);
  const defaults = await headerLabels(page);

  // The screen as the view will keep it: a status filter, a sort and a hidden column.
  await page.goto(`${PATH}?sort=installs.desc&f.status=active`);
  await expect(table(page).locator('tbody tr').first()).toBeVisible();
  await page.getByRole('button', { name: 'Столбцы', exact: true }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Категория' }).click();
  await page.keyboard.press('Escape');
  await expect.poll(() => headerLabels(page)).not.toContain('Категория');
  await saveView(page, 'Активные', { shared: true, makeDefault: true });
  await expect(viewsButton(page)).toHaveText(/Активные/);

  // Back to the listing's defaults, then the plain link (the menu's) opens with the default view.
  await page.getByRole('button', { name: 'Столбцы', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Сбросить столбцы' }).click();
  await expect.poll(() => headerLabels(page)).toEqual(defaults);
  await page.goto(PATH);
  await expect(page).toHaveURL(/sort=installs\.desc/);
  await expect(page).toHaveURL(/f\.status=active/);
  await expect.poll(() => headerLabels(page)).not.toContain('Категория');
  await expect(viewsButton(page)).toHaveText('Активные');

  // A change marks the view changed; saving it keeps the change.
  await table(page).getByRole('button', { name: 'Название' }).click();
  await expect(viewsButton(page)).toHaveText('Активные (изменён)');
  await viewsButton(page).click();
  await page.getByRole('menuitem', { name: 'Сохранить изменения в «Активные»' }).click();
  await expect(page.getByText('Вид «Активные» обновлён')).toBeVisible();
  await expect(viewsButton(page)).toHaveText('Активные');

  // A colleague of the company sees the shared view, read-only, and opens it.
  const colleague = await browser.newPage();
  await signInThroughApi(colleague, 'member');
  await colleague.goto(PATH);
  await expect(table(colleague).locator('tbody tr').first()).toBeVisible();
  await viewsButton(colleague).click();
  const shared = colleague.getByRole('menuitemradio', { name: /Активные/ });
  await expect(shared).toContainText('Oleg Petrov');
  await shared.click();
  await expect(colleague).toHaveURL(/sort=name\.asc/);
  await expect(colleague).toHaveURL(/f\.status=active/);
  await viewsButton(colleague).click();
  await expect(colleague.getByRole('menuitem', { name: /Удалить/ })).toHaveCount(0);
  await colleague.close();

  // Deleted after a confirmation.
  await viewsButton(page).click();
  await page.getByRole('menuitem', { name: 'Удалить «Активные»…' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByText('Вид «Активные» удалён')).toBeVisible();
  await expect(viewsButton(page)).toHaveText('Виды');
});

test('a view naming a column and a filter the listing lost opens without them and says which', async ({
  page,
  request,
}) => {
  await resetServer(request);
  const { token } = await signInThroughApi(page, 'owner');
  const created = await request.post(`${SHELL}/api/common/listing/application/views`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      name: 'Старый',
      state: {
        filters: { status: ['active'], retired: 'x' },
        search: '',
        sort: null,
        perPage: null,
        columns: { order: ['gone', 'name'], visible: { gone: true }, widths: {}, pinned: 1 },
        labels: { retired: 'Архивный фильтр', gone: 'Снятый столбец' },
      },
    },
  });
  expect(created.status()).toBe(200);
  await openListing(page);
  await viewsButton(page).click();
  await page.getByRole('menuitemradio', { name: /Старый/ }).click();
  await expect(page).toHaveURL(/f\.status=active/);
  const notice = page.getByRole('main').getByText('Вид открыт не полностью', { exact: false });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('main')).toContainText('столбец «Снятый столбец», фильтр «Архивный фильтр»');
  expect((await headerLabels(page))[0]).toBe('Название');
});

test('a backend without the views calls: they are kept in this browser', async ({ page, request }) => {
  await resetServer(request);
  await injectFault(request, { path: '/common/listing/application/views', method: 'GET', status: 404 });
  try {
    await signInThroughApi(page, 'owner');
    await openListing(page);
    await viewsButton(page).click();
    await expect(page.getByText('Сервер не хранит виды', { exact: false })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto(`${PATH}?f.status=active`);
    await expect(table(page).locator('tbody tr').first()).toBeVisible();
    await saveView(page, 'Локальный', { makeDefault: true });
    await page.goto(PATH);
    await expect(page).toHaveURL(/f\.status=active/);
    await expect(viewsButton(page)).toHaveText('Локальный');
    // Still no call to keep them (the fault answers every list call 404).
    const kept = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('panel.views.')),
    );
    expect(kept).toHaveLength(1);
  } finally {
    await clearFaults(request);
  }
});
