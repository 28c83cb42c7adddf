/**
 * A company row links to its application's screen only while there is one (docs/api-contract.md, "Listings"): the
 * link columns are filled from `application_link_id`, null for a deleted application, whose screen answers 404.
 */
import type { ListingPage, ListingSettings } from '@panel/contract';
import { expect, test } from '../../testing/api-test';
import { resetServer } from '../../testing/api-test';
import { signIn, type Caller } from '../../testing/company';

type Row = { application_id: number; application_link_id: number | null };

const rowsOf = async (owner: Caller, name: string, applicationId: number) =>
  (
    await owner.ok<ListingPage<Row>>('POST', `/common/listing/${name}/data`, {
      perPage: 10,
      filters: {
        application_id: String(applicationId),
        // The daily rows: all time, not the default last days.
        ...(name === 'statistics' ? { date: { from: '2000-01-01' } } : {}),
      },
    })
  ).data;

test.describe('links to applications', () => {
  test.beforeEach(async ({ request }) => {
    await resetServer(request);
  });

  test("the PWA clients' and daily rows of a deleted application no longer link to it", async ({
    request,
  }) => {
    const owner = await signIn(request, 'owner');
    for (const name of ['pwa-client', 'statistics']) {
      const settings = await owner.ok<ListingSettings>('GET', `/common/listing/${name}/settings`);
      expect(settings.columns.find((c) => c.key === 'application_name')).toMatchObject({
        href: '/client/applications/{application_link_id}',
        // The mark the panel shows beside the name of a deleted application.
        unlinked: 'deleted',
      });
    }
    const ru = await owner.call('GET', '/common/listing/pwa-client/settings', undefined, 'ru');
    const ruColumns = ((await ru.json()) as ListingSettings).columns;
    expect(ruColumns.find((c) => c.key === 'application_name')?.unlinked).toBe('удалено');
    const [first] = await rowsOf(owner, 'pwa-client', 1);
    expect(first).toMatchObject({ application_id: 1, application_link_id: 1 });
    expect((await rowsOf(owner, 'statistics', 1))[0]).toMatchObject({ application_link_id: 1 });

    await owner.ok('POST', '/client/application/1/delete');
    expect((await rowsOf(owner, 'pwa-client', 1))[0]).toMatchObject({
      application_id: 1,
      application_link_id: null,
    });
    expect((await rowsOf(owner, 'statistics', 1))[0]).toMatchObject({ application_link_id: null });
    expect(await owner.status('GET', '/client/application/1/edit')).toBe(404);
  });
});
