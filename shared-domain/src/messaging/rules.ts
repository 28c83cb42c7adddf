import type { TFunction } from '@panel/shared-core';
import { z } from '@panel/shared-core/record';
import {
  FUNNEL_LIMITS,
  FUNNEL_TRIGGERS,
  PUSH_LIMITS,
  isHttpUrl,
  isInactiveDays,
  isPlainText,
  isPushImage,
  takesTriggerValue,
  type FunnelStep,
  type FunnelTrigger,
} from '@panel/contract';

/** The contract's limits of messaging (push.ts, funnels.ts), which the server applies too, in one place for the forms. */
export const LIMITS = {
  name: PUSH_LIMITS.name,
  title: PUSH_LIMITS.title,
  body: PUSH_LIMITS.body,
  steps: FUNNEL_LIMITS.steps,
  /** A step waits at most 30 days after the one before it. */
  delayMinutes: FUNNEL_LIMITS.delayMinutes,
  inactiveDays: FUNNEL_LIMITS.inactiveDays,
} as const;

export type Platform = 'android' | 'ios' | 'desktop';
export const PLATFORMS: readonly Platform[] = ['android', 'ios', 'desktop'];

/**
 * Where each platform cuts a notification's title and body in its collapsed view. Approximate: the exact cut depends
 * on the device's width and font, so these are the conservative figures push services publish for planning texts.
 */
export const PREVIEW_CUTS: Record<Platform, { title: number; body: number }> = {
  android: { title: 50, body: 120 },
  ios: { title: 40, body: 110 },
  desktop: { title: 60, body: 140 },
};

/**
 * The name of a funnel or a template: required, trimmed, at most LIMITS.name characters, without control characters or
 * direction overrides (the contract's rules).
 */
export function nameRule(t: TFunction) {
  return z
    .string()
    .trim()
    .min(1, t('messaging:rules.required'))
    .max(LIMITS.name, t('messaging:rules.maxLength', { max: LIMITS.name }))
    .refine(isPlainText, t('messaging:rules.plainText'));
}

/** The text as the platform draws it: cut at `max` characters with an ellipsis; `cut` says whether it was. */
export function cutText(text: string, max: number): { text: string; cut: boolean } {
  const chars = Array.from(text.trim());
  if (chars.length <= max) return { text: chars.join(''), cut: false };
  return {
    text: `${chars
      .slice(0, max - 1)
      .join('')
      .trimEnd()}…`,
    cut: true,
  };
}

export type { FunnelStep, FunnelTrigger } from '@panel/contract';

export const emptyStep = (delay = 0): FunnelStep => ({ delay_minutes: delay, title: '', body: '', url: '' });

/** When each step fires, in minutes after the trigger: the delays are counted from the step before. */
export function fireTimes(steps: readonly Pick<FunnelStep, 'delay_minutes'>[]): number[] {
  let total = 0;
  return steps.map((step) => {
    total += Number.isFinite(step.delay_minutes) ? Math.max(0, step.delay_minutes) : 0;
    return total;
  });
}

/** Minutes split into the largest whole units, for "2 d 3 h" labels. */
function splitMinutes(minutes: number): { days: number; hours: number; minutes: number } {
  const whole = Math.max(0, Math.round(minutes));
  return { days: Math.floor(whole / 1440), hours: Math.floor((whole % 1440) / 60), minutes: whole % 60 };
}

/** "2 d 3 h", "45 min", "0 min": a duration in the panel's words. */
export function formatDuration(t: TFunction, minutes: number): string {
  const parts = splitMinutes(minutes);
  const out: string[] = [];
  if (parts.days) out.push(t('messaging:duration.days', { count: parts.days }));
  if (parts.hours) out.push(t('messaging:duration.hours', { count: parts.hours }));
  if (parts.minutes || out.length === 0) out.push(t('messaging:duration.minutes', { count: parts.minutes }));
  return out.join(' ');
}

const text = (t: TFunction, max: number) =>
  z.string().trim().min(1, t('messaging:rules.required')).max(max, t('messaging:rules.maxLength', { max }));

const httpUrl = (t: TFunction) =>
  z
    .string()
    .trim()
    .min(1, t('messaging:rules.required'))
    .refine((value) => value === '' || isHttpUrl(value), t('messaging:rules.url'));

/** The content of a push (a notification or a template): title, body, link, icon and an optional picture. */
export function pushContentShape(t: TFunction) {
  return {
    title: text(t, LIMITS.title),
    body: text(t, LIMITS.body),
    url: httpUrl(t),
    icon_url: z
      .string()
      .trim()
      .min(1, t('messaging:rules.icon'))
      .refine((value) => value === '' || isPushImage(value), t('messaging:rules.url')),
    image_url: z
      .string()
      .trim()
      .nullable()
      .refine((value) => !value || isPushImage(value), t('messaging:rules.url')),
  };
}

/** One step of a funnel: its wait after the step before, and its message. */
function stepSchema(t: TFunction) {
  return z.object({
    delay_minutes: z
      .number(t('messaging:rules.required'))
      .int(t('messaging:rules.wholeMinutes'))
      .min(0, t('messaging:rules.delayRange', { max: LIMITS.delayMinutes / 1440 }))
      .max(LIMITS.delayMinutes, t('messaging:rules.delayRange', { max: LIMITS.delayMinutes / 1440 })),
    title: text(t, LIMITS.title),
    body: text(t, LIMITS.body),
    url: httpUrl(t),
  });
}

export function stepsSchema(t: TFunction) {
  return z
    .array(stepSchema(t))
    .min(1, t('messaging:rules.stepsMin'))
    .max(LIMITS.steps, t('messaging:rules.stepsMax', { max: LIMITS.steps }));
}

export const TRIGGERS: readonly FunnelTrigger[] = FUNNEL_TRIGGERS;

/**
 * The trigger of a system funnel: inactive_days needs how many days; the other triggers take no value. Use with
 * `.superRefine(checkTrigger(t))` on an object that has `trigger` and `trigger_value`.
 */
export function checkTrigger(t: TFunction) {
  return (values: { trigger: string; trigger_value: number | null }, ctx: z.RefinementCtx) => {
    if (!takesTriggerValue(values.trigger)) return;
    const days = values.trigger_value;
    if (days === null || !isInactiveDays(days))
      ctx.addIssue({
        code: 'custom',
        path: ['trigger_value'],
        message: t('messaging:rules.inactiveDays', { max: LIMITS.inactiveDays }),
      });
  };
}

/** The steps as the form holds them (numbers, no stray fields), from a record or a template. */
export function toSteps(raw: unknown): FunnelStep[] {
  if (!Array.isArray(raw)) return [];
  return raw.map((item) => {
    const step = (item ?? {}) as Partial<FunnelStep>;
    return {
      delay_minutes: Number.isFinite(Number(step.delay_minutes)) ? Number(step.delay_minutes) : 0,
      title: String(step.title ?? ''),
      body: String(step.body ?? ''),
      url: String(step.url ?? ''),
    };
  });
}
