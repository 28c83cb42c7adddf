import { LISTING_CHOICE_CALLS, type ListingChoiceCall } from '@panel/contract';
import { callApi } from '@panel/shared-core';
import { useQuery } from '@panel/shared-core/query';
import { useChoiceSearch, type ChoiceSearch, type SearchedChoice } from './use-choice-search';

/** One choice a `remote-choice` filter offers: `#value label`, with a status when it has one. */
export type RemoteChoice = SearchedChoice;

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

/**
 * The choices of a `remote-choice` filter as the user searches them (`useChoiceSearch` with the filter's call, by its
 * operationId). Nothing is asked until `enabled`.
 */
export const useRemoteChoiceSearch = (
  call: ListingChoiceCall,
  enabled: boolean,
): ChoiceSearch<RemoteChoice> =>
  useChoiceSearch(
    (term) => remoteChoiceKeys.search(call, term),
    (term, signal) => remoteChoicesApi.search(call, term, signal),
    enabled,
  );

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
