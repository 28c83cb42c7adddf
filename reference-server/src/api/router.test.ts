/**
 * What the router takes from the contract (router.ts): a call's access, checked before its handler, and, in the tests,
 * its answer held to its schema.
 */
import { expect, jest, test } from '@jest/globals';
import { signIn } from '../testing/api-callers';
import { inProcessApi } from '../testing/in-process-api';

test("a member without the call's permission is refused before the handler runs", async () => {
  const { request } = inProcessApi();
  const member = await signIn(request, 'member');
  expect(await member.status('GET', '/client/pixels/create')).toBe(403);
  expect(await member.status('DELETE', '/client/pixels/1/destroy')).toBe(403);
  const owner = await signIn(request, 'owner');
  expect(await owner.status('GET', '/client/pixels/create')).toBe(200);
});

test('an answer that breaks its schema is a 500 naming the call and the field, when answers are checked', async () => {
  const { api, request } = inProcessApi();
  const owner = await signIn(request, 'owner');
  const pixel = api.store.pixels.rows.find((row) => row.company_id === 1)!;
  // A stored name that is not a text: the edit call's answer says `name` is one.
  (pixel as { name: unknown }).name = 42;
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const response = await owner.call('GET', `/client/pixels/${pixel.id}/edit`);
  expect(response.status()).toBe(500);
  expect(String(logged.mock.calls[0]?.[1])).toContain(
    'GET /client/pixels/{id}/edit (pixels.edit) answered 200: data.name: expected a string, got a number (42)',
  );
});
