/**
 * The Telegram bot and notification switch calls' schemas (docs/api-contract.md, "Messaging (company area)"), the one
 * definition that the contract server (reference-server/src/api/routes/bots.ts) and the company area's calls
 * (remote-client/src/api/bots.ts, notifications.ts) both import. Switching either on or off takes an `IsActiveBody`
 * (funnels.ts). The constant lists are in the light module (../bots.ts).
 */
import { z } from 'zod';
import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS } from '../bots';
import { EditForm, Id, Timestamp, Url } from './define';

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
export const TelegramBot = ActiveBot.extend({ token: z.string() }).meta({ id: 'TelegramBot' });

/** `GET /client/telegram-bot/{id}/edit`: the bot, its token masked; its form has no choices (and no create call). */
export const TelegramBotEditAnswer = EditForm(TelegramBot, z.record(z.string(), z.never()));

/**
 * The body of connecting a bot (both fields) and of updating one: an update without `token`, or with the masked one,
 * keeps the stored token. A leading "@" of the username is dropped.
 */
export const TelegramBotBody = z
  .object({ username: z.string(), token: z.string().optional() })
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

export type ActiveBot = z.infer<typeof ActiveBot>;
export type TelegramBot = z.infer<typeof TelegramBot>;
export type TelegramBotEditAnswer = z.infer<typeof TelegramBotEditAnswer>;
export type TelegramBotBody = z.infer<typeof TelegramBotBody>;
export type BotInvite = z.infer<typeof BotInvite>;
export type CompanyNotification = z.infer<typeof CompanyNotification>;
