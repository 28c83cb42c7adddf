/**
 * Issue 51, "all errors at once": a body that breaks both a field's own rule and a rule between fields (the contract's
 * `whenFieldsValid`) is told both in one 422, so a form never learns the cross-field errors only on its next submit.
 */
import { expect, test } from '../testing/api-test';
import { resetServer } from '../testing/api-test';
import { applicationIds, pushContent, signIn, step } from '../testing/messaging';

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

test('a subscription tier: its missing name and price with an upper bound below the lower one', async ({
  request,
}) => {
  const admin = await signIn(request, 'admin');
  const { errors } = await admin.invalid('POST', '/manage/tariff-tier/store', {
    tariff_id: 1,
    installs_from: 5000,
    installs_to: 3000,
  });
  expect(errors).toEqual({
    name: ['The field is required.'],
    installs_to: ['The upper bound must be greater than the lower one, or empty for an open-ended tier.'],
    price_per_install: ['The field is required.'],
  });
});

test("a subscription tier: its missing name with a range over another tier's", async ({ request }) => {
  const admin = await signIn(request, 'admin');
  const { errors } = await admin.invalid('POST', '/manage/tariff-tier/store', {
    tariff_id: 1,
    installs_from: 0,
    installs_to: 3,
    price_per_install: '0.0100',
  });
  expect(Object.keys(errors).sort()).toEqual(['installs_from', 'name']);
  expect(errors.installs_from![0]).toMatch(/^The range overlaps the tier "Start S"/);
});

test('a regular push: its missing name and title with a schedule broken by its kind', async ({ request }) => {
  const owner = await signIn(request, 'owner');
  const [app] = await applicationIds(owner);
  const { errors } = await owner.invalid('POST', '/client/push-notification/store', {
    ...pushContent,
    name: undefined,
    title: '',
    kind: 'regular',
    application_ids: [app],
    schedule: { days: [], time: '25:00', timezone: 'UTC' },
  });
  expect(errors).toEqual({
    name: ['The field is required.'],
    title: ['The field is required.'],
    'schedule.days': ['Select at least one day of the week.'],
    'schedule.time': ['The time must be HH:mm, 00:00 to 23:59.'],
  });
});

test('a single push: its missing applications with a moment in the past', async ({ request }) => {
  const owner = await signIn(request, 'owner');
  const { errors } = await owner.invalid('POST', '/client/push-notification/store', {
    ...pushContent,
    name: 'Flash sale',
    kind: 'single',
    application_ids: null,
    send_at: '2000-01-01T10:00:00Z',
  });
  expect(errors).toEqual({
    application_ids: ['Select at least one application.'],
    send_at: ['The send time must be in the future.'],
  });
});

test('a system funnel: a step without its title with "inactive days" and no number of days', async ({
  request,
}) => {
  const owner = await signIn(request, 'owner');
  const { errors } = await owner.invalid('POST', '/client/system-funnel/store', {
    name: null,
    trigger: 'inactive_days',
    steps: [{ ...step(1), title: '' }],
  });
  expect(errors).toEqual({
    name: ['The field is required.'],
    trigger_value: ['The field is required.'],
    'steps.0.title': ['The field is required.'],
  });
});

test('a notification template and its test message: a missing field with placeholders the event lacks', async ({
  request,
}) => {
  const admin = await signIn(request, 'admin');
  const base = '/manage/notification-template';
  const stored = await admin.invalid('POST', `${base}/store`, {
    event: 'balance_low',
    channel: 'telegram',
    language: 'en',
    text: 'Hello {nope}',
  });
  expect(Object.keys(stored.errors)).toEqual(['name', 'text']);

  const template = await admin.ok<{ data: { id: number } }>('POST', `${base}/store`, {
    name: 'Low balance',
    event: 'balance_low',
    channel: 'telegram',
    language: 'en',
    text: 'Balance of {company}',
  });
  const sent = await admin.invalid('POST', `${base}/${template.data.id}/send-message`, {
    text: 'Hello {nope}',
  });
  expect(Object.keys(sent.errors)).toEqual(['recipient', 'text']);
  expect(sent.errors.recipient).toEqual(['The field is required.']);
  expect(sent.errors.text).toEqual(stored.errors.text);
});
