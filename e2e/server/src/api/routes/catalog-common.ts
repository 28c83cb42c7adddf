/**
 * What the administrators' catalog routes share (roles.ts, tariffs.ts, tariff-tiers.ts, referral-links.ts): reading a
 * body and finding the record in the path.
 *
 * An update reads the stored record overlaid with the body, so a field left out keeps its value and the rules that tie
 * fields together (a tier's range against the other tiers of its tariff) see the values the record will have.
 */
import { requireAdmin } from '../auth';
import type { Ctx } from '../context';
import { isRecord } from '../http';
import { msg, type Lang, type MessageKey } from '../i18n';
import { BodyReader, wholeNumber } from '../validate';

/** The body overlaid on the stored record (update) or the body alone (store). */
export function readerOf(ctx: Ctx, body: unknown, current?: object): BodyReader {
  const data = isRecord(body) ? body : {};
  return new BodyReader(ctx.lang, current ? { ...current, ...data } : data);
}

/** `count === 1` picks the singular message (English needs it; the Russian texts avoid the plural). */
export const counted = (lang: Lang, count: number, one: MessageKey, many: MessageKey, vars = {}): string =>
  msg(lang, count === 1 ? one : many, { count, ...vars });

/** A non-negative decimal (string or number) with at most `decimals` decimals, as a string with exactly that many. */
export function readDecimal(input: BodyReader, field: string, decimals: number): string {
  const raw = input.data[field];
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
    input.errors.add(field, msg(input.lang, 'required'));
    return '';
  }
  const text =
    typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!new RegExp(`^\\d{1,12}(\\.\\d{1,${decimals}})?$`).test(text)) {
    const example = (12.5).toFixed(decimals);
    input.errors.add(field, msg(input.lang, 'decimalFormat', { decimals, example }));
    return '';
  }
  const [whole = '0', fraction = ''] = text.split('.');
  return `${String(Number(whole))}.${fraction.padEnd(decimals, '0')}`;
}

/** A whole number ≥ `min` (a number or a string of digits). */
export function readWhole(
  input: BodyReader,
  field: string,
  min = 0,
  value: unknown = input.data[field],
): number {
  if (value === undefined || value === null || value === '') {
    input.errors.add(field, msg(input.lang, 'required'));
    return min;
  }
  const number = wholeNumber(value);
  if (number === null || number < min || !Number.isSafeInteger(number)) {
    input.errors.add(field, msg(input.lang, 'wholeNumberMin', { min }));
    return min;
  }
  return number;
}

/** `is_active`: a boolean; left out of a store it is true. */
export function readActive(input: BodyReader): boolean {
  return input.data.is_active === undefined ? true : input.boolean('is_active');
}

/** The record's id in the path, or 404 (after the permission check: no answer tells an outsider what exists). */
export function found<T>(ctx: Ctx, permission: string, get: (id: number) => T | undefined): T {
  requireAdmin(ctx, permission);
  const row = get(ctx.id());
  if (!row) throw ctx.notFound();
  return row;
}
