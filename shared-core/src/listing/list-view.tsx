import { Suspense, lazy, useId, useState } from 'react';
import { isApiError, useTranslation } from '@panel/shared-core';
import {
  Alert,
  Badge,
  Box,
  Button,
  EmptyState,
  ErrorState,
  Flex,
  List,
  Skeleton,
  Spacer,
  Stack,
  StatePanel,
  FilterIcon,
  SearchIcon,
  XIcon,
  useMediaQuery,
} from '@panel/shared-core/ui';
import { useCellFormat } from './cells';
import { ListingFilters } from './listing-filters';
import { ListingPagination } from './listing-pagination';
import { ListingTable } from './listing-table';
import { ViewsMenu } from './views-menu';
import { BulkActionsBar, ColumnsMenu, ExportButton, SearchBox, UpdatingIndicator } from './listing-toolbar';
import type { ListController } from './use-list-controller';

export interface ListViewProps {
  controller: ListController;
  /** The accessible name of the table; the settings' title by default. */
  label?: string;
  /**
   * Render the Columns and Export buttons in the toolbar (default). `ListingScreen` turns this off and
   * puts them in the page header.
   */
  showToolbarActions?: boolean;
  /** Whether the filter panel starts open on a screen wider than a phone; true by default. Phones start closed. */
  defaultFiltersOpen?: boolean;
}

// Only phone-sized screens draw cards: desktops do not download them.
const ListingCards = lazy(() =>
  import('./listing-cards').then((module) => ({ default: module.ListingCards })),
);

/** Below the kit's `md` breakpoint a listing is a list of cards and its filters start folded. */
export const NARROW_QUERY = '(max-width: 47.999em)';

const startsNarrow = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia(NARROW_QUERY).matches;

/**
 * The Chakra view of a listing controller: search, filters, the table (sortable headers, selection, row
 * actions, totals), bulk actions and paging; skeleton, empty, error and validation states.
 *
 * @example
 * const controller = useListController({ name: 'pixels' });
 * <ListView controller={controller} />
 */
export function ListView({
  controller,
  label,
  showToolbarActions = true,
  defaultFiltersOpen = true,
}: ListViewProps) {
  const { t } = useTranslation('listing');
  const fmt = useCellFormat();
  const filtersId = useId();
  // Read at once (not after a first paint): a phone must not flash the table or the open filters.
  const [narrow] = useMediaQuery([NARROW_QUERY], { ssr: false });
  const [filtersOpen, setFiltersOpen] = useState(() => defaultFiltersOpen && !startsNarrow());
  const {
    settings,
    state,
    rows,
    meta,
    error,
    validation,
    isLoading,
    isFetching,
    isStale,
    refetch,
    isFiltered,
    activeFilterCount,
    clearFilters,
    setFilter,
    setSearch,
    setPage,
    setPerPage,
  } = controller;
  const tableLabel = label ?? settings?.title ?? t('table.defaultLabel');

  // The description of the listing did not load: nothing else can be shown.
  if (!settings) {
    if (error) {
      return (
        <ErrorState
          title={t('error.settingsTitle')}
          description={isApiError(error) ? error.message : undefined}
          onRetry={refetch}
        />
      );
    }
    return (
      <Stack gap="3" aria-busy="true" aria-label={t('table.loading')}>
        <Skeleton height="8" maxW="24rem" />
        <Skeleton height="64" />
      </Stack>
    );
  }

  const filters = settings.filters;
  const clearAction = { label: t('filters.clear'), onClick: () => clearFilters() };
  const page = state?.page ?? 1;

  let content;
  if (error) {
    content = (
      <ErrorState
        title={t('error.title')}
        description={isApiError(error) ? error.message : undefined}
        onRetry={refetch}
      />
    );
  } else if (validation && rows.length === 0) {
    content = (
      <StatePanel
        icon={FilterIcon}
        tone="warning"
        title={t('error.validationTitle')}
        description={t('error.validationHint')}
        action={clearAction}
      />
    );
  } else if (!isLoading && rows.length === 0) {
    content = isFiltered ? (
      <EmptyState
        icon={SearchIcon}
        title={t('empty.filteredTitle')}
        description={t('empty.filteredHint')}
        action={clearAction}
      />
    ) : page > 1 ? (
      <EmptyState
        title={t('empty.title')}
        action={{ label: t('empty.firstPage'), onClick: () => setPage(1) }}
      />
    ) : (
      <EmptyState title={t('empty.title')} description={t('empty.hint')} />
    );
  } else {
    content = narrow ? (
      <Suspense fallback={<Skeleton height="64" />}>
        <ListingCards controller={controller} fmt={fmt} label={tableLabel} />
      </Suspense>
    ) : (
      <ListingTable controller={controller} fmt={fmt} label={tableLabel} />
    );
  }

  return (
    <Stack gap="3">
      <Flex gap="2" align="center" wrap="wrap">
        {settings.search ? (
          <SearchBox
            value={state?.search ?? ''}
            onSearch={(text) => setSearch(text)}
            errors={validation?.search}
          />
        ) : null}
        {filters.length > 0 ? (
          <Button
            size="sm"
            variant="outline"
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <FilterIcon />
            {t('filters.toggle')}
            {activeFilterCount > 0 ? (
              <Badge
                size="sm"
                colorPalette="brand"
                variant="solid"
                aria-label={t('filters.activeCount', { count: activeFilterCount })}
              >
                {activeFilterCount}
              </Badge>
            ) : null}
          </Button>
        ) : null}
        {controller.syncUrl ? <ViewsMenu controller={controller} /> : null}
        {isFiltered ? (
          <Button size="sm" variant="ghost" onClick={() => clearFilters()}>
            <XIcon />
            {t('filters.clear')}
          </Button>
        ) : null}
        <Spacer />
        <UpdatingIndicator active={isFetching && !isLoading && (isStale || rows.length > 0)} />
        {showToolbarActions ? (
          <>
            <ColumnsMenu controller={controller} />
            <ExportButton controller={controller} />
          </>
        ) : null}
      </Flex>

      {filters.length > 0 ? (
        <Box id={filtersId} hidden={!filtersOpen}>
          <ListingFilters
            filters={filters}
            values={state?.filters ?? {}}
            onChange={(key, value, options) => setFilter(key, value, options)}
            errors={validation?.filters}
          />
        </Box>
      ) : null}

      {validation && (validation.other.length > 0 || rows.length > 0) ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('error.validationTitle')}</Alert.Title>
            {validation.other.length > 0 ? (
              <Alert.Description>
                <List.Root ps="4">
                  {validation.other.map((message) => (
                    <List.Item key={message}>{message}</List.Item>
                  ))}
                </List.Root>
              </Alert.Description>
            ) : null}
          </Alert.Content>
        </Alert.Root>
      ) : null}

      <BulkActionsBar controller={controller} />

      {content}

      {meta && rows.length > 0 && !error ? (
        <ListingPagination
          // The state's page and size, not the answer's: while the next page loads, the buttons already
          // show where the user is going.
          page={state?.page ?? meta.current_page}
          lastPage={meta.last_page}
          perPage={state?.perPage ?? meta.per_page}
          total={meta.total}
          perPageOptions={settings.perPageOptions}
          fmt={fmt}
          onPage={(next) => setPage(next)}
          onPerPage={(next) => setPerPage(next)}
        />
      ) : null}
    </Stack>
  );
}
