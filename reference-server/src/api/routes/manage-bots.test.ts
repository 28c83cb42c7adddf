/**
 * The Telegram bots of every company as administrators see them (docs/api-contract.md, "Messaging templates
 * (administrators)"): POST /manage/telegram-bot/{id}/change-status (isAdmin + manage.companies; one active bot per
 * company) and the `bots` listing read by an administrator (every company's bots, the company named, row actions to
 * the administrators' call).
 */
import type { AdminTelegramBot, ListingSettings } from '@panel/contract';
import { expect, test } from '../../testing/api-test';
import { resetServer } from '../../testing/api-test';
import { callers, listing, type Caller } from '../../testing/manage-messaging';

type BotRow = Pick<
  AdminTelegramBot,
  'id' | 'company_id' | 'company_name' | 'username' | 'is_active' | 'token'
>;

const botsOf = async (caller: Caller) =>
  (await listing<BotRow>(caller, 'bots', { sort: { key: 'id', dir: 'asc' } }, 'common')).data;

const changeStatus = (id: number) => `/manage/telegram-bot/${id}/change-status`;

test.describe("companies' Telegram bots (administrators)", () => {
  test.beforeEach(async ({ request }) => {
    await resetServer(request);
  });

  test('the bots listing read by an administrator holds every company, named, with the manage actions', async ({
    request,
  }) => {
    const { admin, owner } = await callers(request);
    const rows = await botsOf(admin);
    const companies = new Set(rows.map((row) => row.company_id));
    expect(companies.size).toBeGreaterThan(1);
    for (const row of rows) {
      expect(row.company_name, `bot ${row.id}`).not.toBe('');
      expect(row.token).toMatch(/^••••.{4}$/);
    }
    const settings = await admin.ok<ListingSettings>('GET', '/common/listing/bots/settings');
    expect(settings.name).toBe('bots');
    expect(settings.columns.map((c) => c.key)).toContain('company_name');
    const actions = settings.actions ?? [];
    expect(actions.length).toBeGreaterThan(0);
    for (const action of actions) {
      expect(action).toMatchObject({
        method: 'POST',
        url: '/manage/telegram-bot/{id}/change-status',
        permission: 'manage.companies',
      });
    }
    expect(actions.map((a) => a.body)).toEqual([{ isActive: true }, { isActive: false }]);

    // The owner still reads the company listing: only its own bots and the company's own call.
    const own = await botsOf(owner);
    const ownCompany = own[0]!.company_id;
    expect(own.every((row) => row.company_id === ownCompany)).toBe(true);
    expect(own.length).toBeLessThan(rows.length);
    const ownSettings = await owner.ok<ListingSettings>('GET', '/common/listing/bots/settings');
    expect(ownSettings.actions?.every((a) => a.url.startsWith('/client/'))).toBe(true);
    // The administrator's filter by company narrows the rows to that company.
    const filtered = await listing<BotRow>(
      admin,
      'bots',
      { filters: { company_id: String(ownCompany) } },
      'common',
    );
    expect(filtered.data.map((r) => r.id).sort()).toEqual(own.map((r) => r.id).sort());
  });

  test('change-status switches a bot on and the other bots of its company off, and no one else', async ({
    request,
  }) => {
    const { admin } = await callers(request);
    const before = await botsOf(admin);
    // A company with at least two bots, and an inactive one of them.
    const target = before.find(
      (bot) => !bot.is_active && before.filter((b) => b.company_id === bot.company_id).length > 1,
    )!;
    expect(target, 'a company with an inactive bot among several').toBeTruthy();
    const answer = await admin.ok<{ data: BotRow & { chat_id: string | null }; message: string }>(
      'POST',
      changeStatus(target.id),
      { isActive: true },
    );
    expect(answer.message).toBe('The bot is on.');
    expect(answer.data).toMatchObject({
      id: target.id,
      company_id: target.company_id,
      company_name: target.company_name,
      username: target.username,
      is_active: true,
    });
    expect(answer.data.token).toMatch(/^••••.{4}$/);

    const after = await botsOf(admin);
    for (const bot of after) {
      const old = before.find((b) => b.id === bot.id)!;
      if (bot.id === target.id) expect(bot.is_active).toBe(true);
      else if (bot.company_id === target.company_id) expect(bot.is_active, bot.username).toBe(false);
      else expect(bot.is_active, bot.username).toBe(old.is_active);
    }

    const off = await admin.ok<{ data: BotRow; message: string }>('POST', changeStatus(target.id), {
      isActive: false,
    });
    expect(off).toMatchObject({ data: { id: target.id, is_active: false }, message: 'The bot is off.' });
    expect((await botsOf(admin)).filter((b) => b.company_id === target.company_id && b.is_active)).toEqual(
      [],
    );
  });

  test('change-status: a body without isActive is 422, an unknown bot 404', async ({ request }) => {
    const { admin } = await callers(request);
    const [bot] = await botsOf(admin);
    expect((await admin.invalid('POST', changeStatus(bot!.id), {})).errors).toEqual({
      isActive: ['The value must be true or false.'],
    });
    expect(await admin.status('POST', changeStatus(999999), { isActive: true })).toBe(404);
  });

  test('change-status needs isAdmin and manage.companies', async ({ request }) => {
    const { owner, moderator, admin } = await callers(request);
    const [bot] = await botsOf(admin);
    // The owner may switch the company's bots through /client/..., not through the administrators' call.
    expect(await owner.status('POST', changeStatus(bot!.id), { isActive: true })).toBe(403);
    // A moderator has manage.templates but not manage.companies: neither the call nor the listing.
    expect(await moderator.status('POST', changeStatus(bot!.id), { isActive: true })).toBe(403);
    expect(await moderator.status('POST', '/common/listing/bots/data', {})).toBe(403);
  });
});
