import { test, type Page } from '../support/test';
import { SHELL, resetServer, signInThroughApi } from '../support/demo';
import { closeWithEscape } from '../support/layers';
import {
  ListingApi,
  bodyRows,
  expect,
  expectScreenMatchesServer,
  tokenOf,
  type Row,
} from './listing-helpers';

/**
 * A row action with a confirmation (deactivate an application): offered only to who may run it and only on
 * rows it applies to; Cancel sends nothing; Confirm runs it, says so and refreshes the row.
 */

const byName = { nameLabel: 'Название' };

function rowOf(page: Page, id: number | string) {
  return bodyRows(page).filter({
    has: page.getByRole('button', { name: `Действия со строкой ${id}`, exact: true }),
  });
}

/** The server's current row of an application (the listing has no id filter: searched by its unique domain). */
async function serverRow(api: ListingApi, row: Row): Promise<Row | undefined> {
  const { data } = await api.data({ search: String(row.domain), perPage: 100 });
  return data.find((candidate) => candidate.id === row.id);
}

test('owner deactivates an application through the row menu: cancel sends nothing, confirm does', async ({
  page,
  request,
}) => {
  await resetServer(request);
  await signInThroughApi(page, 'owner');
  const api = new ListingApi(page, 'common', 'application');

  await page.goto('/admin/client/applications');
  const shown = await expectScreenMatchesServer(page, api, byName);
  // An active application with a domain of its own (so that it can be found again by search).
  const target = shown.data.find(
    (row) => row.status === 'active' && typeof row.domain === 'string' && row.domain !== '',
  );
  expect(target, 'an active application on the first page').toBeTruthy();
  const id = target!.id;
  const row = rowOf(page, id);
  await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'active');

  const actionCalls: string[] = [];
  page.on('request', (req) => {
    if (/\/api\/client\/application\/\d+\/(deactivate|delete|clone)$/.test(req.url()))
      actionCalls.push(req.url());
  });

  // --- the menu offers the action; Cancel in the confirmation sends nothing -------------------------------
  await row.getByRole('button', { name: `Действия со строкой ${id}`, exact: true }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Деактивировать', 'Клонировать', 'Удалить']);
  await menu.getByRole('menuitem', { name: 'Деактивировать' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Деактивировать приложение?');
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(dialog).toBeHidden();
  await expect(menu).toBeHidden();
  expect(actionCalls, 'Cancel sends no request').toEqual([]);
  expect((await serverRow(api, target!))?.status).toBe('active');
  await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'active');

  // --- Confirm runs it: one POST, a toast, the row refreshed -------------------------------------------------
  await row.getByRole('button', { name: `Действия со строкой ${id}`, exact: true }).click();
  await menu.getByRole('menuitem', { name: 'Деактивировать' }).click();
  await expect(dialog).toContainText('Деактивировать приложение?');
  const response = page.waitForResponse(
    (res) =>
      res.url() === `${SHELL}/api/client/application/${id}/deactivate` && res.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Деактивировать' }).click();
  expect((await response).status()).toBe(200);
  // The notice names the application and its new state.
  await expect(page.getByText(`Приложение «${String(target!.name)}» деактивировано`)).toBeVisible();
  await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'deactivated');
  expect(actionCalls).toEqual([`${SHELL}/api/client/application/${id}/deactivate`]);
  expect((await serverRow(api, target!))?.status).toBe('deactivated');

  // A deactivated application is no longer offered "Деактивировать" (visibleWhen status in active).
  await row.getByRole('button', { name: `Действия со строкой ${id}`, exact: true }).click();
  await expect(menu.getByRole('menuitem')).toHaveText(['Клонировать', 'Удалить']);
  await closeWithEscape(menu);
  expect(actionCalls).toHaveLength(1);
});

test('a member with application.view only is offered no row action', async ({ page, request }) => {
  await resetServer(request);
  await signInThroughApi(page, 'member');
  const api = new ListingApi(page, 'common', 'application');

  await page.goto('/admin/client/applications');
  const shown = await expectScreenMatchesServer(page, api, byName);
  // The rows include ones the owner may deactivate, so the absence below is the permission's doing.
  expect(shown.data.some((row) => row.status === 'active')).toBe(true);
  await expect(bodyRows(page).locator('[data-status="active"]').first()).toBeVisible();

  const settings = await api.settings();
  expect(settings.actions ?? []).toEqual([]);
  expect(settings.bulkActions ?? []).toEqual([]);
  await expect(page.getByRole('button', { name: /^Действия со строкой/ })).toHaveCount(0);
  await expect(page.getByRole('main').locator('table thead th.lst-actions')).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: /^Выбрать строку/ })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Деактивировать' })).toHaveCount(0);

  // And the server refuses the call should someone send it anyway.
  const target = shown.data.find((row) => row.status === 'active')!;
  const refused = await page.request.post(`${SHELL}/api/client/application/${target.id}/deactivate`, {
    headers: { Authorization: `Bearer ${await tokenOf(page)}` },
  });
  expect(refused.status()).toBe(403);
});
