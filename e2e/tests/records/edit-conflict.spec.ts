/**
 * Nobody's work lost to someone else's save (docs/api-contract.md, "Versions and conflicts"): two administrators edit
 * the same role in Russian; the first saves; the second's save is refused and the form shows both values of each field
 * the first changed; the second takes the first's name, keeps their own description, saves, and the role holds that
 * merge. Each page signs in on its own, as two people would.
 */
import type { Browser, Page } from '@playwright/test';
import { test } from '../support/test';
import { expect } from './records-helpers';
import { SHELL, resetServer, signInThroughApi } from '../support/demo';

test.describe.configure({ timeout: 60_000 });

async function adminPage(browser: Browser): Promise<{ page: Page; token: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'ru'));
  const { token } = await signInThroughApi(page, 'admin');
  return { page, token };
}

test('a second save of the same role shows the conflict in Russian and saves the chosen merge', async ({
  browser,
  request,
}) => {
  await resetServer(request);
  const first = await adminPage(browser);
  const second = await adminPage(browser);
  const auth = { Authorization: `Bearer ${first.token}`, 'Accept-Language': 'ru' };
  const rows = (await (
    await request.post(`${SHELL}/api/common/listing/roles/data`, { headers: auth, data: { perPage: 100 } })
  ).json()) as { data: { id: number; is_system: boolean }[] };
  const id = rows.data.find((row) => !row.is_system)!.id;

  for (const { page } of [first, second]) {
    await page.goto(`/admin/manage/roles/${id}/edit`);
    await expect(page.locator('input[name="name"]')).not.toHaveValue('');
  }

  // The first administrator saves a new name and description.
  await first.page.locator('input[name="name"]').fill('Имя от первого');
  await first.page.locator('[name="description"]').fill('Описание от первого');
  await first.page.getByTestId('save-bar').locator('button[type="submit"]').click();
  await expect(first.page).not.toHaveURL(/\/edit$/);

  // The second, who opened the form before that save, changes both too.
  await second.page.locator('input[name="name"]').fill('Имя от второго');
  await second.page.locator('[name="description"]').fill('Описание от второго');
  await second.page.getByTestId('save-bar').locator('button[type="submit"]').click();

  const panel = second.page.getByRole('region', {
    name: 'Пока вы редактировали, запись сохранил кто-то другой',
  });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('heading')).toBeFocused();
  const name = panel.locator('[data-field="name"]');
  await expect(name.getByRole('radio', { name: /Ваше\s*Имя от второго/ })).toBeChecked();
  await name.getByRole('radio', { name: /Сохранено другим\s*Имя от первого/ }).check();
  const description = panel.locator('[data-field="description"]');
  await expect(description.getByRole('radio', { name: /Ваше\s*Описание от второго/ })).toBeChecked();
  // What the second typed is still in the form while they choose.
  await expect(second.page.locator('[name="description"]')).toHaveValue('Описание от второго');

  await panel.getByRole('button', { name: 'Сохранить выбранное' }).click();
  await expect(second.page).not.toHaveURL(/\/edit$/);

  const saved = (await (
    await request.get(`${SHELL}/api/manage/roles/${id}/edit`, { headers: auth })
  ).json()) as { data: { name: string; description: string; version: number } };
  expect(saved.data).toMatchObject({
    name: 'Имя от первого',
    description: 'Описание от второго',
    version: 3,
  });
});
