import { useMemo } from 'react';
import { useLanguage, type ListingSettings } from '@panel/shared-core';
import { SETTINGS_STALE_MS, listingApi, listingKeys } from '@panel/shared-core/listing-data';
import { useQuery } from '@panel/shared-core/query';
import { sameListing, type ListingSource } from './list-query';

export interface ListSettings {
  /** The server's description as this screen may use it; undefined while it loads. */
  settings: ListingSettings | undefined;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * The server's description of a listing (columns, filters, actions), adjusted to how the screen reads it: the
 * fixed filters are not offered, and a listing read from its own calls has totals only with an aggregations call.
 */
export function useListSettings({ name, scope, endpoints, fixed }: ListingSource): ListSettings {
  const { language } = useLanguage();
  const {
    data: served,
    isPending,
    error,
    refetch,
  } = useQuery({
    queryKey: listingKeys.settings(scope, name, language, endpoints),
    queryFn: ({ signal }) => listingApi.settings(name, scope, { signal, endpoints }),
    staleTime: SETTINGS_STALE_MS,
    // While a new language's labels load, keep the old ones instead of flashing a skeleton.
    placeholderData: (previous, previousQuery) =>
      sameListing(previousQuery, scope, name, endpoints) ? previous : undefined,
  });

  const settings = useMemo(() => {
    if (!served) return served;
    const noTotals = served.aggregations === true && endpoints !== undefined && !endpoints.aggregations;
    if (!fixed && !noTotals) return served;
    return {
      ...served,
      aggregations: noTotals ? false : served.aggregations,
      filters: fixed ? served.filters.filter((filter) => !(filter.key in fixed)) : served.filters,
    };
  }, [served, fixed, endpoints]);

  return { settings, isPending, error, refetch };
}
