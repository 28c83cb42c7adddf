import { Suspense, lazy, useId, type ReactNode } from 'react';
import { useTranslation } from '@panel/shared-core';
import type { ListingFilter } from '@panel/shared-core';
import {
  Box,
  Button,
  Field,
  Fieldset,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Portal,
  Text,
  ChevronDownIcon,
} from '@panel/shared-core/ui';
import { Checkbox, CheckboxGroup, DateRangeInput, Popover } from '@panel/shared-core/ui-heavy';
import type { DateRangeValue, FilterValue, NumberRangeValue } from './types';
import { isValidDate } from './url-state';
import { useDraft } from './use-draft';

// The server-searched choice draws the kit's combobox (its extra part): only a listing that has one loads it.
const RemoteChoiceFilter = lazy(() => import('./remote-choice-filter'));

/** How long typing pauses before a text or number filter applies. */
const FILTER_DEBOUNCE_MS = 300;

export interface FilterControlProps {
  filter: ListingFilter;
  value: FilterValue | undefined;
  /** `replace` for typed values (a history entry per pause would make Back useless). */
  onChange: (value: FilterValue | undefined, options?: { replace?: boolean }) => void;
  /** The server's messages about this filter (422). */
  errors?: string[];
}

function errorText(errors: string[] | undefined): string | undefined {
  return errors && errors.length > 0 ? errors.join(' ') : undefined;
}

function TextFilter({ filter, value, onChange, errors }: FilterControlProps) {
  const committed = typeof value === 'string' ? value : '';
  const [text, setText, flush] = useDraft(
    committed,
    (next: string) => onChange(next.trim() === '' ? undefined : next.trim(), { replace: true }),
    FILTER_DEBOUNCE_MS,
    (a, b) => a.trim() === b.trim(),
  );
  return (
    <Field.Root invalid={!!errorText(errors)}>
      <Field.Label>{filter.label}</Field.Label>
      <Input
        size="sm"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') flush();
        }}
        onBlur={flush}
      />
      <Field.ErrorText>{errorText(errors)}</Field.ErrorText>
    </Field.Root>
  );
}

function SelectFilter({ filter, value, onChange, errors }: FilterControlProps) {
  const { t } = useTranslation('listing');
  const current = typeof value === 'string' ? value : '';
  const options = filter.options ?? [];
  // A value from a link that the options do not (or no longer) list is still shown, not silently dropped.
  const unknown = current !== '' && !options.some((o) => o.value === current);
  return (
    <Field.Root invalid={!!errorText(errors)}>
      <Field.Label>{filter.label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={current} onChange={(event) => onChange(event.target.value || undefined)}>
          <option value="">{t('filters.any')}</option>
          {unknown ? <option value={current}>{current}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{errorText(errors)}</Field.ErrorText>
    </Field.Root>
  );
}

function BooleanFilter({ filter, value, onChange, errors }: FilterControlProps) {
  const { t } = useTranslation('listing');
  const current = value === true ? 'true' : value === false ? 'false' : '';
  return (
    <Field.Root invalid={!!errorText(errors)}>
      <Field.Label>{filter.label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={current}
          onChange={(event) => {
            const next = event.target.value;
            onChange(next === 'true' ? true : next === 'false' ? false : undefined);
          }}
        >
          <option value="">{t('filters.any')}</option>
          <option value="true">{t('filters.yes')}</option>
          <option value="false">{t('filters.no')}</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{errorText(errors)}</Field.ErrorText>
    </Field.Root>
  );
}

function MultiSelectFilter({ filter, value, onChange, errors }: FilterControlProps) {
  const { t } = useTranslation('listing');
  const id = useId();
  const labelId = `${id}-label`;
  const buttonId = `${id}-button`;
  const errorId = `${id}-error`;
  const selected = Array.isArray(value) ? value : [];
  const options = filter.options ?? [];
  const labels = selected.map((v) => options.find((o) => o.value === v)?.label ?? v);
  const summary =
    selected.length === 0
      ? t('filters.any')
      : selected.length <= 2
        ? labels.join(', ')
        : t('filters.selected', { count: selected.length });
  const message = errorText(errors);
  return (
    <Stack gap="1.5">
      <Text as="span" id={labelId} textStyle="sm" fontWeight="medium">
        {filter.label}
      </Text>
      <Popover.Root positioning={{ placement: 'bottom-start' }} lazyMount unmountOnExit>
        <Popover.Trigger asChild>
          <Button
            id={buttonId}
            size="sm"
            variant="outline"
            justifyContent="space-between"
            fontWeight="normal"
            // Drawn as the select filters beside it are (the kit's NativeSelect at size sm).
            ps="2.5"
            pe="2"
            aria-labelledby={`${labelId} ${buttonId}`}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? errorId : undefined}
            borderColor={message ? 'border.error' : undefined}
          >
            <Box as="span" truncate>
              {summary}
            </Box>
            <ChevronDownIcon boxSize="4" color={message ? 'fg.error' : 'fg.muted'} />
          </Button>
        </Popover.Trigger>
        <Portal>
          <Popover.Positioner>
            <Popover.Content maxH="20rem" overflowY="auto" minW="14rem">
              <Popover.Body p="3">
                {options.length === 0 ? (
                  <Text color="fg.muted" textStyle="sm">
                    {t('filters.noOptions')}
                  </Text>
                ) : (
                  <CheckboxGroup
                    value={selected}
                    onValueChange={(next: string[]) => onChange(next.length > 0 ? next : undefined)}
                    aria-labelledby={labelId}
                  >
                    <Stack gap="2">
                      {options.map((option) => (
                        <Checkbox.Root key={option.value} value={option.value} size="sm">
                          <Checkbox.HiddenInput />
                          <Checkbox.Control />
                          <Checkbox.Label>{option.label}</Checkbox.Label>
                        </Checkbox.Root>
                      ))}
                    </Stack>
                  </CheckboxGroup>
                )}
                {selected.length > 0 ? (
                  <Button size="xs" variant="ghost" mt="3" onClick={() => onChange(undefined)}>
                    {t('filters.clearOne', { label: filter.label })}
                  </Button>
                ) : null}
              </Popover.Body>
            </Popover.Content>
          </Popover.Positioner>
        </Portal>
      </Popover.Root>
      {message ? (
        <Text id={errorId} color="fg.error" textStyle="xs">
          {message}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * The recipe spaces a fieldset's parts with margins (a rendered legend takes no flex gap), 16 px at its default size:
 * a range keeps a field's 6 px between its legend and controls, so that it lines up with the filters beside it.
 */
const RANGE_SPACING = { '& > :not(style, [hidden]) ~ :not(style, [hidden])': { marginTop: '1.5' } } as const;

function RangeFieldset({
  legend,
  errors,
  children,
}: {
  legend: string;
  errors?: string[];
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const id = useId();
  const message = errorText(errors);
  const errorId = `${id}-error`;
  return (
    <Fieldset.Root invalid={!!message} css={RANGE_SPACING}>
      <Fieldset.Legend textStyle="sm" fontWeight="medium" mb="0">
        {legend}
      </Fieldset.Legend>
      <HStack gap="2">{children(message ? errorId : undefined)}</HStack>
      {message ? <Fieldset.ErrorText id={errorId}>{message}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}

function DateRangeFilter({ filter, value, onChange, errors }: FilterControlProps) {
  const { t } = useTranslation('listing');
  const range = (value && typeof value === 'object' && !Array.isArray(value) ? value : {}) as DateRangeValue;
  const invalid = !!errorText(errors);
  return (
    <RangeFieldset legend={filter.label} errors={errors}>
      {(describedBy) => (
        <DateRangeInput
          size="sm"
          value={range}
          onChange={(next) => {
            const clean: DateRangeValue = {};
            if (next.from && isValidDate(next.from)) clean.from = next.from;
            if (next.to && isValidDate(next.to)) clean.to = next.to;
            onChange(clean.from || clean.to ? clean : undefined);
          }}
          labels={{
            from: t('filters.rangeFrom', { label: filter.label }),
            to: t('filters.rangeTo', { label: filter.label }),
          }}
          invalid={invalid}
          aria-describedby={describedBy}
        />
      )}
    </RangeFieldset>
  );
}

interface NumberDraft {
  min: string;
  max: string;
}

const numberText = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? '' : String(n));
const parseBound = (text: string): number | undefined | null => {
  if (text.trim() === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
};

function NumberRangeFilter({ filter, value, onChange, errors }: FilterControlProps) {
  const { t } = useTranslation('listing');
  const range = (
    value && typeof value === 'object' && !Array.isArray(value) ? value : {}
  ) as NumberRangeValue;
  const committed: NumberDraft = { min: numberText(range.min), max: numberText(range.max) };
  const [draft, setDraft, flush] = useDraft<NumberDraft>(
    committed,
    (next) => {
      const min = parseBound(next.min);
      const max = parseBound(next.max);
      if (min === null || max === null) return;
      const result: NumberRangeValue = {};
      if (min !== undefined) result.min = min;
      if (max !== undefined) result.max = max;
      onChange(min !== undefined || max !== undefined ? result : undefined, { replace: true });
    },
    FILTER_DEBOUNCE_MS,
    (a, b) => parseBound(a.min) === parseBound(b.min) && parseBound(a.max) === parseBound(b.max),
  );
  const invalid = !!errorText(errors);
  return (
    <RangeFieldset legend={filter.label} errors={errors}>
      {(describedBy) => (
        <>
          <Input
            size="sm"
            type="number"
            inputMode="decimal"
            value={draft.min}
            placeholder={t('filters.min')}
            onChange={(event) => setDraft({ ...draft, min: event.target.value })}
            onBlur={flush}
            onKeyDown={(event) => {
              if (event.key === 'Enter') flush();
            }}
            aria-label={t('filters.rangeMin', { label: filter.label })}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
          />
          <Input
            size="sm"
            type="number"
            inputMode="decimal"
            value={draft.max}
            placeholder={t('filters.max')}
            onChange={(event) => setDraft({ ...draft, max: event.target.value })}
            onBlur={flush}
            onKeyDown={(event) => {
              if (event.key === 'Enter') flush();
            }}
            aria-label={t('filters.rangeMax', { label: filter.label })}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
          />
        </>
      )}
    </RangeFieldset>
  );
}

/** The place of a remote choice while its code arrives: the same label and height, so nothing moves. */
function ChoiceFilterFallback({ label }: { label: string }) {
  return (
    <Field.Root disabled>
      <Field.Label>{label}</Field.Label>
      <Input size="sm" readOnly />
    </Field.Root>
  );
}

/**
 * The control of one filter, by its type: text (debounced), select, multiselect (checkboxes in a popover),
 * date range, number range (debounced), boolean (any / yes / no), remote choice (searched on the server).
 */
export function FilterControl(props: FilterControlProps) {
  switch (props.filter.type) {
    case 'select':
      return <SelectFilter {...props} />;
    case 'multiselect':
      return <MultiSelectFilter {...props} />;
    case 'date-range':
      return <DateRangeFilter {...props} />;
    case 'number-range':
      return <NumberRangeFilter {...props} />;
    case 'boolean':
      return <BooleanFilter {...props} />;
    case 'remote-choice':
      return (
        <Suspense fallback={<ChoiceFilterFallback label={props.filter.label} />}>
          <RemoteChoiceFilter {...props} />
        </Suspense>
      );
    default:
      return <TextFilter {...props} />;
  }
}

export interface ListingFiltersProps {
  filters: ListingFilter[];
  values: Record<string, FilterValue>;
  onChange: (key: string, value: FilterValue | undefined, options?: { replace?: boolean }) => void;
  errors?: Record<string, string[]>;
  id?: string;
}

/** Every filter of a listing in a responsive grid. */
export function ListingFilters({ filters, values, onChange, errors, id }: ListingFiltersProps) {
  const { t } = useTranslation('listing');
  if (filters.length === 0) return null;
  return (
    <Box as="section" id={id} aria-label={t('filters.title')}>
      <SimpleGrid minChildWidth="14rem" gap="3" alignItems="start">
        {filters.map((filter) => (
          <Box key={filter.key} gridColumn={filter.type === 'date-range' ? { md: 'span 2' } : undefined}>
            <FilterControl
              filter={filter}
              value={values[filter.key]}
              onChange={(value, options) => onChange(filter.key, value, options)}
              errors={errors?.[filter.key]}
            />
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}
