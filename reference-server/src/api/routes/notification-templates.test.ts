/**
 * Notification templates through the API only (docs/api-contract.md, "Messaging templates (administrators)"): the
 * events and their placeholders, the text rules (unknown placeholder, unclosed brace), edit and update, destroy, and
 * the test message (recipient rules per channel, a recipient that cannot be reached, the text with sample values).
 */
import type { NotificationTemplate, TestMessage } from '@panel/contract';
import { expect, test } from '../../testing/api-test';
import { resetServer } from '../../testing/api-test';
import {
  callers,
  listing,
  validNotificationTemplate,
  type Caller,
  type Option,
} from '../../testing/manage-messaging';

interface Forms {
  options: {
    event: (Option<string> & { placeholders: string[] })[];
    channel: Option<string>[];
    language: Option<string>[];
  };
  defaults: Record<string, unknown>;
}

const BASE = '/manage/notification-template';

const storeTemplate = async (caller: Caller, fields: Record<string, unknown> = {}) =>
  (
    await caller.ok<{ data: NotificationTemplate; message: string }>('POST', `${BASE}/store`, {
      ...validNotificationTemplate,
      ...fields,
    })
  ).data;

test.describe('notification templates (administrators)', () => {
  test.beforeEach(async ({ request }) => {
    await resetServer(request);
  });

  test('create offers every event with its placeholders, the channels and the languages', async ({
    request,
  }) => {
    const { admin } = await callers(request);
    const form = await admin.ok<Forms>('GET', `${BASE}/create`);
    expect(form.options.event).toEqual([
      {
        value: 'balance_low',
        label: 'Low balance',
        placeholders: ['company', 'balance', 'threshold', 'currency'],
      },
      { value: 'domain_error', label: 'Domain error', placeholders: ['company', 'domain', 'error'] },
      {
        value: 'app_blocked',
        label: 'Application blocked',
        placeholders: ['company', 'application', 'reason'],
      },
      {
        value: 'daily_report',
        label: 'Daily report',
        placeholders: ['company', 'date', 'installs', 'deposits_sum', 'currency'],
      },
      {
        value: 'deposit_received',
        label: 'Deposit received',
        placeholders: ['company', 'amount', 'balance', 'currency'],
      },
      {
        value: 'tariff_expiring',
        label: 'Tariff expiring',
        placeholders: ['company', 'tariff', 'expires_at'],
      },
    ]);
    expect(form.options.channel).toEqual([
      { value: 'telegram', label: 'Telegram' },
      { value: 'email', label: 'Email' },
    ]);
    expect(form.options.language.map((o) => o.value)).toEqual(['ru', 'en']);
    expect(form.defaults).toEqual({
      name: '',
      event: 'balance_low',
      channel: 'telegram',
      language: 'ru',
      text: '',
    });
    // Labels follow the request language.
    const ru = await admin.call('GET', `${BASE}/create`, undefined, 'ru');
    expect(((await ru.json()) as Forms).options.event[0]!.label).toBe('Низкий баланс');
  });

  test('store accepts every placeholder of the event; edit and the listing show the template', async ({
    request,
  }) => {
    const { admin } = await callers(request);
    const text = 'Deposit of {amount} {currency} for {company}: the balance is now {balance} {currency}.';
    const stored = await admin.ok<{ data: NotificationTemplate; message: string }>('POST', `${BASE}/store`, {
      ...validNotificationTemplate,
      name: 'Deposit (email)',
      event: 'deposit_received',
      channel: 'email',
      text,
    });
    expect(stored.message).toBe('The template was saved.');
    expect(stored.data).toMatchObject({
      name: 'Deposit (email)',
      event: 'deposit_received',
      channel: 'email',
      text,
    });
    const edit = await admin.ok<{ data: NotificationTemplate; options: Forms['options'] }>(
      'GET',
      `${BASE}/${stored.data.id}/edit`,
    );
    expect(edit.data).toEqual(stored.data);
    expect(Object.keys(edit.options).sort()).toEqual(['channel', 'event', 'language']);
    const rows = await listing<{ id: number }>(
      admin,
      'template-notifications',
      { search: 'Deposit (email)' },
      'common',
    );
    expect(rows.data).toMatchObject([{ id: stored.data.id }]);
    // A text without placeholders is fine too.
    await storeTemplate(admin, { text: 'The balance is low.' });
  });

  test('store answers 422 per field', async ({ request }) => {
    const { admin } = await callers(request);
    const store = (fields: Record<string, unknown>) =>
      admin.invalid('POST', `${BASE}/store`, { ...validNotificationTemplate, ...fields });
    expect((await store({ name: '' })).errors).toEqual({ name: ['The field is required.'] });
    expect((await store({ event: 'server_on_fire' })).errors).toEqual({
      event: ['The selected value is invalid.'],
    });
    expect((await store({ channel: 'sms' })).errors).toEqual({ channel: ['The selected value is invalid.'] });
    expect((await store({ language: 'de' })).errors).toEqual({
      language: ['The selected value is invalid.'],
    });
    expect((await store({ text: '  ' })).errors).toEqual({ text: ['The field is required.'] });
    expect((await store({ text: 'x'.repeat(2001) })).errors).toEqual({
      text: ['The value may not be longer than 2000 characters.'],
    });
    await storeTemplate(admin, { text: 'x'.repeat(2000) });
  });

  test('text: an unknown placeholder is refused by name, with the available ones', async ({ request }) => {
    const { admin } = await callers(request);
    const invalid = await admin.invalid('POST', `${BASE}/store`, {
      ...validNotificationTemplate,
      text: 'Company {company}: {foo} left, see {details}.',
    });
    expect(invalid.errors).toEqual({
      text: [
        'Unknown placeholder {foo}. Available: {company}, {balance}, {threshold}, {currency}.',
        'Unknown placeholder {details}. Available: {company}, {balance}, {threshold}, {currency}.',
      ],
    });
    expect(invalid.message).toBe(invalid.errors.text![0]);
    // A placeholder of another event is unknown to this one.
    expect(
      (
        await admin.invalid('POST', `${BASE}/store`, {
          ...validNotificationTemplate,
          text: 'Domain {domain} failed',
        })
      ).errors.text,
    ).toEqual(['Unknown placeholder {domain}. Available: {company}, {balance}, {threshold}, {currency}.']);
    // …and known to its own.
    await storeTemplate(admin, {
      event: 'domain_error',
      text: 'Domain {domain} of {company} failed: {error}',
    });
    // In Russian.
    const ru = await admin.invalid(
      'POST',
      `${BASE}/store`,
      { ...validNotificationTemplate, event: 'tariff_expiring', text: '{company}: {balance}' },
      'ru',
    );
    expect(ru.errors).toEqual({
      text: ['Неизвестная подстановка {balance}. Доступны: {company}, {tariff}, {expires_at}.'],
    });
  });

  test('text: an unclosed brace is refused', async ({ request }) => {
    const { admin } = await callers(request);
    for (const text of ['Balance {balance', 'Balance {bal {balance}', '{'])
      expect(
        (await admin.invalid('POST', `${BASE}/store`, { ...validNotificationTemplate, text })).errors,
        text,
      ).toEqual({ text: ['A "{" is not closed: a placeholder is written like {company}.'] });
  });

  test('update checks the text against the event it will have; destroy, then edit answers 404', async ({
    request,
  }) => {
    const { admin } = await callers(request);
    const template = await storeTemplate(admin);
    // The stored text names {balance}, {currency} and {threshold}: another event without them is refused.
    expect(
      (await admin.invalid('PUT', `${BASE}/${template.id}/update`, { event: 'app_blocked' })).errors,
    ).toEqual({
      text: [
        'Unknown placeholder {balance}. Available: {company}, {application}, {reason}.',
        'Unknown placeholder {currency}. Available: {company}, {application}, {reason}.',
        'Unknown placeholder {threshold}. Available: {company}, {application}, {reason}.',
      ],
    });
    const updated = await admin.ok<{ data: NotificationTemplate }>('PUT', `${BASE}/${template.id}/update`, {
      ...validNotificationTemplate,
      event: 'app_blocked',
      channel: 'email',
      text: '{application} of {company} is blocked: {reason}',
    });
    expect(updated.data).toEqual({
      ...template,
      version: template.version + 1,
      event: 'app_blocked',
      channel: 'email',
      text: '{application} of {company} is blocked: {reason}',
    });
    const renamed = await admin.ok<{ data: NotificationTemplate }>('PUT', `${BASE}/${template.id}/update`, {
      name: 'Blocked (email)',
    });
    expect(renamed.data).toEqual({
      ...updated.data,
      version: updated.data.version + 1,
      name: 'Blocked (email)',
    });

    expect(await admin.ok('DELETE', `${BASE}/${template.id}/destroy`)).toEqual({ message: 'Deleted.' });
    expect(await admin.status('GET', `${BASE}/${template.id}/edit`)).toBe(404);
    expect(
      await admin.status('POST', `${BASE}/${template.id}/send-message`, { recipient: '@acme_ops' }),
    ).toBe(404);
    expect(await admin.status('DELETE', `${BASE}/${template.id}/destroy`)).toBe(404);
  });

  test('send-message answers the text with sample values filled in', async ({ request }) => {
    const { admin } = await callers(request);
    const template = await storeTemplate(admin);
    const telegram = await admin.ok<{ data: TestMessage; message: string }>(
      'POST',
      `${BASE}/${template.id}/send-message`,
      { recipient: ' @acme_ops ' },
    );
    expect(telegram.message).toBe('Test message sent to @acme_ops');
    expect(telegram.data).toMatchObject({ recipient: '@acme_ops', channel: 'telegram' });
    expect(telegram.data.text).toMatch(
      /^Company Acme Apps: the balance is [\d.]+ [A-Z]{3}, below [\d.]+ [A-Z]{3}\.$/,
    );
    expect(telegram.data.text).not.toContain('{');
    expect(Date.parse(telegram.data.sent_at)).not.toBeNaN();
    // A chat id works too (group chats are negative).
    for (const recipient of ['-1001234567890', '123456789'])
      await admin.ok('POST', `${BASE}/${template.id}/send-message`, { recipient });

    const email = await storeTemplate(admin, {
      channel: 'email',
      event: 'daily_report',
      text: 'Report of {date} for {company}: {installs} installs, {deposits_sum} {currency} deposited.',
    });
    const sent = await admin.ok<{ data: { text: string; channel: string }; message: string }>(
      'POST',
      `${BASE}/${email.id}/send-message`,
      { recipient: 'ops@acme.test' },
    );
    expect(sent.message).toBe('Test message sent to ops@acme.test');
    expect(sent.data.channel).toBe('email');
    expect(sent.data.text).toMatch(
      /^Report of \d{4}-\d{2}-\d{2} for Acme Apps: \d+ installs, [\d.]+ [A-Z]{3} deposited\.$/,
    );
  });

  test('send-message tries the text being edited, checked as a save checks it, and saves nothing', async ({
    request,
  }) => {
    const { admin } = await callers(request);
    const template = await storeTemplate(admin);
    const edited = await admin.ok<{ data: TestMessage }>('POST', `${BASE}/${template.id}/send-message`, {
      recipient: 'ops@acme.test',
      text: 'Edited: {company} is low.',
      channel: 'email',
    });
    expect(edited.data).toMatchObject({ channel: 'email', text: 'Edited: Acme Apps is low.' });
    const refused = await admin.invalid('POST', `${BASE}/${template.id}/send-message`, {
      recipient: '@acme_ops',
      text: 'Edited: {balanse}',
    });
    expect(Object.keys(refused.errors)).toEqual(['text']);
    const saved = await admin.ok<{ data: { text: string; channel: string } }>(
      'GET',
      `${BASE}/${template.id}/edit`,
    );
    expect(saved.data).toMatchObject({ text: template.text, channel: 'telegram' });
  });

  test('send-message refuses a recipient that does not fit the channel', async ({ request }) => {
    const { admin } = await callers(request);
    const telegram = await storeTemplate(admin);
    const email = await storeTemplate(admin, { channel: 'email' });
    const send = (id: number, recipient: unknown, lang: 'en' | 'ru' = 'en') =>
      admin.invalid('POST', `${BASE}/${id}/send-message`, { recipient }, lang);
    expect((await send(telegram.id, '')).errors).toEqual({ recipient: ['The field is required.'] });
    for (const recipient of ['ops@acme.test', '1234', 'acme_ops', '@ab', '@1acme', '12345678901234567'])
      expect((await send(telegram.id, recipient)).errors, recipient).toEqual({
        recipient: ['Enter a chat ID (5 to 15 digits, may start with "-") or an @username.'],
      });
    for (const recipient of ['@acme_ops', '-1001234567890', 'ops@acme'])
      expect((await send(email.id, recipient)).errors, recipient).toEqual({
        recipient: ['The email must be a valid email address.'],
      });
    expect((await send(email.id, 'nope', 'ru')).errors).toEqual({
      recipient: ['Введите корректный адрес электронной почты.'],
    });
  });

  test('send-message to a recipient that cannot be reached answers 422 with a message', async ({
    request,
  }) => {
    const { admin } = await callers(request);
    const telegram = await storeTemplate(admin);
    const email = await storeTemplate(admin, { channel: 'email' });
    const failed = await admin.invalid('POST', `${BASE}/${email.id}/send-message`, {
      recipient: 'fail@example.com',
    });
    expect(failed.message).toBe(
      'The test message could not be delivered: fail@example.com does not accept messages.',
    );
    expect(failed.errors).toEqual({ recipient: [failed.message] });
    const user = await admin.invalid('POST', `${BASE}/${telegram.id}/send-message`, {
      recipient: '@fail_user',
    });
    expect(user.message).toMatch(/^The test message could not be delivered: /);
    expect(Object.keys(user.errors)).toEqual(['recipient']);
  });

  test('a company user gets 403', async ({ request }) => {
    const { owner } = await callers(request);
    expect(await owner.status('GET', `${BASE}/create`)).toBe(403);
    expect(await owner.status('POST', `${BASE}/store`, validNotificationTemplate)).toBe(403);
    expect(await owner.status('GET', `${BASE}/1/edit`)).toBe(403);
    expect(await owner.status('PUT', `${BASE}/1/update`, validNotificationTemplate)).toBe(403);
    expect(await owner.status('DELETE', `${BASE}/1/destroy`)).toBe(403);
    expect(await owner.status('POST', `${BASE}/1/send-message`, { recipient: '@acme_ops' })).toBe(403);
  });
});
