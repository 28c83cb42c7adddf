/**
 * The Telegram login widget's data as Telegram would hand it over, signed with a bot's token (api/telegram.ts): what
 * the tests send to the Telegram calls. The demo bot's token is the test server's default (api/accounts.ts).
 */
import { demoTelegramBot, demoTelegramId } from '../api/accounts';
import { telegramSignature } from '../api/telegram';

export interface TelegramData {
  id: number;
  first_name: string;
  username?: string;
  auth_date: number;
  hash: string;
  [field: string]: unknown;
}

/** Signed data for `id` (the owner's linked id by default), made `ageSeconds` ago. */
export function signedTelegramData({
  id = demoTelegramId,
  ageSeconds = 10,
  now = Date.now(),
  botToken = demoTelegramBot.token,
  fields = {},
}: {
  id?: number;
  ageSeconds?: number;
  now?: number;
  botToken?: string;
  fields?: Record<string, unknown>;
} = {}): TelegramData {
  const data = {
    id,
    first_name: 'Oleg',
    username: 'oleg_petrov',
    auth_date: Math.floor(now / 1000) - ageSeconds,
    ...fields,
  };
  return { ...data, hash: telegramSignature(data, botToken) };
}
