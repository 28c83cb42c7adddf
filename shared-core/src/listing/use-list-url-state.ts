import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { hasListingParams, rememberListingUrl } from '@panel/shared-core/listing-data';
import { useLocation, useNavigate } from '@panel/shared-core/router';
import type { FilterValue, ListingShape, ListingSortState, ListingState } from './types';
import {
  countActiveFilters,
  decodeListingState,
  defaultListingState,
  isActiveFilterValue,
  mergeListingParams,
  serializeSearch,
} from './url-state';

export interface ChangeOptions {
  /** Replace the history entry instead of pushing one (typing); defaults depend on the change. */
  replace?: boolean;
}

export interface ListUrlState {
  /** The current state (from the URL); undefined until the settings are known. */
  state: ListingState | undefined;
  setPage: (page: number, options?: ChangeOptions) => void;
  setPerPage: (perPage: number, options?: ChangeOptions) => void;
  /** Sorts by a column: ascending first, then flips the direction on each call. */
  toggleSort: (key: string, options?: ChangeOptions) => void;
  setSort: (sort: ListingSortState | null, options?: ChangeOptions) => void;
  /**
   * Sets one filter (an empty value removes it) and goes back to page 1. Pushes a history entry; with
   * `replace` (typed filters) the entry is replaced once the filter already had a value.
   */
  setFilter: (key: string, value: FilterValue | undefined, options?: ChangeOptions) => void;
  /** Removes every filter and the search, back to page 1. */
  clearFilters: (options?: ChangeOptions) => void;
  /**
   * Sets the search text and goes back to page 1. Typed text replaces the history entry (by default: the first
   * change of a search pushes one, the following ones replace it).
   */
  setSearch: (search: string, options?: ChangeOptions) => void;
  /** Puts a whole state in place at once (a named view's); pushes a history entry unless `replace`. */
  setListingState: (next: ListingState, options?: ChangeOptions) => void;
  activeFilterCount: number;
  /** Filters or a search narrow the listing. */
  isFiltered: boolean;
}

export interface UseListUrlStateOptions {
  /** The listing's shape; no state can be read or changed before it is known. */
  settings: ListingShape | undefined;
  /** Keep the state in the URL search params; off, it lives in this hook. */
  syncUrl: boolean;
  /**
   * Called with each new state in the event that changed it, before it renders: the screen's render is slow, and
   * the data call need not wait for it.
   */
  onChange: (next: ListingState) => void;
}

/**
 * What the user changed about a listing (page, page size, sort, filters, search), kept in the URL so that Back,
 * a reload and a shared link show the same view; in local state for a listing embedded beside another.
 */
export function useListUrlState({
  settings,
  syncUrl,
  onChange,
}: UseListUrlStateOptions): ListUrlState & { isDefaultView: boolean } {
  const location = useLocation();
  const navigate = useNavigate();
  const [localState, setLocalState] = useState<ListingState | null>(null);
  const search = location.search;
  const state = useMemo<ListingState | undefined>(() => {
    if (!settings) return undefined;
    if (syncUrl) return decodeListingState(new URLSearchParams(search), settings);
    return localState ?? defaultListingState(settings);
  }, [settings, syncUrl, search, localState]);

  useEffect(() => {
    if (syncUrl) rememberListingUrl(location.pathname, search);
  }, [syncUrl, location.pathname, search]);

  // The latest state and address including changes not yet rendered, so that two changes compose: the router renders
  // a navigation in a transition, which a busy machine may render long after the address bar shows it (a search
  // cleared meanwhile must build on the search just sent). A render of the same location and state as before keeps
  // them; a new location or state (the router caught up, Back, a link, the settings) replaces them.
  const stateRef = useRef(state);
  const locationRef = useRef(location);
  const renderedRef = useRef({ location, state });
  if (renderedRef.current.location !== location || renderedRef.current.state !== state) {
    renderedRef.current = { location, state };
    stateRef.current = state;
    locationRef.current = location;
  }

  const commit = useCallback(
    (
      update: (current: ListingState) => ListingState,
      replaceEntry: boolean | ((current: ListingState) => boolean),
    ) => {
      const current = stateRef.current;
      if (!current || !settings) return;
      const next = update(current);
      const replace = typeof replaceEntry === 'function' ? replaceEntry(current) : replaceEntry;
      stateRef.current = next;
      if (!syncUrl) {
        onChange(next);
        setLocalState(next);
        return;
      }
      const here = locationRef.current;
      const params = mergeListingParams(new URLSearchParams(here.search), next, settings);
      const nextSearch = serializeSearch(params);
      if (nextSearch === here.search) return;
      // The state as the screen will read it back from the URL, so that both ask for the same query key.
      onChange(decodeListingState(new URLSearchParams(nextSearch), settings));
      locationRef.current = { ...here, search: nextSearch };
      void navigate(
        { pathname: here.pathname, search: nextSearch, hash: here.hash },
        { replace, preventScrollReset: true },
      );
    },
    [settings, syncUrl, navigate, onChange],
  );

  const setPage = useCallback(
    (page: number, options?: ChangeOptions) =>
      commit((s) => ({ ...s, page: Math.max(1, Math.floor(page)) }), options?.replace ?? false),
    [commit],
  );
  const setPerPage = useCallback(
    (perPage: number, options?: ChangeOptions) =>
      commit((s) => ({ ...s, perPage, page: 1 }), options?.replace ?? false),
    [commit],
  );
  const setSort = useCallback(
    (sort: ListingSortState | null, options?: ChangeOptions) =>
      commit((s) => ({ ...s, sort, page: 1 }), options?.replace ?? false),
    [commit],
  );
  const toggleSort = useCallback(
    (key: string, options?: ChangeOptions) =>
      commit((s) => {
        const dir = s.sort?.key === key && s.sort.dir === 'asc' ? 'desc' : 'asc';
        return { ...s, sort: { key, dir }, page: 1 };
      }, options?.replace ?? false),
    [commit],
  );
  const setFilter = useCallback(
    (key: string, value: FilterValue | undefined, options?: ChangeOptions) =>
      commit(
        (s) => {
          const filters = { ...s.filters };
          if (isActiveFilterValue(value)) filters[key] = value;
          else delete filters[key];
          return { ...s, filters, page: 1 };
        },
        // A typed filter replaces only the entry its own typing created, so Back still leads to the view
        // before the user started typing.
        (s) => (options?.replace ?? false) && isActiveFilterValue(s.filters[key]),
      ),
    [commit],
  );
  const clearFilters = useCallback(
    (options?: ChangeOptions) =>
      commit((s) => ({ ...s, filters: {}, search: '', page: 1 }), options?.replace ?? false),
    [commit],
  );
  const setSearch = useCallback(
    (text: string, options?: ChangeOptions) =>
      commit(
        (s) => (s.search === text.trim() ? s : { ...s, search: text.trim(), page: 1 }),
        // Typing replaces the history entry; only the first change of a search pushes one, so Back returns
        // to the view before the search instead of stepping through every pause in typing.
        (s) => options?.replace ?? s.search !== '',
      ),
    [commit],
  );

  const setListingState = useCallback(
    (next: ListingState, options?: ChangeOptions) => commit(() => next, options?.replace ?? false),
    [commit],
  );

  const activeFilterCount = state ? countActiveFilters(state.filters) : 0;
  return {
    setListingState,
    state,
    setPage,
    setPerPage,
    toggleSort,
    setSort,
    setFilter,
    clearFilters,
    setSearch,
    activeFilterCount,
    isFiltered: activeFilterCount > 0 || !!state?.search,
    // Nothing of the listing in the URL (the menu's link), or nothing changed yet: the default view, whose
    // data call need not wait for the settings.
    isDefaultView: syncUrl ? !hasListingParams(search) : localState === null,
  };
}
