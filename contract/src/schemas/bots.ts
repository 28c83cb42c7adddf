/**
 * The Telegram bot and notification switch calls' schemas (docs/api-contract.md, "Messaging (company area)"), the one
 * definition that the contract server (reference-server/src/api/routes/bots.ts) and the company area's calls
 * (remote-client/src/api/bots.ts, notifications.ts) both import. Switching either on or off takes an `IsActiveBody`
 * (funnels.ts). The constant lists are in the light module (../bots.ts).
 */
import { z } from 'zod';
import { BOT_TOKEN, NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS } from '../bots';
import { EditForm, Id, Saved, Timestamp, Url, Version, Versioned, schemaTable } from './define';
import { IsActiveBody } from './funnels';

export const NotificationChannel = z.enum(NOTIFICATION_CHANNELS);
export const NotificationEvent = z.enum(NOTIFICATION_EVENTS);

/** The company's active Telegram bot, as `get-active-bot` answers it. */
export const ActiveBot = z
  .object({
    id: Id,
    username: z.string(),
    is_active: z.boolean(),
    /** The chat the bot writes to, once someone opened the invite link; null before. */
    chat_id: z.string().nullable(),
    created_at: Timestamp,
  })
  .meta({ id: 'ActiveBot' });

/** A bot as its edit, connect and update calls answer it; `token` comes back masked (`••••1234`). */
export const TelegramBot = ActiveBot.extend({ token: z.string(), version: Version }).meta({
  id: 'TelegramBot',
});

/** `GET /client/telegram-bot/{id}/edit`: the bot, its token masked; its form has no choices (and no create call). */
export const TelegramBotEditAnswer = EditForm(TelegramBot, z.record(z.string(), z.never()));

/**
 * The body of connecting a bot (both fields) and of updating one: an update without `token`, or with the masked one,
 * keeps the stored token. A leading "@" of the username is dropped.
 */
export const TelegramBotBody = z
  .object({
    username: z.string(),
    token: z.string().regex(BOT_TOKEN).optional(),
  })
  .meta({ id: 'TelegramBotBody' });

/** A link that connects a Telegram chat to the active bot (valid until `expires_at`). */
export const BotInvite = z.object({ link: Url, expires_at: Timestamp.nullable() }).meta({ id: 'BotInvite' });

/** One switch: an event told through one channel, as `notifications/{id}/activate` answers it. */
export const CompanyNotification = z
  .object({
    id: Id,
    company_id: Id,
    event: NotificationEvent,
    channel: NotificationChannel,
    is_active: z.boolean(),
    updated_at: Timestamp,
  })
  .meta({ id: 'CompanyNotification' });

/** A bot as the administrators see it: its company named, the token masked. */
export const AdminTelegramBot = TelegramBot.extend({
  company_id: Id,
  company_name: z.string(),
}).meta({ id: 'AdminTelegramBot' });

/** `GET /client/telegram-bot/get-active-bot`. */
export const ActiveBotAnswer = z.object({ bot: ActiveBot });

export const botSchemas = schemaTable({
  activeBot: {
    summary: "The company's active Telegram bot",
    description:
      'A company without an active bot answers 404: the panel reads it as "no bot", not as an error.',
    answer: ActiveBotAnswer,
    errors: [404],
  },
  inviteLink: {
    summary: 'A new link that connects a Telegram chat to the active bot',
    description: 'Each call makes a new link. A company without an active bot answers 404.',
    answer: BotInvite,
    errors: [404],
  },
  connect: {
    summary: "Connects a bot: it becomes the company's active bot",
    description:
      'The username is 5 to 32 letters, digits or "_", starts with a letter and ends in "bot", and no other bot has it (422 on `username`); the token is in the BotFather format.',
    body: TelegramBotBody.required({ token: true }),
    answer: Saved(TelegramBot),
  },
  edit: {
    summary: 'A bot, its token masked',
    answer: TelegramBotEditAnswer,
    sample: { params: { id: { listing: 'bots' } } },
  },
  update: {
    summary: "Changes a bot's username, and its token when one is sent",
    body: Versioned(TelegramBotBody),
    conflict: TelegramBot,
    answer: Saved(TelegramBot),
  },
  changeStatus: {
    summary: 'Switches a bot on or off',
    description: "A company has at most one active bot: switching one on switches the company's others off.",
    body: IsActiveBody,
    answer: Saved(TelegramBot),
  },
  notificationActivate: {
    summary: 'Switches one notification (an event on a channel) on or off',
    description:
      'A Telegram notification can be switched on only while the company has an active bot: 422 on `isActive`.',
    body: IsActiveBody,
    answer: Saved(CompanyNotification),
  },
  manageChangeStatus: {
    summary: "Switches any company's bot on or off (administrators)",
    description: "Switching one on switches its company's other bots off, as the company's own call does.",
    body: IsActiveBody,
    answer: Saved(AdminTelegramBot),
  },
});

export type ActiveBot = z.infer<typeof ActiveBot>;
export type ActiveBotAnswer = z.infer<typeof ActiveBotAnswer>;
export type AdminTelegramBot = z.infer<typeof AdminTelegramBot>;
export type TelegramBot = z.infer<typeof TelegramBot>;
export type TelegramBotEditAnswer = z.infer<typeof TelegramBotEditAnswer>;
export type TelegramBotBody = z.infer<typeof TelegramBotBody>;
export type BotInvite = z.infer<typeof BotInvite>;
export type CompanyNotification = z.infer<typeof CompanyNotification>;
