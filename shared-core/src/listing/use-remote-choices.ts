import { useCallback, useState } from 'react';
import { LISTING_CHOICE_CALLS, type ListingChoiceCall } from '@panel/contract';
import { callApi } from '@panel/shared-core';
import { keepPreviousData, useQuery } from '@panel/shared-core/query';
import { useDebouncedCallback } from './use-debounced-callback';

/** One choice a `remote-choice` filter offers: `#value label`, with a status when it has one. */
export interface RemoteChoice {
  value: number | string;
  label: string;
  status?: string;
}

/** A pause long enough not to ask the server at every key, short enough to feel immediate. */
export const CHOICE_SEARCH_DELAY_MS = 250;

// One empty list, so that a search not answered yet does not look like a new list at every render.
const NONE: RemoteChoice[] = [];

export const remoteChoiceKeys = {
  search: (call: ListingChoiceCall, search: string) => ['listing-choices', call, 'search', search] as const,
  named: (call: ListingChoiceCall, ids: readonly string[]) =>
    ['listing-choices', call, 'ids', ...ids] as const,
};

/** The calls of a choice search, by its operationId (LISTING_CHOICE_CALLS): `?search=` and `?ids=`. */
export const remoteChoicesApi = {
  search: (call: ListingChoiceCall, search: string, signal?: AbortSignal) =>
    callApi(LISTING_CHOICE_CALLS[call], { query: { search } }, { signal }),
  named: (call: ListingChoiceCall, ids: readonly string[], signal?: AbortSignal) =>
    callApi(LISTING_CHOICE_CALLS[call], { query: { ids: ids.join(',') } }, { signal }),
};

export interface RemoteChoiceSearch {
  /** The matches of the last search answered (the previous ones stay while the next is on its way). */
  choices: RemoteChoice[];
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

/**
 * The choices of a `remote-choice` filter as the user searches them: the server matches (there may be thousands),
 * asked once typing pauses; a newer text cancels the request of an older one. Nothing is asked until `enabled`.
 */
export function useRemoteChoiceSearch(call: ListingChoiceCall, enabled: boolean): RemoteChoiceSearch {
  const [typed, setTyped] = useState('');
  const [term, setTerm] = useState('');
  const send = useDebouncedCallback(setTerm, CHOICE_SEARCH_DELAY_MS);
  const query = useQuery({
    queryKey: remoteChoiceKeys.search(call, term),
    queryFn: ({ signal }) => remoteChoicesApi.search(call, term, signal),
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
 * The chosen value named by the server (a link or a saved view holds only its id): null while asked, or when the
 * server names none (a deleted or unknown value, which the filter then shows as `#id`).
 */
export function useNamedChoice(
  call: ListingChoiceCall,
  value: string | null,
): { choice: RemoteChoice | null; naming: boolean } {
  // Only a whole number is an id the search can name; anything else is shown as it is.
  const id = value !== null && /^\d+$/.test(value) ? value : null;
  const lookup = useQuery({
    queryKey: remoteChoiceKeys.named(call, id === null ? [] : [id]),
    queryFn: ({ signal }) => remoteChoicesApi.named(call, id === null ? [] : [id], signal),
    enabled: id !== null,
    staleTime: 60_000,
  });
  const choice = lookup.data?.data.find((candidate) => String(candidate.value) === id) ?? null;
  return { choice, naming: id !== null && lookup.isPending };
}
