/**
 * The company's Telegram bots (bot.manage) and notification switches (notification.manage); docs/api-contract.md,
 * "Messaging (company area)". A company has at most one active bot: connecting one or switching one on switches the
 * others off. The token is write-only: answers mask it, and an update without one keeps the stored token. A Telegram
 * notification can only be switched on while the company has an active bot. Administrators (isAdmin +
 * manage.companies) switch any company's bot on or off, by the same rule.
 */
import {
  BOT_TOKEN,
  bareBotUsername,
  botCalls,
  isBotUsername,
  type AdminTelegramBot,
  type TelegramBot as TelegramBotAnswer,
  type TelegramBotBody,
} from '@panel/contract';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { bodyOf, parseBody, parseValue, rule, text } from '../body';
import type { Ctx } from '../context';
import { HttpError, isRecord } from '../http';
import { msg } from '../i18n';
import { implement } from '../router';
import type { Store } from '../store/store';
import { DAY, iso } from '../store/store';
import type { TelegramBot } from '../store/types';
import { NOTIFICATION_EVENTS } from '../store/words';
import { isActiveBody } from './messaging-common';
import { maskToken } from './pixels';
import { checkVersion, touch, versionOf } from '../versions';

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

function botData(bot: TelegramBot): TelegramBotAnswer {
  return {
    id: bot.id,
    version: versionOf(bot),
    username: bot.username,
    token: maskToken(bot.token),
    is_active: bot.is_active,
    chat_id: bot.chat_id,
    created_at: bot.created_at,
  };
}

/** A bot as the administrators see it: its company named, the token masked. */
function adminBotData(ctx: Ctx, bot: TelegramBot): AdminTelegramBot {
  return {
    ...botData(bot),
    company_id: bot.company_id,
    company_name: ctx.store.companies.get(bot.company_id)?.name ?? '',
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
  const data = isRecord(body) ? { ...body } : {};
  const sentToken = data.token;
  if (
    current &&
    (sentToken === undefined ||
      sentToken === null ||
      sentToken === '' ||
      sentToken === maskToken(current.token))
  )
    delete data.token;
  const taken = (name: string) =>
    ctx.store.bots.rows.some(
      (bot) => bot.id !== current?.id && bot.username.toLowerCase() === name.toLowerCase(),
    );
  const fields = bodyOf<TelegramBotBody>()(
    z.object({
      // Unlike text(), a number is no username (`filterString`).
      username: z
        .preprocess(
          (value) =>
            value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value,
          z.string(),
        )
        .transform(bareBotUsername)
        .superRefine((name, check) => {
          if (!isBotUsername(name)) check.addIssue({ code: 'custom', ...rule('botUsername') });
          else if (taken(name)) check.addIssue({ code: 'custom', ...rule('botUsernameTaken') });
        }),
      token: text({ max: Number.MAX_SAFE_INTEGER })
        .refine((token) => BOT_TOKEN.test(token), rule('botToken'))
        .optional(),
    }),
  );
  const out = parseValue(ctx.lang, current ? fields : fields.required({ token: true }), data);
  return { username: out.username, token: out.token ?? current?.token ?? '' };
}

/** Makes `bot` the company's only active bot. */
function activate(ctx: Ctx, bot: TelegramBot): void {
  for (const other of ctx.store.bots.rows) if (other.company_id === bot.company_id) other.is_active = false;
  bot.is_active = true;
}

async function readIsActive(ctx: Ctx): Promise<boolean> {
  return (await parseBody(ctx, isActiveBody())).isActive;
}

export const botRoutes = implement(botCalls, {
  // ---- telegram bots ----
  activeBot(ctx) {
    const bot = activeBotOf(ctx, ctx.companyId());
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
  inviteLink(ctx) {
    const bot = activeBotOf(ctx, ctx.companyId());
    if (!bot) throw ctx.notFound();
    return {
      link: `https://t.me/${bot.username}?start=${randomBytes(12).toString('hex')}`,
      expires_at: iso(Date.now() + DAY),
    };
  },
  // Connects a new bot: it becomes the company's active bot.
  async connect(ctx) {
    const companyId = ctx.companyId();
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
  edit(ctx) {
    const bot = companyBot(ctx, ctx.companyId());
    return { data: botData(bot), options: {} };
  },
  async update(ctx) {
    const bot = companyBot(ctx, ctx.companyId());
    await checkVersion(ctx, bot, () => botData(bot));
    Object.assign(bot, readBot(ctx, await ctx.body(), bot));
    touch(bot);
    return { data: botData(bot), message: msg(ctx.lang, 'done') };
  },
  async changeStatus(ctx) {
    const bot = companyBot(ctx, ctx.companyId());
    const isActive = await readIsActive(ctx);
    if (isActive) activate(ctx, bot);
    else bot.is_active = false;
    return { data: botData(bot), message: msg(ctx.lang, isActive ? 'botOn' : 'botOff') };
  },
  // ---- notifications ----
  async notificationActivate(ctx) {
    const companyId = ctx.companyId();
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
  // ---- the administrators' switch of any company's bot ----
  async manageChangeStatus(ctx) {
    const bot = ctx.store.bots.get(ctx.id());
    if (!bot) throw ctx.notFound();
    const isActive = await readIsActive(ctx);
    // One active bot per company, as in the company's own call: switching one on switches its company's others off.
    if (isActive) activate(ctx, bot);
    else bot.is_active = false;
    return { data: adminBotData(ctx, bot), message: msg(ctx.lang, isActive ? 'botOn' : 'botOff') };
  },
});
