/**
 * The field rules messaging shares between the company's records (routes/push.ts, routes/funnels.ts) and the
 * administrators' templates (routes/templates.ts): push content, funnel steps, system-funnel triggers, time zones
 * (docs/api-contract.md, "Messaging (company area)", shared field rules). Each reader adds its errors to the
 * BodyReader (nested keys as dotted paths: `steps.1.title`) and returns what it read; the caller calls `done()`.
 */
import { isRecord } from '../http';
import { msg, t, type Lang } from '../i18n';
import { VALUE_LABELS } from '../listings/defs/common';
import type { FunnelStep, FunnelTrigger } from '../store/types';
import { wholeNumber, type BodyReader } from '../validate';
import type { Option } from './company-common';
import { TIMEZONES as COMPANY_TIMEZONES } from './company';

/** The IANA zones a schedule may use: the ones a company may pick. */
export const TIMEZONES: readonly Option<string>[] = COMPANY_TIMEZONES;

export const PUSH_TITLE_MAX = 65;
export const PUSH_BODY_MAX = 240;
export const NAME_MAX = 100;
export const STEPS_MAX = 20;
/** A step waits at most 30 days after the previous one. */
export const DELAY_MAX = 43200;
export const TRIGGER_VALUE_MAX = 365;
export const TRIGGERS = [
  'install',
  'first_open',
  'inactive_days',
] as const satisfies readonly FunnelTrigger[];

export interface PushContent {
  title: string;
  body: string;
  icon_url: string;
  image_url: string | null;
  url: string;
}

/** An absolute http(s) address with a host. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * An image of a push: an http(s) address, or a file of this API (`/api/...`, what an upload answers and what the
 * seeded records use).
 */
export function isPushImage(value: string): boolean {
  return (value.startsWith('/api/') && !/\s/.test(value)) || isHttpUrl(value);
}

/** `name`: required, trimmed, at most 100 characters. */
export function readName(input: BodyReader, field = 'name'): string {
  return input.string(field, { max: NAME_MAX });
}

/** A required http(s) address under `field` (the input may be a step object: `data` and `key` say where). */
function readUrl(
  input: BodyReader,
  lang: Lang,
  key: string,
  value: unknown,
  { required = true, image = false } = {},
): string | null {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    if (required) input.errors.add(key, msg(lang, 'required'));
    return required ? '' : null;
  }
  if (typeof value !== 'string') {
    input.errors.add(key, msg(lang, 'filterString'));
    return '';
  }
  const text = value.trim();
  if (text.length > 2048) input.errors.add(key, msg(lang, 'maxLength', { max: 2048 }));
  else if (!(image ? isPushImage(text) : isHttpUrl(text))) input.errors.add(key, msg(lang, 'url'));
  return text;
}

/** A required trimmed text of at most `max` characters read from any object (a step). */
function readTextAt(input: BodyReader, lang: Lang, key: string, value: unknown, max: number): string {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    input.errors.add(key, msg(lang, 'required'));
    return '';
  }
  if (typeof value !== 'string' && typeof value !== 'number') {
    input.errors.add(key, msg(lang, 'filterString'));
    return '';
  }
  const text = String(value).trim();
  if (text.length > max) input.errors.add(key, msg(lang, 'maxLength', { max }));
  return text;
}

/**
 * Push content: `title` (≤ 65), `body` (≤ 240), `url` (http(s)), `icon_url` (required image address), `image_url`
 * (optional: null or '' is null).
 */
export function readPushContent(input: BodyReader, lang: Lang): PushContent {
  const data = input.data;
  return {
    title: readTextAt(input, lang, 'title', data.title, PUSH_TITLE_MAX),
    body: readTextAt(input, lang, 'body', data.body, PUSH_BODY_MAX),
    icon_url: readUrl(input, lang, 'icon_url', data.icon_url, { image: true }) ?? '',
    image_url: readUrl(input, lang, 'image_url', data.image_url, { required: false, image: true }),
    url: readUrl(input, lang, 'url', data.url) ?? '',
  };
}

/**
 * Funnel `steps`: 1..20 of `{ delay_minutes, title, body, url }`; `delay_minutes` is the wait after the previous step
 * (the first: after the trigger), a whole number 0..43200. Errors on `steps` (the list) and `steps.<index>.<field>`.
 */
export function readSteps(input: BodyReader, lang: Lang, field = 'steps'): FunnelStep[] {
  const list = input.data[field];
  if (list === undefined || list === null) {
    input.errors.add(field, msg(lang, 'stepsCount', { max: STEPS_MAX }));
    return [];
  }
  if (!Array.isArray(list)) {
    input.errors.add(field, msg(lang, 'filterArray'));
    return [];
  }
  if (list.length === 0 || list.length > STEPS_MAX) {
    input.errors.add(field, msg(lang, 'stepsCount', { max: STEPS_MAX }));
    if (list.length === 0) return [];
  }
  return list.slice(0, STEPS_MAX).map((raw, index): FunnelStep => {
    const step = isRecord(raw) ? raw : {};
    const key = (name: string) => `${field}.${index}.${name}`;
    const delay = wholeNumber(step.delay_minutes);
    if (step.delay_minutes === undefined || step.delay_minutes === null || step.delay_minutes === '')
      input.errors.add(key('delay_minutes'), msg(lang, 'required'));
    else if (delay === null || delay < 0 || delay > DELAY_MAX)
      input.errors.add(key('delay_minutes'), msg(lang, 'stepDelay', { max: DELAY_MAX }));
    return {
      delay_minutes: delay ?? 0,
      title: readTextAt(input, lang, key('title'), step.title, PUSH_TITLE_MAX),
      body: readTextAt(input, lang, key('body'), step.body, PUSH_BODY_MAX),
      url: readUrl(input, lang, key('url'), step.url) ?? '',
    };
  });
}

/**
 * A system funnel's trigger: `trigger` one of install | first_open | inactive_days; `trigger_value` a whole number of
 * days 1..365 required with inactive_days (error on `trigger_value`), null otherwise.
 */
export function readTrigger(
  input: BodyReader,
  lang: Lang,
): { trigger: FunnelTrigger; trigger_value: number | null } {
  const trigger = input.oneOf('trigger', TRIGGERS);
  if (trigger !== 'inactive_days' || input.errors.has('trigger')) return { trigger, trigger_value: null };
  const raw = input.data.trigger_value;
  const value = wholeNumber(raw);
  if (raw === undefined || raw === null || raw === '')
    input.errors.add('trigger_value', msg(lang, 'required'));
  else if (value === null || value < 1 || value > TRIGGER_VALUE_MAX)
    input.errors.add('trigger_value', msg(lang, 'triggerValue', { max: TRIGGER_VALUE_MAX }));
  return { trigger, trigger_value: value };
}

/** The trigger options with their labels. */
export const triggerOptions = (lang: Lang): Option<string>[] =>
  TRIGGERS.map((value) => ({ value, label: t(lang, VALUE_LABELS[value]!) }));

/** A fresh empty step (the create defaults). */
export const emptyStep = (): FunnelStep => ({ delay_minutes: 0, title: '', body: '', url: '' });

export const copySteps = (steps: readonly FunnelStep[]): FunnelStep[] => steps.map((step) => ({ ...step }));
