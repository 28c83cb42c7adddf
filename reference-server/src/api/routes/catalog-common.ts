/**
 * What the administrators' catalog routes share (roles.ts, tariffs.ts, tariff-tiers.ts, referral-links.ts): the body
 * an update validates, the rules of their number fields, and finding the record in the path.
 *
 * An update reads the stored record overlaid with the body, so a field left out keeps its value and the rules that tie
 * fields together (a tier's range against the other tiers of its tariff) see the values the record will have.
 */
import { isPrice } from '@panel/contract';
import { z } from 'zod';
import { flag, rule, wholeNumber } from '../body';
import type { Ctx } from '../context';
import { isRecord } from '../http';
import { msg, type Lang, type MessageKey } from '../i18n';

/** The body overlaid on the stored record (update) or the body alone (store). */
export function overlay(body: unknown, current?: object): Record<string, unknown> {
  const data = isRecord(body) ? body : {};
  return current ? { ...current, ...data } : data;
}

/** `count === 1` picks the singular message (English needs it; the Russian texts avoid the plural). */
export const counted = (lang: Lang, count: number, one: MessageKey, many: MessageKey, vars = {}): string =>
  msg(lang, count === 1 ? one : many, { count, ...vars });

/** A number as its digits, a string trimmed; anything else is no decimal at all. */
export const decimalText = (value: unknown): string =>
  typeof value === 'number' && Number.isFinite(value)
    ? String(value)
    : typeof value === 'string'
      ? value.trim()
      : '';

/**
 * A non-negative decimal (string or number) with at most `decimals` decimals (the contract's `isPrice`), answered as a
 * string with exactly that many; missing, null or blank is `required`.
 */
export const decimal = (decimals: number) =>
  z.unknown().transform((value, ctx) => {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      ctx.addIssue({ code: 'custom', ...rule('required') });
      return z.NEVER;
    }
    const text = decimalText(value);
    if (!isPrice(text, decimals)) {
      ctx.addIssue({
        code: 'custom',
        ...rule('decimalFormat', { decimals, example: (12.5).toFixed(decimals) }),
      });
      return z.NEVER;
    }
    const [whole = '0', fraction = ''] = text.split('.');
    return `${String(Number(whole))}.${fraction.padEnd(decimals, '0')}`;
  });

/** A whole number ≥ `min` (a number or a string of digits); missing, null or `''` is `required`. */
export const wholeFrom = (min = 0) =>
  z.unknown().transform((value, ctx) => {
    if (value === undefined || value === null || value === '') {
      ctx.addIssue({ code: 'custom', ...rule('required') });
      return z.NEVER;
    }
    const number = wholeNumber(value);
    if (number === null || number < min || !Number.isSafeInteger(number)) {
      ctx.addIssue({ code: 'custom', ...rule('wholeNumberMin', { min }) });
      return z.NEVER;
    }
    return number;
  });

/** `is_active`: a boolean; left out of a store it is true. */
export const active = () => flag().default(true);

/**
 * The record's id in the path, or 404 (the router checked the call's access first: no answer tells an outsider what
 * exists).
 */
export function found<T>(ctx: Ctx, get: (id: number) => T | undefined): T {
  const row = get(ctx.id());
  if (!row) throw ctx.notFound();
  return row;
}
