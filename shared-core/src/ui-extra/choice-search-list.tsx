import type { Ref } from 'react';
import type { TFunction } from '@panel/shared-core';
import type { ChoiceSearch, SearchedChoice } from '@panel/shared-core/listing';
import { Badge, Button, HStack, Portal, Span, Spinner, Text } from '@panel/shared-core/ui';
import { Combobox } from '@chakra-ui/react';

/** What a choice reads as, in the list and in the input: the id tells apart the choices of the same name. */
export const searchedChoiceText = (choice: SearchedChoice) => `#${choice.value} ${choice.label}`;

/** The words of a searched choice's list, in the reader's language (each picker keeps them in its own namespace). */
export interface ChoiceSearchTexts {
  error: string;
  retry: string;
  loading: string;
  none: string;
  noMatch: (term: string) => string;
  more: (shown: number, total: number) => string;
  found: (count: number) => string;
}

/**
 * The words from a namespace that holds them under one prefix (`error`, `retry`, `loading`, `none`, `noMatch` with
 * `{{search}}`, `more` with `{{shown}}` and `{{total}}`, `found` with its plural forms).
 *
 * @example
 * const texts = choiceSearchTexts(t, 'filters.choice.');
 */
export const choiceSearchTexts = (t: TFunction, prefix: string): ChoiceSearchTexts => ({
  error: t(`${prefix}error`),
  retry: t(`${prefix}retry`),
  loading: t(`${prefix}loading`),
  none: t(`${prefix}none`),
  noMatch: (term) => t(`${prefix}noMatch`, { search: term }),
  more: (shown, total) => t(`${prefix}more`, { shown, total }),
  found: (count) => t(`${prefix}found`, { count }),
});

/** What the list says of itself: failed, asked, nothing found, the first of many, or how many. */
export function choiceSearchStatus(search: ChoiceSearch<unknown>, texts: ChoiceSearchTexts): string {
  const shown = search.choices.length;
  if (search.failed) return texts.error;
  if (search.searching && shown === 0) return texts.loading;
  if (shown === 0) return search.term ? texts.noMatch(search.term) : texts.none;
  return search.total > shown ? texts.more(shown, search.total) : texts.found(shown);
}

export interface ChoiceSearchListProps<C extends SearchedChoice> {
  search: ChoiceSearch<C>;
  /** `choiceSearchStatus` of the same search: the combobox's owner says it to screen readers too. */
  status: string;
  texts: Pick<ChoiceSearchTexts, 'error' | 'retry'>;
  /** A status in words (only a status other than `active` is shown). */
  statusLabel: (status: string) => string;
  /** The failed search's panel, so that the combobox keeps its list open on a click in it. */
  failedRef: Ref<HTMLDivElement>;
  failedTestId?: string;
}

/**
 * The popup of a combobox whose choices the server searches (`useChoiceSearch`): the matches as `#id name` with a
 * status badge, the state when there are none, "the first N of M", and a failed search's Retry beside the list. The
 * listings' `remote-choice` filter and the domain's application pickers draw the same list.
 */
export function ChoiceSearchList<C extends SearchedChoice>({
  search,
  status,
  texts,
  statusLabel,
  failedRef,
  failedTestId,
}: ChoiceSearchListProps<C>) {
  const shown = search.choices.length;
  return (
    <Portal>
      <Combobox.Positioner>
        <Combobox.Content maxH="20rem" overflowY="auto">
          <Combobox.Empty>
            {search.searching ? <Spinner size="xs" me="2" /> : null}
            {status}
          </Combobox.Empty>
          {search.choices.map((choice) => (
            <Combobox.Item key={choice.value} item={choice}>
              <Combobox.ItemText>
                <Span color="fg.muted" fontVariantNumeric="tabular-nums">
                  #{choice.value}
                </Span>{' '}
                <bdi>{choice.label}</bdi>
              </Combobox.ItemText>
              {choice.status && choice.status !== 'active' ? (
                <Badge size="sm" variant="subtle">
                  {statusLabel(choice.status)}
                </Badge>
              ) : null}
              <Combobox.ItemIndicator />
            </Combobox.Item>
          ))}
          {shown > 0 && search.total > shown ? (
            <Text px="2" py="1.5" textStyle="xs" color="fg.muted">
              {status}
            </Text>
          ) : null}
        </Combobox.Content>
        {search.failed ? (
          // Beside the list, not in it: a listbox holds options only. The focus stays in the input, so a click here
          // keeps the list and the text; the keyboard's retry is opening the list again.
          <HStack
            ref={failedRef}
            gap="2"
            mt="1"
            px="3"
            py="2"
            bg="bg.panel"
            borderWidth="1px"
            borderRadius="l2"
            boxShadow="md"
            data-testid={failedTestId}
          >
            <Text textStyle="sm" color="fg.error">
              {texts.error}
            </Text>
            <Button
              size="xs"
              variant="outline"
              // The focus stays in the input: a button taking it would close the list and reset the text.
              onMouseDown={(event) => event.preventDefault()}
              onClick={search.retry}
            >
              {texts.retry}
            </Button>
          </HStack>
        ) : null}
      </Combobox.Positioner>
    </Portal>
  );
}
