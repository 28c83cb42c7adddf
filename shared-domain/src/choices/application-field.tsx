import { useMemo, useRef, useState, type Ref } from 'react';
import { useTranslation } from '@panel/shared-core';
import { useController, type KitFieldProps } from '@panel/shared-core/record';
import { FormField, Spinner, VisuallyHidden } from '@panel/shared-core/ui';
import {
  ChoiceSearchList,
  Combobox,
  choiceSearchStatus,
  choiceSearchTexts,
  createListCollection,
  searchedChoiceText,
} from '@panel/shared-core/ui-extra';
import type { ApplicationChoice } from './api';
import { useApplicationSearch, useNamedApplications } from './use-application-search';
import '../applications/texts';

/** What a choice reads as, in the list and in the input: the id tells apart the applications of the same name. */
export const choiceText: (choice: ApplicationChoice) => string = searchedChoiceText;

export interface ApplicationFieldProps extends KitFieldProps {
  /** The input's text with nothing chosen; by default it says that no application is a choice too. */
  placeholder?: string;
}

/**
 * One application, searched on the server as the user types (a company may have more than a thousand, many of the
 * same name): each match reads `#id name` with its status when it is not active, the keyboard moves through them
 * (arrows, Enter, Escape), and the field holds the id or null. The current choice shows its name before any search.
 * Every single application picker is this one (a domain's, a funnel's, the statistics' filter).
 *
 * @example
 * <ApplicationField name="application_id" label={t('domains.fields.application')} />
 */
export function ApplicationField({
  name,
  label,
  helperText,
  required,
  disabled,
  placeholder,
}: ApplicationFieldProps) {
  const { t } = useTranslation('applications');
  const { field, fieldState } = useController({ name });
  const value = typeof field.value === 'number' ? field.value : null;
  return (
    <FormField
      label={label}
      helperText={helperText}
      error={fieldState.error}
      required={required}
      disabled={disabled}
    >
      <ApplicationCombobox
        value={value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        // A required choice cannot be "no application", which the default text offers.
        placeholder={placeholder ?? (required ? t('choice.search') : undefined)}
      />
    </FormField>
  );
}

export interface ApplicationComboboxProps {
  value: number | null;
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  /** The choice picked from the list, with its name and status (a field of several adds it). */
  onPick?: (choice: ApplicationChoice | null) => void;
  inputRef?: Ref<HTMLInputElement>;
  placeholder?: string;
  /** The input's name when no FormField labels it (a listing's filter). */
  'aria-label'?: string;
  /** Given by FormField: the ids of the hint and the error, for the input. */
  'aria-describedby'?: string;
}

/** The searchable choice itself, for a place that is not a form's field (a listing's filter). */
export function ApplicationCombobox({
  value,
  onChange,
  onBlur,
  onPick,
  inputRef,
  placeholder,
  'aria-label': ariaLabel,
  'aria-describedby': describedBy,
}: ApplicationComboboxProps) {
  const { t } = useTranslation('applications');
  const [open, setOpen] = useState(false);
  // The text last typed: left empty, it says "no application" (the clear button is not in the tab order).
  const typed = useRef<string | null>(null);
  const clear = () => {
    typed.current = null;
    setPicked(null);
    setOwn(null);
    onChange(null);
  };
  const failedRef = useRef<HTMLDivElement>(null);
  // Asked only once the list was wanted: a form that is filled in without it costs no search.
  const [wanted, setWanted] = useState(false);
  const search = useApplicationSearch(wanted);
  // The last choice made here: its name stays known when a later search no longer lists it.
  const [picked, setPicked] = useState<ApplicationChoice | null>(null);
  const listed = search.choices.find((choice) => choice.value === value);
  const known = picked?.value === value ? picked : (listed ?? null);
  const looked = useNamedApplications(value === null || known !== null ? [] : [value]).choices;
  const chosen = known ?? (value === null ? null : (looked.get(value) ?? null));

  // The combobox owns its text (a controlled text loses keys typed faster than React renders). A value set from
  // outside (a draft put back) starts it afresh, once the choice is named, so that its text is the choice's.
  const [own, setOwn] = useState(value);
  const [generation, setGeneration] = useState(0);
  if (own !== value) {
    setOwn(value);
    setGeneration(generation + 1);
    setWanted(false);
  }
  const naming = value !== null && chosen === null;

  // Until the list is wanted it holds the choice alone: the combobox learns its text from it and keeps it.
  const items = useMemo(
    () => (wanted ? search.choices : chosen ? [chosen] : []),
    [wanted, search.choices, chosen],
  );
  const collection = useMemo(
    () =>
      createListCollection<ApplicationChoice>({
        items,
        itemToString: choiceText,
        itemToValue: (choice) => String(choice.value),
      }),
    [items],
  );

  const texts = choiceSearchTexts(t, 'choice.');
  const status = choiceSearchStatus(search, texts);

  return (
    <>
      <Combobox.Root
        key={naming ? `${generation}-naming` : generation}
        collection={collection}
        value={value === null ? [] : [String(value)]}
        defaultInputValue={value === null ? '' : chosen ? choiceText(chosen) : `#${value}`}
        inputBehavior="autohighlight"
        openOnClick
        positioning={{ sameWidth: true }}
        translations={{
          triggerLabel: t('choice.open'),
          clearTriggerLabel: t('choice.clear'),
        }}
        // The Retry beside the list is part of the choice: a click on it keeps the list and the text.
        onInteractOutside={(event) => {
          // The element clicked is in the detail: the custom event's own target is not it.
          if (failedRef.current?.contains(event.detail.target as Node)) event.preventDefault();
        }}
        onOpenChange={(details) => {
          setOpen(details.open);
          // Left with its text deleted (Tab, a click elsewhere; not Escape, which cancels): nothing is chosen.
          if (
            !details.open &&
            details.reason === 'interact-outside' &&
            typed.current?.trim() === '' &&
            value !== null
          )
            clear();
          if (details.open) setWanted(true);
          // Opening the list again is the keyboard's way to try a failed search again.
          if (details.open && search.failed) search.retry();
        }}
        onInputValueChange={({ inputValue, reason }) => {
          if (reason === 'input-change') {
            setWanted(true);
            search.type(inputValue);
            typed.current = inputValue;
          } else if (reason !== 'item-select') {
            // Cleared, or the text put back (Escape, a click outside): the next opening lists from the start. Not on
            // a choice: the combobox reads the chosen item's text from the list just after, so the list must keep it.
            search.reset();
          }
        }}
        onValueChange={(details) => {
          typed.current = null;
          const item = (details.items[0] as ApplicationChoice | undefined) ?? null;
          setPicked(item);
          setOwn(item ? item.value : null);
          onChange(item ? item.value : null);
          onPick?.(item);
        }}
      >
        <Combobox.Control>
          <Combobox.Context>
            {(api) => (
              <Combobox.Input
                ref={inputRef}
                onBlur={() => {
                  onBlur?.();
                  // Text typed and left with the list closed (Escape, then Tab) would read as a choice that is not
                  // made: the field shows what it holds. With the list open, the combobox itself puts it back.
                  if (!api.open && api.inputValue.trim() === '' && typed.current !== null && value !== null)
                    clear();
                  else if (!api.open && api.inputValue !== api.valueAsString)
                    api.setInputValue(api.valueAsString);
                }}
                placeholder={placeholder ?? t('choice.placeholder')}
                aria-label={ariaLabel}
                aria-describedby={describedBy}
              />
            )}
          </Combobox.Context>
          <Combobox.IndicatorGroup>
            {open && search.searching ? <Spinner size="xs" color="fg.muted" /> : null}
            <Combobox.ClearTrigger />
            <Combobox.Trigger />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <ChoiceSearchList
          search={search}
          status={status}
          texts={texts}
          statusLabel={(code) => t(`status.${code}`)}
          failedRef={failedRef}
          failedTestId="application-search-failed"
        />
      </Combobox.Root>
      {/* The list's state, said to screen readers: the popup itself is not a live region. */}
      <VisuallyHidden aria-live="polite">{open ? status : ''}</VisuallyHidden>
    </>
  );
}
