import type { ApplicationChoiceAnswer } from '@panel/contract';
import { test } from '../support/test';
import { SHELL, resetServer, signInThroughApi } from '../support/demo';
import { ListingApi, expect, expectScreenMatchesServer, settled, tokenOf } from './listing-helpers';

/**
 * The statistics' application filter is searched on the server (docs/listings.md): the settings no longer carry the
 * company's thousand applications, the user types part of a name and picks `#id name`, and the address keeps the
 * choice, which a reload names again.
 */

const byApplication = { nameLabel: 'Приложение', nameKey: 'application_name', ids: false };

test('client statistics: filtered by an application found by typing part of its name', async ({
  page,
  request,
}) => {
  await resetServer(request);
  await signInThroughApi(page, 'owner');
  const api = new ListingApi(page, 'common', 'statistics');
  await page.goto('/admin/client/statistics');
  await expect(page.getByRole('heading', { level: 1, name: 'Статистика по дням' })).toBeVisible();
  const filter = (await api.settings()).filters.find((f) => f.key === 'application_id');
  expect(filter).toMatchObject({ type: 'remote-choice', choices: { call: 'application-choices.search' } });
  expect(filter?.options).toBeUndefined();

  // An application with figures whose name's tail finds it among the first matches (many share a name).
  const rows = (await api.data({ page: 1, perPage: 100, filters: {}, search: '' })).data;
  const headers = { Authorization: `Bearer ${await tokenOf(page)}`, 'Accept-Language': 'ru' };
  let wanted: { id: number; name: string; part: string } | undefined;
  for (const row of rows) {
    const name = String(row.application_name);
    const part = name.slice(2);
    const answer = await page.request.get(`${SHELL}/api/client/application-choices`, {
      headers,
      params: { search: part },
    });
    const found = (await answer.json()) as ApplicationChoiceAnswer;
    if (found.data.some((choice) => choice.value === Number(row.application_id))) {
      wanted = { id: Number(row.application_id), name, part };
      break;
    }
  }
  expect(wanted, 'an application found by part of its name').toBeTruthy();
  const { id, name, part } = wanted!;

  const filters = page.getByRole('main').getByRole('region', { name: 'Фильтры' });
  const application = filters.getByRole('combobox', { name: 'Приложение', exact: true });
  await application.click();
  await application.pressSequentially(part);
  const option = page.getByRole('option', { name: new RegExp(`^#${id} ${name}`) });
  await expect(option).toBeVisible();
  // The keyboard's way: down to the option, then Enter.
  while ((await option.getAttribute('data-highlighted')) === null) await application.press('ArrowDown');
  await application.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]f\\.application_id=${id}(&|$)`));
  await expect(application).toHaveValue(`#${id} ${name}`);
  await settled(page);
  await expectScreenMatchesServer(page, api, byApplication);
  const shown = await api.data(await api.queryFromUrl(page.url()));
  expect(shown.data.length).toBeGreaterThan(0);
  expect(shown.data.every((row) => Number(row.application_id) === id)).toBe(true);

  // After a reload the address still holds it, and the filter names it by its id.
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`[?&]f\\.application_id=${id}(&|$)`));
  await expect(
    page
      .getByRole('main')
      .getByRole('region', { name: 'Фильтры' })
      .getByRole('combobox', { name: 'Приложение', exact: true }),
  ).toHaveValue(`#${id} ${name}`);
  await settled(page);
  await expectScreenMatchesServer(page, api, byApplication);
});
