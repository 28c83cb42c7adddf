/**
 * The Telegram login widget's data, verified as Telegram documents it (core.telegram.org/widgets/login, "Checking
 * authorization"): the widget signs every field it hands over with a key only the bot's owner has, so a backend
 * that checks the signature knows the data came from Telegram for that person, and `auth_date` says when.
 *
 *   data-check string = every received field but `hash`, sorted by name, as `name=value` lines joined by "\n"
 *   hash              = hex(HMAC-SHA-256(data-check string, key = SHA-256(bot token)))
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** A login older than this is refused: a captured payload cannot be replayed for long. */
export const TELEGRAM_LOGIN_MAX_AGE_S = 24 * 60 * 60;

/** How far in the future `auth_date` may be (clocks differ a little), no more. */
export const TELEGRAM_CLOCK_SKEW_S = 5 * 60;

/** What is wrong with a payload, or null when it is Telegram's own and fresh. */
export type TelegramProblem = 'telegramOff' | 'telegramSignature' | 'telegramStale';

/** The data-check string of a payload: every field but `hash`, sorted, `name=value` per line. */
export function dataCheckString(fields: Readonly<Record<string, unknown>>): string {
  return Object.keys(fields)
    .filter((name) => name !== 'hash')
    .sort()
    .map((name) => `${name}=${String(fields[name])}`)
    .join('\n');
}

/** The signature Telegram puts in `hash` for these fields and this bot. */
export function telegramSignature(fields: Readonly<Record<string, unknown>>, botToken: string): string {
  const key = createHash('sha256').update(botToken).digest();
  return createHmac('sha256', key).update(dataCheckString(fields)).digest('hex');
}

/**
 * Checks a payload as the widget handed it over (the raw body: a field added, dropped or changed breaks the
 * signature). `botToken` null means Telegram sign-in is not set up on this server: every payload is refused.
 */
export function telegramProblem(
  fields: Readonly<Record<string, unknown>>,
  botToken: string | null,
  nowMs: number,
): TelegramProblem | null {
  if (!botToken) return 'telegramOff';
  const given = Buffer.from(typeof fields.hash === 'string' ? fields.hash : '', 'utf8');
  const expected = Buffer.from(telegramSignature(fields, botToken), 'utf8');
  // Compared in constant time: how much of a guess matched must not show in the answer's timing.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'telegramSignature';
  const age = nowMs / 1000 - Number(fields.auth_date);
  if (!Number.isFinite(age) || age > TELEGRAM_LOGIN_MAX_AGE_S || age < -TELEGRAM_CLOCK_SKEW_S)
    return 'telegramStale';
  return null;
}
