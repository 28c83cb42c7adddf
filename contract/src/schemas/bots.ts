/**
 * The Telegram bot and notification switch calls' shapes (docs/api-contract.md, "Messaging (company area)"), the one
 * definition that the contract server (reference-server/src/api/routes/bots.ts) and the company area's calls
 * (remote-client/src/api/bots.ts, notifications.ts) both import. Switching either on or off takes an `IsActiveBody`
 * (wire/funnels.ts).
 */
import type { EditFormAnswer } from './forms';

/** The company's active Telegram bot, as `get-active-bot` answers it. */
export interface ActiveBot {
  id: number;
  username: string;
  is_active: boolean;
  /** The chat the bot writes to, once someone opened the invite link; null before. */
  chat_id: string | null;
  created_at: string;
}

/** A bot as its edit, connect and update calls answer it; `token` comes back masked (`••••1234`). */
export interface TelegramBot extends ActiveBot {
  token: string;
}

/** `GET /client/telegram-bot/{id}/edit`: the bot, its token masked; its form has no choices (and no create call). */
export type TelegramBotEditAnswer = EditFormAnswer<TelegramBot, Record<string, never>>;

/**
 * The body of connecting a bot (both fields) and of updating one: an update without `token`, or with the masked one,
 * keeps the stored token. A leading "@" of the username is dropped.
 */
export interface TelegramBotBody {
  username: string;
  token?: string;
}

/** A link that connects a Telegram chat to the active bot (valid until `expires_at`). */
export interface BotInvite {
  link: string;
  expires_at: string | null;
}

export const NOTIFICATION_CHANNELS = ['telegram', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** What a company can be told of. */
export const NOTIFICATION_EVENTS = [
  'balance_low',
  'domain_error',
  'app_blocked',
  'daily_report',
  'deposit_received',
  'tariff_expiring',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** One switch: an event told through one channel, as `notifications/{id}/activate` answers it. */
export interface CompanyNotification {
  id: number;
  company_id: number;
  event: NotificationEvent;
  channel: NotificationChannel;
  is_active: boolean;
  updated_at: string;
}
