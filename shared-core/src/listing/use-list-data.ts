import { useCallback, useEffect, useMemo } from 'react';
import {
  useLanguage,
  type ListingMeta,
  type ListingQuery,
  type ListingRow,
  type ListingTotals,
  type ListingSettings,
} from '@panel/shared-core';
import { DATA_STALE_MS, defaultQuery, listingApi, listingKeys } from '@panel/shared-core/listing-data';
import { keepPreviousData, useQuery, useQueryClient } from '@panel/shared-core/query';
import { NO_QUERY, queryOf, sameListing, type ListingSource } from './list-query';
import type { ListingState } from './types';
import type { ListSettings } from './use-list-settings';
import type { ChangeOptions } from './use-list-url-state';
import { splitListingErrors, type ListingValidation } from './validation';

export interface ListData {
  /** The body of the data call for the current state. */
  query: ListingQuery | undefined;
  rows: ListingRow[];
  meta: ListingMeta | undefined;
  total: number;
  /** Nothing to show yet: the settings or the first page are loading. */
  isLoading: boolean;
  /** A request is under way (also a refetch behind a visible page). */
  isFetching: boolean;
  /** The rows shown belong to the previous state while the next page loads. */
  isStale: boolean;
  /** The settings or data call failed (not a validation error, see `validation`). */
  error: unknown;
  /** The data call's 400/422, split onto the filters; null when there is none. */
  validation: ListingValidation | null;
  refetch: () => void;
  /** Totals per column of a statistics listing (`aggregations: true`); money over several currencies per currency. */
  totals: ListingTotals['totals'] | undefined;
}

export interface UseListDataOptions {
  source: ListingSource;
  settings: ListSettings;
  state: ListingState | undefined;
  /** The view is the default one, whose body is known before the settings are. */
  isDefaultView: boolean;
  /** Where a page beyond the last one is sent (with `replace`). */
  setPage: (page: number, options?: ChangeOptions) => void;
}

const EMPTY_ROWS: ListingRow[] = [];

/**
 * Starts the data call of a state right away, in the event that changed it. Rendering the new state is a
 * transition of the whole screen (a few hundred ms of Chakra styling on a slow machine); waiting for it
 * before asking the server would add that time to every change. `useListData` then finds the call under way.
 */
export function useListPrefetch(
  { name, scope, endpoints, fixed }: ListingSource,
  settings: ListingSettings | undefined,
): (next: ListingState) => void {
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  return useCallback(
    (next: ListingState) => {
      if (!settings) return;
      const body = queryOf(next, fixed, settings);
      void queryClient.prefetchQuery({
        queryKey: listingKeys.data(scope, name, body, language, endpoints),
        queryFn: ({ signal }) => listingApi.data(name, body, scope, { signal, endpoints }),
        staleTime: DATA_STALE_MS,
      });
      if (settings.aggregations === true) {
        void queryClient.prefetchQuery({
          queryKey: listingKeys.aggregations(scope, name, body, language, endpoints),
          queryFn: ({ signal }) => listingApi.aggregations(name, body, scope, { signal, endpoints }),
          staleTime: DATA_STALE_MS,
        });
      }
    },
    [queryClient, scope, name, language, settings, fixed, endpoints],
  );
}

/**
 * The rows (and totals) of the current state. The previous page stays visible while the next loads, and the
 * default view's call starts beside the settings call instead of after it.
 */
export function useListData({
  source: { name, scope, endpoints, fixed },
  settings: described,
  state,
  isDefaultView,
  setPage,
}: UseListDataOptions): ListData {
  const { language } = useLanguage();
  const { settings } = described;
  const query = useMemo(() => {
    if (state && settings) return queryOf(state, fixed, settings);
    return isDefaultView ? defaultQuery(fixed) : undefined;
  }, [state, settings, fixed, isDefaultView]);
  const dataQuery = useQuery({
    queryKey: listingKeys.data(scope, name, query ?? NO_QUERY, language, endpoints),
    queryFn: ({ signal }) => listingApi.data(name, query!, scope, { signal, endpoints }),
    enabled: !!query,
    staleTime: DATA_STALE_MS,
    // The previous page stays on screen (dimmed) while the next loads, but never another listing's rows.
    placeholderData: (previous, previousQuery) =>
      sameListing(previousQuery, scope, name, endpoints, fixed) ? keepPreviousData(previous) : undefined,
  });
  // Rows without their columns are nothing to show: the page counts once the settings are there too.
  const page = settings ? dataQuery.data : undefined;

  const hasTotals = settings?.aggregations === true;
  const totalsQuery = useQuery({
    queryKey: listingKeys.aggregations(scope, name, query ?? NO_QUERY, language, endpoints),
    queryFn: ({ signal }) => listingApi.aggregations(name, query!, scope, { signal, endpoints }),
    enabled: !!query && hasTotals,
    staleTime: DATA_STALE_MS,
    placeholderData: (previous, previousQuery) =>
      sameListing(previousQuery, scope, name, endpoints, fixed) ? keepPreviousData(previous) : undefined,
  });

  const rows = (page?.data as ListingRow[] | undefined) ?? EMPTY_ROWS;
  const meta = page?.meta;

  // A page beyond the last (the last rows were deleted, or a stale link): go to the last one there is.
  const currentPage = state?.page;
  useEffect(() => {
    if (!meta || dataQuery.isPlaceholderData || dataQuery.isFetching || currentPage === undefined) return;
    const last = Math.max(1, meta.last_page);
    if (currentPage > last) setPage(last, { replace: true });
  }, [meta, dataQuery.isPlaceholderData, dataQuery.isFetching, currentPage, setPage]);

  const filterKeys = useMemo(() => (settings?.filters ?? []).map((f) => f.key), [settings]);
  const validation = useMemo(
    () => splitListingErrors(dataQuery.error, filterKeys),
    [dataQuery.error, filterKeys],
  );

  const { error: settingsError, refetch: refetchSettings } = described;
  const { refetch: refetchData } = dataQuery;
  const { refetch: refetchTotals } = totalsQuery;
  const refetch = useCallback(() => {
    if (settingsError) void refetchSettings();
    else {
      void refetchData();
      if (hasTotals) void refetchTotals();
    }
  }, [settingsError, refetchSettings, refetchData, refetchTotals, hasTotals]);

  const isLoading = described.isPending || (!!query && dataQuery.isPending && !page);
  return {
    query,
    rows,
    meta,
    total: meta?.total ?? 0,
    isLoading: isLoading && !settingsError,
    isFetching: dataQuery.isFetching,
    isStale: dataQuery.isPlaceholderData,
    error: settingsError ?? (validation ? null : dataQuery.error),
    validation,
    refetch,
    totals: totalsQuery.data?.totals,
  };
}
