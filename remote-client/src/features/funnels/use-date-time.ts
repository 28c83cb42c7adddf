import { useTranslation } from '@panel/shared-core';

/**
 * A date and time in the panel's language, or the text as it came when it is not one.
 *
 * @example
 * const dateTime = useDateTime();
 * dateTime(funnel.created_at); // "Jan 1, 2026, 10:00 AM"
 */
export function useDateTime() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (value: string | null | undefined) => {
    if (!value) return null;
    const parsed = new Date(value);
    return Number.isNaN(parsed.getTime()) ? value : format.format(parsed);
  };
}
