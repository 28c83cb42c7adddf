import { useMemo } from 'react';
import type { ListingColumn, ListingEndpoints, ListingScope, ListingSettings } from '@panel/shared-core';
import type { ColumnLayout } from './column-layout';
import { useColumnLayout } from './use-column-layout';
import type { ListingSource } from './list-query';
import type { FilterValue } from './types';
import { useListActions, type ListActions } from './use-list-actions';
import { useListData, useListPrefetch, type ListData } from './use-list-data';
import { useListExport, type ListExport } from './use-list-export';
import { useListSelection, type ListSelection } from './use-list-selection';
import { useListSettings } from './use-list-settings';
import { useListUrlState, type ListUrlState } from './use-list-url-state';

// The listing's public names stay here, where screens and the entry have always imported them from.
export { isActionShownFor } from './use-list-actions';
export { EXPORT_CAP, type ListExportState } from './use-list-export';
export { rowIdOf } from './use-list-selection';
export type { ChangeOptions } from './use-list-url-state';

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

export interface ListController extends ListUrlState, ListData, ListSelection, ListActions, ListExport {
  name: string;
  scope: ListingScope;
  /** The listing's own calls, when it is not read from `/{scope}/listing/{name}/…`. */
  endpoints: ListingEndpoints | undefined;
  /** The server's description; undefined while it loads. */
  settings: ListingSettings | undefined;
  /** Whether the state lives in the address (a screen's listing, which named views apply to). */
  syncUrl: boolean;
  /** Nothing of the listing in the address yet (the menu's plain link): a default view may be put in place. */
  atDefaults: boolean;

  /** Every column, in the server's order. */
  columns: ListingColumn[];
  /** Every column, in the user's order. */
  orderedColumns: ListingColumn[];
  /** The shown columns in the server's order (the phone's cards, which ignore the arrangement). */
  visibleColumns: ListingColumn[];
  /** The shown columns in the user's order (the table, the CSV export). */
  arrangedColumns: ListingColumn[];
  /** The user's arrangement: order, shown/hidden, widths, pinned count (use-column-layout.ts). */
  columnLayout: ColumnLayout;
  isColumnVisible: (key: string) => boolean;
  setColumnVisible: (key: string, visible: boolean) => void;
  moveColumn: (key: string, delta: number) => void;
  setColumnWidth: (key: string, px: number | null) => void;
  setPinnedColumns: (count: number) => void;
  applyColumnLayout: (layout: ColumnLayout) => void;
  /** Back to the server's columns: its order, visibility and widths. */
  resetColumns: () => void;
  columnsCustomized: boolean;
}

const EMPTY_COLUMNS: ListingColumn[] = [];

/** The option itself, kept while it stays equal as JSON: callers write these objects inline. */
function useByValue<T>(value: T | undefined): T | undefined {
  const key = value ? JSON.stringify(value) : '';
  return useMemo(() => (key ? (JSON.parse(key) as T) : undefined), [key]);
}

/**
 * The headless part of a server-driven listing, composed as react-admin's `useListController` is: the settings
 * (`useListSettings`), the state in the URL (`useListUrlState`), the page and its totals (`useListData`, which
 * keeps the previous page visible while the next loads), the chosen columns, the selection, the row and bulk
 * actions and the CSV export, each a hook of its own. `ListView` renders the result.
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
  const endpoints = useByValue(endpointsOption);
  const fixed = useByValue(fixedFilters);
  const source: ListingSource = { name, scope, endpoints, fixed };

  const described = useListSettings(source);
  const { settings } = described;
  const prefetch = useListPrefetch(source, settings);
  const { isDefaultView, ...urlState } = useListUrlState({ settings, syncUrl, onChange: prefetch });
  const data = useListData({
    source,
    settings: described,
    state: urlState.state,
    isDefaultView,
    setPage: urlState.setPage,
  });

  const columns = settings?.columns ?? EMPTY_COLUMNS;
  const arrangement = useColumnLayout(scope, name, columns);
  // Keyed by the listing and its query: another page, filter or sort starts with nothing selected.
  const selection = useListSelection(
    `${scope}/${name}/${data.query ? JSON.stringify(data.query) : ''}`,
    data.rows,
  );
  const actions = useListActions({
    name,
    scope,
    settings,
    selectedIds: selection.selectedIds,
    clearSelection: selection.clearSelection,
  });
  const exporter = useListExport({
    name,
    scope,
    endpoints,
    query: data.query,
    columns: arrangement.arrangedColumns,
  });

  return {
    name,
    scope,
    endpoints,
    settings,
    ...urlState,
    syncUrl,
    atDefaults: isDefaultView,
    ...data,
    columns,
    orderedColumns: arrangement.orderedColumns,
    visibleColumns: arrangement.visibleColumns,
    arrangedColumns: arrangement.arrangedColumns,
    columnLayout: arrangement.layout,
    isColumnVisible: arrangement.isVisible,
    setColumnVisible: arrangement.setVisible,
    moveColumn: arrangement.move,
    setColumnWidth: arrangement.setWidth,
    setPinnedColumns: arrangement.setPinned,
    applyColumnLayout: arrangement.apply,
    resetColumns: arrangement.reset,
    columnsCustomized: arrangement.customized,
    ...selection,
    ...actions,
    ...exporter,
  };
}
