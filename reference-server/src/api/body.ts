/**
 * Request bodies are validated with zod schemas. A failed rule names a message of the server's dictionary
 * (i18n.ts) instead of a text, and `parseBody` answers them in the caller's language in the Laravel 422 shape: every
 * error under the top-level field it belongs to, the first one as `message`.
 * A route's schema is written against the body's wire type (`@panel/contract`) with `bodyOf<T>()`, so a
 * change to the shape fails type checking here and in the front end's calls.
 */
import { AUTH_LIMITS, TEXT_MAX, isEmail, isPlainMultilineText, isPlainText } from '@panel/contract';
import { z } from 'zod';
import type { Ctx } from './context';
import { isRecord, validationError, type FieldErrors } from './http';
import { isMessageKey, msg, type Lang, type MessageKey } from './i18n';

export { EMAIL } from '@panel/contract';

/** A real calendar day written `YYYY-MM-DD` (Date.parse alone lets 2026-02-30 through as March 2). */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/** A whole number given as a number or as a string of digits (not `true`, `null` or `''`, which Number() accepts). */
export function wholeNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number(value);
  return null;
}

/** A rule's message: a key of the dictionary, with values for its `{placeholders}`. */
export const rule = (key: MessageKey, vars: Record<string, string | number> = {}) =>
  ({ message: key, params: vars }) as const;

/** The text of an issue: the key its rule named, or what zod's own checks mean in the dictionary's words. */
function messageOf(issue: z.core.$ZodIssue, lang: Lang): string {
  const vars = (issue.code === 'custom' ? issue.params : undefined) as
    Record<string, string | number> | undefined;
  if (isMessageKey(issue.message)) {
    const bound: Record<string, number> =
      issue.code === 'too_big'
        ? { max: Number(issue.maximum) }
        : issue.code === 'too_small'
          ? { min: Number(issue.minimum) }
          : {};
    return msg(lang, issue.message, { ...bound, ...vars });
  }
  if (issue.code === 'invalid_type') {
    if (issue.input === undefined || issue.input === null) return msg(lang, 'required');
    if (issue.expected === 'array') return msg(lang, 'filterArray');
    if (issue.expected === 'boolean') return msg(lang, 'booleanRequired');
    if (issue.expected === 'number' || issue.expected === 'int') return msg(lang, 'integer');
    return msg(lang, 'filterString');
  }
  if (issue.code === 'too_big') return msg(lang, 'maxLength', { max: Number(issue.maximum) });
  if (issue.code === 'too_small') return msg(lang, 'required');
  return msg(lang, 'filterOption');
}

/** The issues as field errors: under the first segment of their path, each text once. */
function fieldErrors(error: z.ZodError, lang: Lang): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = isItemIssue(issue) ? issue.path.join('.') : String(issue.path[0] ?? 'body');
    const text = messageOf(issue, lang);
    const list = (errors[field] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  return errors;
}

/** Parses the request's JSON body with `schema`, or answers 422 with every broken rule. */
export async function parseBody<S extends z.ZodType>(ctx: Ctx, schema: S): Promise<z.output<S>> {
  return parseValue(ctx.lang, schema, await ctx.body());
}

export interface ParseOptions {
  /**
   * Errors of the call itself, found before the body was read (a tariff's limit): when there are any, they come first
   * in the 422 and the first one is its message.
   */
  before?: FieldErrors;
  /**
   * For a body with nested objects and lists: an error inside one is keyed by its whole path (`steps.1.title`,
   * `schedule.days`), and the keys follow the order of these fields (as the old reader read them), so a refinement
   * across fields reports where that field's own errors would be.
   */
  nested?: readonly string[];
}

/** Parses `value` with `schema`, or answers 422 with every broken rule. */
export function parseValue<S extends z.ZodType>(
  lang: Lang,
  schema: S,
  value: unknown,
  { before = {}, nested }: ParseOptions = {},
): z.output<S> {
  // A request's body that is no object never gets here (readJson answers 422 on `body`); any other value that is none
  // has no fields: each required one is reported missing.
  // reportInput: messageOf() tells a value of the wrong type (`filterString`...) from a missing one by the input.
  const result = schema.safeParse(isRecord(value) ? value : {}, { reportInput: true });
  if (result.success && Object.keys(before).length === 0) return result.data;
  const errors = result.success
    ? {}
    : nested
      ? nestedErrors(result.error, lang, nested)
      : fieldErrors(result.error, lang);
  throw validationError(lang, { ...before, ...errors });
}

function nestedErrors(error: z.ZodError, lang: Lang, fields: readonly string[]): FieldErrors {
  const keyed = error.issues.map((issue) =>
    issue.path.length > 1 ? { ...issue, path: [issue.path.join('.')] } : issue,
  );
  const rank = (key: string) => {
    const index = fields.indexOf(key.split('.')[0]!);
    return index === -1 ? fields.length : index;
  };
  const errors = Object.entries(fieldErrors(new z.ZodError(keyed), lang)).sort(
    ([a], [b]) => rank(a) - rank(b),
  );
  return Object.fromEntries(errors);
}

/**
 * `bodyOf<Wire>()(schema)`: the schema, checked to parse exactly into the wire type (no field more or less, the same
 * types), so the server and the front end cannot drift apart.
 */
export const bodyOf =
  <Wire>() =>
  <S extends z.ZodType>(schema: S & (Exact<z.output<S>, Wire> extends true ? unknown : never)): S =>
    schema;
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Blank (missing, null, empty or spaces) is missing; a number is taken as its digits. */
const blank = (value: unknown): unknown =>
  value === null || (typeof value === 'string' && value.trim() === '')
    ? undefined
    : typeof value === 'number'
      ? String(value)
      : value;

/**
 * The characters a text may hold (the contract's rule, `isPlainText`): `line`, the default, no control character and
 * no bidirectional override or isolate (a name, any one-line field); `lines` also line breaks and tabs (a comment, a
 * description, a push's text: the panel's textareas); `any` whatever was sent (what is checked, never stored or shown:
 * a password at sign-in, Telegram's signed data).
 */
export type TextChars = 'line' | 'lines' | 'any';

export interface TextOptions {
  max?: number;
  chars?: TextChars;
}

/** A trimmed string of at most `max` characters, holding only the characters `chars` allows. */
const trimmed = ({ max = TEXT_MAX, chars = 'line' }: TextOptions) => {
  const string = z.string().trim().max(max, rule('maxLength'));
  if (chars === 'any') return string;
  return chars === 'lines'
    ? string.refine(isPlainMultilineText, rule('plainMultilineText'))
    : string.refine(isPlainText, rule('plainText'));
};

/** A trimmed non-empty string of at most `max` characters (one line unless `chars` says otherwise). */
export const text = (options: TextOptions = {}) => z.preprocess(blank, trimmed(options));

/** A trimmed string that may be left blank (then ''). */
export const optionalText = (options: TextOptions = {}) =>
  z.preprocess(blank, trimmed(options).optional()).transform((v) => v ?? '');

/** A whole number, given as a number or as a string of digits. */
export const whole = () =>
  z.unknown().transform((value, ctx) => {
    const n = wholeNumber(value);
    if (n === null) {
      ctx.addIssue({ code: 'custom', ...rule('filterOption') });
      return z.NEVER;
    }
    return n;
  });

/** One of `values`; blank is missing. */
export const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(values, { error: (issue) => (issue.input === undefined ? 'required' : 'filterOption') }),
  );

/**
 * A list of `item`. Missing (or null) is `missing` when given, else an error: `empty` (also for an empty list) or
 * `required`; anything but a list is `filterArray`.
 */
export function list<I extends z.ZodType>(
  item: I,
  { empty, missing }: { empty?: MessageKey; missing?: z.output<I>[] } = {},
) {
  const array = z.array(item, {
    error: (issue) => (issue.input === undefined ? (empty ?? 'required') : 'filterArray'),
  });
  return z.preprocess(
    (value) => (value === null || value === undefined ? missing : value),
    // Only a list can be empty (zod's own length check would also measure a string).
    empty
      ? array.refine((items) => items.length > 0, {
          ...rule(empty),
          when: (payload) => Array.isArray(payload.value),
        })
      : array,
  );
}

/** The schema's fields that the body sends: an update validates those and keeps the others. */
export const pickKeys = <T extends z.ZodRawShape>(schema: z.ZodObject<T>, data: Record<string, unknown>) =>
  Object.fromEntries(
    Object.keys(schema.shape)
      .filter((key) => key in data)
      .map((key) => [key, true]),
  ) as {
    [K in keyof T]?: true;
  };

/**
 * A refinement across fields runs when those fields passed their own rules, whatever the others did (the contract's,
 * which the panel's forms use too): a body with field errors and a broken rule between fields gets both in one 422.
 */
export { whenFieldsValid } from '@panel/contract';

/** An email address (trimmed, lower-cased). */
export const email = () =>
  text()
    .refine(isEmail, rule('email'))
    .transform((value) => value.toLowerCase());

/** A password, as typed (never trimmed): at least `min` characters. */
export const password = ({ min = AUTH_LIMITS.password.min }: { min?: number } = {}) =>
  z
    .string({ error: 'required' })
    .min(1, rule('required'))
    // A blank password is only missing: its length is not told as well.
    .refine((value) => value === '' || value.length >= min, rule('passwordMin'));

/** true/false, also as 1/0 or their strings. */
export const flag = () =>
  z.preprocess(
    (value) =>
      value === 1 || value === '1' || value === 'true'
        ? true
        : value === 0 || value === '0' || value === 'false'
          ? false
          : value,
    z.boolean({ error: 'booleanRequired' }),
  );

/** A real calendar day written `YYYY-MM-DD`. */
export const day = () => text().refine(isDay, rule('filterDate'));

/**
 * The id of an existing row, as a number or a string of digits: missing (also null or `''`) is `required`, anything
 * else that names no row is `filterOption`.
 */
export const existing = (exists: (id: number) => boolean) =>
  z.unknown().transform((value, ctx) => {
    const id = value === undefined || value === null || value === '' ? undefined : wholeNumber(value);
    if (id === undefined || id === null || !exists(id)) {
      ctx.addIssue({ code: 'custom', ...rule(id === undefined ? 'required' : 'filterOption') });
      return z.NEVER;
    }
    return id;
  });

/** A required trimmed text of `min` to `max` characters (`lengthBetween` otherwise). */
export const textBetween = (min: number, max: number, { chars }: Pick<TextOptions, 'chars'> = {}) =>
  text({ max: Number.MAX_SAFE_INTEGER, chars }).refine(
    (value) => value.length >= min && value.length <= max,
    rule('lengthBetween', { min, max }),
  );

/**
 * optionalText() whose non-blank value must also pass `ok` (else `key`); a value both too long and wrong gets both
 * messages, as the old reader said them.
 */
export const optionalTextThat = (ok: (value: string) => boolean, key: MessageKey, { max = TEXT_MAX } = {}) =>
  z.preprocess(blank, trimmed({ max }).refine(ok, rule(key)).optional()).transform((value) => value ?? '');

/** existing(), but missing (also null or `''`) is null: the body names no row. */
export const optionalExisting = (exists: (id: number) => boolean) =>
  // optional(): an absent key is allowed in, and comes out as null.
  z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null || value === '') return null;
      const id = wholeNumber(value);
      if (id === null || !exists(id)) {
        ctx.addIssue({ code: 'custom', ...rule('filterOption') });
        return z.NEVER;
      }
      return id;
    });

/**
 * A field that `read` turns into a value of `out`, or reports with `ctx.addIssue` (then answering `z.NEVER`). Unlike a
 * transform of `z.unknown()`, it runs for a missing key too, so a field left out can still have a value (a default
 * worked out from the store, or null).
 */
export const readField = <T extends z.ZodType>(
  out: T,
  read: (value: unknown, ctx: z.RefinementCtx) => z.input<T> | typeof z.NEVER,
) => z.preprocess(read, out);

/**
 * A rule broken by one item of a list (`rule()` otherwise): reported under the item's whole path (`screenshots.3`),
 * not under the list's field as every other rule is.
 */
export const itemRule = (key: MessageKey, vars: Record<string, string | number> = {}) =>
  ({ message: key, params: { ...vars, [ITEM_RULE]: 1 } }) as const;
const ITEM_RULE = 'itemRule';

function isItemIssue(issue: z.core.$ZodIssue): boolean {
  return issue.code === 'custom' && issue.params?.[ITEM_RULE] === 1;
}
