import { useId, useMemo, useState } from 'react';
import { useTranslation } from '@panel/shared-core';
import { useController } from 'react-hook-form';
import { type FormOption } from '@panel/shared-core/record-data';
import {
  Badge,
  Box,
  Fieldset,
  FormField,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@panel/shared-core/ui';
import { Checkbox, CheckboxGroup } from '@panel/shared-core/ui-heavy';
import { Switch } from '@panel/shared-core/ui-form';
import { optionByValue } from '@panel/shared-core/record-view';
import { KitLegend, KitMessages } from './field-parts';
import type { KitFieldProps } from './text-fields';

type OptionValue = FormOption['value'];

export interface SelectFieldProps extends KitFieldProps {
  options: readonly FormOption[];
  /** The text of the empty choice; a field that is not required offers it (and then holds null). */
  placeholder?: string;
}

/**
 * One choice among the options a `create` / `edit` call sent. A native select: the phone's own picker, the keyboard's
 * type-to-find, no popup to lose.
 *
 * @example
 * <SelectField name="language" label={t('fields.language')} options={options.languages ?? []} required />
 */
export function SelectField({
  name,
  label,
  helperText,
  required,
  disabled,
  options,
  placeholder,
}: SelectFieldProps) {
  const { t } = useTranslation('record');
  const { field, fieldState } = useController({ name });
  const current = optionByValue(options, field.value);
  return (
    // The field's `disabled` wins over the control's in Chakra's Field: it must be given here for the select to lock.
    <FormField
      label={label}
      helperText={helperText}
      error={fieldState.error}
      required={required}
      disabled={disabled}
    >
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field
          ref={field.ref}
          name={field.name}
          onBlur={field.onBlur}
          value={current ? String(current.value) : ''}
          onChange={(event) => {
            const picked = optionByValue(options, event.target.value);
            field.onChange(picked ? picked.value : null);
          }}
        >
          {!required || !current ? <option value="">{placeholder ?? t('fields.choose')}</option> : null}
          {options.map((option) => (
            <option key={String(option.value)} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

/** The most checkboxes a multiselect draws at once (besides the chosen ones). */
const MAX_SHOWN = 100;

export interface MultiSelectFieldProps extends KitFieldProps {
  options: readonly FormOption[];
  /** Shown instead of the list when there is nothing to choose from. */
  emptyText?: string;
  /** A detail under an option's label (a pixel's type). */
  describe?: (option: FormOption) => string | undefined;
}

/**
 * Several choices, as a list of checkboxes (a filter box appears when the list is long). The value is the list of the
 * chosen options' values, in their own type.
 *
 * @example
 * <MultiSelectField name="pixel_ids" label={t('fields.pixels')} options={options.pixels ?? []} />
 */
export function MultiSelectField({
  name,
  label,
  helperText,
  required,
  disabled,
  options,
  emptyText,
  describe,
}: MultiSelectFieldProps) {
  const { t } = useTranslation('record');
  const { field, fieldState } = useController({ name });
  const [query, setQuery] = useState('');
  const labelId = useId();
  const errorId = useId();
  const selected = useMemo(
    () => (Array.isArray(field.value) ? (field.value as OptionValue[]) : []).map(String),
    [field.value],
  );
  const matching = query
    ? options.filter((option) => option.label.toLowerCase().includes(query.trim().toLowerCase()))
    : options;
  // A company may have a thousand applications: drawing a checkbox for each freezes the page. The first ones that match
  // are drawn, plus every chosen one, so a choice can always be undone; the filter finds the rest.
  const shown = useMemo(() => {
    if (matching.length <= MAX_SHOWN) return matching;
    const first = matching.slice(0, MAX_SHOWN);
    const drawn = new Set(first.map((option) => String(option.value)));
    return [
      ...first,
      ...options.filter(
        (option) => selected.includes(String(option.value)) && !drawn.has(String(option.value)),
      ),
    ];
  }, [matching, options, selected]);
  const hidden = matching.length - Math.min(matching.length, MAX_SHOWN);
  const message = fieldState.error?.message;
  return (
    <Fieldset.Root invalid={!!message} disabled={disabled}>
      <HStack justify="space-between" align="baseline">
        <KitLegend id={labelId} label={label} required={required} />
        {selected.length > 0 ? (
          <Badge size="sm" variant="subtle">
            {t('fields.selectedCount', { count: selected.length })}
          </Badge>
        ) : null}
      </HStack>
      {helperText ? <Fieldset.HelperText>{helperText}</Fieldset.HelperText> : null}
      {options.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {emptyText ?? t('fields.noOptions')}
        </Text>
      ) : (
        <Stack gap="2">
          {options.length > 8 ? (
            <Input
              size="sm"
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t('fields.filterOptions')}
              aria-label={t('fields.filterOptionsOf', { label: typeof label === 'string' ? label : '' })}
            />
          ) : null}
          <Box maxH="16rem" overflowY="auto" borderWidth="1px" borderRadius="l2" p="3">
            <CheckboxGroup
              value={selected}
              aria-labelledby={labelId}
              aria-describedby={message ? errorId : undefined}
              onValueChange={(next: string[]) => {
                field.onChange(
                  options
                    .filter((option) => next.includes(String(option.value)))
                    .map((option) => option.value),
                );
                field.onBlur();
              }}
            >
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
                {shown.map((option, index) => (
                  <Checkbox.Root key={String(option.value)} value={String(option.value)} size="sm">
                    <Checkbox.HiddenInput ref={index === 0 ? field.ref : undefined} />
                    <Checkbox.Control />
                    <Checkbox.Label>
                      {option.label}
                      {describe?.(option) ? (
                        <Text as="span" color="fg.muted" ms="1">
                          · {describe(option)}
                        </Text>
                      ) : null}
                    </Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </SimpleGrid>
            </CheckboxGroup>
          </Box>
          {hidden > 0 ? (
            <Text textStyle="xs" color="fg.muted" data-testid="options-hidden">
              {t('fields.moreOptions', { count: hidden })}
            </Text>
          ) : null}
        </Stack>
      )}
      {message ? <Fieldset.ErrorText id={errorId}>{message}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}

export type SwitchFieldProps = KitFieldProps;

/**
 * An on/off setting; its label says what "on" means.
 *
 * @example
 * <SwitchField name="push_enabled" label={t('fields.pushEnabled')} />
 */
export function SwitchField({ name, label, helperText, disabled }: SwitchFieldProps) {
  const { field, fieldState } = useController({ name });
  const message = fieldState.error?.message;
  return (
    <Stack gap="1">
      <Switch.Root
        checked={field.value === true}
        onCheckedChange={(details) => {
          field.onChange(details.checked);
          field.onBlur();
        }}
        disabled={disabled}
        invalid={!!message}
        name={field.name}
      >
        <Switch.HiddenInput ref={field.ref} />
        <Switch.Control />
        <Switch.Label>{label}</Switch.Label>
      </Switch.Root>
      <KitMessages helperText={helperText} message={message} />
    </Stack>
  );
}
