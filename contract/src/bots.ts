/**
 * The company's Telegram bot and its notification switches (docs/api-contract.md, "Messaging (company area)"): the
 * channels and events a company can be told of, and the types. Shapes: schemas/bots.ts. Switching either on or off
 * takes an `IsActiveBody` (funnels.ts).
 */
export type {
  ActiveBot,
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
