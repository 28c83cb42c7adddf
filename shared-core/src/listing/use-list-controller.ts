import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  isApiError,
  useCan,
  useLanguage,
  type ListingAction,
  type ListingBulkAction,
  type ListingColumn,
  type ListingEndpoints,
  type ListingMeta,
  type ListingQuery,
  type ListingRow,
  type ListingScope,
  type ListingSettings,
  useTranslation,
} from '@panel/shared-core';
import { rememberListingUrl } from './listing-urls';
import {
  DATA_STALE_MS,
  SETTINGS_STALE_MS,
  defaultQuery,
  hasListingParams,
  listingApi,
  listingKeys,
} from '@panel/shared-core/listing-data';
import { keepPreviousData, useQuery, useQueryClient } from '@panel/shared-core/query';
import { useLocation, useNavigate } from '@panel/shared-core/router';
import { notify, useConfirm } from '@panel/shared-core/ui-heavy';
import { useColumnVisibility } from './column-visibility';
import { csvBlob, csvFileName, downloadBlob, toCsv } from './csv';
import type { FilterValue, ListingShape, ListingSortState, ListingState, RowId } from './types';
import {
  activeFilters,
  countActiveFilters,
  decodeListingState,
  defaultListingState,
  isActiveFilterValue,
  mergeListingParams,
  serializeSearch,
} from './url-state';
import { splitListingErrors, type ListingValidation } from './validation';

/** Rows fetched per request while exporting. */
const EXPORT_PAGE_SIZE = 1000;
/** The most rows one export writes; the UI says so when a listing has more. */
export const EXPORT_CAP = 10_000;

export interface UseListControllerOptions {
  /** The listing's name (`application`, `pixels`...). */
  name: string;
  /** `common` (default) → `/common/listing/{name}`, `client` → `/client/listing/{name}`. */
  scope?: ListingScope;
  /** Keep the state in the URL search params (default). Off for a listing embedded beside another one. */
  syncUrl?: boolean;
  /**
   * Filters every call carries and the user never sees or changes: a listing scoped to one record (an application's
   * installs: `{ application_id: 42 }`). Filters of the settings with these keys are not offered.
   */
  fixedFilters?: Record<string, FilterValue>;
  /**
   * Read the listing from these calls instead of `/{scope}/listing/{name}/…` (an older API serving it under its own
   * names). Totals only when `aggregations` is given.
   */
  endpoints?: ListingEndpoints;
}

export interface ChangeOptions {
  /** Replace the history entry instead of pushing one (typing); defaults depend on the change. */
  replace?: boolean;
}

export interface ListExportState {
  running: boolean;
  /** Rows fetched so far. */
  loaded: number;
  /** Rows that will be written (the total, or the cap), once the first page told. */
  target: number | null;
  /** The listing has more rows than one export writes. */
  capped: boolean;
}

export interface ListController {
  name: string;
  scope: ListingScope;
  /** The listing's own calls, when it is not read from `/{scope}/listing/{name}/…`. */
  endpoints: ListingEndpoints | undefined;
  /** The server's description; undefined while it loads. */
  settings: ListingSettings | undefined;
  /** The current state (from the URL); undefined until the settings are known. */
  state: ListingState | undefined;
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

  /** Totals per column of a statistics listing (`aggregations: true`). */
  totals: Record<string, number | string> | undefined;

  columns: ListingColumn[];
  visibleColumns: ListingColumn[];
  isColumnVisible: (key: string) => boolean;
  setColumnVisible: (key: string, visible: boolean) => void;
  resetColumns: () => void;
  columnsCustomized: boolean;

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
  activeFilterCount: number;
  /** Filters or a search narrow the listing. */
  isFiltered: boolean;

  selectedIds: RowId[];
  isSelected: (id: RowId) => boolean;
  toggleRow: (id: RowId) => void;
  /** Selects every row of the page, or clears the selection when all are selected. */
  toggleAllOnPage: () => void;
  clearSelection: () => void;
  allOnPageSelected: boolean;
  someOnPageSelected: boolean;

  /** The row actions the user may run on this row (permission and `visibleWhen`). */
  rowActionsFor: (row: ListingRow) => ListingAction[];
  /** Whether any row action is permitted at all (the table reserves an actions column). */
  hasRowActions: boolean;
  /** The bulk actions the user may run. */
  bulkActions: ListingBulkAction[];
  /** Runs a row action (confirming first when it is destructive or asks to); resolves whether it ran. */
  runAction: (action: ListingAction, row: ListingRow) => Promise<boolean>;
  /** Runs a bulk action on the selected rows. */
  runBulkAction: (action: ListingBulkAction) => Promise<boolean>;
  /** The key of the action running now (`<key>:<rowId>` for a row action, `<key>` for a bulk one). */
  pendingAction: string | null;

  /** Downloads the rows the current filters select as CSV (visible columns, up to EXPORT_CAP rows). */
  exportCsv: () => Promise<void>;
  cancelExport: () => void;
  exportState: ListExportState;
  exportCap: number;
}

const EMPTY_ROWS: ListingRow[] = [];
const EMPTY_COLUMNS: ListingColumn[] = [];
const IDLE_EXPORT: ListExportState = { running: false, loaded: 0, target: null, capped: false };

/** The id of a row (every row of the data call has one). */
export function rowIdOf(row: ListingRow): RowId {
  const id = row.id;
  return typeof id === 'number' || typeof id === 'string' ? id : String(id);
}

/** Whether a row action applies to a row: its `visibleWhen` holds (values compared as text: "1" = 1). */
export function isActionShownFor(action: ListingAction, row: ListingRow): boolean {
  if (!action.visibleWhen) return true;
  const value = row[action.visibleWhen.field];
  return action.visibleWhen.in.some((allowed) => allowed === value || String(allowed) === String(value));
}

/**
 * The body of a view's data call. The default perPage and sort are left out (the server applies its own, as the
 * URL codec leaves them out of the URL), so the default view's body is known before the settings are: see
 * `defaultQuery`.
 */
function queryOf(
  state: ListingState,
  fixed: Record<string, FilterValue> | undefined,
  shape: ListingShape,
): ListingQuery {
  const query: ListingQuery = {
    page: state.page,
    filters: fixed ? { ...activeFilters(state.filters), ...fixed } : activeFilters(state.filters),
    search: state.search.trim(),
  };
  if (state.perPage !== shape.perPage) query.perPage = state.perPage;
  const byDefault = shape.sort ?? null;
  const sameSort =
    state.sort === byDefault ||
    (!!state.sort && !!byDefault && state.sort.key === byDefault.key && state.sort.dir === byDefault.dir);
  if (!sameSort) query.sort = state.sort;
  return query;
}

/** The default view's body (page 1, nothing filtered): the same as `queryOf` of the default state. */
function messageOf(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}

/**
 * The headless part of a server-driven listing (the pattern of react-admin's `useListController`): loads the
 * settings, keeps the state in the URL, fetches the page (the previous page stays visible while the next
 * loads), and owns column visibility, selection, actions and the CSV export. `ListView` renders it.
 *
 * @example
 * const controller = useListController({ name: 'application', scope: 'common' });
 * return <ListView controller={controller} />;
 */
export function useListController({
  name,
  scope = 'common',
  syncUrl = true,
  fixedFilters,
  endpoints: endpointsOption,
}: UseListControllerOptions): ListController {
  const { t } = useTranslation('listing');
  const { language } = useLanguage();
  const can = useCan();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();

  // Endpoints compare by value, like the fixed filters: callers write them inline.
  const endpointsKey = endpointsOption ? JSON.stringify(endpointsOption) : '';
  const endpoints = useMemo(
    () => (endpointsKey ? (JSON.parse(endpointsKey) as ListingEndpoints) : undefined),
    [endpointsKey],
  );

  // --- settings -------------------------------------------------------------------------------------
  const settingsQuery = useQuery({
    queryKey: listingKeys.settings(scope, name, language, endpoints),
    queryFn: ({ signal }) => listingApi.settings(name, scope, { signal, endpoints }),
    staleTime: SETTINGS_STALE_MS,
    // While a new language's labels load, keep the old ones instead of flashing a skeleton.
    placeholderData: (previous, previousQuery) =>
      sameListing(previousQuery, scope, name, endpoints) ? previous : undefined,
  });
  // Fixed filters compare by value: callers write them inline (`{ application_id: id }`).
  const fixedKey = fixedFilters ? JSON.stringify(fixedFilters) : '';
  const fixed = useMemo(
    () => (fixedKey ? (JSON.parse(fixedKey) as Record<string, FilterValue>) : undefined),
    [fixedKey],
  );
  const settings = useMemo(() => {
    const served = settingsQuery.data;
    if (!served) return served;
    // A listing read from its own calls has totals only when one of them is the aggregations call.
    const noTotals = served.aggregations === true && endpoints !== undefined && !endpoints.aggregations;
    if (!fixed && !noTotals) return served;
    return {
      ...served,
      aggregations: noTotals ? false : served.aggregations,
      filters: fixed ? served.filters.filter((filter) => !(filter.key in fixed)) : served.filters,
    };
  }, [settingsQuery.data, fixed, endpoints]);

  // --- state: the URL, or local state when not synced -----------------------------------------------
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

  // The latest state including changes not yet rendered, so that two changes in one tick compose.
  const stateRef = useRef(state);
  stateRef.current = state;
  const locationRef = useRef(location);
  locationRef.current = location;

  /**
   * Starts the data call of a state right away, in the event that changed it. Rendering the new state is a
   * transition of the whole screen (a few hundred ms of Chakra styling on a slow machine); waiting for it
   * before asking the server would add that time to every change. `useQuery` then finds the call under way.
   */
  const prefetch = useCallback(
    (next: ListingState) => {
      if (!settings) return;
      const body = queryOf(next, fixed, settings);
      void queryClient.prefetchQuery({
        queryKey: listingKeys.data(scope, name, body, language, endpoints),
        queryFn: ({ signal }) => listingApi.data(name, body, scope, { signal, endpoints }),
        staleTime: DATA_STALE_MS,
      });
      if (settings?.aggregations === true) {
        void queryClient.prefetchQuery({
          queryKey: listingKeys.aggregations(scope, name, body, language, endpoints),
          queryFn: ({ signal }) => listingApi.aggregations(name, body, scope, { signal, endpoints }),
          staleTime: DATA_STALE_MS,
        });
      }
    },
    [queryClient, scope, name, language, settings, fixed, endpoints],
  );

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
        prefetch(next);
        setLocalState(next);
        return;
      }
      const here = locationRef.current;
      const params = mergeListingParams(new URLSearchParams(here.search), next, settings);
      const nextSearch = serializeSearch(params);
      if (nextSearch === here.search) return;
      // The state as the screen will read it back from the URL, so that both ask for the same query key.
      prefetch(decodeListingState(new URLSearchParams(nextSearch), settings));
      void navigate(
        { pathname: here.pathname, search: nextSearch, hash: here.hash },
        { replace, preventScrollReset: true },
      );
    },
    [settings, syncUrl, navigate, prefetch],
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

  // --- data -------------------------------------------------------------------------------------------
  // A view with nothing of the listing in its URL (the menu's link) is the default view, whose body does not need
  // the settings: its data call starts beside the settings call instead of after it.
  const opensByDefault = syncUrl ? !hasListingParams(search) : localState === null;
  const query = useMemo(() => {
    if (state && settings) return queryOf(state, fixed, settings);
    return opensByDefault ? defaultQuery(fixed) : undefined;
  }, [state, settings, fixed, opensByDefault]);
  const queryHash = query ? JSON.stringify(query) : '';
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

  const totalsQuery = useQuery({
    queryKey: listingKeys.aggregations(scope, name, query ?? NO_QUERY, language, endpoints),
    queryFn: ({ signal }) => listingApi.aggregations(name, query!, scope, { signal, endpoints }),
    enabled: !!query && settings?.aggregations === true,
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
  const error = settingsQuery.error ?? (validation ? null : dataQuery.error);

  const { refetch: refetchSettings } = settingsQuery;
  const { refetch: refetchData } = dataQuery;
  const { refetch: refetchTotals } = totalsQuery;
  const hasTotals = settings?.aggregations === true;
  const refetch = useCallback(() => {
    if (settingsQuery.error) void refetchSettings();
    else {
      void refetchData();
      if (hasTotals) void refetchTotals();
    }
  }, [settingsQuery.error, refetchSettings, refetchData, refetchTotals, hasTotals]);

  // --- columns ----------------------------------------------------------------------------------------
  const columns = settings?.columns ?? EMPTY_COLUMNS;
  const visibility = useColumnVisibility(name, columns);

  // --- selection: belongs to one view (listing + query); another page, filter or sort starts empty ------
  const viewKey = `${scope}/${name}/${queryHash}`;
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<RowId> }>({
    key: '',
    ids: new Set(),
  });
  const selected = selection.key === viewKey ? selection.ids : EMPTY_SET;
  const viewKeyRef = useRef(viewKey);
  viewKeyRef.current = viewKey;
  const pageIds = useMemo(() => rows.map(rowIdOf), [rows]);
  const pageIdsRef = useRef(pageIds);
  pageIdsRef.current = pageIds;

  const toggleRow = useCallback((id: RowId) => {
    setSelection((prev) => {
      const ids = new Set(prev.key === viewKeyRef.current ? prev.ids : []);
      if (ids.has(id)) ids.delete(id);
      else ids.add(id);
      return { key: viewKeyRef.current, ids };
    });
  }, []);
  const toggleAllOnPage = useCallback(() => {
    setSelection((prev) => {
      const current = prev.key === viewKeyRef.current ? prev.ids : EMPTY_SET;
      const all = pageIdsRef.current.length > 0 && pageIdsRef.current.every((id) => current.has(id));
      return { key: viewKeyRef.current, ids: new Set(all ? [] : pageIdsRef.current) };
    });
  }, []);
  const clearSelection = useCallback(() => setSelection({ key: '', ids: new Set() }), []);
  const isSelected = useCallback((id: RowId) => selected.has(id), [selected]);
  const selectedIds = useMemo(() => pageIds.filter((id) => selected.has(id)), [pageIds, selected]);
  const allOnPageSelected = pageIds.length > 0 && selectedIds.length === pageIds.length;
  const someOnPageSelected = selectedIds.length > 0 && !allOnPageSelected;

  // --- actions ----------------------------------------------------------------------------------------
  const permittedActions = useMemo(
    () => (settings?.actions ?? []).filter((action) => can({ permission: action.permission })),
    [settings, can],
  );
  const bulkActions = useMemo(
    () => (settings?.bulkActions ?? []).filter((action) => can({ permission: action.permission })),
    [settings, can],
  );
  const rowActionsFor = useCallback(
    (row: ListingRow) => permittedActions.filter((action) => isActionShownFor(action, row)),
    [permittedActions],
  );
  const [pendingAction, setPendingAction] = useState<string | null>(null);

  const invalidate = useCallback(
    () =>
      queryClient.invalidateQueries({
        queryKey: listingKeys.listing(scope, name),
        // The description of the listing did not change; only its rows and totals did.
        predicate: (q) => q.queryKey[3] !== 'settings',
      }),
    [queryClient, scope, name],
  );

  const perform = useCallback(
    async (
      action: ListingAction | ListingBulkAction,
      target: ListingRow | RowId[],
      pendingKey: string,
      confirmMessage: string,
    ): Promise<boolean> => {
      if (action.destructive || action.confirm) {
        const confirmed = await confirm({
          title: action.label,
          message: action.confirm || confirmMessage,
          confirmLabel: action.label,
          destructive: action.destructive === true,
        });
        if (!confirmed) return false;
      }
      setPendingAction(pendingKey);
      try {
        await listingApi.runAction(action, target);
        notify.success(t('actions.done', { action: action.label }));
        clearSelection();
        await invalidate();
        return true;
      } catch (failure) {
        notify.error(action.label, messageOf(failure, t('actions.failed')));
        return false;
      } finally {
        setPendingAction(null);
      }
    },
    [confirm, t, clearSelection, invalidate],
  );

  const runAction = useCallback(
    (action: ListingAction, row: ListingRow) =>
      perform(
        action,
        row,
        `${action.key}:${rowIdOf(row)}`,
        t('actions.confirmRow', { action: action.label }),
      ),
    [perform, t],
  );
  const runBulkAction = useCallback(
    (action: ListingBulkAction) => {
      const ids = [...selectedIds];
      if (ids.length === 0) return Promise.resolve(false);
      return perform(
        action,
        ids,
        action.key,
        t('actions.confirmBulk', { action: action.label, count: ids.length }),
      );
    },
    [perform, selectedIds, t],
  );

  // --- export -----------------------------------------------------------------------------------------
  const [exportState, setExportState] = useState<ListExportState>(IDLE_EXPORT);
  const exportAbort = useRef<AbortController | null>(null);
  useEffect(() => () => exportAbort.current?.abort(), []);

  const cancelExport = useCallback(() => {
    exportAbort.current?.abort();
    exportAbort.current = null;
    setExportState(IDLE_EXPORT);
  }, []);

  const visibleColumns = visibility.visibleColumns;
  const exportCsv = useCallback(async () => {
    if (!query || exportAbort.current) return;
    const controller = new AbortController();
    exportAbort.current = controller;
    const collected: ListingRow[] = [];
    let target: number | null = null;
    let capped = false;
    setExportState({ running: true, loaded: 0, target: null, capped: false });
    try {
      // Sequential on purpose: a thousand-row page at a time keeps the server's load predictable.
      for (let pageNo = 1; ; pageNo += 1) {
        const result = await listingApi.data(
          name,
          { ...query, page: pageNo, perPage: EXPORT_PAGE_SIZE },
          scope,
          { signal: controller.signal, endpoints },
        );
        if (controller.signal.aborted) return;
        if (target === null) {
          capped = result.meta.total > EXPORT_CAP;
          target = Math.min(result.meta.total, EXPORT_CAP);
        }
        collected.push(...(result.data as ListingRow[]));
        setExportState({ running: true, loaded: Math.min(collected.length, EXPORT_CAP), target, capped });
        if (collected.length >= EXPORT_CAP) {
          capped = capped || collected.length > EXPORT_CAP || pageNo < result.meta.last_page;
          break;
        }
        if (result.data.length === 0 || pageNo >= result.meta.last_page) break;
      }
      const exported = collected.slice(0, EXPORT_CAP);
      const csv = toCsv(visibleColumns, exported, (key) => t(key));
      downloadBlob(csvBlob(csv), csvFileName(name));
      const number = new Intl.NumberFormat(language);
      const counts = {
        count: exported.length,
        formatted: number.format(exported.length),
        cap: number.format(EXPORT_CAP),
      };
      if (capped) notify.warning(t('export.cappedDone', counts));
      else notify.success(t('export.done', counts));
    } catch (failure) {
      if (!controller.signal.aborted)
        notify.error(t('export.failed'), messageOf(failure, t('actions.failed')));
    } finally {
      if (exportAbort.current === controller) {
        exportAbort.current = null;
        setExportState(IDLE_EXPORT);
      }
    }
  }, [query, name, scope, endpoints, visibleColumns, t, language]);

  // --- result -----------------------------------------------------------------------------------------
  const activeFilterCount = state ? countActiveFilters(state.filters) : 0;
  const isLoading = settingsQuery.isPending || (!!query && dataQuery.isPending && !page);

  return {
    name,
    scope,
    endpoints,
    settings,
    state,
    query,
    rows,
    meta,
    total: meta?.total ?? 0,
    isLoading: isLoading && !settingsQuery.error,
    isFetching: dataQuery.isFetching,
    isStale: dataQuery.isPlaceholderData,
    error,
    validation,
    refetch,
    totals: totalsQuery.data?.totals,
    columns,
    visibleColumns,
    isColumnVisible: visibility.isVisible,
    setColumnVisible: visibility.setVisible,
    resetColumns: visibility.reset,
    columnsCustomized: visibility.customized,
    setPage,
    setPerPage,
    toggleSort,
    setSort,
    setFilter,
    clearFilters,
    setSearch,
    activeFilterCount,
    isFiltered: activeFilterCount > 0 || !!state?.search,
    selectedIds,
    isSelected,
    toggleRow,
    toggleAllOnPage,
    clearSelection,
    allOnPageSelected,
    someOnPageSelected,
    rowActionsFor,
    hasRowActions: permittedActions.length > 0,
    bulkActions,
    runAction,
    runBulkAction,
    pendingAction,
    exportCsv,
    cancelExport,
    exportState,
    exportCap: EXPORT_CAP,
  };
}

const EMPTY_SET: ReadonlySet<RowId> = new Set();
// The key of a disabled query while the settings load (it never runs).
const NO_QUERY: ListingQuery = { page: 1, perPage: 1, sort: null, filters: {}, search: '' };

/** The calls a listing's query key says it was read from (see listing-keys.ts); undefined for the common ones. */
function endpointsOfKey(key: readonly unknown[]): ListingEndpoints | undefined {
  const last = key[key.length - 1];
  return last && typeof last === 'object' && 'endpoints' in last
    ? (last as { endpoints: ListingEndpoints }).endpoints
    : undefined;
}

function sameListing(
  previous: { queryKey: readonly unknown[] } | undefined,
  scope: string,
  name: string,
  endpoints: ListingEndpoints | undefined,
  fixed?: Record<string, FilterValue>,
): boolean {
  const key = previous?.queryKey;
  if (!key || key[1] !== scope || key[2] !== name) return false;
  if (JSON.stringify(endpointsOfKey(key)) !== JSON.stringify(endpoints)) return false;
  if (!fixed) return true;
  // Another record's rows (another application's installs) are not a placeholder for this one's.
  const filters = (key[4] as ListingQuery | undefined)?.filters ?? {};
  return Object.entries(fixed).every(
    ([field, value]) => JSON.stringify(filters[field]) === JSON.stringify(value),
  );
}
