import {
  Box,
  DatePicker,
  HStack,
  IconButton,
  Portal,
  Text,
  parseDate,
  type DatePickerRootProps,
} from '@chakra-ui/react';
import type { Ref } from 'react';
import { useTranslation } from '@panel/shared-core';
import { CalendarIcon, XIcon } from '@panel/shared-core/ui';

/** The value of a date field: `YYYY-MM-DD`, or null when empty. */
export type DateString = string | null;

export interface DateInputProps {
  value: DateString;
  onChange: (value: DateString) => void;
  id?: string;
  name?: string;
  invalid?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  required?: boolean;
  /** Earliest and latest selectable days (`YYYY-MM-DD`). */
  min?: string;
  max?: string;
  placeholder?: string;
  size?: 'sm' | 'md';
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  'aria-describedby'?: string;
  'aria-label'?: string;
  /** Take the focus when shown (the picker replacing the box the user just focused). */
  autoFocus?: boolean;
}

export interface DateRangeValue {
  from?: string;
  to?: string;
}

export interface DateRangeInputProps extends Omit<
  DateInputProps,
  'value' | 'onChange' | 'placeholder' | 'aria-label' | 'inputRef'
> {
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  /** Accessible names of the two inputs ("from", "to"). */
  labels: { from: string; to: string };
  /** Which end takes the focus when shown. */
  focusEnd?: 'from' | 'to';
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A `YYYY-MM-DD` string as the picker's date, or undefined when it is not one. */
export function toCalendarDate(value: string | null | undefined) {
  if (!value || !ISO_DATE.test(value)) return undefined;
  try {
    return parseDate(value);
  } catch {
    return undefined;
  }
}

/** Week starts as people of the panel's languages expect (Monday in Russian, Sunday in US English). */
const startOfWeekFor = (language: string) => (language.startsWith('en') ? 0 : 1);

function usePickerLocale() {
  const { t, i18n } = useTranslation('kit', { useSuspense: false });
  const language = i18n.language || 'ru';
  const locale = language.startsWith('en') ? 'en-US' : language;
  const translations: DatePickerRootProps['translations'] = {
    trigger: (open) => (open ? t('ui.date.close') : t('ui.date.open')),
    prevTrigger: (view) => t(`ui.date.prev.${view}`),
    nextTrigger: (view) => t(`ui.date.next.${view}`),
    viewTrigger: () => t('ui.date.switchView'),
    clearTrigger: t('ui.date.clear'),
    content: t('ui.date.calendar'),
    monthSelect: t('ui.date.month'),
    yearSelect: t('ui.date.year'),
    placeholder: () => ({
      day: t('ui.date.placeholder.day'),
      month: t('ui.date.placeholder.month'),
      year: t('ui.date.placeholder.year'),
    }),
  };
  return { t, locale, translations, startOfWeek: startOfWeekFor(language) };
}

function Calendar() {
  return (
    <Portal>
      <DatePicker.Positioner>
        <DatePicker.Content>
          <DatePicker.View view="day">
            <DatePicker.Header />
            <DatePicker.DayTable />
          </DatePicker.View>
          <DatePicker.View view="month">
            <DatePicker.Header />
            <DatePicker.MonthTable />
          </DatePicker.View>
          <DatePicker.View view="year">
            <DatePicker.Header />
            <DatePicker.YearTable />
          </DatePicker.View>
        </DatePicker.Content>
      </DatePicker.Positioner>
    </Portal>
  );
}

/**
 * A day, picked with Chakra's date picker in the panel's language (its format, its first day of the week, its
 * month names), never the browser's native input that follows the browser's locale. Typing works too.
 */
export function DatePickerInput({
  value,
  onChange,
  id,
  name,
  invalid,
  disabled,
  readOnly,
  required,
  min,
  max,
  placeholder,
  size = 'md',
  onBlur,
  inputRef,
  'aria-describedby': describedBy,
  'aria-label': ariaLabel,
  autoFocus,
}: DateInputProps) {
  const { t, locale, translations, startOfWeek } = usePickerLocale();
  const date = toCalendarDate(value);
  return (
    <DatePicker.Root
      size={size}
      locale={locale}
      translations={translations}
      startOfWeek={startOfWeek}
      value={date ? [date] : []}
      onValueChange={(details) => onChange(details.value[0]?.toString() ?? null)}
      min={toCalendarDate(min)}
      max={toCalendarDate(max)}
      name={name}
      invalid={invalid}
      disabled={disabled}
      readOnly={readOnly}
      required={required}
      ids={id ? { input: () => id } : undefined}
      placeholder={placeholder}
      positioning={{ placement: 'bottom-start' }}
      // Two of these side by side (a range) must fit a phone-sized filter panel.
      width="full"
      minW="0"
    >
      <DatePicker.Control minW="0">
        <DatePicker.Input
          minW="0"
          ref={inputRef}
          autoFocus={autoFocus}
          onBlur={onBlur}
          aria-describedby={describedBy}
          aria-label={ariaLabel}
        />
        <DatePicker.IndicatorGroup>
          {value && !disabled && !readOnly ? (
            <DatePicker.ClearTrigger asChild>
              <IconButton variant="ghost" size="2xs" aria-label={t('ui.date.clear')}>
                <XIcon />
              </IconButton>
            </DatePicker.ClearTrigger>
          ) : null}
          <DatePicker.Trigger>
            <CalendarIcon />
          </DatePicker.Trigger>
        </DatePicker.IndicatorGroup>
      </DatePicker.Control>
      <Calendar />
    </DatePicker.Root>
  );
}

/**
 * A range of days (`{ from, to }`): two pickers, so that either end may stay open (a filter "until 1 May"), each
 * keeping the other's day as its bound.
 */
export function DateRangePickerInput({
  value,
  onChange,
  id,
  min,
  max,
  labels,
  focusEnd,
  ...rest
}: DateRangeInputProps) {
  return (
    <HStack gap="2" align="center" w="full">
      <Box flex="1" minW="0">
        <DatePickerInput
          {...rest}
          id={id}
          aria-label={labels.from}
          autoFocus={focusEnd === 'from'}
          value={value.from ?? null}
          min={min}
          max={value.to ?? max}
          onChange={(from) => onChange({ ...value, from: from ?? undefined })}
        />
      </Box>
      <Text aria-hidden="true" color="fg.muted">
        –
      </Text>
      <Box flex="1" minW="0">
        <DatePickerInput
          {...rest}
          id={id ? `${id}-to` : undefined}
          aria-label={labels.to}
          autoFocus={focusEnd === 'to'}
          value={value.to ?? null}
          min={value.from ?? min}
          max={max}
          onChange={(to) => onChange({ ...value, to: to ?? undefined })}
        />
      </Box>
    </HStack>
  );
}
