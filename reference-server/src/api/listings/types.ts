/**
 * The shapes of a listing definition (server side). What settings/data/aggregations answer is the wire's
 * (@panel/contract): a definition adds what only the server knows (texts in every language, rows,
 * option lists worked out per caller).
 */
import type {
  ListingChoiceCall,
  ListingColumnType,
  ListingFilterType,
  ListingRow,
  ListingSort,
  PermissionName,
} from '@panel/contract';
import type { Ctx } from '../context';
import type { Text } from '../i18n';

export type ColumnType = ListingColumnType;
export type FilterType = ListingFilterType;
export type Row = ListingRow & { id: number | string };

export interface ColumnDef {
  key: string;
  label: Text;
  type: ColumnType;
  /** Default true. */
  sortable?: boolean;
  hidden?: boolean;
  /** `link` columns: a panel path with `{field}` placeholders. */
  href?: string;
  /** `money` columns: the row field holding the currency (default `currency`). */
  currencyKey?: string;
  statusColors?: Record<string, string>;
  /**
   * The words of a known set's values, answered as `valueLabels` (a column without a filter on its key: the
   * permissions of a team member). With a filter, its options label the column already.
   */
  labels?: Record<string, Text>;
  /** Aggregations: sum (default for number and money) or the average over the filtered rows. */
  aggregate?: 'sum' | 'avg' | 'none';
  /** Searched by the free-text search (default: text and link columns). */
  searchable?: boolean;
  /** `link` columns: the mark beside the text of a row without a link (a deleted application's name). */
  unlinked?: Text;
}

export interface OptionDef {
  value: string;
  label: Text | string;
}

export interface FilterDef {
  key: string;
  label: Text;
  type: FilterType;
  options?: OptionDef[] | ((ctx: Ctx) => OptionDef[]);
  /** The row field the filter reads (default: key). */
  field?: string;
  /**
   * Hidden filters are accepted by data/aggregations but not shown in the filter bar: screens use them to
   * pre-scope a listing (e.g. the comments of one application). Not part of settings.filters.
   */
  hidden?: boolean;
  /**
   * A select value that is not among the offered options but still valid: the statistics' application filter offers
   * the applications that have figures, and accepts any application of the company (a new one has none yet).
   */
  accepts?: (ctx: Ctx, value: string) => boolean;
  /** `remote-choice`: the search the panel asks for the choices (LISTING_CHOICE_CALLS), instead of options. */
  choices?: { call: ListingChoiceCall };
  /** `remote-choice`: the words of the choices' statuses. */
  statusLabels?: Record<string, Text>;
}

export interface ActionDef {
  key: string;
  label: Text;
  method: 'POST' | 'PUT' | 'DELETE';
  /** `{field}` placeholders are filled from the row. */
  url: string;
  permission?: PermissionName;
  destructive?: boolean;
  /** The question asked first; `{field}` placeholders are filled from the row by the panel. */
  confirm?: Text;
  /** The notice once it succeeded, naming the row and its new state; `{field}` of the row. */
  done?: Text;
  visibleWhen?: { field: string; in: unknown[] };
  /** A JSON body sent as is (e.g. `{ status: 'blocked' }` for change-status). */
  body?: Record<string, unknown>;
}

export interface BulkActionDef {
  key: string;
  label: Text;
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
  permission?: PermissionName;
  destructive?: boolean;
  confirm?: Text;
  /** The notice once it succeeded; `{count}` is the number of rows. */
  done?: Text;
}

export interface ListingDef {
  name: string;
  title: Text;
  columns: ColumnDef[];
  filters: FilterDef[];
  sort: ListingSort;
  perPage: number;
  search: boolean;
  actions?: ActionDef[];
  bulkActions?: BulkActionDef[];
  aggregations?: boolean;
  /**
   * Row fields the aggregations call may group by (`group_by`, for charts): `date` for the daily statistics, also
   * `country`, `platform`, `source` for the detailed ones. Absent: the listing cannot be grouped.
   */
  groupBy?: readonly string[];
  /** Aggregations also answer `count`, the number of filtered rows (in the totals and in each group). */
  countRows?: boolean;
  /**
   * The same rows for every caller (an administrators' variant that shares its name with a company listing): cached
   * once instead of per company.
   */
  platformWide?: boolean;
  /** The rows this user may see, already scoped (company or platform-wide). */
  rows(ctx: Ctx): Row[];
}
