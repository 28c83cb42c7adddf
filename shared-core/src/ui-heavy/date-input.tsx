import { lazy, Suspense } from 'react';
import { HStack, Input } from '@panel/shared-core/ui';
import type { DateInputProps, DateRangeInputProps } from './date-picker';

export type { DateInputProps, DateRangeInputProps, DateRangeValue, DateString } from './date-picker';

// The picker (its state machine and the calendar arithmetic) is a chunk of its own: most screens have no date
// field, and those that do show a plain box for the moment it takes to arrive.
const loadPicker = () => import(/* webpackChunkName: "date-picker" */ './date-picker');
const LazyDateInput = lazy(() => loadPicker().then((m) => ({ default: m.DatePickerInput })));
const LazyDateRangeInput = lazy(() => loadPicker().then((m) => ({ default: m.DateRangePickerInput })));

/**
 * A day in the panel's language (`YYYY-MM-DD` in, `YYYY-MM-DD` or null out), with a calendar; never the browser's
 * native date input, which follows the browser's locale rather than the panel's.
 *
 * @example
 * <DateInput id="shown" value={value} onChange={setValue} />
 */
export function DateInput(props: DateInputProps) {
  return (
    <Suspense
      fallback={
        <Input
          size={props.size}
          readOnly
          value={props.value ?? ''}
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
  return (
    <Suspense
      fallback={
        <HStack gap="2">
          <Input size={props.size} readOnly value={props.value.from ?? ''} aria-label={props.labels.from} />
          <Input size={props.size} readOnly value={props.value.to ?? ''} aria-label={props.labels.to} />
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
