import { useMemo, useRef, useState } from 'react';
import { useTranslation } from '@panel/shared-core';
import { Field, Spinner, VisuallyHidden } from '@panel/shared-core/ui';
import {
  ChoiceSearchList,
  Combobox,
  choiceSearchStatus,
  choiceSearchTexts,
  createListCollection,
  searchedChoiceText,
} from '@panel/shared-core/ui-extra';
import type { FilterControlProps } from './listing-filters';
import { useNamedChoice, useRemoteChoiceSearch, type RemoteChoice } from './use-remote-choices';

/**
 * A `remote-choice` filter: one choice searched on the server as the user types (a company's thousand applications
 * are not shipped with the settings), each match `#id name` with its status when it is not active; arrows, Enter and
 * Escape move through them. The chosen value is named by the server when it comes from a link or a saved view.
 * Drawn as the forms' application picker is (shared-domain's ApplicationCombobox). Loaded only by a listing that has
 * one (the combobox is in the kit's extra part).
 */
export default function RemoteChoiceFilter({ filter, value, onChange, errors }: FilterControlProps) {
  const { t } = useTranslation('listing');
  const call = filter.choices!.call;
  const current = typeof value === 'string' && value !== '' ? value : null;
  const [open, setOpen] = useState(false);
  const failedRef = useRef<HTMLDivElement>(null);
  // Asked only once the list was wanted: a listing opened without touching the filter costs no search.
  const [wanted, setWanted] = useState(false);
  const search = useRemoteChoiceSearch(call, wanted);
  // The last choice made here: its name stays known when a later search no longer lists it.
  const [picked, setPicked] = useState<RemoteChoice | null>(null);
  const listed = search.choices.find((choice) => String(choice.value) === current);
  const known = picked !== null && String(picked.value) === current ? picked : (listed ?? null);
  const looked = useNamedChoice(call, current === null || known !== null ? null : current);
  const chosen = known ?? looked.choice;

  // The combobox owns its text; a value set from outside (Back, a view, Clear filters) starts it afresh once named.
  // The value picked here reaches the address a moment later: it is awaited (`sent`), so the input keeps its focus.
  const [own, setOwn] = useState(current);
  const [sent, setSent] = useState<string | null | undefined>(undefined);
  const [generation, setGeneration] = useState(0);
  if (own !== current) {
    setOwn(current);
    setSent(undefined);
    if (sent !== current) {
      setGeneration(generation + 1);
      setWanted(false);
    }
  }

  const items = useMemo(
    () => (wanted ? search.choices : chosen ? [chosen] : []),
    [wanted, search.choices, chosen],
  );
  const collection = useMemo(
    () =>
      createListCollection<RemoteChoice>({
        items,
        itemToString: searchedChoiceText,
        itemToValue: (choice) => String(choice.value),
      }),
    [items],
  );

  const texts = choiceSearchTexts(t, 'filters.choice.');
  const status = choiceSearchStatus(search, texts);
  const message = errors && errors.length > 0 ? errors.join(' ') : undefined;
  const choose = (next: RemoteChoice | null) => {
    setPicked(next);
    setSent(next === null ? null : String(next.value));
    onChange(next === null ? undefined : String(next.value));
  };

  return (
    <Field.Root invalid={!!message}>
      <Field.Label>{filter.label}</Field.Label>
      <Combobox.Root
        key={looked.naming ? `${generation}-naming` : generation}
        size="sm"
        collection={collection}
        value={current === null ? [] : [current]}
        defaultInputValue={current === null ? '' : chosen ? searchedChoiceText(chosen) : `#${current}`}
        inputBehavior="autohighlight"
        openOnClick
        positioning={{ sameWidth: true }}
        translations={{
          triggerLabel: t('filters.choice.open', { label: filter.label }),
          clearTriggerLabel: t('filters.clearOne', { label: filter.label }),
        }}
        // The Retry beside the list is part of the choice: a click on it keeps the list and the text.
        onInteractOutside={(event) => {
          if (failedRef.current?.contains(event.detail.target as Node)) event.preventDefault();
        }}
        onOpenChange={(details) => {
          setOpen(details.open);
          if (details.open) setWanted(true);
          // Opening the list again is the keyboard's way to try a failed search again.
          if (details.open && search.failed) search.retry();
        }}
        onInputValueChange={({ inputValue, reason }) => {
          if (reason === 'input-change') {
            setWanted(true);
            search.type(inputValue);
          } else if (reason !== 'item-select') {
            // Cleared, or the text put back (Escape, a click outside): the next opening lists from the start.
            search.reset();
          }
        }}
        onValueChange={(details) => choose((details.items[0] as RemoteChoice | undefined) ?? null)}
      >
        <Combobox.Control>
          <Combobox.Context>
            {(api) => (
              <Combobox.Input
                onBlur={() => {
                  // Text typed and left with the list closed would read as a filter that is not applied: the input
                  // shows what the filter holds (emptied, it clears the filter).
                  if (api.open) return;
                  if (api.inputValue.trim() === '' && current !== null) choose(null);
                  else if (api.inputValue !== api.valueAsString) api.setInputValue(api.valueAsString);
                }}
                placeholder={t('filters.choice.placeholder')}
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
          statusLabel={(code) => filter.statusLabels?.[code] ?? code}
          failedRef={failedRef}
        />
      </Combobox.Root>
      {/* The list's state, said to screen readers: the popup itself is not a live region. */}
      <VisuallyHidden aria-live="polite">{open ? status : ''}</VisuallyHidden>
      <Field.ErrorText>{message}</Field.ErrorText>
    </Field.Root>
  );
}
