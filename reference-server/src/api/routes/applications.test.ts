/**
 * The application record calls of the contract server, through the API only (docs/api-contract.md, "Record calls:
 * applications, comments, comment templates"): create, store, edit, update with their 422s per field, the actions,
 * the administrators' calls, access, and the daily statistics of one application.
 */
import type { AppComment, Application, DailyAnswer } from '@panel/contract';
import { expect, test } from '../../testing/api-test';
import { resetServer } from '../../testing/api-test';
import {
  activeApplication,
  addComments,
  foreignApplication,
  newApplication,
  signIn,
  validApplication,
} from '../../testing/records';

interface Option {
  value: string | number;
  label: string;
}

test.describe('application record calls', () => {
  test.beforeEach(async ({ request }) => {
    await resetServer(request);
  });

  test('create answers the options and a default for every field of the form', async ({ request }) => {
    const owner = await signIn(request, 'owner');
    const { options, defaults } = await owner.ok<{
      options: Record<string, Option[]>;
      defaults: Record<string, unknown>;
    }>('GET', '/client/application/create');
    for (const key of ['languages', 'categories', 'templates', 'pixels', 'domains']) {
      expect(Array.isArray(options[key]), key).toBe(true);
    }
    expect(options.languages!.map((o) => o.value)).toContain('en');
    expect(defaults).toEqual({
      name: '',
      language: 'en',
      category: expect.any(String),
      template: expect.any(String),
      icon_url: '',
      screenshots: [],
      developer_name: 'Acme Apps',
      description: '',
      rating: 4.5,
      installs_label: '10K+',
      offer_url: '',
      domain_id: null,
      pixel_ids: [],
      push_enabled: true,
    });
  });

  test("the default page language is the reader's where pages are written in it, else English", async ({
    request,
  }) => {
    const owner = await signIn(request, 'owner');
    const languageFor = async (lang: 'en' | 'ru' | 'ar') =>
      (
        (await (await owner.call('GET', '/client/application/create', undefined, lang)).json()) as {
          defaults: { language: string };
        }
      ).defaults.language;
    expect(await languageFor('ru')).toBe('ru');
    // No page is written in Arabic (APP_LANGUAGES): an Arabic reader starts from English.
    expect(await languageFor('ar')).toBe('en');
  });

  test('store with every field, then edit shows them with the options', async ({ request }) => {
    const owner = await signIn(request, 'owner');
    const { options } = await owner.ok<{ options: Record<string, Option[]> }>(
      'GET',
      '/client/application/create',
    );
    const domain = options.domains![0]!;
    const pixel = options.pixels![0]!;
    const sent = { ...validApplication, domain_id: domain.value, pixel_ids: [pixel.value] };

    const stored = await owner.ok<{ data: Application; message: string }>(
      'POST',
      '/client/application/store',
      sent,
    );
    expect(stored.message).toBe('Done.');
    expect(stored.data).toMatchObject({ ...sent, status: 'draft', domain: domain.label, comments_count: 0 });

    const edit = await owner.ok<{ data: Application; options: Record<string, Option[]> }>(
      'GET',
      `/client/application/${stored.data.id}/edit`,
    );
    expect(edit.data).toMatchObject({
      ...sent,
      id: stored.data.id,
      domain: domain.label,
      comments_count: 0,
      installs: 0,
      company_id: 1,
    });
    // The domain the application uses stays among its choices; it is no longer free for the others.
    expect(edit.options.domains!.map((o) => o.value)).toContain(domain.value);
    const create = await owner.ok<{ options: Record<string, Option[]> }>('GET', '/client/application/create');
    expect(create.options.domains!.map((o) => o.value)).not.toContain(domain.value);
  });

  test('update changes the fields sent and keeps the absent ones', async ({ request }) => {
    const owner = await signIn(request, 'owner');
    const app = await newApplication(owner);
    const updated = await owner.ok<{ data: Application; message: string }>(
      'POST',
      '/client/application/update',
      {
        id: app.id,
        name: 'Harbor Tides 2',
        rating: 3.7,
      },
    );
    expect(updated.message).toBe('Done.');
    expect(updated.data).toMatchObject({
      ...validApplication,
      id: app.id,
      name: 'Harbor Tides 2',
      rating: 3.7,
    });
    const edit = await owner.ok<{ data: Application }>('GET', `/client/application/${app.id}/edit`);
    expect(edit.data.name).toBe('Harbor Tides 2');
    expect(edit.data.offer_url).toBe(validApplication.offer_url);
  });

  test('store answers 422 with the message keyed by each invalid field', async ({ request }) => {
    const owner = await signIn(request, 'owner');
    const store = (fields: Record<string, unknown>, lang: 'en' | 'ru' = 'en') =>
      owner.invalid('POST', '/client/application/store', { ...validApplication, ...fields }, lang);

    const noName = await store({ name: '' });
    expect(noName.errors).toEqual({ name: ['The field is required.'] });
    expect(noName.message).toBe('The field is required.');

    expect((await store({ offer_url: 'offers.example/harbor' })).errors).toEqual({
      offer_url: ['The value must be a valid http(s) URL.'],
    });
    expect((await store({ rating: 6 })).errors).toEqual({ rating: ['The rating must be between 1 and 5.'] });
    // More decimals than the rule allows are named, never rounded into a value nobody typed.
    expect((await store({ rating: 4.75 })).errors).toEqual({
      rating: ['The rating has at most one digit after the decimal point (e.g. 4.7).'],
    });
    expect((await store({ language: 'xx' })).errors).toEqual({
      language: ['The selected value is invalid.'],
    });
    expect((await store({ template: 'nope' })).errors).toEqual({
      template: ['The selected value is invalid.'],
    });
    const nine = Array.from({ length: 9 }, (_, i) => `/api/static/screens/${i + 1}.svg`);
    expect((await store({ screenshots: nine })).errors).toEqual({ screenshots: ['At most 8 screenshots.'] });
    expect((await store({ icon_url: 'ftp://files.example/icon.png' })).errors).toEqual({
      icon_url: ['The image address must start with http(s):// or /api/.'],
    });
    expect((await store({ developer_name: 'x'.repeat(101) })).errors).toEqual({
      developer_name: ['The value may not be longer than 100 characters.'],
    });
    expect((await store({ installs_label: '1234567890ABCDEFG' })).errors).toEqual({
      installs_label: ['The value may not be longer than 16 characters.'],
    });
    expect((await store({ pixel_ids: [999_999] })).errors).toEqual({
      pixel_ids: ['The selected value is invalid.'],
    });
    expect((await store({ push_enabled: 'maybe' })).errors).toEqual({
      push_enabled: ['The value must be true or false.'],
    });

    // Several at once, each under its field; the texts follow Accept-Language.
    const many = await store({ name: '', rating: 0, offer_url: 'nope' }, 'ru');
    expect(many.errors).toEqual({
      name: ['Поле обязательно для заполнения.'],
      offer_url: ['Введите корректный адрес (http или https).'],
      rating: ['Оценка должна быть от 1 до 5.'],
    });
  });

  test('update validates only what it is sent, and a used domain of another application is refused', async ({
    request,
  }) => {
    const owner = await signIn(request, 'owner');
    const { options } = await owner.ok<{ options: Record<string, Option[]> }>(
      'GET',
      '/client/application/create',
    );
    const domain = options.domains![0]!;
    const first = await newApplication(owner, { domain_id: domain.value });
    const second = await newApplication(owner);
    const taken = await owner.invalid('POST', '/client/application/update', {
      id: second.id,
      domain_id: domain.value,
    });
    expect(taken.errors).toEqual({ domain_id: ['The selected value is invalid.'] });
    const bad = await owner.invalid('POST', '/client/application/update', { id: first.id, rating: 'high' });
    expect(bad.errors).toEqual({ rating: ['The rating must be between 1 and 5.'] });
    expect(
      (await owner.invalid('POST', '/client/application/update', { name: 'No id' })).errors,
    ).toHaveProperty('id');
  });

  test('clone copies the record and its comments as a draft without the domain', async ({ request }) => {
    const owner = await signIn(request, 'owner');
    const { options } = await owner.ok<{ options: Record<string, Option[]> }>(
      'GET',
      '/client/application/create',
    );
    const source = await newApplication(owner, { domain_id: options.domains![0]!.value });
    await addComments(owner, source.id, ['Ann', 'Bob', 'Cid']);

    const cloned = await owner.ok<{ data: Application; message: string }>(
      'POST',
      `/client/application/${source.id}/clone`,
    );
    expect(cloned.message).toBe('Done.');
    expect(cloned.data.id).not.toBe(source.id);
    expect(cloned.data).toMatchObject({
      status: 'draft',
      domain_id: null,
      domain: '',
      comments_count: 3,
      offer_url: validApplication.offer_url,
    });
    const copied = await owner.ok<{ data: AppComment[] }>(
      'GET',
      `/client/application/comment/search?application_id=${cloned.data.id}`,
    );
    expect(copied.data.map((c) => [c.author_name, c.position])).toEqual([
      ['Ann', 1],
      ['Bob', 2],
      ['Cid', 3],
    ]);
  });

  test('deactivate answers the record, delete only a message, and a deleted application is gone', async ({
    request,
  }) => {
    const owner = await signIn(request, 'owner');
    // A draft serves nothing yet, so there is nothing to deactivate: 422 on `status`, and it stays a draft.
    const draft = await newApplication(owner);
    expect((await owner.invalid('POST', `/client/application/${draft.id}/deactivate`)).errors).toEqual({
      status: ['The action is not available in the "Draft" status.'],
    });
    const app = await activeApplication(owner);
    const deactivated = await owner.ok<{ data: Application; message: string }>(
      'POST',
      `/client/application/${app.id}/deactivate`,
    );
    expect(deactivated).toEqual({
      message: 'Done.',
      data: expect.objectContaining({ id: app.id, status: 'deactivated' }),
    });
    // Not allowed from the current status: 422 on `status`.
    expect((await owner.invalid('POST', `/client/application/${app.id}/deactivate`)).errors).toHaveProperty(
      'status',
    );

    const deleted = await owner.ok<Record<string, unknown>>('POST', `/client/application/${app.id}/delete`);
    expect(deleted).toEqual({ message: 'Done.' });
    expect(await owner.status('GET', `/client/application/${app.id}/edit`)).toBe(404);
    expect(await owner.status('POST', '/client/application/update', { id: app.id, name: 'Back' })).toBe(404);
  });

  test('deactivating selected rows changes the active ones only and says who can turn them on', async ({
    request,
  }) => {
    const owner = await signIn(request, 'owner');
    const settings = await owner.ok<{ bulkActions: { key: string; confirm?: string }[] }>(
      'GET',
      '/common/listing/application/settings',
    );
    // The company cannot undo it, so the confirmation says who can.
    expect(settings.bulkActions.find((action) => action.key === 'deactivate')?.confirm).toBe(
      "Deactivate the selected applications? The company cannot turn them on again: only the platform's administrators can.",
    );
    const draft = await newApplication(owner);
    const first = await activeApplication(owner);
    const second = await activeApplication(owner, [first.id]);
    await owner.ok('POST', `/client/application/${second.id}/deactivate`);

    const answer = await owner.ok<{ affected: number }>(
      'POST',
      '/common/listing/application/bulk/deactivate',
      {
        ids: [draft.id, first.id, second.id],
      },
    );
    expect(answer.affected).toBe(1);
    const statusOf = async (id: number) =>
      (await owner.ok<{ data: Application }>('GET', `/client/application/${id}/edit`)).data.status;
    expect([await statusOf(draft.id), await statusOf(first.id), await statusOf(second.id)]).toEqual([
      'draft',
      'deactivated',
      'deactivated',
    ]);
  });

  test('administrators edit, update, restore, deactivate and delete any application', async ({ request }) => {
    const owner = await signIn(request, 'owner');
    const admin = await signIn(request, 'admin');
    const app = await newApplication(owner);
    await owner.ok('POST', `/client/application/${app.id}/delete`);

    const edit = await admin.ok<{ data: Application; options: Record<string, Option[]> }>(
      'GET',
      `/manage/application/${app.id}/edit`,
    );
    expect(edit.data).toMatchObject({ id: app.id, status: 'deleted', company_name: 'Acme Apps' });
    expect(Array.isArray(edit.options.pixels)).toBe(true);

    const restored = await admin.ok<{ data: Application; message: string }>(
      'POST',
      `/manage/application/${app.id}/restore`,
    );
    expect(restored).toEqual({
      message: 'Done.',
      data: expect.objectContaining({ id: app.id, status: 'active', company_name: 'Acme Apps' }),
    });
    expect(
      (await owner.ok<{ data: Application }>('GET', `/client/application/${app.id}/edit`)).data.status,
    ).toBe('active');

    const updated = await admin.ok<{ data: Application; message: string }>(
      'POST',
      '/manage/application/update',
      {
        id: app.id,
        description: 'Checked by the platform.',
      },
    );
    expect(updated.data).toMatchObject({
      id: app.id,
      name: validApplication.name,
      description: 'Checked by the platform.',
      company_name: 'Acme Apps',
    });
    expect(
      (await admin.invalid('POST', '/manage/application/update', { id: app.id, rating: 6 })).errors,
    ).toEqual({
      rating: ['The rating must be between 1 and 5.'],
    });

    const deactivated = await admin.ok<{ data: Application }>(
      'POST',
      `/manage/application/${app.id}/deactivate`,
    );
    expect(deactivated.data.status).toBe('deactivated');
    const deleted = await admin.ok<{ data: Application; message: string }>(
      'POST',
      `/manage/application/${app.id}/delete`,
    );
    expect(deleted.data.status).toBe('deleted');
    expect(await admin.status('GET', '/manage/application/999999/edit')).toBe(404);
  });

  test('a member reads an application but may not create, save or act; /manage is for administrators', async ({
    request,
  }) => {
    const owner = await signIn(request, 'owner');
    const member = await signIn(request, 'member');
    const app = await newApplication(owner);

    // application.view is enough to read the record.
    const read = await member.ok<{ data: Application }>('GET', `/client/application/${app.id}/edit`);
    expect(read.data.id).toBe(app.id);
    expect(await member.status('GET', '/client/application/create')).toBe(403);
    expect(await member.status('POST', '/client/application/store', validApplication)).toBe(403);
    expect(await member.status('POST', '/client/application/update', { id: app.id, name: 'X' })).toBe(403);
    expect(await member.status('POST', `/client/application/${app.id}/clone`)).toBe(403);
    expect(await member.status('POST', `/client/application/${app.id}/deactivate`)).toBe(403);
    expect(await member.status('POST', `/client/application/${app.id}/delete`)).toBe(403);

    // A company user, even the owner, is not an administrator.
    expect(await owner.status('GET', `/manage/application/${app.id}/edit`)).toBe(403);
    expect(await owner.status('POST', '/manage/application/update', { id: app.id, name: 'X' })).toBe(403);
    expect(await owner.status('POST', `/manage/application/${app.id}/restore`)).toBe(403);
  });

  test("another company's application does not exist for the company", async ({ request }) => {
    const owner = await signIn(request, 'owner');
    const foreign = await foreignApplication(await signIn(request, 'admin'));
    expect(await owner.status('GET', `/client/application/${foreign.id}/edit`)).toBe(404);
    expect(await owner.status('POST', '/client/application/update', { id: foreign.id, name: 'Mine' })).toBe(
      404,
    );
    expect(await owner.status('POST', `/client/application/${foreign.id}/clone`)).toBe(404);
    expect(await owner.status('POST', `/client/application/${foreign.id}/deactivate`)).toBe(404);
    expect(await owner.status('POST', `/client/application/${foreign.id}/delete`)).toBe(404);
  });

  test('the listing row actions still answer at the urls the listing settings name', async ({ request }) => {
    const owner = await signIn(request, 'owner');
    const settings = await owner.ok<{ actions: { key: string; url: string; method: string }[] }>(
      'GET',
      '/common/listing/application/settings',
    );
    // An active one: a draft is not deactivated.
    const app = await activeApplication(owner);
    for (const key of ['clone', 'deactivate', 'delete']) {
      const action = settings.actions.find((a) => a.key === key)!;
      const response = await owner.call(action.method as 'POST', action.url.replace('{id}', String(app.id)));
      expect(response.status(), key).toBe(200);
    }
  });
});

test.describe('daily statistics', () => {
  test.beforeEach(async ({ request }) => {
    await resetServer(request);
  });

  test('without parameters: the company rows by date; with application_id, from and to: that application', async ({
    request,
  }) => {
    const owner = await signIn(request, 'owner');
    const company = await owner.ok<DailyAnswer>('GET', '/client/statistic/get-daily');
    expect(company.data.length).toBeGreaterThan(0);
    expect(typeof company.currency).toBe('string');
    const dates = company.data.map((row) => row.date);
    expect(dates).toEqual([...dates].sort());

    // An application with figures: the one of the statistics listing's first row (its application filter is
    // searched on the server now, and lists no options).
    const rows = await owner.ok<{ data: { application_id: number }[] }>(
      'POST',
      '/common/listing/statistics/data',
      {},
    );
    const appId = rows.data[0]!.application_id;

    const one = await owner.ok<DailyAnswer>('GET', `/client/statistic/get-daily?application_id=${appId}`);
    expect(one.data.length).toBeGreaterThan(10);
    expect(one.currency).toBe(company.currency);
    const appDates = one.data.map((row) => row.date);
    expect(appDates).toEqual([...appDates].sort());
    expect(new Set(appDates).size).toBe(appDates.length);

    const from = appDates[2]!;
    const to = appDates[6]!;
    const range = await owner.ok<Pick<DailyAnswer, 'data'>>(
      'GET',
      `/client/statistic/get-daily?application_id=${appId}&from=${from}&to=${to}`,
    );
    expect(range.data.map((row) => row.date)).toEqual(appDates.slice(2, 7));

    // A new application has no figures yet.
    const fresh = await newApplication(owner);
    expect(
      (
        await owner.ok<Pick<DailyAnswer, 'data'>>(
          'GET',
          `/client/statistic/get-daily?application_id=${fresh.id}`,
        )
      ).data,
    ).toEqual([]);
  });

  test('bad dates are 422 and applications of other companies 404', async ({ request }) => {
    const owner = await signIn(request, 'owner');
    expect((await owner.invalid('GET', '/client/statistic/get-daily?from=2026-13-01')).errors).toHaveProperty(
      'from',
    );
    expect((await owner.invalid('GET', '/client/statistic/get-daily?to=yesterday')).errors).toHaveProperty(
      'to',
    );
    // Not a real day (Date.parse alone would read it as March 2).
    expect((await owner.invalid('GET', '/client/statistic/get-daily?from=2026-02-30')).errors).toHaveProperty(
      'from',
    );
    const foreign = await foreignApplication(await signIn(request, 'admin'));
    expect(await owner.status('GET', `/client/statistic/get-daily?application_id=${foreign.id}`)).toBe(404);
  });
});
