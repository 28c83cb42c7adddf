/**
 * The company's Telegram bots (bot.manage) and notification switches (notification.manage); docs/api-contract.md,
 * "Messaging (company area)". A company has at most one active bot: connecting one or switching one on switches the
 * others off. The token is write-only: answers mask it, and an update without one keeps the stored token. A Telegram
 * notification can only be switched on while the company has an active bot.
 */
import { randomBytes } from 'node:crypto';
import { requireCompanyPermission } from '../auth';
import type { Ctx } from '../context';
import { HttpError } from '../http';
import { msg } from '../i18n';
import type { Route } from '../router';
import type { Store } from '../store/store';
import { DAY, iso } from '../store/store';
import type { TelegramBot } from '../store/types';
import { NOTIFICATION_EVENTS } from '../store/words';
import { BodyReader } from '../validate';
import { maskToken } from './pixels';

/** What @BotFather hands out: the bot's numeric id, a colon, the secret. */
const BOT_TOKEN = /^\d{6,12}:[A-Za-z0-9_-]{30,50}$/;
const BOT_USERNAME = /^[A-Za-z][A-Za-z0-9_]{4,31}$/;

/** Gives a new company its notification switches (every event on both channels, all off). */
export function addCompanyNotifications(store: Store, companyId: number): void {
  if (store.notifications.rows.some((row) => row.company_id === companyId)) return;
  const now = iso(Date.now());
  for (const event of NOTIFICATION_EVENTS)
    for (const channel of ['telegram', 'email'] as const)
      store.notifications.insert({
        company_id: companyId,
        event,
        channel,
        is_active: false,
        updated_at: now,
      });
}

const activeBotOf = (ctx: Ctx, companyId: number): TelegramBot | undefined =>
  ctx.store.bots.rows.find((bot) => bot.company_id === companyId && bot.is_active);

function botData(bot: TelegramBot): Record<string, unknown> {
  return {
    id: bot.id,
    username: bot.username,
    token: maskToken(bot.token),
    is_active: bot.is_active,
    chat_id: bot.chat_id,
    created_at: bot.created_at,
  };
}

function companyBot(ctx: Ctx, companyId: number): TelegramBot {
  const bot = ctx.store.bots.get(ctx.id());
  if (!bot || bot.company_id !== companyId) throw ctx.notFound();
  return bot;
}

/**
 * `{ username, token }`: the username 5..32 characters of letters, digits and "_", starting with a letter, ending in
 * "bot", not used by another bot (a leading "@" is dropped); the token in the BotFather format. With `current`, an
 * absent or empty token (or the masked one) keeps the stored token.
 */
function readBot(ctx: Ctx, body: unknown, current?: TelegramBot): { username: string; token: string } {
  const input = new BodyReader(ctx.lang, body);
  const raw = input.data.username;
  let name = '';
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === ''))
    input.errors.add('username', msg(ctx.lang, 'required'));
  else if (typeof raw !== 'string') input.errors.add('username', msg(ctx.lang, 'filterString'));
  else {
    name = raw.trim().replace(/^@/, '');
    const taken = ctx.store.bots.rows.some(
      (bot) => bot.id !== current?.id && bot.username.toLowerCase() === name.toLowerCase(),
    );
    if (!BOT_USERNAME.test(name) || !name.toLowerCase().endsWith('bot'))
      input.errors.add('username', msg(ctx.lang, 'botUsername'));
    else if (taken) input.errors.add('username', msg(ctx.lang, 'botUsernameTaken'));
  }
  const sentToken = input.data.token;
  const keeps =
    current &&
    (sentToken === undefined ||
      sentToken === null ||
      sentToken === '' ||
      sentToken === maskToken(current.token));
  let token = current?.token ?? '';
  if (!keeps) {
    token = input.string('token', { max: Number.MAX_SAFE_INTEGER });
    if (token && !BOT_TOKEN.test(token)) input.errors.add('token', msg(ctx.lang, 'botToken'));
  }
  input.done();
  return { username: name, token };
}

/** Makes `bot` the company's only active bot. */
function activate(ctx: Ctx, bot: TelegramBot): void {
  for (const other of ctx.store.bots.rows) if (other.company_id === bot.company_id) other.is_active = false;
  bot.is_active = true;
}

async function readIsActive(ctx: Ctx): Promise<boolean> {
  const input = new BodyReader(ctx.lang, await ctx.body());
  const isActive = input.boolean('isActive');
  input.done();
  return isActive;
}

export const botRoutes: Route[] = [
  // ---- telegram bots ----
  {
    method: 'GET',
    pattern: '/client/telegram-bot/get-active-bot',
    handler(ctx) {
      const bot = activeBotOf(ctx, requireCompanyPermission(ctx, 'bot.manage'));
      // 404 means "no bot" to the panel (docs/product.md, "Errors"), not an error.
      if (!bot) throw ctx.notFound();
      return {
        bot: {
          id: bot.id,
          username: bot.username,
          is_active: true,
          chat_id: bot.chat_id,
          created_at: bot.created_at,
        },
      };
    },
  },
  {
    method: 'GET',
    pattern: '/client/telegram-bot/get-invite-link',
    handler(ctx) {
      const bot = activeBotOf(ctx, requireCompanyPermission(ctx, 'bot.manage'));
      if (!bot) throw ctx.notFound();
      return {
        link: `https://t.me/${bot.username}?start=${randomBytes(12).toString('hex')}`,
        expires_at: iso(Date.now() + DAY),
      };
    },
  },
  {
    // Connects a new bot: it becomes the company's active bot.
    method: 'PUT',
    pattern: '/client/telegram-bot/update',
    async handler(ctx) {
      const companyId = requireCompanyPermission(ctx, 'bot.manage');
      const fields = readBot(ctx, await ctx.body());
      const bot = ctx.store.bots.insert({
        company_id: companyId,
        ...fields,
        is_active: true,
        chat_id: null,
        created_at: iso(Date.now()),
      });
      activate(ctx, bot);
      return { data: botData(bot), message: msg(ctx.lang, 'botConnected', { username: bot.username }) };
    },
  },
  {
    method: 'GET',
    pattern: '/client/telegram-bot/:id/edit',
    handler(ctx) {
      const bot = companyBot(ctx, requireCompanyPermission(ctx, 'bot.manage'));
      return { data: botData(bot), options: {} };
    },
  },
  {
    method: 'PUT',
    pattern: '/client/telegram-bot/:id/update',
    async handler(ctx) {
      const bot = companyBot(ctx, requireCompanyPermission(ctx, 'bot.manage'));
      Object.assign(bot, readBot(ctx, await ctx.body(), bot));
      return { data: botData(bot), message: msg(ctx.lang, 'done') };
    },
  },
  {
    method: 'POST',
    pattern: '/client/telegram-bot/:id/change-status',
    async handler(ctx) {
      const bot = companyBot(ctx, requireCompanyPermission(ctx, 'bot.manage'));
      const isActive = await readIsActive(ctx);
      if (isActive) activate(ctx, bot);
      else bot.is_active = false;
      return { data: botData(bot), message: msg(ctx.lang, isActive ? 'botOn' : 'botOff') };
    },
  },
  // ---- notifications ----
  {
    method: 'PUT',
    pattern: '/client/notifications/:id/activate',
    async handler(ctx) {
      const companyId = requireCompanyPermission(ctx, 'notification.manage');
      const row = ctx.store.notifications.get(ctx.id());
      if (!row || row.company_id !== companyId) throw ctx.notFound();
      const isActive = await readIsActive(ctx);
      if (isActive && row.channel === 'telegram' && !activeBotOf(ctx, companyId)) {
        const text = msg(ctx.lang, 'botRequired');
        throw new HttpError(422, text, { isActive: [text] });
      }
      row.is_active = isActive;
      row.updated_at = iso(Date.now());
      return {
        data: { ...row },
        message: msg(ctx.lang, isActive ? 'notificationOn' : 'notificationOff'),
      };
    },
  },
];
