/**
 * Telegram bots and notification switches through the API only (docs/api-contract.md, "Messaging (company area)"):
 * connect a bot (the username and token rules), edit with the token masked, update keeping the token, one active bot
 * per company, the invite link, and the notifications (a Telegram one needs an active bot). A freshly registered
 * company starts without a bot and with every notification off.
 */
import type { CompanyNotification, TelegramBot } from '@panel/contract';
import { expect, test } from '../../testing/api-test';
import { resetServer } from '../../testing/api-test';
import { registerCompany, rowsOf, signIn, type Caller } from '../../testing/messaging';

const TOKEN = '123456789:AAH3kz_exampleTokenForTests-0001xyz';
const OTHER_TOKEN = '987654321:BBH3kz_exampleTokenForTests-0002abc';

const connect = (caller: Caller, username: string, token = TOKEN) =>
  caller.ok<{ data: TelegramBot; message: string }>('PUT', '/client/telegram-bot/update', {
    username,
    token,
  });

const activeBot = async (caller: Caller) => {
  const response = await caller.call('GET', '/client/telegram-bot/get-active-bot');
  return response.status() === 404 ? null : ((await response.json()) as { bot: TelegramBot }).bot;
};

const notifications = async (caller: Caller) =>
  (await rowsOf<CompanyNotification>(caller, 'notifications', { perPage: 100 })).data;

test.describe('telegram bots', () => {
  test.beforeEach(async ({ request }) => {
    await resetServer(request);
  });

  test('a new company has no bot: get-active-bot and the invite link answer 404', async ({ request }) => {
    const owner = await registerCompany(request, 'bot-none');
    expect(await owner.status('GET', '/client/telegram-bot/get-active-bot')).toBe(404);
    expect(await owner.status('GET', '/client/telegram-bot/get-invite-link')).toBe(404);
    expect((await rowsOf(owner, 'bots')).meta.total).toBe(0);
  });

  test('connect refuses a bad username or token, accepts a good one and makes it active', async ({
    request,
  }) => {
    const owner = await registerCompany(request, 'bot-connect');
    const refused = async (body: Record<string, unknown>, lang: 'en' | 'ru' = 'en') =>
      (await owner.invalid('PUT', '/client/telegram-bot/update', body, lang)).errors;
    const badToken = await refused({ username: 'shop_alerts_bot', token: '12345:short' });
    expect(badToken).toEqual({
      token: [
        'The token is the one @BotFather gives, like "123456789:AA…": 6 to 12 digits, a colon and 30 to 50 letters, digits, "-" or "_".',
      ],
    });
    expect(await refused({ username: 'shop_alerts_bot' })).toEqual({ token: ['The field is required.'] });
    const usernameRule =
      'The bot username must be 5 to 32 characters: letters, digits and "_", starting with a letter and ending in "bot".';
    for (const username of ['shop_alerts', '1shop_bot', 'bot', 'shop-alerts-bot', `a${'x'.repeat(29)}bot`])
      expect(await refused({ username, token: TOKEN }), username).toEqual({ username: [usernameRule] });
    expect(await refused({ username: '', token: TOKEN })).toEqual({ username: ['The field is required.'] });
    // Acme's bot: taken, whatever the case.
    expect(await refused({ username: 'ACME_alerts_BOT', token: TOKEN })).toEqual({
      username: ['This bot username has already been taken.'],
    });
    expect((await refused({ username: 'x', token: 'y' }, 'ru')).username).toHaveLength(1);
    expect(await owner.status('GET', '/client/telegram-bot/get-active-bot')).toBe(404);

    const connected = await connect(owner, '@Shop_Alerts_Bot');
    expect(connected.message).toBe('The bot @Shop_Alerts_Bot is connected.');
    expect(connected.data).toMatchObject({
      username: 'Shop_Alerts_Bot',
      token: '••••1xyz',
      is_active: true,
      chat_id: null,
    });
    expect(await activeBot(owner)).toEqual({
      id: connected.data.id,
      username: 'Shop_Alerts_Bot',
      is_active: true,
      chat_id: null,
      created_at: connected.data.created_at,
    });
    const edit = await owner.ok<{ data: TelegramBot; options: Record<string, unknown> }>(
      'GET',
      `/client/telegram-bot/${connected.data.id}/edit`,
    );
    expect(edit).toEqual({ data: connected.data, options: {} });

    // A second bot takes over: the first is switched off.
    const second = await connect(owner, 'shop_reports_bot', OTHER_TOKEN);
    expect((await activeBot(owner))?.id).toBe(second.data.id);
    const rows = await rowsOf<{ id: number; is_active: boolean }>(owner, 'bots');
    expect(rows.data.map((r) => [r.id, r.is_active]).sort()).toEqual(
      [
        [connected.data.id, false],
        [second.data.id, true],
      ].sort(),
    );
    const settings = await owner.ok<{ columns: { key: string; href?: string }[] }>(
      'GET',
      '/common/listing/bots/settings',
    );
    expect(settings.columns.find((c) => c.key === 'username')?.href).toBe('/client/telegram-bots/{id}/edit');
  });

  test('update keeps the token when none is sent, replaces it when one is', async ({ request }) => {
    const owner = await registerCompany(request, 'bot-update');
    const { data } = await connect(owner, 'keep_token_bot');
    const renamed = await owner.ok<{ data: TelegramBot; message: string }>(
      'PUT',
      `/client/telegram-bot/${data.id}/update`,
      {
        username: 'kept_token_bot',
      },
    );
    expect(renamed.data).toMatchObject({ username: 'kept_token_bot', token: data.token, is_active: true });
    for (const token of ['', null, data.token]) {
      const same = await owner.ok<{ data: TelegramBot }>('PUT', `/client/telegram-bot/${data.id}/update`, {
        username: 'kept_token_bot',
        token,
      });
      expect(same.data.token).toBe(data.token);
    }
    // Its own name is not "taken".
    const refused = await owner.invalid('PUT', `/client/telegram-bot/${data.id}/update`, {
      username: 'kept_token_bot',
      token: 'nope',
    });
    expect(Object.keys(refused.errors)).toEqual(['token']);
    const replaced = await owner.ok<{ data: TelegramBot }>('PUT', `/client/telegram-bot/${data.id}/update`, {
      username: 'kept_token_bot',
      token: OTHER_TOKEN,
    });
    expect(replaced.data.token).toBe('••••2abc');
    const edit = await owner.ok<{ data: TelegramBot }>('GET', `/client/telegram-bot/${data.id}/edit`);
    expect(edit.data.token).toBe('••••2abc');
  });

  test('change-status off leaves the company without an active bot; on brings it back', async ({
    request,
  }) => {
    const owner = await registerCompany(request, 'bot-status');
    const { data } = await connect(owner, 'status_check_bot');
    const off = await owner.ok<{ data: TelegramBot; message: string }>(
      'POST',
      `/client/telegram-bot/${data.id}/change-status`,
      { isActive: false },
    );
    expect(off).toMatchObject({
      data: { id: data.id, is_active: false, token: data.token },
      message: 'The bot is off.',
    });
    expect(await owner.status('GET', '/client/telegram-bot/get-active-bot')).toBe(404);
    expect(await owner.status('GET', '/client/telegram-bot/get-invite-link')).toBe(404);
    const on = await owner.ok<{ data: TelegramBot; message: string }>(
      'POST',
      `/client/telegram-bot/${data.id}/change-status`,
      {
        isActive: true,
      },
    );
    expect(on).toMatchObject({ data: { is_active: true }, message: 'The bot is on.' });
    expect((await activeBot(owner))?.id).toBe(data.id);
  });

  test('the invite link points at the active bot with a fresh key', async ({ request }) => {
    const owner = await signIn(request, 'owner');
    const bot = await activeBot(owner);
    expect(bot?.username).toBe('acme_alerts_bot');
    const first = await owner.ok<{ link: string; expires_at: string }>(
      'GET',
      '/client/telegram-bot/get-invite-link',
    );
    expect(first.link).toMatch(/^https:\/\/t\.me\/acme_alerts_bot\?start=[A-Za-z0-9_-]{8,64}$/);
    expect(Date.parse(first.expires_at)).toBeGreaterThan(Date.now());
    const second = await owner.ok<{ link: string }>('GET', '/client/telegram-bot/get-invite-link');
    expect(second.link).not.toBe(first.link);
  });

  test("another company's bot is 404; without bot.manage 403", async ({ request }) => {
    const owner = await signIn(request, 'owner');
    const bot = await activeBot(owner);
    const other = await registerCompany(request, 'bot-other');
    expect(await other.status('GET', `/client/telegram-bot/${bot!.id}/edit`)).toBe(404);
    expect(
      await other.status('PUT', `/client/telegram-bot/${bot!.id}/update`, { username: 'stolen_bot' }),
    ).toBe(404);
    expect(
      await other.status('POST', `/client/telegram-bot/${bot!.id}/change-status`, { isActive: false }),
    ).toBe(404);
    const member = await signIn(request, 'member');
    expect(await member.status('GET', '/client/telegram-bot/get-active-bot')).toBe(403);
    expect(
      await member.status('PUT', '/client/telegram-bot/update', { username: 'x_bot', token: TOKEN }),
    ).toBe(403);
    expect(await member.status('PUT', '/client/notifications/1/activate', { isActive: true })).toBe(403);
  });
});

test.describe('notifications', () => {
  test.beforeEach(async ({ request }) => {
    await resetServer(request);
  });

  test('a new company has every event on both channels, off; a switch persists across reads', async ({
    request,
  }) => {
    const owner = await registerCompany(request, 'notify-switch');
    const rows = await notifications(owner);
    expect(rows).toHaveLength(12);
    expect(rows.every((row) => !row.is_active)).toBe(true);
    expect(new Set(rows.map((row) => row.channel))).toEqual(new Set(['telegram', 'email']));
    const email = rows.find((row) => row.channel === 'email' && row.event === 'balance_low')!;
    const on = await owner.ok<{ data: CompanyNotification; message: string }>(
      'PUT',
      `/client/notifications/${email.id}/activate`,
      { isActive: true },
    );
    expect(on).toMatchObject({ data: { id: email.id, is_active: true }, message: 'The notification is on.' });
    expect((await notifications(owner)).find((row) => row.id === email.id)?.is_active).toBe(true);
    expect((await notifications(owner)).filter((row) => row.is_active)).toHaveLength(1);
    const off = await owner.ok<{ data: CompanyNotification; message: string }>(
      'PUT',
      `/client/notifications/${email.id}/activate`,
      { isActive: false },
    );
    expect(off).toMatchObject({ data: { is_active: false }, message: 'The notification is off.' });
    expect((await notifications(owner)).find((row) => row.id === email.id)?.is_active).toBe(false);
  });

  test('a Telegram notification cannot be switched on without an active bot', async ({ request }) => {
    const owner = await registerCompany(request, 'notify-telegram');
    const telegram = (await notifications(owner)).find((row) => row.channel === 'telegram')!;
    const response = await owner.call('PUT', `/client/notifications/${telegram.id}/activate`, {
      isActive: true,
    });
    expect(response.status()).toBe(422);
    const text = 'Connect a Telegram bot first: Telegram notifications are sent through the active bot.';
    expect(await response.json()).toEqual({ message: text, errors: { isActive: [text] } });
    expect((await notifications(owner)).find((row) => row.id === telegram.id)?.is_active).toBe(false);
    // Switching off is always allowed.
    expect(
      await owner.status('PUT', `/client/notifications/${telegram.id}/activate`, { isActive: false }),
    ).toBe(200);

    await connect(owner, 'notify_check_bot');
    const on = await owner.ok<{ data: CompanyNotification }>(
      'PUT',
      `/client/notifications/${telegram.id}/activate`,
      {
        isActive: true,
      },
    );
    expect(on.data.is_active).toBe(true);

    // Another company's notification is 404.
    const acme = await signIn(request, 'owner');
    const acmeRow = (await notifications(acme))[0]!;
    expect(
      await owner.status('PUT', `/client/notifications/${acmeRow.id}/activate`, { isActive: true }),
    ).toBe(404);
  });
});
