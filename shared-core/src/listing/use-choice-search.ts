import { useCallback, useState } from 'react';
import { keepPreviousData, useQuery, type QueryKey } from '@panel/shared-core/query';
import { useDebouncedCallback } from './use-debounced-callback';

/** A pause long enough not to ask the server at every key, short enough to feel immediate. */
export const CHOICE_SEARCH_DELAY_MS = 250;

/** A choice the server searched: `#value label`, with its status when it has one. */
export interface SearchedChoice {
  value: number | string;
  label: string;
  status?: string;
}

/** What a server search of choices answers: the first matches and how many match in all. */
export interface ChoicePage<T> {
  data: T[];
  total: number;
}

export interface ChoiceSearch<T> {
  /** The matches of the last search answered (the previous ones stay while the next is on its way). */
  choices: T[];
  /** How many match in all (the server sends the first ones only). */
  total: number;
  /** The search text the choices answer, trimmed. */
  term: string;
  /** The typed text is not answered yet: typing has not paused, or the server has not answered. */
  searching: boolean;
  /** The last search failed (and nothing is shown in its place). */
  failed: boolean;
  retry: () => void;
  /** The text as typed: asked once typing pauses. */
  type: (text: string) => void;
  /** Forgets the typed text, so that the list opens on the first choices again. */
  reset: () => void;
}

// One empty list, so that a search not answered yet does not look like a new list at every render.
const NONE: never[] = [];

/**
 * Choices the server matches as the user types (there may be thousands): asked once typing pauses, never at every
 * key; a newer text cancels the request of an older one (TanStack Query aborts the signal of a query nobody reads any
 * more). Nothing is asked until `enabled` (the list was opened or typed in). The kit's `remote-choice` filter and the
 * domain's application pickers are this hook with their own call.
 *
 * @example
 * const search = useChoiceSearch((term) => ['things', term], (term, signal) => api.things(term, signal), open);
 * <Combobox.Root onInputValueChange={({ inputValue }) => search.type(inputValue)} … />
 */
export function useChoiceSearch<T>(
  keyOf: (term: string) => QueryKey,
  search: (term: string, signal: AbortSignal) => Promise<ChoicePage<T>>,
  enabled: boolean,
): ChoiceSearch<T> {
  const [typed, setTyped] = useState('');
  const [term, setTerm] = useState('');
  const send = useDebouncedCallback(setTerm, CHOICE_SEARCH_DELAY_MS);
  const query = useQuery({
    queryKey: keyOf(term),
    queryFn: ({ signal }) => search(term, signal),
    // Not while typing: the text being typed is asked once typing pauses, the one before it never.
    enabled: enabled && typed === term,
    placeholderData: keepPreviousData,
  });
  const type = useCallback(
    (text: string) => {
      setTyped(text.trim());
      send(text.trim());
    },
    [send],
  );
  const reset = useCallback(() => {
    send.cancel();
    setTyped('');
    setTerm('');
  }, [send]);
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  return {
    choices: query.data?.data ?? NONE,
    total: query.data?.total ?? 0,
    term,
    searching: enabled && (typed !== term || query.isFetching),
    failed: query.isError && !query.isFetching,
    retry,
    type,
    reset,
  };
}
