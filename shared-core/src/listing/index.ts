/**
 * `@panel/shared-core/listing`: server-driven listings (docs/listings.md). The controller (`useListController`) is
 * headless; `ListView` renders it; `Listing` and `ListingScreen` put both together.
 *
 * @example
 * import { ListingScreen } from '@panel/shared-core/listing';
 * <ListingScreen name="application" title={t('client:applications.title')} />
 */
export {
  listingApi,
  listingKeys,
  rememberListingUrl,
  listingUrl,
  languageName,
  type CallOptions,
} from '@panel/shared-core/listing-data';
export {
  useListController,
  rowIdOf,
  isActionShownFor,
  EXPORT_CAP,
  type UseListControllerOptions,
  type ListController,
  type ListExportState,
  type ChangeOptions,
} from './use-list-controller';
export { ListView, NARROW_QUERY, type ListViewProps } from './list-view';
export {
  Listing,
  ListingScreen,
  NavListingScreen,
  type ListingProps,
  type ListingScreenProps,
  type NavListingScreenProps,
} from './listing';
export { ListingTable, type ListingTableProps } from './listing-table';
export {
  ListingFilters,
  FilterControl,
  type ListingFiltersProps,
  type FilterControlProps,
} from './listing-filters';
export {
  ListingPagination,
  pageItems,
  type ListingPaginationProps,
  type PageItem,
} from './listing-pagination';
export { SearchBox, ColumnsMenu, ExportButton, BulkActionsBar, type SearchBoxProps } from './listing-toolbar';
export {
  toCsv,
  csvDialect,
  csvField,
  csvFileName,
  csvBlob,
  downloadBlob,
  CSV_BOM,
  type CsvDialect,
  type CsvTranslate,
} from './csv';
export {
  encodeListingState,
  decodeListingState,
  defaultListingState,
  mergeListingParams,
  serializeSearch,
  isActiveFilterValue,
  activeFilters,
  countActiveFilters,
} from './url-state';
export {
  formatCell,
  plainCell,
  createCellFormat,
  formatMoney,
  type CellFormat,
  type CellLabels,
} from './format';
export { CellValue, renderCell, useCellFormat, statusPalette, cellHref, type CellValueProps } from './cells';
export { useColumnLayout, type ColumnArrangement } from './use-column-layout';
export { ViewsMenu } from './views-menu';
export { useListingViews, type ListingViews, type SaveViewInput } from './use-listing-views';
export {
  DEFAULT_LAYOUT,
  normalizeLayout,
  unknownColumnKeys,
  orderedColumns,
  shownColumns,
  type ColumnLayout,
} from './column-layout';
export { splitListingErrors, type ListingValidation } from './validation';
export { useDebouncedCallback, type DebouncedCallback } from './use-debounced-callback';
export {
  CHOICE_SEARCH_DELAY_MS,
  useChoiceSearch,
  type ChoicePage,
  type ChoiceSearch,
  type SearchedChoice,
} from './use-choice-search';
export type {
  ListingState,
  ListingSortState,
  SortDir,
  FilterValue,
  FilterValues,
  DateRangeValue,
  NumberRangeValue,
  RowId,
  ListingShape,
} from './types';
