/**
 * The field rules messaging shares between the company's records (routes/push.ts, routes/funnels.ts) and the
 * administrators' templates (routes/templates.ts): push content, funnel steps, system-funnel triggers, time zones
 * (docs/api-contract.md, "Messaging (company area)", shared field rules). They are zod schemas of body.ts's kind;
 * errors inside a step are keyed by their whole path (`steps.1.title`), so a body with steps is read with
 * parseValue() with its `nested` option.
 */
import {
  FUNNEL_LIMITS,
  FUNNEL_TRIGGERS,
  PUSH_LIMITS,
  isHttpUrl,
  isInactiveDays,
  isPushImage,
  isStepDelay,
  takesTriggerValue,
  type FunnelStep,
  type FunnelTrigger,
  type IsActiveBody,
} from '@panel/contract';
import { z } from 'zod';
import { bodyOf, choice, flag, rule, text, wholeNumber } from '../body';
import { isRecord } from '../http';
import { t, type Lang, type MessageKey } from '../i18n';
import { VALUE_LABELS } from '../listings/defs/common';
import type { Option } from './company-common';
import { TIMEZONES as COMPANY_TIMEZONES } from './company';

/** The IANA zones a schedule may use: the ones a company may pick. */
export const TIMEZONES: readonly Option<string>[] = COMPANY_TIMEZONES;

/** Missing, null and '' are blank (for numbers and choices, where spaces are a wrong value, not a missing one). */
export const isBlank = (value: unknown): boolean => value === undefined || value === null || value === '';

/** `name`: required, trimmed, at most 100 characters. */
export const name = () => text({ max: PUSH_LIMITS.name });

/** Null or spaces are missing; unlike text(), a number is no address (`filterString`). */
const blankAddress = (value: unknown): unknown =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const ADDRESS_MAX = PUSH_LIMITS.address;

/** A trimmed address of at most 2048 characters; a longer one is not checked further. */
const addressText = (image: boolean) =>
  z
    .string()
    .trim()
    .max(ADDRESS_MAX, rule('maxLength'))
    .refine((value) => value.length > ADDRESS_MAX || (image ? isPushImage : isHttpUrl)(value), rule('url'));

/** A required http(s) address; `image`: also a file of this API. */
export const address = ({ image = false }: { image?: boolean } = {}) =>
  z.preprocess(blankAddress, addressText(image));

/** An image address that may be left blank (then null). */
export const optionalImage = () =>
  z.preprocess(blankAddress, addressText(true).optional()).transform((value) => value ?? null);

/**
 * Push content: `title` (≤ 65), `body` (≤ 240), `icon_url` (required image address), `image_url` (optional: null or ''
 * is null), `url` (http(s)). Spread into a body's z.object, in this order.
 */
export const pushContent = () => ({
  title: text({ max: PUSH_LIMITS.title, chars: 'lines' }),
  body: text({ max: PUSH_LIMITS.body, chars: 'lines' }),
  icon_url: address({ image: true }),
  image_url: optionalImage(),
  url: address(),
});

/**
 * A whole number (as a number or digits) that passes `fits`: blank is `required`, anything else `key` (with `max` for
 * its message).
 */
export const wholeThat = (fits: (n: number) => boolean, key: MessageKey, max: number) =>
  z.unknown().transform((value, ctx) => {
    if (isBlank(value)) {
      ctx.addIssue({ code: 'custom', ...rule('required') });
      return z.NEVER;
    }
    const n = wholeNumber(value);
    if (n === null || !fits(n)) {
      ctx.addIssue({ code: 'custom', ...rule(key, { max }) });
      return z.NEVER;
    }
    return n;
  });

/** One step; anything but an object is an empty one (each field missing). */
const step = z.preprocess(
  (value) => (isRecord(value) ? value : {}),
  z.object({
    delay_minutes: wholeThat(isStepDelay, 'stepDelay', FUNNEL_LIMITS.delayMinutes),
    title: text({ max: PUSH_LIMITS.title, chars: 'lines' }),
    body: text({ max: PUSH_LIMITS.body, chars: 'lines' }),
    url: address(),
  }),
);

/**
 * Funnel `steps`: 1..20 of `{ delay_minutes, title, body, url }`; `delay_minutes` is the wait after the previous step
 * (the first: after the trigger), a whole number 0..43200. Too many steps is an error on the list, and the first 20
 * are still checked, so both are said at once.
 */
export const steps = () =>
  z.unknown().transform((value, ctx): FunnelStep[] => {
    const count = () => ctx.addIssue({ code: 'custom', ...rule('stepsCount', { max: FUNNEL_LIMITS.steps }) });
    if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) {
      count();
      return z.NEVER;
    }
    if (!Array.isArray(value)) {
      ctx.addIssue({ code: 'custom', ...rule('filterArray') });
      return z.NEVER;
    }
    if (value.length > FUNNEL_LIMITS.steps) count();
    const result = z.array(step).safeParse(value.slice(0, FUNNEL_LIMITS.steps), { reportInput: true });
    // Each step's issues keep their path below `steps` (`1.title`).
    if (!result.success) for (const issue of result.error.issues) ctx.addIssue(issue as z.core.$ZodRawIssue);
    return result.success ? result.data : z.NEVER;
  });

/** `trigger`, and `trigger_value` as sent: it is read by triggerValueCheck() once the trigger is known. */
export const triggerFields = () => ({
  trigger: choice(FUNNEL_TRIGGERS),
  trigger_value: z.unknown().optional(),
});

const triggerValue = wholeThat(isInactiveDays, 'triggerValue', FUNNEL_LIMITS.inactiveDays);

/**
 * A system funnel's trigger: `trigger_value` a whole number of days 1..365 required with inactive_days (error on
 * `trigger_value`), null otherwise. For a superRefine of the body, run once `trigger` passed.
 */
export function checkTriggerValue(
  out: { trigger: FunnelTrigger; trigger_value?: unknown },
  check: z.RefinementCtx,
): void {
  if (!takesTriggerValue(out.trigger)) return;
  const result = triggerValue.safeParse(out.trigger_value, { reportInput: true });
  if (!result.success)
    for (const issue of result.error.issues)
      check.addIssue({ ...(issue as z.core.$ZodRawIssue), path: ['trigger_value'] });
}

/** The `trigger_value` a checked body stores. */
export const triggerValueOf = (out: { trigger: FunnelTrigger; trigger_value?: unknown }): number | null =>
  takesTriggerValue(out.trigger) ? wholeNumber(out.trigger_value) : null;

/** `is_active` that may be left out (null too; '' too when `emptyIsMissing`), then it is `missing`. */
export const flagOr = (missing: boolean, { emptyIsMissing = false }: { emptyIsMissing?: boolean } = {}) =>
  z.preprocess(
    (value) => (value === undefined || value === null || (emptyIsMissing && value === '') ? missing : value),
    flag(),
  );

/** `{ isActive }` of an activate or change-status call. */
export const isActiveBody = () => bodyOf<IsActiveBody>()(z.object({ isActive: flag() }));

/** The trigger options with their labels. */
export const triggerOptions = (lang: Lang): Option<FunnelTrigger>[] =>
  FUNNEL_TRIGGERS.map((value) => ({ value, label: t(lang, VALUE_LABELS[value]!) }));

/** A fresh empty step (the create defaults). */
export const emptyStep = (): FunnelStep => ({ delay_minutes: 0, title: '', body: '', url: '' });

export const copySteps = (steps: readonly FunnelStep[]): FunnelStep[] => steps.map((step) => ({ ...step }));
