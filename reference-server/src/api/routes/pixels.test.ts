/**
 * Pixels through the API only (docs/api-contract.md, "Company area"): create, store, edit, update (the access token is
 * write-only), what a delete affects, destroy; the applications that use a pixel follow every save.
 */
import type { Pixel, PixelBody } from '@panel/contract';
import { expect, test } from '../../testing/api-test';
import { resetServer } from '../../testing/api-test';
import { listing, registerCompany, signIn, type Caller, type Option } from '../../testing/company';

const TOKEN = 'EAAGtest-token-0123456789abcd';

const validPixel = {
  name: 'Launch pixel',
  type: 'facebook',
  pixel_id: '123456789012345',
  access_token: TOKEN,
  events: ['PageView', 'Purchase'],
  application_ids: [] as number[],
} satisfies PixelBody;

const createForm = (caller: Caller) =>
  caller.ok<{
    options: { type: Option<string>[]; events: Option<string>[]; application_ids: Option<number>[] };
    defaults: Record<string, unknown>;
  }>('GET', '/client/pixels/create');

const pixelIdsOf = async (caller: Caller, applicationId: number) =>
  (await caller.ok<{ data: { pixel_ids: number[] } }>('GET', `/client/application/${applicationId}/edit`))
    .data.pixel_ids;

test.describe('pixels', () => {
  test.beforeEach(async ({ request }) => {
    await resetServer(request);
  });

  test('create offers the types, the events and the applications, with defaults', async ({ request }) => {
    const owner = await signIn(request, 'owner');
    const { options, defaults } = await createForm(owner);
    expect(options.type).toEqual([
      { value: 'facebook', label: 'Facebook' },
      { value: 'tiktok', label: 'TikTok' },
      { value: 'google', label: 'Google' },
      { value: 'snapchat', label: 'Snapchat' },
    ]);
    expect(options.events.map((o) => o.value)).toEqual([
      'PageView',
      'Install',
      'Lead',
      'Purchase',
      'Registration',
      'Deposit',
      'Subscribe',
    ]);
    // The company's applications that are not deleted: as many as the applications listing has.
    const applications = await listing(owner, 'application', { perPage: 10 }, 'common');
    expect(options.application_ids).toHaveLength(applications.meta.total);
    expect(defaults).toEqual({ type: 'facebook', events: ['PageView', 'Install'], application_ids: [] });
  });

  test('store saves the pixel on its applications; edit and the listing show it with the token masked', async ({
    request,
  }) => {
    const owner = await signIn(request, 'owner');
    const { options } = await createForm(owner);
    const [first, second] = options.application_ids.map((o) => o.value);
    const stored = await owner.ok<{ data: Pixel; message: string }>('POST', '/client/pixels/store', {
      ...validPixel,
      application_ids: [first, second],
    });
    expect(stored.message).toBe('Done.');
    expect(stored.data).toMatchObject({
      name: 'Launch pixel',
      type: 'facebook',
      pixel_id: '123456789012345',
      access_token: '••••abcd',
      events: ['PageView', 'Purchase'],
      application_ids: [first, second],
      applications_count: 2,
    });
    const edit = await owner.ok<{ data: Pixel; options: Record<string, unknown> }>(
      'GET',
      `/client/pixels/${stored.data.id}/edit`,
    );
    expect(edit.data).toEqual(stored.data);
    expect(Object.keys(edit.options).sort()).toEqual(['application_ids', 'events', 'type']);
    expect(await pixelIdsOf(owner, first!)).toContain(stored.data.id);
    expect(await pixelIdsOf(owner, second!)).toContain(stored.data.id);

    const rows = await listing<{ id: number; applications_count: number }>(
      owner,
      'pixels',
      { search: 'Launch pixel' },
      'common',
    );
    expect(rows.data).toMatchObject([{ id: stored.data.id, applications_count: 2 }]);
  });

  test('store answers 422 per field', async ({ request }) => {
    const owner = await signIn(request, 'owner');
    const store = (fields: Record<string, unknown>, lang: 'en' | 'ru' = 'en') =>
      owner.invalid('POST', '/client/pixels/store', { ...validPixel, ...fields }, lang);
    expect((await store({ name: '' })).errors).toEqual({ name: ['The field is required.'] });
    expect((await store({ name: 'x'.repeat(101) })).errors).toEqual({
      name: ['The value may not be longer than 100 characters.'],
    });
    expect((await store({ type: 'myspace' })).errors).toEqual({ type: ['The selected value is invalid.'] });
    expect((await store({ pixel_id: '' })).errors).toEqual({ pixel_id: ['The field is required.'] });
    for (const pixelId of ['12345', '1234567890123456789', 'abcdefabcdefabc'])
      expect((await store({ pixel_id: pixelId })).errors, pixelId).toEqual({
        pixel_id: ['A Facebook pixel ID is 15 or 16 digits.'],
      });
    expect((await store({ type: 'tiktok', pixel_id: 'ab!' })).errors).toEqual({
      pixel_id: ['A TikTok pixel ID is 4 to 64 characters: letters, digits, "-" and "_".'],
    });
    expect((await store({ type: 'google', pixel_id: 'G' }, 'ru')).errors).toEqual({
      pixel_id: ['ID пикселя Google — от 4 до 64 символов: латинские буквы, цифры, «-» и «_».'],
    });
    expect((await store({ access_token: undefined })).errors).toEqual({
      access_token: ['The field is required.'],
    });
    expect((await store({ access_token: 'short-token' })).errors).toEqual({
      access_token: ['The access token must be 20 to 512 characters long.'],
    });
    expect((await store({ access_token: 'x'.repeat(513) })).errors).toHaveProperty('access_token');
    expect((await store({ events: [] })).errors).toEqual({ events: ['Select at least one event.'] });
    expect((await store({ events: ['PageView', 'Click'] })).errors).toEqual({
      events: ['The selected value is invalid.'],
    });
    expect((await store({ application_ids: [999_999] })).errors).toEqual({
      application_ids: ['The selected value is invalid.'],
    });
    expect((await store({ application_ids: 'all' })).errors).toEqual({
      application_ids: ['The value must be a list.'],
    });
    // Other types accept their id shapes.
    await owner.ok('POST', '/client/pixels/store', {
      ...validPixel,
      type: 'snapchat',
      pixel_id: 'snap_PIXEL-01',
    });
  });

  test('update keeps the token unless a new one is sent, and moves the pixel between applications', async ({
    request,
  }) => {
    const owner = await signIn(request, 'owner');
    const { options } = await createForm(owner);
    const [first, second, third] = options.application_ids.map((o) => o.value);
    const { data: pixel } = await owner.ok<{ data: Pixel }>('POST', '/client/pixels/store', {
      ...validPixel,
      application_ids: [first, second],
    });
    const update = (body: Record<string, unknown>) =>
      owner.ok<{ data: Pixel; message: string }>('PUT', `/client/pixels/${pixel.id}/update`, body);

    // No token, an empty one and the masked one all keep the stored token.
    expect((await update({ name: 'Renamed' })).data).toMatchObject({
      name: 'Renamed',
      access_token: '••••abcd',
    });
    expect((await update({ access_token: '' })).data.access_token).toBe('••••abcd');
    expect((await update({ access_token: '••••abcd', events: ['Lead'] })).data).toMatchObject({
      access_token: '••••abcd',
      events: ['Lead'],
    });
    expect((await update({ access_token: 'a-brand-new-token-000-wxyz' })).data.access_token).toBe('••••wxyz');

    const moved = await update({ application_ids: [second, third] });
    expect(moved.data).toMatchObject({ application_ids: [second, third], applications_count: 2 });
    expect(await pixelIdsOf(owner, first!)).not.toContain(pixel.id);
    expect(await pixelIdsOf(owner, third!)).toContain(pixel.id);

    const edit = await owner.ok<{ data: Pixel }>('GET', `/client/pixels/${pixel.id}/edit`);
    expect(edit.data).toMatchObject({
      name: 'Renamed',
      events: ['Lead'],
      access_token: '••••wxyz',
      application_ids: [second, third],
    });

    // A new type must fit the stored pixel id; both together are fine.
    expect(
      (await owner.invalid('PUT', `/client/pixels/${pixel.id}/update`, { type: 'tiktok', name: '' })).errors,
    ).toEqual({
      name: ['The field is required.'],
    });
    expect(
      (await owner.invalid('PUT', `/client/pixels/${pixel.id}/update`, { pixel_id: 'TT-1' })).errors,
    ).toEqual({
      pixel_id: ['A Facebook pixel ID is 15 or 16 digits.'],
    });
    expect((await update({ type: 'tiktok', pixel_id: 'TT-1' })).data).toMatchObject({
      type: 'tiktok',
      pixel_id: 'TT-1',
    });
    expect(
      (await owner.invalid('PUT', `/client/pixels/${pixel.id}/update`, { type: 'facebook' })).errors,
    ).toEqual({
      pixel_id: ['A Facebook pixel ID is 15 or 16 digits.'],
    });
    expect(
      (await owner.invalid('PUT', `/client/pixels/${pixel.id}/update`, { access_token: 'too-short' })).errors,
    ).toEqual({
      access_token: ['The access token must be 20 to 512 characters long.'],
    });
  });

  test('delete tells which applications would lose the pixel; destroy removes it from them', async ({
    request,
  }) => {
    const owner = await signIn(request, 'owner');
    const { options } = await createForm(owner);
    const [first, second] = options.application_ids;
    const { data: pixel } = await owner.ok<{ data: Pixel }>('POST', '/client/pixels/store', {
      ...validPixel,
      application_ids: [first!.value, second!.value],
    });
    const impact = await owner.ok<{
      data: { id: number; name: string; applications: { id: number; name: string }[] };
    }>('GET', `/client/pixels/${pixel.id}/delete`);
    expect(impact.data).toEqual({
      id: pixel.id,
      name: 'Launch pixel',
      applications: [
        { id: first!.value, name: first!.label },
        { id: second!.value, name: second!.label },
      ],
    });
    expect(await owner.ok('DELETE', `/client/pixels/${pixel.id}/destroy`)).toEqual({ message: 'Done.' });
    expect(await owner.status('GET', `/client/pixels/${pixel.id}/edit`)).toBe(404);
    expect(await pixelIdsOf(owner, first!.value)).not.toContain(pixel.id);
  });

  test('403 without pixel.manage, 404 for a pixel of another company', async ({ request }) => {
    const member = await signIn(request, 'member');
    expect(await member.status('GET', '/client/pixels/create')).toBe(403);
    expect(await member.status('POST', '/client/pixels/store', validPixel)).toBe(403);
    expect(await member.status('GET', '/client/pixels/1/edit')).toBe(403);
    expect(await member.status('PUT', '/client/pixels/1/update', { name: 'x' })).toBe(403);
    expect(await member.status('GET', '/client/pixels/1/delete')).toBe(403);

    const other = await registerCompany(request, 'pixels');
    const { data: foreign } = await other.ok<{ data: Pixel }>('POST', '/client/pixels/store', validPixel);
    const owner = await signIn(request, 'owner');
    expect(await owner.status('GET', `/client/pixels/${foreign.id}/edit`)).toBe(404);
    expect(await owner.status('PUT', `/client/pixels/${foreign.id}/update`, { name: 'Mine' })).toBe(404);
    expect(await owner.status('GET', `/client/pixels/${foreign.id}/delete`)).toBe(404);
    expect(await owner.status('DELETE', `/client/pixels/${foreign.id}/destroy`)).toBe(404);
    // Another company's applications are not options: storing with one is refused.
    const { options } = await createForm(owner);
    const acmeApp = options.application_ids[0]!.value;
    expect(
      (await other.invalid('POST', '/client/pixels/store', { ...validPixel, application_ids: [acmeApp] }))
        .errors,
    ).toEqual({
      application_ids: ['The selected value is invalid.'],
    });
  });
});
