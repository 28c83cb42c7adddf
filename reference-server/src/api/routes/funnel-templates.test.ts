/**
 * OneSignal funnel templates and system funnel templates through the API only (docs/api-contract.md, "Messaging
 * templates (administrators)"): create, store with the step rules (errors keyed `steps.<index>.<field>`), the trigger
 * rules, edit and update, delete.
 */
import type { FunnelStep, OneSignalTemplate, SystemFunnelTemplate } from '@panel/contract';
import { expect, test } from '../../testing/api-test';
import { resetServer } from '../../testing/api-test';
import {
  callers,
  listing,
  step,
  validOneSignalTemplate,
  validSystemFunnelTemplate,
  type Caller,
  type Option,
} from '../../testing/manage-messaging';

const ONESIGNAL = '/manage/onesignal-template';
const SYSTEM = '/manage/system-funnel-template';
const EMPTY_STEP = { delay_minutes: 0, title: '', body: '', url: '' };

/** The step rules are the same for both kinds: each case against one base path and one valid body. */
async function expectStepErrors(caller: Caller, path: string, valid: Record<string, unknown>) {
  const store = (steps: unknown) => caller.invalid('POST', `${path}/store`, { ...valid, steps });
  expect((await store([])).errors).toEqual({ steps: ['Add 1 to 20 steps.'] });
  expect((await store(undefined)).errors).toEqual({ steps: ['Add 1 to 20 steps.'] });
  expect((await store('one')).errors).toEqual({ steps: ['The value must be a list.'] });
  expect((await store(Array.from({ length: 21 }, (_, i) => step(i === 0 ? 0 : 60, i + 1)))).errors).toEqual({
    steps: ['Add 1 to 20 steps.'],
  });
  // Errors of a step are keyed by its index.
  expect((await store([step(0, 1), { ...step(60, 2), title: '' }])).errors).toEqual({
    'steps.1.title': ['The field is required.'],
  });
  expect((await store([{ ...step(0, 1), title: 'x'.repeat(66) }])).errors).toEqual({
    'steps.0.title': ['The value may not be longer than 65 characters.'],
  });
  expect((await store([{ ...step(0, 1), body: 'x'.repeat(241) }])).errors).toEqual({
    'steps.0.body': ['The value may not be longer than 240 characters.'],
  });
  expect((await store([{ ...step(0, 1), url: 'offers.example' }])).errors).toEqual({
    'steps.0.url': ['The value must be a valid http(s) URL.'],
  });
  for (const delay of [-1, 43201, 1.5, 'soon'])
    expect((await store([{ ...step(0, 1), delay_minutes: delay }])).errors, String(delay)).toEqual({
      'steps.0.delay_minutes': ['The delay must be a whole number of minutes from 0 to 43200 (30 days).'],
    });
  expect((await store([EMPTY_STEP])).errors).toEqual({
    'steps.0.title': ['The field is required.'],
    'steps.0.body': ['The field is required.'],
    'steps.0.url': ['The field is required.'],
  });
  // The bounds themselves are fine: 30 days, 20 steps.
  const twenty = Array.from({ length: 20 }, (_, i) => step(i === 0 ? 0 : 43200, i + 1));
  const stored = await caller.ok<{ data: { steps: FunnelStep[] } }>('POST', `${path}/store`, {
    ...valid,
    steps: twenty,
  });
  expect(stored.data.steps).toEqual(twenty);
}

test.describe('OneSignal funnel templates (administrators)', () => {
  test.beforeEach(async ({ request }) => {
    await resetServer(request);
  });

  test('create offers the languages and one empty step', async ({ request }) => {
    const { admin } = await callers(request);
    const form = await admin.ok<{
      options: { language: Option<string>[] };
      defaults: Record<string, unknown>;
    }>('GET', `${ONESIGNAL}/create`);
    expect(form.options.language).toEqual([
      { value: 'ru', label: 'Russian' },
      { value: 'en', label: 'English' },
    ]);
    expect(form.defaults).toEqual({ name: '', language: 'ru', is_active: true, steps: [EMPTY_STEP] });
  });

  test('store saves the steps in order; edit and the listing show the template', async ({ request }) => {
    const { admin } = await callers(request);
    const stored = await admin.ok<{ data: OneSignalTemplate; message: string }>(
      'POST',
      `${ONESIGNAL}/store`,
      validOneSignalTemplate,
    );
    expect(stored.message).toBe('The template was saved.');
    expect(stored.data).toMatchObject(validOneSignalTemplate);
    const edit = await admin.ok<{ data: OneSignalTemplate }>('GET', `${ONESIGNAL}/${stored.data.id}/edit`);
    expect(edit.data).toEqual(stored.data);
    const rows = await listing<{ id: number; steps_count: number; is_active: boolean }>(
      admin,
      'onesignal-funnels-templates',
      { search: 'Welcome series' },
      'common',
    );
    expect(rows.data).toMatchObject([{ id: stored.data.id, steps_count: 2, is_active: true }]);
  });

  test('store answers 422 per field, steps keyed by index', async ({ request }) => {
    const { admin } = await callers(request);
    const store = (fields: Record<string, unknown>) =>
      admin.invalid('POST', `${ONESIGNAL}/store`, { ...validOneSignalTemplate, ...fields });
    expect((await store({ name: '' })).errors).toEqual({ name: ['The field is required.'] });
    expect((await store({ language: 'fr' })).errors).toEqual({
      language: ['The selected value is invalid.'],
    });
    expect((await store({ is_active: 'maybe' })).errors).toEqual({
      is_active: ['The value must be true or false.'],
    });
    await expectStepErrors(admin, ONESIGNAL, validOneSignalTemplate);
  });

  test('update replaces the steps and keeps what was not sent; delete, then edit answers 404', async ({
    request,
  }) => {
    const { admin } = await callers(request);
    const { data } = await admin.ok<{ data: OneSignalTemplate }>(
      'POST',
      `${ONESIGNAL}/store`,
      validOneSignalTemplate,
    );
    const steps = [step(0, 7), step(30, 8), step(43200, 9)];
    const updated = await admin.ok<{ data: OneSignalTemplate }>('PUT', `${ONESIGNAL}/${data.id}/update`, {
      ...validOneSignalTemplate,
      steps,
      is_active: false,
    });
    expect(updated.data).toEqual({ ...data, version: data.version + 1, steps, is_active: false });
    const renamed = await admin.ok<{ data: OneSignalTemplate }>('PUT', `${ONESIGNAL}/${data.id}/update`, {
      name: 'Renamed',
    });
    expect(renamed.data).toEqual({ ...updated.data, version: updated.data.version + 1, name: 'Renamed' });
    expect(
      (
        await admin.invalid('PUT', `${ONESIGNAL}/${data.id}/update`, {
          steps: [step(0, 1), { ...step(5, 2), url: '' }],
        })
      ).errors,
    ).toEqual({ 'steps.1.url': ['The field is required.'] });

    expect(await admin.ok('DELETE', `${ONESIGNAL}/${data.id}/delete`)).toEqual({ message: 'Deleted.' });
    expect(await admin.status('GET', `${ONESIGNAL}/${data.id}/edit`)).toBe(404);
    expect(await admin.status('DELETE', `${ONESIGNAL}/${data.id}/delete`)).toBe(404);
  });

  test('a company user gets 403', async ({ request }) => {
    const { owner } = await callers(request);
    expect(await owner.status('GET', `${ONESIGNAL}/create`)).toBe(403);
    expect(await owner.status('POST', `${ONESIGNAL}/store`, validOneSignalTemplate)).toBe(403);
    expect(await owner.status('GET', `${ONESIGNAL}/1/edit`)).toBe(403);
    expect(await owner.status('PUT', `${ONESIGNAL}/1/update`, validOneSignalTemplate)).toBe(403);
    expect(await owner.status('DELETE', `${ONESIGNAL}/1/delete`)).toBe(403);
  });
});

test.describe('system funnel templates (administrators)', () => {
  test.beforeEach(async ({ request }) => {
    await resetServer(request);
  });

  test('create offers the triggers with labels and one empty step', async ({ request }) => {
    const { admin } = await callers(request);
    const form = await admin.ok<{
      options: { trigger: Option<string>[] };
      defaults: Record<string, unknown>;
    }>('GET', `${SYSTEM}/create`);
    expect(form.options).toEqual({
      trigger: [
        { value: 'install', label: 'Install' },
        { value: 'first_open', label: 'First open' },
        { value: 'inactive_days', label: 'Inactive days' },
      ],
    });
    expect(form.defaults).toEqual({
      name: '',
      trigger: 'install',
      trigger_value: null,
      is_active: true,
      steps: [EMPTY_STEP],
    });
  });

  test('store saves the template; edit and the listing show it', async ({ request }) => {
    const { admin } = await callers(request);
    const stored = await admin.ok<{ data: SystemFunnelTemplate; message: string }>(
      'POST',
      `${SYSTEM}/store`,
      validSystemFunnelTemplate,
    );
    expect(stored.message).toBe('The template was saved.');
    expect(stored.data).toMatchObject(validSystemFunnelTemplate);
    const edit = await admin.ok<{ data: SystemFunnelTemplate }>('GET', `${SYSTEM}/${stored.data.id}/edit`);
    expect(edit.data).toEqual(stored.data);
    const rows = await listing<{ id: number; trigger_value: number }>(
      admin,
      'system-funnels-templates',
      { search: 'Come back' },
      'common',
    );
    expect(rows.data).toMatchObject([{ id: stored.data.id, trigger_value: 7 }]);
  });

  test('the trigger rules: trigger_value required 1..365 with inactive_days, null otherwise', async ({
    request,
  }) => {
    const { admin } = await callers(request);
    const store = (fields: Record<string, unknown>, lang: 'en' | 'ru' = 'en') =>
      admin.invalid('POST', `${SYSTEM}/store`, { ...validSystemFunnelTemplate, ...fields }, lang);
    expect((await store({ trigger_value: null })).errors).toEqual({
      trigger_value: ['The field is required.'],
    });
    expect((await store({ trigger_value: undefined }, 'ru')).errors).toEqual({
      trigger_value: ['Поле обязательно для заполнения.'],
    });
    for (const value of [0, 366, 2.5, 'week'])
      expect((await store({ trigger_value: value })).errors, String(value)).toEqual({
        trigger_value: ['The number of days must be a whole number from 1 to 365.'],
      });
    expect((await store({ trigger: 'reinstall' })).errors).toEqual({
      trigger: ['The selected value is invalid.'],
    });
    expect((await store({ trigger: '' })).errors).toEqual({ trigger: ['The field is required.'] });
    // Another trigger ignores the value and stores null.
    const install = await admin.ok<{ data: SystemFunnelTemplate }>('POST', `${SYSTEM}/store`, {
      ...validSystemFunnelTemplate,
      trigger: 'install',
      trigger_value: 400,
    });
    expect(install.data).toMatchObject({ trigger: 'install', trigger_value: null });
    expect((await store({ name: '' })).errors).toEqual({ name: ['The field is required.'] });
  });

  test('the step rules', async ({ request }) => {
    const { admin } = await callers(request);
    await expectStepErrors(admin, SYSTEM, validSystemFunnelTemplate);
  });

  test('update checks the trigger it will have; delete, then edit answers 404', async ({ request }) => {
    const { admin } = await callers(request);
    const { data } = await admin.ok<{ data: SystemFunnelTemplate }>('POST', `${SYSTEM}/store`, {
      ...validSystemFunnelTemplate,
      trigger: 'first_open',
      trigger_value: null,
    });
    expect(data.trigger_value).toBeNull();
    // Switching to inactive_days without a number of days is refused; with one it is saved.
    expect(
      (await admin.invalid('PUT', `${SYSTEM}/${data.id}/update`, { trigger: 'inactive_days' })).errors,
    ).toEqual({ trigger_value: ['The field is required.'] });
    const updated = await admin.ok<{ data: SystemFunnelTemplate }>('PUT', `${SYSTEM}/${data.id}/update`, {
      trigger: 'inactive_days',
      trigger_value: 30,
      steps: [step(0, 1), step(120, 2)],
    });
    expect(updated.data).toEqual({
      ...data,
      version: data.version + 1,
      trigger: 'inactive_days',
      trigger_value: 30,
      steps: [step(0, 1), step(120, 2)],
    });
    // Back to install: the value is dropped.
    const back = await admin.ok<{ data: SystemFunnelTemplate }>('PUT', `${SYSTEM}/${data.id}/update`, {
      trigger: 'install',
    });
    expect(back.data).toMatchObject({ trigger: 'install', trigger_value: null });

    expect(await admin.ok('DELETE', `${SYSTEM}/${data.id}/delete`)).toEqual({ message: 'Deleted.' });
    expect(await admin.status('GET', `${SYSTEM}/${data.id}/edit`)).toBe(404);
    expect(await admin.status('PUT', `${SYSTEM}/${data.id}/update`, validSystemFunnelTemplate)).toBe(404);
  });

  test('a company user gets 403', async ({ request }) => {
    const { owner } = await callers(request);
    expect(await owner.status('GET', `${SYSTEM}/create`)).toBe(403);
    expect(await owner.status('POST', `${SYSTEM}/store`, validSystemFunnelTemplate)).toBe(403);
    expect(await owner.status('GET', `${SYSTEM}/1/edit`)).toBe(403);
    expect(await owner.status('PUT', `${SYSTEM}/1/update`, validSystemFunnelTemplate)).toBe(403);
    expect(await owner.status('DELETE', `${SYSTEM}/1/delete`)).toBe(403);
  });
});
