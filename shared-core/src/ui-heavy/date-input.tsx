import { lazy, startTransition, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from '@panel/shared-core';
import { CalendarIcon, HStack, Input, InputGroup, Text } from '@panel/shared-core/ui';
import type { DateInputProps, DateRangeInputProps } from './date-picker';

export type { DateInputProps, DateRangeInputProps, DateRangeValue, DateString } from './date-picker';

// The picker (its state machine and the calendar arithmetic, ~23 KB gzip) is a chunk of its own, fetched the first
// time someone reaches for a date: a listing shows its date filters without it, as boxes that look the same.
let pickerLoaded = false;
const loadPicker = () =>
  import(/* webpackChunkName: "date-picker" */ './date-picker').then((module) => {
    pickerLoaded = true;
    return module;
  });
const LazyDateInput = lazy(() => loadPicker().then((m) => ({ default: m.DatePickerInput })));
const LazyDateRangeInput = lazy(() => loadPicker().then((m) => ({ default: m.DateRangePickerInput })));

// One per language for the page's life: ICU takes milliseconds to build a date pattern, and a listing's filters draw
// several boxes, each rendered more than once while the listing loads.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(language: string): Intl.DateTimeFormat {
  let formatter = dayFormats.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language.startsWith('en') ? 'en-US' : language, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dayFormats.set(language, formatter);
  }
  return formatter;
}

/** A day as the picker will show it (two-digit day and month), while the picker's code is not there. */
function useDayFormat() {
  const { i18n } = useTranslation('kit', { useSuspense: false });
  const formatter = dayFormat(i18n.language || 'ru');
  return (value: string | null | undefined) =>
    value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatter.format(new Date(`${value}T00:00:00Z`)) : '';
}

interface BoxProps {
  id?: string;
  size?: 'sm' | 'md';
  text: string;
  label?: string;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  /** The user reached for the box (focus, pointer): the picker takes over. */
  onActivate: () => void;
  onFocusChange: (focused: boolean) => void;
}

/** What shows until the picker arrives: the same box, the same text, the same calendar sign. */
function DateBox({
  id,
  size,
  text,
  label,
  describedBy,
  invalid,
  disabled,
  onActivate,
  onFocusChange,
}: BoxProps) {
  return (
    <InputGroup
      endElement={
        <Text as="span" color="fg.muted" aria-hidden="true" display="inline-flex">
          <CalendarIcon />
        </Text>
      }
    >
      <Input
        id={id}
        size={size}
        readOnly
        value={text}
        aria-label={label}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        onFocus={() => {
          onFocusChange(true);
          onActivate();
        }}
        onBlur={() => onFocusChange(false)}
        onPointerDown={onActivate}
        onPointerEnter={() => void loadPicker()}
      />
    </InputGroup>
  );
}

function useActivation() {
  // Already fetched (another form used it): the picker shows at once, without taking the focus.
  const [active, setActive] = useState(pickerLoaded);
  return {
    active,
    activate: () => {
      void loadPicker();
      // A transition, so that the focused box stays (and keeps the focus and its ring) until the picker's code is
      // there: a fallback would replace it with a box of its own, and the focus would fall to the page's body.
      startTransition(() => setActive(true));
    },
  };
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
  const { active, activate } = useActivation();
  // Only a box that still has the focus hands it to the picker: one the user has left keeps it where they went.
  const [focused, setFocused] = useState(false);
  const box = (
    <DateBox
      id={props.id}
      size={props.size}
      text={format(props.value)}
      label={props['aria-label']}
      describedBy={props['aria-describedby']}
      invalid={props.invalid}
      disabled={props.disabled}
      onActivate={activate}
      onFocusChange={setFocused}
    />
  );
  return (
    <Suspense fallback={box}>{active ? <LazyDateInput {...props} autoFocus={focused} /> : box}</Suspense>
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
  const { active, activate } = useActivation();
  // The end whose box has the focus when the picker arrives takes it over; none once the user has moved on.
  const [focused, setFocused] = useState<'from' | 'to' | undefined>(undefined);
  const boxes = (child: (bound: 'from' | 'to') => ReactNode) => (
    <HStack gap="2" w="full">
      {child('from')}
      <Text aria-hidden="true" color="fg.muted">
        –
      </Text>
      {child('to')}
    </HStack>
  );
  const fallback = boxes((bound) => (
    <DateBox
      key={bound}
      id={props.id ? (bound === 'from' ? props.id : `${props.id}-to`) : undefined}
      size={props.size}
      text={format(props.value[bound])}
      label={props.labels[bound]}
      describedBy={props['aria-describedby']}
      invalid={props.invalid}
      disabled={props.disabled}
      onActivate={activate}
      onFocusChange={(on) => setFocused((current) => (on ? bound : current === bound ? undefined : current))}
    />
  ));
  return (
    <Suspense fallback={fallback}>
      {active ? <LazyDateRangeInput {...props} focusEnd={focused} /> : fallback}
    </Suspense>
  );
}
