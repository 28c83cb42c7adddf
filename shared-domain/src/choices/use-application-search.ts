import { CHOICE_SEARCH_DELAY_MS, useChoiceSearch, type ChoiceSearch } from '@panel/shared-core/listing';
import { useQuery } from '@panel/shared-core/query';
import { applicationChoiceKeys, applicationChoicesApi, type ApplicationChoice } from './api';

/** How long typing pauses before the pickers ask: the kit's choice search's pause. */
export const SEARCH_DELAY_MS = CHOICE_SEARCH_DELAY_MS;

export type ApplicationSearch = ChoiceSearch<ApplicationChoice>;

/**
 * The company's applications as the user searches them (a company may have thousands): the kit's choice search
 * (`useChoiceSearch`: asked once typing pauses, a newer text cancelling an older one) with the pickers' call. Nothing
 * is asked until `enabled` (the list was opened or typed in).
 *
 * @example
 * const search = useApplicationSearch(open);
 * <Combobox.Root onInputValueChange={({ inputValue }) => search.type(inputValue)} … />
 */
export const useApplicationSearch = (enabled: boolean): ApplicationSearch =>
  useChoiceSearch(
    applicationChoiceKeys.search,
    (term, signal) => applicationChoicesApi.search(term, signal),
    enabled,
  );

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
