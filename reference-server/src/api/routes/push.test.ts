/**
 * Push notifications through the API only (docs/api-contract.md, "Messaging (company area)"): create with the push
 * templates, a template's content, store single (now, later) and regular (a schedule), the listings and their
 * schedule text, edit, update (refused once sent), copy as a draft, delete, the statistics per date, and access.
 */
import type { PushNotification } from '@panel/contract';
import { expect, test } from '../../testing/api-test';
import { SHELL, resetServer } from '../../testing/api-test';
import {
  applicationIds,
  inDays,
  pushContent,
  registerCompany,
  rowsOf,
  signIn,
  type Caller,
  type Option,
} from '../../testing/messaging';

interface PushForm {
  options: {
    kind: Option<string>[];
    application_ids: Option<number>[];
    template_id: (Option<number> & { language: string })[];
    timezone: Option<string>[];
  };
  defaults: Record<string, unknown>;
}

const store = (caller: Caller, body: Record<string, unknown>) =>
  caller.ok<{ data: PushNotification; message: string }>('POST', '/client/push-notification/store', body);

const schedule = { days: [1, 3, 5], time: '10:00', timezone: 'Europe/Moscow' };

/** A seeded push of Acme in this status. */
async function seededPush(owner: Caller, status: string): Promise<{ id: number; name: string }> {
  const rows = await rowsOf<{ id: number; name: string }>(owner, 'push-single-notifications', {
    filters: { status: [status] },
  });
  expect(rows.data.length, `a seeded ${status} push`).toBeGreaterThan(0);
  return rows.data[0]!;
}

test.describe('push notifications', () => {
  test.beforeEach(async ({ request }) => {
    await resetServer(request);
  });

  test('create offers the kinds, the applications, every push template and the time zones', async ({
    request,
  }) => {
    const owner = await signIn(request, 'owner');
    const { options, defaults } = await owner.ok<PushForm>('GET', '/client/push-notification/create');
    expect(options.kind).toEqual([
      { value: 'single', label: 'One-off' },
      { value: 'regular', label: 'Recurring' },
    ]);
    const applications = await rowsOf(owner, 'application', { perPage: 10 });
    expect(options.application_ids).toHaveLength(applications.meta.total);
    expect(options.template_id).toHaveLength(30);
    for (const template of options.template_id) {
      expect(['ru', 'en']).toContain(template.language);
      expect(template.label).toContain(`(${template.language})`);
    }
    expect(options.timezone.map((o) => o.value)).toEqual(
      expect.arrayContaining([
        'Europe/Moscow',
        'Europe/London',
        'UTC',
        'America/New_York',
        'Asia/Dubai',
        'Asia/Tokyo',
      ]),
    );
    expect(defaults).toEqual({
      kind: 'single',
      application_ids: [],
      template_id: null,
      send_at: null,
      schedule: { days: [1, 2, 3, 4, 5], time: '10:00', timezone: 'Europe/Moscow' },
      icon_url: '',
      image_url: null,
      url: '',
      title: '',
      body: '',
      name: '',
    });
  });

  test("template-info answers a template's content to prefill the form; an unknown one is 404", async ({
    request,
  }) => {
    const owner = await signIn(request, 'owner');
    const { options } = await owner.ok<PushForm>('GET', '/client/push-notification/create');
    const chosen = options.template_id[2]!;
    const { data } = await owner.ok<{ data: Record<string, unknown> }>(
      'GET',
      `/client/push-notification/template-info/${chosen.value}`,
    );
    expect(Object.keys(data).sort()).toEqual(
      ['body', 'icon_url', 'image_url', 'language', 'name', 'template_id', 'title', 'url'].sort(),
    );
    expect(data).toMatchObject({ template_id: chosen.value, language: chosen.language });
    expect(String(data.title).length).toBeGreaterThan(0);
    expect(await owner.status('GET', '/client/push-notification/template-info/99999')).toBe(404);

    // Stored with that template, the record names it.
    const [app] = await applicationIds(owner);
    const stored = await store(owner, {
      ...pushContent,
      ...data,
      name: 'From a template',
      kind: 'single',
      application_ids: [app],
      send_at: null,
    });
    expect(stored.data).toMatchObject({ template_id: chosen.value, template_name: data.name });
  });

  test('store single: now is sending, later is scheduled, a past moment is refused on send_at', async ({
    request,
  }) => {
    const owner = await signIn(request, 'owner');
    const [first, second] = await applicationIds(owner);
    const now = await store(owner, {
      ...pushContent,
      kind: 'single',
      application_ids: [first, second],
      send_at: null,
      schedule,
    });
    expect(now.message).toBe('The notification was saved.');
    expect(now.data).toMatchObject({
      kind: 'single',
      name: 'Spring promo',
      status: 'sending',
      send_at: null,
      schedule: null,
      application_ids: [first, second],
      sent: 0,
      delivered: 0,
      clicked: 0,
      template_id: null,
      template_name: null,
    });
    expect(now.data.application_names).toHaveLength(2);

    const sendAt = inDays(3);
    const later = await store(owner, {
      ...pushContent,
      kind: 'single',
      application_ids: [first],
      send_at: sendAt,
    });
    expect(later.data).toMatchObject({ status: 'scheduled', send_at: sendAt });

    const past = await owner.invalid('POST', '/client/push-notification/store', {
      ...pushContent,
      kind: 'single',
      application_ids: [first],
      send_at: inDays(-1),
    });
    expect(past.errors).toEqual({ send_at: ['The send time must be in the future.'] });
    const garbled = await owner.invalid('POST', '/client/push-notification/store', {
      ...pushContent,
      kind: 'single',
      application_ids: [first],
      send_at: 'tomorrow',
    });
    expect(Object.keys(garbled.errors)).toEqual(['send_at']);
  });

  test('store answers 422 per field, in the request language', async ({ request }) => {
    const owner = await signIn(request, 'owner');
    const [app] = await applicationIds(owner);
    const body = { ...pushContent, kind: 'single', application_ids: [app], send_at: null };
    const refused = async (fields: Record<string, unknown>, lang: 'en' | 'ru' = 'en') =>
      (await owner.invalid('POST', '/client/push-notification/store', { ...body, ...fields }, lang)).errors;
    expect(await refused({ name: '' })).toEqual({ name: ['The field is required.'] });
    expect(await refused({ name: 'x'.repeat(101) })).toEqual({
      name: ['The value may not be longer than 100 characters.'],
    });
    expect(await refused({ title: 'x'.repeat(66) })).toEqual({
      title: ['The value may not be longer than 65 characters.'],
    });
    expect(await refused({ body: 'x'.repeat(241) })).toEqual({
      body: ['The value may not be longer than 240 characters.'],
    });
    expect(await refused({ url: 'offers.example' })).toEqual({
      url: ['The value must be a valid http(s) URL.'],
    });
    expect(await refused({ icon_url: '' })).toEqual({ icon_url: ['The field is required.'] });
    expect(await refused({ image_url: 'ftp://x.example/a.png' })).toEqual({
      image_url: ['The value must be a valid http(s) URL.'],
    });
    expect(await refused({ application_ids: [] })).toEqual({
      application_ids: ['Select at least one application.'],
    });
    expect(await refused({ application_ids: [999999] })).toEqual({
      application_ids: ['The selected value is invalid.'],
    });
    expect(await refused({ template_id: 999999 })).toEqual({
      template_id: ['The selected value is invalid.'],
    });
    expect(await refused({ kind: 'weekly' })).toEqual({ kind: ['The selected value is invalid.'] });
    expect(await refused({ title: '' }, 'ru')).toEqual({ title: ['Поле обязательно для заполнения.'] });
    // An empty image is no image.
    const stored = await store(owner, { ...body, image_url: '' });
    expect(stored.data.image_url).toBeNull();
  });

  test('store regular: a schedule is required and checked; the listing shows it as text', async ({
    request,
  }) => {
    const owner = await signIn(request, 'owner');
    const [app] = await applicationIds(owner);
    const body = {
      ...pushContent,
      name: 'Weekly digest',
      kind: 'regular',
      application_ids: [app],
      send_at: inDays(2),
    };
    const refused = async (fields: Record<string, unknown>) =>
      (await owner.invalid('POST', '/client/push-notification/store', { ...body, ...fields })).errors;
    expect(await refused({ schedule: { ...schedule, days: [] } })).toEqual({
      'schedule.days': ['Select at least one day of the week.'],
    });
    expect(await refused({ schedule: { ...schedule, days: [1, 7] } })).toEqual({
      'schedule.days': ['The days are numbers from 0 (Sunday) to 6 (Saturday).'],
    });
    for (const time of ['24:00', '9:00', '10:60', ''])
      expect(Object.keys(await refused({ schedule: { ...schedule, time } })), time).toEqual([
        'schedule.time',
      ]);
    expect(await refused({ schedule: { ...schedule, time: '25:00' } })).toEqual({
      'schedule.time': ['The time must be HH:mm, 00:00 to 23:59.'],
    });
    expect(await refused({ schedule: { ...schedule, timezone: 'Mars/Olympus' } })).toEqual({
      'schedule.timezone': ['The selected value is invalid.'],
    });
    expect(Object.keys(await refused({ schedule: null }))).toContain('schedule.days');

    const stored = await store(owner, { ...body, schedule: { ...schedule, days: [5, 1, 3, 1] } });
    expect(stored.data).toMatchObject({
      kind: 'regular',
      status: 'scheduled',
      send_at: null,
      schedule: { days: [1, 3, 5], time: '10:00', timezone: 'Europe/Moscow' },
    });

    const rows = await rowsOf<{ id: number; schedule_text: string; status: string }>(
      owner,
      'push-regular-notifications',
      { search: 'Weekly digest' },
    );
    expect(rows.data).toMatchObject([
      { id: stored.data.id, status: 'scheduled', schedule_text: 'Mon, Wed, Fri at 10:00 (Europe/Moscow)' },
    ]);
    const ru = await owner.call(
      'POST',
      '/common/listing/push-regular-notifications/data',
      { search: 'Weekly digest' },
      'ru',
    );
    expect(((await ru.json()) as { data: { schedule_text: string }[] }).data[0]!.schedule_text).toBe(
      'Пн, Ср, Пт в 10:00 (Europe/Moscow)',
    );
    // The week-day filter offers the days by name in the reader's language; its values are the rows' codes.
    const settings = await owner.call(
      'GET',
      '/common/listing/push-regular-notifications/settings',
      undefined,
      'ru',
    );
    const { filters } = (await settings.json()) as {
      filters: { key: string; options?: { value: string; label: string }[] }[];
    };
    expect(filters.find((filter) => filter.key === 'schedule_days')?.options?.slice(0, 2)).toEqual([
      { value: 'Sun', label: 'Воскресенье' },
      { value: 'Mon', label: 'Понедельник' },
    ]);
    // Sunday comes last.
    const weekend = await store(owner, {
      ...body,
      name: 'Weekend',
      schedule: { days: [0, 6], time: '21:30', timezone: 'UTC' },
    });
    const weekendRows = await rowsOf<{ schedule_text: string }>(owner, 'push-regular-notifications', {
      search: 'Weekend',
    });
    expect(weekendRows.data[0]!.schedule_text).toBe('Sat, Sun at 21:30 (UTC)');
    expect(weekend.data.status).toBe('scheduled');

    // The listings' links lead to the record screen.
    for (const name of ['push-single-notifications', 'push-regular-notifications']) {
      const settings = await owner.ok<{ columns: { key: string; href?: string }[] }>(
        'GET',
        `/common/listing/${name}/settings`,
      );
      expect(settings.columns.find((c) => c.key === 'name')?.href).toBe('/client/push-notifications/{id}');
    }
  });

  test('edit answers the record and the options; update saves, an absent field keeps its value', async ({
    request,
  }) => {
    const owner = await signIn(request, 'owner');
    const [first, second] = await applicationIds(owner);
    const { data: created } = await store(owner, {
      ...pushContent,
      kind: 'single',
      application_ids: [first],
      send_at: inDays(5),
    });
    const edit = await owner.ok<{ data: PushNotification; options: Record<string, unknown> }>(
      'GET',
      `/client/push-notification/${created.id}/edit`,
    );
    expect(edit.data).toMatchObject({ id: created.id, name: 'Spring promo', application_ids: [first] });
    expect(Object.keys(edit.options).sort()).toEqual(['application_ids', 'kind', 'template_id', 'timezone']);

    const updated = await owner.ok<{ data: PushNotification; message: string }>(
      'PUT',
      `/client/push-notification/${created.id}/update`,
      { name: 'Spring promo, second wave', application_ids: [first, second] },
    );
    expect(updated.data).toMatchObject({
      name: 'Spring promo, second wave',
      title: pushContent.title,
      application_ids: [first, second],
      status: 'scheduled',
      send_at: created.send_at,
    });
    // Turned into a regular one, it needs a schedule.
    const refused = await owner.invalid('PUT', `/client/push-notification/${created.id}/update`, {
      kind: 'regular',
      schedule: { ...schedule, time: '7 am' },
    });
    expect(refused.errors).toEqual({ 'schedule.time': ['The time must be HH:mm, 00:00 to 23:59.'] });
    const regular = await owner.ok<{ data: PushNotification }>(
      'PUT',
      `/client/push-notification/${created.id}/update`,
      {
        kind: 'regular',
        schedule,
      },
    );
    expect(regular.data).toMatchObject({ kind: 'regular', send_at: null, schedule, status: 'scheduled' });
    const again = await owner.ok<{ data: PushNotification }>(
      'GET',
      `/client/push-notification/${created.id}/edit`,
    );
    expect(again.data).toEqual(regular.data);
  });

  test('a sent or sending notification cannot be updated; its copy is a draft with zero figures', async ({
    request,
  }) => {
    const owner = await signIn(request, 'owner');
    const sent = await seededPush(owner, 'sent');
    const response = await owner.call('PUT', `/client/push-notification/${sent.id}/update`, {
      name: 'Changed',
    });
    expect(response.status()).toBe(422);
    expect(await response.json()).toEqual({
      message: 'A sent notification cannot be changed: copy it instead.',
      errors: { status: ['A sent notification cannot be changed: copy it instead.'] },
    });
    const sending = await seededPush(owner, 'sending');
    expect(await owner.status('PUT', `/client/push-notification/${sending.id}/update`, { name: 'x' })).toBe(
      422,
    );

    const copy = await owner.ok<{ data: PushNotification; message: string }>(
      'POST',
      `/client/push-notification/${sent.id}/copy`,
    );
    expect(copy.message).toBe('The copy was saved as a draft.');
    expect(copy.data).toMatchObject({
      name: `${sent.name} (copy)`,
      status: 'draft',
      sent: 0,
      delivered: 0,
      clicked: 0,
      send_at: null,
    });
    expect(copy.data.id).not.toBe(sent.id);
    // The copy's name is marked in the language of who copied it.
    const russian = await owner.call('POST', `/client/push-notification/${sent.id}/copy`, undefined, 'ru');
    expect(((await russian.json()) as { data: PushNotification }).data.name).toBe(`${sent.name} (копия)`);
    // The draft can be changed and sent.
    const updated = await owner.ok<{ data: PushNotification }>(
      'PUT',
      `/client/push-notification/${copy.data.id}/update`,
      {
        name: 'Resent',
      },
    );
    expect(updated.data).toMatchObject({ name: 'Resent', status: 'sending' });
  });

  test('delete removes the notification and its figures', async ({ request }) => {
    const owner = await signIn(request, 'owner');
    const sent = await seededPush(owner, 'sent');
    const stats = (id: number) =>
      rowsOf(owner, 'push-notifications-statistic', { filters: { notification_id: String(id) } });
    const figures = (await stats(sent.id)).meta.total;
    expect(figures).toBeGreaterThan(0);
    const before = (await rowsOf(owner, 'push-notifications-statistic', { perPage: 10 })).meta.total;
    const answer = await owner.ok<{ message: string }>(
      'DELETE',
      `/client/push-notification/${sent.id}/delete`,
    );
    expect(answer).toEqual({ message: 'Deleted.' });
    expect(await owner.status('GET', `/client/push-notification/${sent.id}/edit`)).toBe(404);
    expect(await owner.status('DELETE', `/client/push-notification/${sent.id}/delete`)).toBe(404);
    // Its figures are gone, and the statistics' filter no longer knows it.
    expect((await rowsOf(owner, 'push-notifications-statistic', { perPage: 10 })).meta.total).toBe(
      before - figures,
    );
    const refused = await owner.invalid('POST', '/common/listing/push-notifications-statistic/data', {
      filters: { notification_id: String(sent.id) },
    });
    expect(Object.keys(refused.errors)).toEqual(['filters.notification_id']);
  });

  test('statistics: filter by notification, group by date summing sent, delivered and clicked', async ({
    request,
  }) => {
    const owner = await signIn(request, 'owner');
    const sentPushes = await rowsOf<{ id: number }>(owner, 'push-single-notifications', {
      filters: { status: ['sent'] },
    });
    // Every sent push has figures.
    for (const push of sentPushes.data) {
      const rows = await rowsOf(owner, 'push-notifications-statistic', {
        filters: { notification_id: String(push.id) },
        perPage: 10,
      });
      expect(rows.meta.total, `push ${push.id}`).toBeGreaterThan(0);
    }
    const id = sentPushes.data[0]!.id;
    const rows = await rowsOf<{
      date: string;
      sent: number;
      delivered: number;
      clicked: number;
      notification_id: number;
    }>(owner, 'push-notifications-statistic', { filters: { notification_id: String(id) } });
    expect(rows.data.every((row) => row.notification_id === id)).toBe(true);
    const { totals, groups } = await owner.ok<{
      totals: Record<string, number>;
      groups: { key: string; sent: number; delivered: number; clicked: number }[];
    }>('POST', '/common/listing/push-notifications-statistic/aggregations', {
      filters: { notification_id: String(id) },
      group_by: 'date',
    });
    expect(groups.map((g) => g.key)).toEqual([...new Set(rows.data.map((r) => r.date))].sort());
    for (const group of groups) {
      const day = rows.data.filter((r) => r.date === group.key);
      expect(group.sent).toBe(day.reduce((sum, r) => sum + r.sent, 0));
      expect(group.delivered).toBe(day.reduce((sum, r) => sum + r.delivered, 0));
      expect(group.clicked).toBe(day.reduce((sum, r) => sum + r.clicked, 0));
    }
    expect(totals.sent).toBe(groups.reduce((sum, g) => sum + g.sent, 0));

    // Grouped over every push: one group per date, the same sums.
    const all = await owner.ok<{ totals: Record<string, number>; groups: { key: string; sent: number }[] }>(
      'POST',
      '/common/listing/push-notifications-statistic/aggregations',
      { group_by: 'date' },
    );
    expect(all.groups.reduce((sum, g) => sum + g.sent, 0)).toBe(all.totals.sent);

    // A new push has no figures yet: its filter answers nothing, not a refusal.
    const [app] = await applicationIds(owner);
    const { data: fresh } = await store(owner, {
      ...pushContent,
      kind: 'single',
      application_ids: [app],
      send_at: null,
    });
    const none = await rowsOf(owner, 'push-notifications-statistic', {
      filters: { notification_id: String(fresh.id) },
    });
    expect(none.meta.total).toBe(0);
    // Another company's push is refused by the filter.
    const refused = await owner.invalid('POST', '/common/listing/push-notifications-statistic/data', {
      filters: { notification_id: '999999' },
    });
    expect(Object.keys(refused.errors)).toEqual(['filters.notification_id']);
  });

  test("another company's notification is 404; without push.manage 403; signed out 401", async ({
    request,
  }) => {
    const owner = await signIn(request, 'owner');
    const sent = await seededPush(owner, 'sent');
    const other = await registerCompany(request, 'push-other');
    expect(await other.status('GET', `/client/push-notification/${sent.id}/edit`)).toBe(404);
    expect(await other.status('PUT', `/client/push-notification/${sent.id}/update`, { name: 'x' })).toBe(404);
    expect(await other.status('POST', `/client/push-notification/${sent.id}/copy`)).toBe(404);
    expect(await other.status('DELETE', `/client/push-notification/${sent.id}/delete`)).toBe(404);
    // Its own form has none of Acme's applications.
    expect(await applicationIds(other)).toEqual([]);
    const refused = await other.invalid('POST', '/client/push-notification/store', {
      ...pushContent,
      kind: 'single',
      application_ids: [(await applicationIds(owner))[0]],
      send_at: null,
    });
    expect(refused.errors).toEqual({ application_ids: ['The selected value is invalid.'] });

    const member = await signIn(request, 'member'); // Analyst: no push.manage
    expect(await member.status('GET', '/client/push-notification/create')).toBe(403);
    expect(await member.status('POST', '/client/push-notification/store', pushContent)).toBe(403);
    expect(await member.status('GET', `/client/push-notification/${sent.id}/edit`)).toBe(403);
    expect(await member.status('GET', '/client/push-notification/template-info/1')).toBe(403);

    const anonymous = await request.get(`${SHELL}/api/client/push-notification/create`);
    expect(anonymous.status()).toBe(401);
  });
});
