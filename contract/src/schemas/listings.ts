/**
 * The listing calls' schemas (docs/api-contract.md, "Listings"): `GET …/{name}/settings`, `POST …/{name}/data` and
 * `POST …/{name}/aggregations`, the one definition that the contract server (reference-server/src/api/listings/*.ts,
 * routes/listings.ts) and the panel's listing adapter (shared-core/src/api/listing-types.ts) both import. The light
 * module (constant lists, types) is ../listings.ts.
 */
import { z } from 'zod';
import {
  LISTING_CHOICE_CALL_NAMES,
  LISTING_COLUMN_TYPES,
  LISTING_FILTER_TYPES,
  listingRegistry,
  type ListingScope,
} from '../listings';
import { PERMISSION_NAMES } from '../permissions';
import { Day, Id, Label, schemaTable } from './define';

export const ListingColumnType = z.enum(LISTING_COLUMN_TYPES);
export const ListingFilterType = z.enum(LISTING_FILTER_TYPES);

export const SortDirection = z.enum(['asc', 'desc']);

export const ListingSort = z.object({ key: z.string(), dir: SortDirection }).meta({ id: 'ListingSort' });

export const ListingColumn = z
  .object({
    key: z.string(),
    label: Label,
    type: ListingColumnType,
    sortable: z.boolean(),
    hidden: z.boolean().optional(),
    /** A template filled from the row, e.g. `/client/applications/{id}`. */
    href: z.string().optional(),
    /** The row field that holds the currency code of a money column. */
    currencyKey: z.string().optional(),
    /** Status value → colour name of the UI kit. */
    statusColors: z.record(z.string(), z.string()).optional(),
    /**
     * Human labels of the values of a known set (status, text and tags cells). Taken from the options of the filter
     * on the same key when the server names none, so a status reads "Активно" and a category "Утилиты", never
     * "active" or "utilities".
     */
    valueLabels: z.record(z.string(), Label).optional(),
    /**
     * What a `link` cell says beside its text when the row has no link (its `href` field is null): the application
     * of the row is deleted, and the panel shows its name as plain text with this mark ("deleted").
     */
    unlinked: Label.optional(),
  })
  .meta({ id: 'ListingColumn' });

export const ListingOption = z.object({ value: z.string(), label: Label }).meta({ id: 'ListingOption' });

export const ListingFilter = z
  .object({
    key: z.string(),
    label: Label,
    type: ListingFilterType,
    options: z.array(ListingOption).optional(),
    /**
     * A `remote-choice` filter's search: the call (an operationId of `LISTING_CHOICE_CALLS`) the panel asks as the user
     * types and by the chosen ids, instead of options. Its value is one choice's value, as a select's.
     */
    choices: z.object({ call: z.enum(LISTING_CHOICE_CALL_NAMES) }).optional(),
    /** The words of the choices' statuses (`deactivated` → "Deactivated"), shown beside a choice that has one. */
    statusLabels: z.record(z.string(), Label).optional(),
  })
  .meta({ id: 'ListingFilter' });

export const ListingActionMethod = z.enum(['POST', 'PUT', 'DELETE']);

export const ListingBulkAction = z
  .object({
    key: z.string(),
    label: Label,
    method: ListingActionMethod,
    /** Called with the body `{ ids }`. */
    url: z.string(),
    /** The permission a user needs to see it: a name of the catalogue. */
    permission: z.enum(PERMISSION_NAMES).optional(),
    destructive: z.boolean().optional(),
    /**
     * A confirmation text; when present the user is asked first. A row action's may name the row with `{field}`
     * placeholders ("Disable the domain {name}?").
     */
    confirm: Label.optional(),
    /**
     * The notice once it succeeded, naming the object and its new state ("Domain {name} marked as failed"): `{field}`
     * of the row for a row action, `{count}` of the rows for a bulk one. Without it the panel names the row and the
     * action.
     */
    done: Label.optional(),
    /** What the call sends besides (`{ isActive: false }`, `{ status: 'blocked' }`); a bulk call adds `ids`. */
    body: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: 'ListingBulkAction' });

export const ListingAction = ListingBulkAction.extend({
  /** A template with `{id}` (or any `{field}` of the row). */
  url: z.string(),
  /** Shown only for rows whose `field` is one of `in`. */
  visibleWhen: z.object({ field: z.string(), in: z.array(z.unknown()) }).optional(),
}).meta({ id: 'ListingAction' });

/**
 * The answer of `GET …/settings`. The contract server always names a title, a sort and `aggregations`; the panel also
 * reads older servers that leave them out (then no title, no default order, no totals).
 */
export const ListingSettings = z
  .object({
    name: z.string(),
    title: Label.optional(),
    columns: z.array(ListingColumn),
    filters: z.array(ListingFilter),
    /** The default order; null when the server names none. */
    sort: ListingSort.nullable(),
    perPage: z.number().int(),
    perPageOptions: z.array(z.number().int()),
    /** Whether the listing has a search box. */
    search: z.boolean(),
    actions: z.array(ListingAction).optional(),
    bulkActions: z.array(ListingBulkAction).optional(),
    /** Whether the listing has totals (POST .../aggregations). */
    aggregations: z.boolean().optional(),
  })
  .meta({ id: 'ListingSettings' });

/** A `date-range` filter's value: `YYYY-MM-DD` bounds, inclusive, either may be open. */
export const DateRangeFilter = z.object({ from: Day.optional(), to: Day.optional() });

/** A `number-range` filter's value: either bound may be open; a number may come as its string. */
export const NumberRangeFilter = z.object({
  min: z.union([z.number(), z.string()]).optional(),
  max: z.union([z.number(), z.string()]).optional(),
});

/**
 * A filter's value: text and select → a string (or number), multiselect → a list, boolean → true|false, the ranges
 * → their objects. Empty values (`''`, `null`, `[]`) are ignored.
 */
export const ListingFilterValue = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.array(z.string()),
  DateRangeFilter,
  NumberRangeFilter,
]);

/**
 * The body of `POST …/data` and `…/aggregations`: every field optional, the settings' defaults apply (page 1, the
 * listing's `perPage` and `sort`; `sort: null` also asks for the default). `search` keeps the rows whose text cells
 * contain it.
 */
export const ListingQueryBody = z
  .object({
    page: z.number().int().optional(),
    perPage: z.number().int().optional(),
    sort: ListingSort.nullable().optional(),
    filters: z.record(z.string(), ListingFilterValue).optional(),
    search: z.string().optional(),
  })
  .meta({ id: 'ListingQueryBody' });

/**
 * The query as the panel builds it: the page, filters and search always, perPage and sort only when not the default.
 * Its empty filters (`''`, `null`, `[]`, empty range ends) are dropped on the way out (listing-adapter.ts
 * `queryToWire`), so what is sent is a `ListingQueryBody`.
 */
export const ListingQuery = ListingQueryBody.extend({
  page: z.number().int(),
  filters: z.record(z.string(), z.unknown()),
  search: z.string(),
});

/** The aggregations body may also group the totals by one of the listing's fields (the statistics' charts). */
export const ListingAggregationsBody = ListingQueryBody.extend({
  group_by: z.string().nullable().optional(),
}).meta({ id: 'ListingAggregationsBody' });

export const ListingMeta = z
  .object({
    current_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int().min(0),
    last_page: z.number().int(),
    matched_in: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .meta({
        description:
          'With a search: for each row of the page found by something other than its name (or number), the keys of ' +
          'the columns that matched, so the panel can say why the row is there. Rows found by their name are absent.',
      }),
  })
  .meta({ id: 'ListingMeta' });

/** A row of a listing: whatever the server sends, addressed by column keys. */
export const ListingRow = z.record(z.string(), z.unknown());

/** The answer of `POST …/data`: one page of rows (each with its `id`) and where it sits. */
export const ListingPage = <R extends z.ZodType>(row: R) =>
  z.object({ data: z.array(row), meta: ListingMeta });

/**
 * Totals over the filtered rows: numbers, money as a decimal string, the currency code when every row shares one
 * (null otherwise), `count` on listings that count rows.
 */
export const ListingTotalValues = z.record(z.string(), z.union([z.number(), z.string()]).nullable());

/**
 * The answer of `POST …/aggregations`; `groups` only with `group_by`. Money of different currencies is never added:
 * when a money column's filtered rows hold more than one currency, its total is null and `by_currency` gives its sum
 * per currency instead.
 */
export const ListingAggregations = z
  .object({
    totals: ListingTotalValues,
    by_currency: z.record(z.string(), z.record(z.string(), z.string())).optional().meta({
      description:
        'Per money column whose filtered rows hold several currencies (its `totals` value is then null): the sum per currency code, as decimal strings.',
    }),
    groups: z.array(ListingTotalValues.and(z.object({ key: z.string() }))).optional(),
  })
  .meta({ id: 'ListingAggregations' });

/** The body of a bulk action (`POST /common/listing/{name}/bulk/{action}`): the rows' ids. */
export const ListingBulkBody = z.object({ ids: z.array(Id) }).meta({ id: 'ListingBulkBody' });

/** The answer of a bulk action: how many rows it changed. */
export const ListingBulkAnswer = z.object({ message: Label, affected: z.number().int().min(0) });

/** The names of a scope's listings, as the path's `{name}`. */
const listingName = (scope: ListingScope) => {
  const names = listingRegistry.filter((entry) => entry.scope === scope).map((entry) => entry.name);
  return z.enum(names as [string, ...string[]]).meta({ description: `A listing of the ${scope} scope` });
};

const ROWS_AGREE =
  "Each row has an `id` and a value for every column of the settings, of the column's type (numbers for `number`, decimal strings for `money`, `YYYY-MM-DD` for `date`...). Who may read a listing is the listing's permission in the contract's table of listings (x-listings).";

/** The calls of one scope's listings: settings, a page of rows, totals. */
const scopeSchemas = (scope: ListingScope) => {
  const params = z.object({ name: listingName(scope) });
  const page = { everyListing: scope, body: { page: 1 } } as const;
  return {
    settings: {
      summary: `A ${scope} listing's description: columns, filters, sort, page sizes, actions`,
      params,
      answer: ListingSettings,
      sample: { everyListing: scope },
    },
    data: {
      summary: `A page of a ${scope} listing's rows, filtered, searched and sorted`,
      description: ROWS_AGREE,
      params,
      body: ListingQueryBody,
      answer: ListingPage(ListingRow),
      sample: page,
    },
    aggregations: {
      summary: `The totals of a ${scope} listing's filtered rows, and their groups (charts)`,
      description: 'Only for listings whose settings say `aggregations: true`: the others answer 404.',
      params,
      body: ListingAggregationsBody,
      answer: ListingAggregations,
      errors: [404],
      sample: { ...page, withAggregations: true },
    },
  } as const;
};

const common = scopeSchemas('common');
const client = scopeSchemas('client');

export const listingSchemas = schemaTable({
  commonSettings: common.settings,
  commonData: common.data,
  commonAggregations: common.aggregations,
  commonBulk: {
    summary: 'Runs a bulk action of the settings on the rows named: all of them or none',
    params: z.object({ name: listingName('common'), action: z.string().min(1) }),
    body: ListingBulkBody,
    answer: ListingBulkAnswer,
  },
  clientSettings: client.settings,
  clientData: client.data,
  clientAggregations: client.aggregations,
});

export type SortDirection = z.infer<typeof SortDirection>;
export type ListingSort = z.infer<typeof ListingSort>;
export type ListingColumn = z.infer<typeof ListingColumn>;
export type ListingOption = z.infer<typeof ListingOption>;
export type ListingFilter = z.infer<typeof ListingFilter>;
export type ListingActionMethod = z.infer<typeof ListingActionMethod>;
export type ListingBulkAction = z.infer<typeof ListingBulkAction>;
export type ListingAction = z.infer<typeof ListingAction>;
export type ListingSettings = z.infer<typeof ListingSettings>;
export type DateRangeFilter = z.infer<typeof DateRangeFilter>;
export type NumberRangeFilter = z.infer<typeof NumberRangeFilter>;
export type ListingFilterValue = z.infer<typeof ListingFilterValue>;
export type ListingQueryBody = z.infer<typeof ListingQueryBody>;
export type ListingQuery = z.infer<typeof ListingQuery>;
export type ListingAggregationsBody = z.infer<typeof ListingAggregationsBody>;
export type ListingMeta = z.infer<typeof ListingMeta>;
export type ListingRow = z.infer<typeof ListingRow>;
export type ListingPage<T = ListingRow> = z.output<ReturnType<typeof ListingPage<z.ZodType<T>>>>;
export type ListingTotalValues = z.infer<typeof ListingTotalValues>;
export type ListingAggregations = z.infer<typeof ListingAggregations>;
export type ListingBulkBody = z.infer<typeof ListingBulkBody>;
export type ListingBulkAnswer = z.infer<typeof ListingBulkAnswer>;
