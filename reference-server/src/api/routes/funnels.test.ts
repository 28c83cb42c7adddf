/**
 * Funnels through the API only (docs/api-contract.md, "Messaging (company area)"): OneSignal funnels (create from an
 * active template, store, the step rules keyed `steps.<index>.<field>`, reorder, activate, delete), a OneSignal single
 * notification with its figures, system funnels (the trigger rules), and access.
 */
import type { FunnelStep, OneSignalFunnel, OneSignalNotification, SystemFunnel } from '@panel/contract';
import { expect, test } from '../../testing/api-test';
import { resetServer } from '../../testing/api-test';
import {
  applicationIds,
  registerCompany,
  rowsOf,
  signIn,
  step,
  type Caller,
  type Option,
} from '../../testing/messaging';

const storeOneSignal = (caller: Caller, body: Record<string, unknown>) =>
  caller.ok<{ data: OneSignalFunnel; message: string }>('POST', '/client/onesignal-funnel/store', body);

const storeSystem = (caller: Caller, body: Record<string, unknown>) =>
  caller.ok<{ data: SystemFunnel; message: string }>('POST', '/client/system-funnel/store', body);

test.describe('OneSignal funnels', () => {
  test.beforeEach(async ({ request }) => {
    await resetServer(request);
  });

  test('create offers the applications and the active templates with their steps', async ({ request }) => {
    const owner = await signIn(request, 'owner');
    const { options, defaults } = await owner.ok<{
      options: {
        application_id: Option<number>[];
        template_id: (Option<number> & { language: string; steps: FunnelStep[] })[];
      };
      defaults: Record<string, unknown>;
    }>('GET', '/client/onesignal-funnel/create');
    expect(options.application_id.map((o) => o.value)).toEqual(await applicationIds(owner));
    expect(options.template_id.length).toBeGreaterThan(0);
    for (const template of options.template_id) {
      expect(['ru', 'en']).toContain(template.language);
      expect(template.steps.length).toBeGreaterThan(0);
      expect(Object.keys(template.steps[0]!).sort()).toEqual(['body', 'delay_minutes', 'title', 'url']);
    }
    expect(defaults).toEqual({
      name: '',
      application_id: null,
      template_id: null,
      is_active: false,
      steps: [{ delay_minutes: 0, title: '', body: '', url: '' }],
    });
  });

  test('store keeps three steps in order; edit and the listing show the funnel', async ({ request }) => {
    const owner = await signIn(request, 'owner');
    const [app] = await applicationIds(owner);
    const { options } = await owner.ok<{ options: { template_id: Option<number>[] } }>(
      'GET',
      '/client/onesignal-funnel/create',
    );
    const template = options.template_id[0]!;
    const steps = [step(1, 0), step(2, 60), step(3, 1440)];
    const stored = await storeOneSignal(owner, {
      name: '  Welcome series  ',
      application_id: app,
      template_id: template.value,
      is_active: true,
      steps,
    });
    expect(stored.message).toBe('The funnel was saved.');
    expect(stored.data).toMatchObject({
      name: 'Welcome series',
      application_id: app,
      template_id: template.value,
      template_name: template.label,
      is_active: true,
      steps,
      subscribers: 0,
    });
    expect(stored.data.application_name.length).toBeGreaterThan(0);
    const edit = await owner.ok<{ data: OneSignalFunnel; options: Record<string, unknown> }>(
      'GET',
      `/client/onesignal-funnel/${stored.data.id}/edit`,
    );
    expect(edit.data).toEqual(stored.data);
    expect(Object.keys(edit.options).sort()).toEqual(['application_id', 'template_id']);

    const rows = await rowsOf<{ id: number; steps_count: number; is_active: boolean }>(
      owner,
      'onesignal-funnels',
      {
        search: 'Welcome series',
      },
    );
    expect(rows.data).toMatchObject([{ id: stored.data.id, steps_count: 3, is_active: true }]);
    const settings = await owner.ok<{
      columns: { key: string; href?: string }[];
      actions: { key: string; method: string; url: string }[];
    }>('GET', '/common/listing/onesignal-funnels/settings');
    expect(settings.columns.find((c) => c.key === 'name')?.href).toBe('/client/onesignal-funnels/{id}');
    expect(settings.actions.map((a) => [a.key, a.method, a.url])).toEqual([
      ['activate', 'PUT', '/client/onesignal-funnel/{id}/activate'],
      ['deactivate', 'PUT', '/client/onesignal-funnel/{id}/activate'],
      ['delete', 'DELETE', '/client/onesignal-funnel/{id}/delete'],
    ]);
  });

  test('the step rules answer 422 keyed steps.<index>.<field>; the list on steps', async ({ request }) => {
    const owner = await signIn(request, 'owner');
    const [app] = await applicationIds(owner);
    const body = { name: 'Checked', application_id: app, steps: [step(1), step(2), step(3)] };
    const refused = async (fields: Record<string, unknown>, lang: 'en' | 'ru' = 'en') =>
      (await owner.invalid('POST', '/client/onesignal-funnel/store', { ...body, ...fields }, lang)).errors;
    expect(await refused({ steps: [step(1), { ...step(2), title: '' }, step(3)] })).toEqual({
      'steps.1.title': ['The field is required.'],
    });
    expect(
      await refused({
        steps: [
          { ...step(1), delay_minutes: -1 },
          { ...step(2), body: 'x'.repeat(241), url: 'not a url' },
          { ...step(3), title: 'x'.repeat(66), delay_minutes: 43201 },
        ],
      }),
    ).toEqual({
      'steps.0.delay_minutes': ['The delay must be a whole number of minutes from 0 to 43200 (30 days).'],
      'steps.1.body': ['The value may not be longer than 240 characters.'],
      'steps.1.url': ['The value must be a valid http(s) URL.'],
      'steps.2.delay_minutes': ['The delay must be a whole number of minutes from 0 to 43200 (30 days).'],
      'steps.2.title': ['The value may not be longer than 65 characters.'],
    });
    expect(await refused({ steps: [{ ...step(1), delay_minutes: 1.5 }] })).toHaveProperty([
      'steps.0.delay_minutes',
    ]);
    expect(await refused({ steps: [] })).toEqual({ steps: ['Add 1 to 20 steps.'] });
    expect(await refused({ steps: Array.from({ length: 21 }, (_, i) => step(i + 1)) })).toEqual({
      steps: ['Add 1 to 20 steps.'],
    });
    expect(await refused({ steps: 'three' })).toEqual({ steps: ['The value must be a list.'] });
    expect(await refused({ steps: [step(1), null] })).toEqual({
      'steps.1.delay_minutes': ['The field is required.'],
      'steps.1.title': ['The field is required.'],
      'steps.1.body': ['The field is required.'],
      'steps.1.url': ['The field is required.'],
    });
    expect(await refused({ name: '', application_id: 999999, template_id: 999999 })).toEqual({
      name: ['The field is required.'],
      application_id: ['The selected value is invalid.'],
      template_id: ['The selected value is invalid.'],
    });
    expect(await refused({ application_id: null })).toEqual({ application_id: ['The field is required.'] });
    expect(await refused({ steps: [{ ...step(1), title: '' }] }, 'ru')).toEqual({
      'steps.0.title': ['Поле обязательно для заполнения.'],
    });
    // Twenty steps, the longest wait: accepted.
    const longest = await storeOneSignal(owner, {
      ...body,
      steps: Array.from({ length: 20 }, (_, i) => step(i + 1, i === 19 ? 43200 : 0)),
    });
    expect(longest.data.steps).toHaveLength(20);
  });

  test('update reorders the steps and the order persists; an absent field keeps its value', async ({
    request,
  }) => {
    const owner = await signIn(request, 'owner');
    const [app] = await applicationIds(owner);
    const steps = [step(1, 0), step(2, 30), step(3, 90)];
    const { data } = await storeOneSignal(owner, { name: 'Reorder me', application_id: app, steps });
    const reordered = [steps[2]!, steps[0]!, steps[1]!];
    const updated = await owner.ok<{ data: OneSignalFunnel }>(
      'PUT',
      `/client/onesignal-funnel/${data.id}/update`,
      {
        steps: reordered,
      },
    );
    expect(updated.data.steps).toEqual(reordered);
    expect(updated.data).toMatchObject({ name: 'Reorder me', application_id: app, is_active: false });
    const edit = await owner.ok<{ data: OneSignalFunnel }>('GET', `/client/onesignal-funnel/${data.id}/edit`);
    expect(edit.data.steps.map((s) => s.title)).toEqual(['Step 3', 'Step 1', 'Step 2']);
    const refused = await owner.invalid('PUT', `/client/onesignal-funnel/${data.id}/update`, {
      steps: [steps[0], { ...steps[1], url: '' }],
    });
    expect(refused.errors).toEqual({ 'steps.1.url': ['The field is required.'] });
  });

  test('activate switches the funnel on and off; delete removes it', async ({ request }) => {
    const owner = await signIn(request, 'owner');
    const [app] = await applicationIds(owner);
    const { data } = await storeOneSignal(owner, {
      name: 'Switch me',
      application_id: app,
      steps: [step(1, 0)],
    });
    expect(data.is_active).toBe(false);
    const on = await owner.ok<{ data: OneSignalFunnel; message: string }>(
      'PUT',
      `/client/onesignal-funnel/${data.id}/activate`,
      { isActive: true },
    );
    expect(on).toMatchObject({ data: { id: data.id, is_active: true }, message: 'The funnel is on.' });
    const active = await rowsOf<{ is_active: boolean }>(owner, 'onesignal-funnels', { search: 'Switch me' });
    expect(active.data[0]!.is_active).toBe(true);
    const off = await owner.ok<{ data: OneSignalFunnel; message: string }>(
      'PUT',
      `/client/onesignal-funnel/${data.id}/activate`,
      { isActive: false },
    );
    expect(off).toMatchObject({ data: { is_active: false }, message: 'The funnel is off.' });
    expect((await owner.invalid('PUT', `/client/onesignal-funnel/${data.id}/activate`, {})).errors).toEqual({
      isActive: ['The value must be true or false.'],
    });
    expect(await owner.ok('DELETE', `/client/onesignal-funnel/${data.id}/delete`)).toEqual({
      message: 'Deleted.',
    });
    expect(await owner.status('GET', `/client/onesignal-funnel/${data.id}/edit`)).toBe(404);
    expect((await rowsOf(owner, 'onesignal-funnels', { search: 'Switch me' })).meta.total).toBe(0);
  });

  test("another company's funnel is 404; without funnel.manage 403", async ({ request }) => {
    const owner = await signIn(request, 'owner');
    const seeded = await rowsOf<{ id: number }>(owner, 'onesignal-funnels');
    const id = seeded.data[0]!.id;
    const other = await registerCompany(request, 'funnel-other');
    expect(await other.status('GET', `/client/onesignal-funnel/${id}/edit`)).toBe(404);
    expect(await other.status('PUT', `/client/onesignal-funnel/${id}/update`, { name: 'x' })).toBe(404);
    expect(await other.status('PUT', `/client/onesignal-funnel/${id}/activate`, { isActive: true })).toBe(
      404,
    );
    expect(await other.status('DELETE', `/client/onesignal-funnel/${id}/delete`)).toBe(404);
    const member = await signIn(request, 'member');
    expect(await member.status('GET', '/client/onesignal-funnel/create')).toBe(403);
    expect(await member.status('GET', `/client/onesignal-funnel/${id}/edit`)).toBe(403);
    expect(await member.status('GET', '/client/system-funnel/create')).toBe(403);
    expect(await member.status('GET', '/client/onesignal-notification/1/show')).toBe(403);
  });
});

test.describe('OneSignal single notifications', () => {
  test.beforeEach(async ({ request }) => {
    await resetServer(request);
  });

  test('show answers the figures, the rates and the days since sending', async ({ request }) => {
    const owner = await signIn(request, 'owner');
    const sent = await rowsOf<{ id: number; sent: number }>(owner, 'onesignal-single-notifications', {
      filters: { status: ['sent'] },
    });
    const { data } = await owner.ok<{ data: OneSignalNotification }>(
      'GET',
      `/client/onesignal-notification/${sent.data[0]!.id}/show`,
    );
    expect(Object.keys(data).sort()).toEqual(
      [
        'application_id',
        'application_name',
        'body',
        'clicked',
        'created_at',
        'ctr',
        'daily',
        'delivered',
        'delivery_rate',
        'id',
        'name',
        'send_at',
        'sent',
        'status',
        'title',
        'url',
      ].sort(),
    );
    expect(data.status).toBe('sent');
    expect(data.sent).toBeGreaterThan(0);
    expect(data.delivery_rate).toBeCloseTo(data.delivered / data.sent, 3);
    expect(data.ctr).toBeCloseTo(data.clicked / data.delivered, 3);
    expect(data.delivery_rate).toBeGreaterThan(0);
    expect(data.delivery_rate).toBeLessThanOrEqual(1);
    expect(data.daily.length).toBeGreaterThan(0);
    expect(data.daily[0]!.date).toBe(data.send_at!.slice(0, 10));
    const dates = data.daily.map((d) => d.date);
    expect(dates).toEqual([...dates].sort());
    expect(data.daily.reduce((sum, d) => sum + d.sent, 0)).toBe(data.sent);
    expect(data.daily.reduce((sum, d) => sum + d.delivered, 0)).toBe(data.delivered);
    expect(data.daily.reduce((sum, d) => sum + d.clicked, 0)).toBe(data.clicked);

    // Not sent yet: no figures per day.
    const scheduled = await rowsOf<{ id: number }>(owner, 'onesignal-single-notifications', {
      filters: { status: ['scheduled'] },
    });
    const notSent = await owner.ok<{
      data: Pick<OneSignalNotification, 'daily' | 'sent' | 'delivery_rate' | 'ctr'>;
    }>('GET', `/client/onesignal-notification/${scheduled.data[0]!.id}/show`);
    expect(notSent.data).toMatchObject({ daily: [], sent: 0, delivery_rate: 0, ctr: 0 });

    expect(await owner.status('GET', '/client/onesignal-notification/999999/show')).toBe(404);
    const other = await registerCompany(request, 'onesignal-other');
    expect(await other.status('GET', `/client/onesignal-notification/${sent.data[0]!.id}/show`)).toBe(404);
    const settings = await owner.ok<{ columns: { key: string; href?: string }[] }>(
      'GET',
      '/common/listing/onesignal-single-notifications/settings',
    );
    expect(settings.columns.find((c) => c.key === 'name')?.href).toBe('/client/onesignal-notifications/{id}');
  });
});

test.describe('system funnels', () => {
  test.beforeEach(async ({ request }) => {
    await resetServer(request);
  });

  test('create offers the triggers and the active templates', async ({ request }) => {
    const owner = await signIn(request, 'owner');
    const { options, defaults } = await owner.ok<{
      options: {
        trigger: Option<string>[];
        template_id: (Option<number> & {
          trigger: string;
          trigger_value: number | null;
          steps: FunnelStep[];
        })[];
      };
      defaults: Record<string, unknown>;
    }>('GET', '/client/system-funnel/create');
    expect(options.trigger).toEqual([
      { value: 'install', label: 'Install' },
      { value: 'first_open', label: 'First open' },
      { value: 'inactive_days', label: 'Inactive days' },
    ]);
    expect(options.template_id.length).toBeGreaterThan(0);
    for (const template of options.template_id) {
      expect(['install', 'first_open', 'inactive_days']).toContain(template.trigger);
      expect(template.trigger_value === null).toBe(template.trigger !== 'inactive_days');
      expect(template.steps.length).toBeGreaterThan(0);
    }
    expect(defaults).toEqual({
      name: '',
      trigger: 'install',
      trigger_value: null,
      template_id: null,
      is_active: false,
      steps: [{ delay_minutes: 0, title: '', body: '', url: '' }],
    });
  });

  test('inactive_days needs a number of days; other triggers store none', async ({ request }) => {
    const owner = await signIn(request, 'owner');
    const body = { name: 'Come back', trigger: 'inactive_days', steps: [step(1, 0), step(2, 1440)] };
    const refused = async (fields: Record<string, unknown>) =>
      (await owner.invalid('POST', '/client/system-funnel/store', { ...body, ...fields })).errors;
    expect(await refused({})).toEqual({ trigger_value: ['The field is required.'] });
    for (const value of [0, 366, 2.5, 'seven'])
      expect(await refused({ trigger_value: value }), String(value)).toEqual({
        trigger_value: ['The number of days must be a whole number from 1 to 365.'],
      });
    expect(await refused({ trigger: 'birthday' })).toEqual({ trigger: ['The selected value is invalid.'] });
    expect(await refused({ steps: [{ ...step(1), title: '' }], trigger_value: 3 })).toEqual({
      'steps.0.title': ['The field is required.'],
    });

    const { options } = await owner.ok<{ options: { template_id: Option<number>[] } }>(
      'GET',
      '/client/system-funnel/create',
    );
    const stored = await storeSystem(owner, {
      ...body,
      trigger_value: 7,
      template_id: options.template_id[0]!.value,
    });
    expect(stored.data).toMatchObject({
      name: 'Come back',
      trigger: 'inactive_days',
      trigger_value: 7,
      template_id: options.template_id[0]!.value,
      template_name: options.template_id[0]!.label,
      is_active: false,
      steps: body.steps,
    });
    const install = await storeSystem(owner, {
      ...body,
      name: 'Welcome',
      trigger: 'install',
      trigger_value: 5,
    });
    expect(install.data).toMatchObject({ trigger: 'install', trigger_value: null, template_id: null });

    // Update: switching to inactive_days asks for the days.
    const switched = await owner.invalid('PUT', `/client/system-funnel/${install.data.id}/update`, {
      trigger: 'inactive_days',
    });
    expect(switched.errors).toEqual({ trigger_value: ['The field is required.'] });
    const updated = await owner.ok<{ data: SystemFunnel }>(
      'PUT',
      `/client/system-funnel/${install.data.id}/update`,
      {
        trigger: 'inactive_days',
        trigger_value: 30,
        steps: [body.steps[1], body.steps[0]],
      },
    );
    expect(updated.data).toMatchObject({ trigger: 'inactive_days', trigger_value: 30, name: 'Welcome' });
    const edit = await owner.ok<{ data: SystemFunnel }>(
      'GET',
      `/client/system-funnel/${install.data.id}/edit`,
    );
    expect(edit.data).toEqual(updated.data);
    expect(edit.data.steps.map((s) => s.title)).toEqual(['Step 2', 'Step 1']);

    const rows = await rowsOf<{ id: number; trigger_value: number; steps_count: number }>(
      owner,
      'system-funnels',
      {
        search: 'Welcome',
      },
    );
    expect(rows.data).toMatchObject([{ id: install.data.id, trigger_value: 30, steps_count: 2 }]);
  });

  test('activate and delete; the listing links to the record screen', async ({ request }) => {
    const owner = await signIn(request, 'owner');
    const { data } = await storeSystem(owner, { name: 'Toggle', trigger: 'first_open', steps: [step(1, 0)] });
    const on = await owner.ok<{ data: SystemFunnel; message: string }>(
      'PUT',
      `/client/system-funnel/${data.id}/activate`,
      { isActive: true },
    );
    expect(on).toMatchObject({ data: { is_active: true }, message: 'The funnel is on.' });
    expect(
      (await owner.ok<{ data: SystemFunnel }>('GET', `/client/system-funnel/${data.id}/edit`)).data.is_active,
    ).toBe(true);
    expect(await owner.ok('DELETE', `/client/system-funnel/${data.id}/delete`)).toEqual({
      message: 'Deleted.',
    });
    expect(await owner.status('GET', `/client/system-funnel/${data.id}/edit`)).toBe(404);
    const settings = await owner.ok<{ columns: { key: string; href?: string }[] }>(
      'GET',
      '/common/listing/system-funnels/settings',
    );
    expect(settings.columns.find((c) => c.key === 'name')?.href).toBe('/client/system-funnels/{id}');

    const other = await registerCompany(request, 'system-other');
    const seeded = await rowsOf<{ id: number }>(owner, 'system-funnels');
    expect(await other.status('GET', `/client/system-funnel/${seeded.data[0]!.id}/edit`)).toBe(404);
    expect(await other.status('DELETE', `/client/system-funnel/${seeded.data[0]!.id}/delete`)).toBe(404);
  });
});
