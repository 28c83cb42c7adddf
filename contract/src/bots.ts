/**
 * The company's Telegram bot (bot.manage), its notification switches (notification.manage) and the administrators'
 * switch of any company's bot (docs/api-contract.md, "Messaging (company area)"): the calls, the channels and events a
 * company can be told of, and the rules of a bot's username and token, which the form and the server both apply.
 * Shapes: schemas/bots.ts. Switching a bot or a notification on or off takes an `IsActiveBody` (funnels.ts).
 */
import { defineCalls } from './define';
import type { botSchemas } from './schemas/bots';
import type { SchemaTypes } from './schemas/define';

export type {
  ActiveBot,
  ActiveBotAnswer,
  AdminTelegramBot,
  BotInvite,
  CompanyNotification,
  TelegramBot,
  TelegramBotBody,
  TelegramBotEditAnswer,
} from './schemas/bots';

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

/** A bot's username is at most this long (without the "@" people paste before it). */
export const BOT_USERNAME_MAX = 32;

/** What @BotFather hands out: the bot's numeric id, a colon, the secret. */
export const BOT_TOKEN = /^\d{6,12}:[A-Za-z0-9_-]{30,50}$/;

/** A username as people paste it: spaces around and a leading "@" are dropped (`" @acme_bot"` is `acme_bot`). */
export const bareBotUsername = (value: string): string => value.trim().replace(/^@/, '');

/**
 * A bot's username (bare, see `bareBotUsername`): 5 to 32 letters, digits or "_", starting with a letter, ending in
 * "bot" (any case).
 *
 * @example
 * isBotUsername('acme_alerts_bot'); // true
 * isBotUsername('acme_alerts'); // false
 */
export function isBotUsername(name: string): boolean {
  return /^[A-Za-z][A-Za-z0-9_]{4,31}$/.test(name) && name.toLowerCase().endsWith('bot');
}

export const botCalls = /*#__PURE__*/ defineCalls<SchemaTypes<typeof botSchemas>>()(
  'bots',
  { company: 'bot.manage' },
  {
    activeBot: 'GET /client/telegram-bot/get-active-bot',
    inviteLink: 'GET /client/telegram-bot/get-invite-link',
    connect: 'PUT /client/telegram-bot/update',
    edit: 'GET /client/telegram-bot/{id}/edit',
    update: 'PUT /client/telegram-bot/{id}/update',
    changeStatus: 'POST /client/telegram-bot/{id}/change-status',
    notificationActivate: {
      route: 'PUT /client/notifications/{id}/activate',
      access: { company: 'notification.manage' },
    },
    manageChangeStatus: {
      route: 'POST /manage/telegram-bot/{id}/change-status',
      access: { admin: 'manage.companies' },
    },
  },
);
