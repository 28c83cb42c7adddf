import type { TFunction } from '@panel/shared-core';
import type { PushSchedule } from '../../api/push';

/** The week as people read it where the panel is used: Monday first (0 = Sunday on the wire). */
export const WEEK: readonly number[] = [1, 2, 3, 4, 5, 6, 0];
export const WEEKDAYS: readonly number[] = [1, 2, 3, 4, 5];
export const WEEKEND: readonly number[] = [6, 0];

/** A weekday's short name in `language` (0 = Sunday), from a known Sunday. */
export function dayName(day: number, language: string, width: 'short' | 'long' = 'short'): string {
  const sunday = Date.UTC(2026, 0, 4);
  return new Intl.DateTimeFormat(language, { weekday: width, timeZone: 'UTC' }).format(
    new Date(sunday + day * 86_400_000),
  );
}

/** "Every day", "Weekdays", or the days in week order ("Mon, Wed, Fri"). */
export function daysText(t: TFunction, language: string, days: readonly number[]): string {
  const set = new Set(days);
  if (set.size === 7) return t('push.schedule.everyDay');
  if (set.size === 5 && WEEKDAYS.every((day) => set.has(day))) return t('push.schedule.weekdays');
  if (set.size === 2 && WEEKEND.every((day) => set.has(day))) return t('push.schedule.weekend');
  return WEEK.filter((day) => set.has(day))
    .map((day) => dayName(day, language))
    .join(', ');
}

/** "Mon, Wed, Fri at 10:00 (Europe/Moscow)". */
export function scheduleText(t: TFunction, language: string, schedule: PushSchedule | null): string {
  if (!schedule || schedule.days.length === 0) return '';
  return t('push.schedule.summary', {
    days: daysText(t, language, schedule.days),
    time: schedule.time,
    timezone: schedule.timezone,
  });
}

/** The browser's local `YYYY-MM-DDTHH:mm` of an ISO moment (what the date-time field edits), or null. */
export function toLocalInput(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(
    date.getMinutes(),
  )}`;
}

/** The ISO moment of a local `YYYY-MM-DDTHH:mm`, or null. */
export function fromLocalInput(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The browser's time zone, which a one-off send time is typed in. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
