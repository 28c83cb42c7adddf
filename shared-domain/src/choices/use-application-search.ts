import { useCallback, useState } from 'react';
import { useDebouncedCallback } from '@panel/shared-core/listing';
import { keepPreviousData, useQuery } from '@panel/shared-core/query';
import { applicationChoiceKeys, applicationChoicesApi, type ApplicationChoice } from './api';

/** A pause long enough not to ask the server at every key, short enough to feel immediate. */
export const SEARCH_DELAY_MS = 250;

// One empty list, so that a search not answered yet does not look like a new list at every render.
const NONE: ApplicationChoice[] = [];

export interface ApplicationSearch {
  /** The matches of the last search answered (the previous ones stay while the next is on its way). */
  choices: ApplicationChoice[];
  /** How many applications match in all (the server sends the first ones only). */
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
  /** Forgets the typed text, so that the list opens on the first applications again. */
  reset: () => void;
}

/**
 * The company's applications as the user searches them: the server does the matching (a company may have thousands),
 * asked once typing pauses; a newer text cancels the request of an older one (TanStack Query aborts the signal of a
 * query nobody reads any more). Nothing is asked until `enabled` (the list was opened or typed in).
 *
 * @example
 * const search = useApplicationSearch(open);
 * <Combobox.Root onInputValueChange={({ inputValue }) => search.type(inputValue)} … />
 */
export function useApplicationSearch(enabled: boolean): ApplicationSearch {
  const [typed, setTyped] = useState('');
  const [term, setTerm] = useState('');
  const send = useDebouncedCallback(setTerm, SEARCH_DELAY_MS);
  const query = useQuery({
    queryKey: applicationChoiceKeys.search(term),
    queryFn: ({ signal }) => applicationChoicesApi.search(term, signal),
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

/**
 * The applications chosen earlier (a record's, a restored draft's), named by the server: a picker shows their names
 * before any search, and a form reads their status. Only the ids not `known` already are asked.
 */
export function useNamedApplications(
  ids: readonly number[],
  known: ReadonlyMap<number, ApplicationChoice> = new Map(),
): { choices: Map<number, ApplicationChoice>; naming: boolean } {
  const missing = ids.filter((id) => !known.has(id));
  const lookup = useQuery({
    queryKey: applicationChoiceKeys.named(missing),
    queryFn: ({ signal }) => applicationChoicesApi.named(missing, signal),
    enabled: missing.length > 0,
    staleTime: 60_000,
  });
  const choices = new Map<number, ApplicationChoice>();
  for (const id of ids) {
    const choice = known.get(id) ?? lookup.data?.find((candidate) => candidate.value === id);
    if (choice) choices.set(id, choice);
  }
  return { choices, naming: missing.length > 0 && lookup.isPending };
}
