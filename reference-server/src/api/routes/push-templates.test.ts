/**
 * Push templates through the API only (docs/api-contract.md, "Messaging templates (administrators)"): create, store
 * with the push rules, edit and update, delete; administrators with manage.templates only.
 */
import type { PushTemplate } from '@panel/contract';
import { expect, test } from '../../testing/api-test';
import { SHELL, resetServer } from '../../testing/api-test';
import { callers, listing, validPushTemplate, type Option } from '../../testing/manage-messaging';

const BASE = '/manage/push-template';

test.describe('push templates (administrators)', () => {
  test.beforeEach(async ({ request }) => {
    await resetServer(request);
  });

  test('create offers the two languages with labels, and empty defaults', async ({ request }) => {
    const { admin } = await callers(request);
    const form = await admin.ok<{
      options: { language: Option<string>[] };
      defaults: Record<string, unknown>;
    }>('GET', `${BASE}/create`);
    expect(form.options).toEqual({
      language: [
        { value: 'ru', label: 'Russian' },
        { value: 'en', label: 'English' },
      ],
    });
    expect(form.defaults).toEqual({
      name: '',
      language: 'ru',
      title: '',
      body: '',
      icon_url: '',
      image_url: null,
      url: '',
    });
  });

  test('store saves a valid template; edit and the listing show it', async ({ request }) => {
    const { admin } = await callers(request);
    const stored = await admin.ok<{ data: PushTemplate; message: string }>('POST', `${BASE}/store`, {
      ...validPushTemplate,
      name: '  Weekend bonus  ',
      image_url: '',
    });
    expect(stored.message).toBe('The template was saved.');
    expect(stored.data).toMatchObject({ ...validPushTemplate, image_url: null });
    expect(stored.data.id).toBeGreaterThan(0);
    const edit = await admin.ok<{ data: PushTemplate; options: Record<string, unknown> }>(
      'GET',
      `${BASE}/${stored.data.id}/edit`,
    );
    expect(edit.data).toEqual(stored.data);
    expect(Object.keys(edit.options)).toEqual(['language']);
    const rows = await listing<{ id: number; name: string }>(
      admin,
      'push-templates',
      { search: 'Weekend bonus' },
      'common',
    );
    expect(rows.data).toMatchObject([{ id: stored.data.id, name: 'Weekend bonus' }]);
  });

  test('store answers 422 per field: name, language, title, body and the URL rules', async ({ request }) => {
    const { admin } = await callers(request);
    const store = (fields: Record<string, unknown>, lang: 'en' | 'ru' = 'en') =>
      admin.invalid('POST', `${BASE}/store`, { ...validPushTemplate, ...fields }, lang);
    expect((await store({ name: ' ' })).errors).toEqual({ name: ['The field is required.'] });
    expect((await store({ name: 'n'.repeat(101) })).errors).toEqual({
      name: ['The value may not be longer than 100 characters.'],
    });
    expect((await store({ language: 'de' })).errors).toEqual({
      language: ['The selected value is invalid.'],
    });
    expect((await store({ title: 't'.repeat(66) })).errors).toEqual({
      title: ['The value may not be longer than 65 characters.'],
    });
    expect((await store({ body: '' })).errors).toEqual({ body: ['The field is required.'] });
    expect((await store({ body: 'b'.repeat(241) })).errors).toEqual({
      body: ['The value may not be longer than 240 characters.'],
    });
    // url and icon_url are required http(s) addresses; image_url is optional but an address when given.
    expect((await store({ url: '' })).errors).toEqual({ url: ['The field is required.'] });
    for (const url of ['offers.example/weekend', 'ftp://offers.example/x', 'javascript:alert(1)'])
      expect((await store({ url })).errors, url).toEqual({ url: ['The value must be a valid http(s) URL.'] });
    expect((await store({ icon_url: null })).errors).toEqual({ icon_url: ['The field is required.'] });
    expect((await store({ icon_url: 'not a url' })).errors).toEqual({
      icon_url: ['The value must be a valid http(s) URL.'],
    });
    expect((await store({ image_url: 'mailto:someone@example.com' })).errors).toEqual({
      image_url: ['The value must be a valid http(s) URL.'],
    });
    // Every field at once, in Russian.
    const all = await admin.invalid('POST', `${BASE}/store`, {}, 'ru');
    expect(Object.keys(all.errors).sort()).toEqual(['body', 'icon_url', 'language', 'name', 'title', 'url']);
    expect(all.errors.name).toEqual(['Поле обязательно для заполнения.']);
  });

  test('update changes the sent fields and keeps the others; a wrong update changes nothing', async ({
    request,
  }) => {
    const { admin } = await callers(request);
    const { data } = await admin.ok<{ data: PushTemplate }>('POST', `${BASE}/store`, validPushTemplate);
    const updated = await admin.ok<{ data: PushTemplate; message: string }>(
      'PUT',
      `${BASE}/${data.id}/update`,
      {
        ...validPushTemplate,
        title: 'A new title',
        image_url: 'https://cdn.example/big.png',
        language: 'ru',
      },
    );
    expect(updated.data).toEqual({
      ...data,
      version: data.version + 1,
      title: 'A new title',
      image_url: 'https://cdn.example/big.png',
      language: 'ru',
    });
    // Only the name: the rest stays.
    const renamed = await admin.ok<{ data: PushTemplate }>('PUT', `${BASE}/${data.id}/update`, {
      name: 'Renamed',
    });
    expect(renamed.data).toEqual({ ...updated.data, version: updated.data.version + 1, name: 'Renamed' });
    expect((await admin.invalid('PUT', `${BASE}/${data.id}/update`, { url: 'nope' })).errors).toEqual({
      url: ['The value must be a valid http(s) URL.'],
    });
    const edit = await admin.ok<{ data: PushTemplate }>('GET', `${BASE}/${data.id}/edit`);
    expect(edit.data).toEqual(renamed.data);
  });

  test('a seeded template updates in place', async ({ request }) => {
    const { admin } = await callers(request);
    const { data } = await admin.ok<{ data: PushTemplate }>('GET', `${BASE}/1/edit`);
    const updated = await admin.ok<{ data: PushTemplate }>('PUT', `${BASE}/1/update`, {
      ...data,
      body: 'A body written by the administrator.',
    });
    expect(updated.data).toEqual({
      ...data,
      version: data.version + 1,
      body: 'A body written by the administrator.',
    });
  });

  test('delete removes the template: edit, update and delete answer 404 afterwards', async ({ request }) => {
    const { admin } = await callers(request);
    const { data } = await admin.ok<{ data: PushTemplate }>('POST', `${BASE}/store`, validPushTemplate);
    expect(await admin.ok('DELETE', `${BASE}/${data.id}/delete`)).toEqual({ message: 'Deleted.' });
    expect(await admin.status('GET', `${BASE}/${data.id}/edit`)).toBe(404);
    expect(await admin.status('PUT', `${BASE}/${data.id}/update`, validPushTemplate)).toBe(404);
    expect(await admin.status('DELETE', `${BASE}/${data.id}/delete`)).toBe(404);
    expect(await admin.status('GET', `${BASE}/999999/edit`)).toBe(404);
    const rows = await listing(admin, 'push-templates', { search: 'Weekend bonus' }, 'common');
    expect(rows.meta.total).toBe(0);
  });

  test("deleting a template unlinks the company's notifications made from it", async ({ request }) => {
    const { admin, owner } = await callers(request);
    const { data: template } = await admin.ok<{ data: PushTemplate }>(
      'POST',
      `${BASE}/store`,
      validPushTemplate,
    );
    const form = await owner.ok<{ options: { application_ids: Option<number>[] } }>(
      'GET',
      '/client/push-notification/create',
    );
    const { data: push } = await owner.ok<{ data: { id: number; template_id: number | null } }>(
      'POST',
      '/client/push-notification/store',
      {
        ...validPushTemplate,
        kind: 'single',
        name: 'From the template',
        application_ids: [form.options.application_ids[0]!.value],
        template_id: template.id,
        send_at: null,
        schedule: null,
      },
    );
    expect(push.template_id).toBe(template.id);
    await admin.ok('DELETE', `${BASE}/${template.id}/delete`);
    const edit = await owner.ok<{ data: { template_id: number | null; title: string } }>(
      'GET',
      `/client/push-notification/${push.id}/edit`,
    );
    expect(edit.data).toMatchObject({ template_id: null, title: validPushTemplate.title });
  });

  test('a company user gets 403 and a moderator with manage.templates may write', async ({ request }) => {
    const { owner, moderator } = await callers(request);
    expect(await owner.status('GET', `${BASE}/create`)).toBe(403);
    expect(await owner.status('POST', `${BASE}/store`, validPushTemplate)).toBe(403);
    expect(await owner.status('GET', `${BASE}/1/edit`)).toBe(403);
    expect(await owner.status('PUT', `${BASE}/1/update`, validPushTemplate)).toBe(403);
    expect(await owner.status('DELETE', `${BASE}/1/delete`)).toBe(403);
    const stored = await moderator.ok<{ data: PushTemplate }>('POST', `${BASE}/store`, validPushTemplate);
    expect(stored.data.name).toBe('Weekend bonus');
  });

  test('the four template listings offer a delete row action that runs the delete call', async ({
    request,
  }) => {
    const { admin } = await callers(request);
    const urls: Record<string, string> = {
      'push-templates': '/manage/push-template/{id}/delete',
      'onesignal-funnels-templates': '/manage/onesignal-template/{id}/delete',
      'system-funnels-templates': '/manage/system-funnel-template/{id}/delete',
      'template-notifications': '/manage/notification-template/{id}/destroy',
    };
    for (const [name, url] of Object.entries(urls)) {
      const settings = await admin.ok<{ actions: Record<string, unknown>[] }>(
        'GET',
        `/common/listing/${name}/settings`,
      );
      expect(settings.actions, name).toEqual([
        expect.objectContaining({
          key: 'delete',
          method: 'DELETE',
          url,
          permission: 'manage.templates',
          destructive: true,
        }),
      ]);
      const [row] = (await listing<{ id: number }>(admin, name, {}, 'common')).data;
      await admin.ok('DELETE', url.replace('{id}', String(row!.id)));
      const left = await listing<{ id: number }>(admin, name, {}, 'common');
      expect(
        left.data.map((r) => r.id),
        name,
      ).not.toContain(row!.id);
    }
  });

  test('without a token the calls answer 401', async ({ request }) => {
    expect((await request.get(`${SHELL}/api${BASE}/create`)).status()).toBe(401);
    expect((await request.post(`${SHELL}/api${BASE}/store`, { data: validPushTemplate })).status()).toBe(401);
  });
});
