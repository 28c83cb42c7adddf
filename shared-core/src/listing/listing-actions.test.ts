import { listingApi } from '@panel/shared-core/listing';
import { fakeApi, json, type FakeApi } from '@panel/shared-core/testing';

let api: FakeApi;
afterEach(() => api.restore());

describe('running a listing action', () => {
  it("sends the row action's body to its URL filled from the row", async () => {
    api = fakeApi({
      'PUT /manage/user/7/change-status': json(200, {
        message: 'Blocked.',
        user: { id: 7, status: 'blocked' },
      }),
    });
    await listingApi.runAction(
      {
        key: 'block',
        label: 'Block',
        method: 'PUT',
        url: '/manage/user/{id}/change-status',
        body: { status: 'blocked' },
      },
      { id: 7, name: 'Maria' },
    );
    expect(api.bodiesOf('PUT /manage/user/7/change-status')).toEqual([{ status: 'blocked' }]);
  });

  it('sends a bulk action its body with the chosen ids', async () => {
    api = fakeApi({
      'POST /common/listing/bots/bulk/activate': json(200, { message: 'Done.', affected: 2 }),
    });
    await listingApi.runAction(
      {
        key: 'activate',
        label: 'Activate',
        method: 'POST',
        url: '/common/listing/bots/bulk/activate',
        body: { isActive: true },
      },
      [3, 4],
    );
    expect(api.bodiesOf('POST /common/listing/bots/bulk/activate')).toEqual([
      { isActive: true, ids: [3, 4] },
    ]);
  });
});
