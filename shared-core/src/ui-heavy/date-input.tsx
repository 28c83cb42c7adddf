import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { HStack, Input } from '@panel/shared-core/ui';
import type { DateInputProps, DateRangeInputProps } from './date-picker';

export type { DateInputProps, DateRangeInputProps, DateRangeValue, DateString } from './date-picker';

// The picker (its state machine and the calendar arithmetic) is a chunk of its own: most screens have no date
// field, and those that do show a plain box for the moment it takes to arrive.
const loadPicker = () => import(/* webpackChunkName: "date-picker" */ './date-picker');
const LazyDateInput = lazy(() => loadPicker().then((m) => ({ default: m.DatePickerInput })));
const LazyDateRangeInput = lazy(() => loadPicker().then((m) => ({ default: m.DateRangePickerInput })));

/** A day as the picker will show it (two-digit day and month), while the picker's code is on its way. */
function useDayFormat() {
  const { i18n } = useTranslation('kit', { useSuspense: false });
  const language = i18n.language || 'ru';
  const formatter = new Intl.DateTimeFormat(language.startsWith('en') ? 'en-US' : language, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (value: string | null | undefined) =>
    value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatter.format(new Date(`${value}T00:00:00Z`)) : '';
}

/**
 * A day in the panel's language (`YYYY-MM-DD` in, `YYYY-MM-DD` or null out), with a calendar; never the browser's
 * native date input, which follows the browser's locale rather than the panel's.
 *
 * @example
 * <DateInput id="shown" value={value} onChange={setValue} />
 */
export function DateInput(props: DateInputProps) {
  const format = useDayFormat();
  return (
    <Suspense
      fallback={
        <Input
          id={props.id}
          size={props.size}
          readOnly
          value={format(props.value)}
          aria-label={props['aria-label']}
          aria-busy="true"
        />
      }
    >
      <LazyDateInput {...props} />
    </Suspense>
  );
}

/**
 * A range of days (`{ from, to }`), either end optional.
 *
 * @example
 * <DateRangeInput value={{ from: '2026-01-01' }} onChange={setRange} labels={{ from: 'From', to: 'To' }} />
 */
export function DateRangeInput(props: DateRangeInputProps) {
  const format = useDayFormat();
  return (
    <Suspense
      fallback={
        <HStack gap="2">
          <Input size={props.size} readOnly value={format(props.value.from)} aria-label={props.labels.from} />
          <Input size={props.size} readOnly value={format(props.value.to)} aria-label={props.labels.to} />
        </HStack>
      }
    >
      <LazyDateRangeInput {...props} />
    </Suspense>
  );
}

/** Starts downloading the picker before it is needed (a form that will show one). */
export function preloadDatePicker(): void {
  void loadPicker();
}
