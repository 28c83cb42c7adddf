/**
 * The statistics' application filter is searched, not listed (docs/api-contract.md, "GET …/{name}/settings"): a company
 * may have more than a thousand applications, so the settings name the search (`remote-choice`, `choices.call`)
 * instead of embedding every application as an option, and the data call takes any of the company's applications.
 */
import type { ApplicationChoiceAnswer, ListingPage, ListingSettings } from '@panel/contract';
import { expect, test } from '../../testing/api-test';
import { resetServer } from '../../testing/api-test';
import { applicationChoices, registerCompany, signIn } from '../../testing/company';

test.describe("the statistics' application filter", () => {
  test.beforeEach(async ({ request }) => {
    await resetServer(request);
  });

  test('names the search instead of embedding the applications, and the search answers', async ({
    request,
  }) => {
    const owner = await signIn(request, 'owner');
    const all = await applicationChoices(owner);
    // The demo company has the thousand applications the settings used to list.
    expect(all.length).toBeGreaterThan(1000);

    const response = await owner.call('GET', '/common/listing/statistics/settings', undefined, 'ar');
    const settings = (await response.json()) as ListingSettings;
    const filter = settings.filters.find((f) => f.key === 'application_id');
    expect(filter).toMatchObject({ type: 'remote-choice', choices: { call: 'application-choices.search' } });
    expect(filter?.options).toBeUndefined();
    expect(filter?.statusLabels?.deactivated).toBeTruthy();
    expect(filter?.statusLabels?.deactivated).not.toBe('deactivated');
    // No application's name travels with the settings.
    const text = JSON.stringify(settings);
    expect(all.filter((choice) => text.includes(`#${choice.value} `))).toEqual([]);
    expect(text.length).toBeLessThan(10_000);

    const wanted = all.find((choice) => choice.status === 'active')!;
    const found = await owner.ok<ApplicationChoiceAnswer>(
      'GET',
      `/client/application-choices?search=${encodeURIComponent(`#${wanted.value}`)}`,
    );
    expect(found.data[0]).toEqual(wanted);
  });

  test("filters the rows by any of the company's applications and refuses another company's", async ({
    request,
  }) => {
    const owner = await signIn(request, 'owner');
    const page = await owner.ok<ListingPage<{ application_id: number }>>(
      'POST',
      '/common/listing/statistics/data',
      {
        perPage: 100,
        filters: { application_id: '1', date: { from: '2000-01-01' } },
      },
    );
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.every((row) => row.application_id === 1)).toBe(true);

    const other = await registerCompany(request, 'filter');
    const refused = await other.invalid('POST', '/common/listing/statistics/data', {
      filters: { application_id: '1' },
    });
    expect(Object.keys(refused.errors)).toEqual(['filters.application_id']);
  });
});
