/**
 * Request bodies are validated with zod schemas. A failed rule names a message of the server's dictionary
 * (i18n.ts) instead of a text, and `parseBody` answers them in the caller's language in the Laravel 422 shape: every
 * error under the top-level field it belongs to, the first one as `message`.
 * A route's schema is written against the body's wire type (`@panel/shared-core/wire/*`) with `bodyOf<T>()`, so a
 * change to the shape fails type checking here and in the front end's calls.
 */
import { z } from 'zod';
import type { Ctx } from './context';
import { isRecord, validationError, type FieldErrors } from './http';
import { isMessageKey, msg, type Lang, type MessageKey } from './i18n';
import { EMAIL, isDay, wholeNumber } from './validate';

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
export function fieldErrors(error: z.ZodError, lang: Lang): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'body');
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

export function parseValue<S extends z.ZodType>(lang: Lang, schema: S, value: unknown): z.output<S> {
  // A body that is not an object has no fields: each required one is reported missing.
  const result = schema.safeParse(isRecord(value) ? value : {});
  if (!result.success) throw validationError(lang, fieldErrors(result.error, lang));
  return result.data;
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

/** A trimmed non-empty string of at most `max` characters. */
export const text = ({ max = 255 }: { max?: number } = {}) =>
  z.preprocess(blank, z.string().trim().max(max, rule('maxLength')));

/** A trimmed string that may be left blank (then ''). */
export const optionalText = ({ max = 255 }: { max?: number } = {}) =>
  z.preprocess(blank, z.string().trim().max(max, rule('maxLength')).optional()).transform((v) => v ?? '');

/** One of `values`. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values);

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
    empty ? array.min(1, rule(empty)) : array,
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

/** A refinement across fields runs when those fields passed their own rules, whatever the others did. */
export const onlyWhenValid = (fields: readonly string[]) => ({
  when: (payload: z.core.ParsePayload) =>
    !payload.issues.some((issue) => fields.includes(String(issue.path?.[0] ?? ''))),
});

/** An email address (trimmed, lower-cased). */
export const email = () =>
  text()
    .refine((value) => EMAIL.test(value), rule('email'))
    .transform((value) => value.toLowerCase());

/** A password, as typed (never trimmed): at least `min` characters. */
export const password = ({ min = 8 }: { min?: number } = {}) =>
  z.string({ error: 'required' }).min(1, rule('required')).min(min, rule('passwordMin'));

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
