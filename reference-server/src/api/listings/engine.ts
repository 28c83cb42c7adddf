/**
 * The generic listing engine (docs/listings.md): settings localisation, validation of the data body, filtering,
 * search, server-side sort, paging and aggregations. Everything is one pass over the scoped rows plus one
 * sort (O(n log n)); a listing of a few thousand rows answers in a few milliseconds.
 */
import {
  type DateRangeFilter,
  type ListingAggregations,
  type ListingFilterValue,
  type ListingPage,
  type ListingQueryBody,
  type ListingSettings,
  type ListingSort,
  type ListingTotalValues,
  PER_PAGE_OPTIONS,
} from '@panel/contract';
import { foldForSearch } from '@panel/contract/search';
import { z } from 'zod';
import type { Ctx } from '../context';
import { hasPermission } from '../auth';
import { bodyOf, isDay, parseValue, rule } from '../body';
import { isRecord } from '../http';
import { t, type Lang, type MessageKey } from '../i18n';
import type { ColumnDef, FilterDef, ListingDef, OptionDef, Row } from './types';

// ---------------------------------------------------------------- settings

const label = (lang: Lang, option: OptionDef): { value: string; label: string } => ({
  value: option.value,
  label: t(lang, option.label),
});

export function settingsOf(ctx: Ctx, def: ListingDef): ListingSettings {
  const { lang } = ctx;
  const allowed = (permission?: string): boolean => !permission || hasPermission(ctx, permission);
  const settings: ListingSettings = {
    name: def.name,
    title: t(lang, def.title),
    columns: def.columns.map((column) => ({
      key: column.key,
      label: t(lang, column.label),
      type: column.type,
      sortable: column.sortable ?? true,
      ...(column.hidden ? { hidden: true } : {}),
      ...(column.href ? { href: column.href } : {}),
      ...(column.type === 'money' ? { currencyKey: column.currencyKey ?? 'currency' } : {}),
      ...(column.statusColors ? { statusColors: column.statusColors } : {}),
      ...(column.unlinked ? { unlinked: t(lang, column.unlinked) } : {}),
      ...(column.labels
        ? {
            valueLabels: Object.fromEntries(
              Object.entries(column.labels).map(([value, text]) => [value, t(lang, text)]),
            ),
          }
        : {}),
    })),
    filters: def.filters
      .filter((filter) => !filter.hidden)
      .map((filter) => ({
        key: filter.key,
        label: t(lang, filter.label),
        type: filter.type,
        ...(filter.options ? { options: optionsOf(ctx, filter).map((o) => label(lang, o)) } : {}),
        ...(filter.choices ? { choices: filter.choices } : {}),
        ...(filter.statusLabels
          ? {
              statusLabels: Object.fromEntries(
                Object.entries(filter.statusLabels).map(([value, text]) => [value, t(lang, text)]),
              ),
            }
          : {}),
      })),
    sort: def.sort,
    perPage: def.perPage,
    perPageOptions: [...PER_PAGE_OPTIONS],
    search: def.search,
    aggregations: def.aggregations ?? false,
  };
  // Actions the user may not perform are left out, so a screen never shows a button that answers 403.
  if (def.actions) {
    settings.actions = def.actions
      .filter((action) => allowed(action.permission))
      .map(({ label: text, confirm, done, ...action }) => ({
        ...action,
        label: t(lang, text),
        ...(confirm ? { confirm: t(lang, confirm) } : {}),
        ...(done ? { done: t(lang, done) } : {}),
      }));
  }
  if (def.bulkActions) {
    settings.bulkActions = def.bulkActions
      .filter((action) => allowed(action.permission))
      .map(({ label: text, confirm, done, ...action }) => ({
        ...action,
        label: t(lang, text),
        ...(confirm ? { confirm: t(lang, confirm) } : {}),
        ...(done ? { done: t(lang, done) } : {}),
      }));
  }
  return settings;
}

function optionsOf(ctx: Ctx, filter: FilterDef): OptionDef[] {
  if (!filter.options) return [];
  return typeof filter.options === 'function' ? filter.options(ctx) : filter.options;
}

/** Column types whose values the panel shows by a label (shared-core's listing-adapter.ts LABELLED_TYPES). */
const LABELLED_TYPES = new Set<ColumnDef['type']>(['status', 'text', 'tags']);

/** Per column key, the words its values are shown by in the request's language: search and sort read those. */
export type ValueLabels = ReadonlyMap<string, ReadonlyMap<string, string>>;

/**
 * The labels the panel shows a column's values by: the column's own, or the options of the visible filter on the
 * same key (as the front end picks them). A user who reads "Игры" searches and sorts by "Игры", not by "games".
 */
function valueLabelsOf(ctx: Ctx, def: ListingDef): ValueLabels {
  const labels = new Map<string, ReadonlyMap<string, string>>();
  for (const column of def.columns) {
    if (column.labels) {
      labels.set(
        column.key,
        new Map(Object.entries(column.labels).map(([value, text]) => [value, t(ctx.lang, text)])),
      );
      continue;
    }
    if (!LABELLED_TYPES.has(column.type)) continue;
    const filter = def.filters.find((f) => f.key === column.key && !f.hidden);
    if (!filter?.options) continue;
    labels.set(column.key, new Map(optionsOf(ctx, filter).map((o) => [o.value, t(ctx.lang, o.label)])));
  }
  return labels;
}

// ---------------------------------------------------------------- query validation

/**
 * A data or aggregations body as the engine runs it: the wire's query with the settings' defaults filled in, the
 * filters compiled to predicates over a row, and the words search and sort read.
 */
export interface ListingQuery extends Required<Pick<ListingQueryBody, 'page' | 'perPage' | 'search'>> {
  sort: ListingSort;
  /**
   * The body names a sort other than the listing's default (a user's click on a header): a search then keeps that
   * order instead of putting name matches first. The default, sent or not, leaves the search its ranking.
   */
  sortChosen: boolean;
  predicates: ((row: Row) => boolean)[];
  /** The words of the labelled columns (valueLabelsOf). */
  labels: ValueLabels;
}

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** Accepts numbers and numeric strings; '' and null mean "no bound". */
function toNumber(value: unknown): number | null | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
}

/** Compares a cell with a filter value as strings: ids, enums and booleans all match their string form. */
const cellValues = (cell: unknown): string[] =>
  Array.isArray(cell) ? cell.map(String) : [String(cell ?? '')];

/** Null is the same as leaving the field out: the settings' default applies. */
const absent = (value: unknown): unknown => (value === null ? undefined : value);

/** Reports a broken rule (its message key) at the value being read, or at `path` below it; answers z.NEVER. */
function fail(
  check: z.RefinementCtx,
  key: MessageKey,
  vars: Record<string, string | number> = {},
  path: string[] = [],
): never {
  check.addIssue({ code: 'custom', path, ...rule(key, vars) });
  return z.NEVER;
}

/**
 * The body's schema for one listing: the page, a page size among PER_PAGE_OPTIONS, a sortable column, the search,
 * and each filter's value read by its type (filterValue). Blank filters are left out; an unknown filter is an
 * error under `filters.<key>` even when blank.
 */
function querySchema(ctx: Ctx, def: ListingDef) {
  return bodyOf<ListingQueryBody>()(
    z.object({
      page: z.preprocess(
        absent,
        z
          .unknown()
          .transform((value, check) => {
            const n = Number(value);
            return Number.isInteger(n) && n >= 1 ? n : fail(check, 'page');
          })
          .optional(),
      ),
      perPage: z.preprocess(
        absent,
        z
          .unknown()
          .transform((value, check) => {
            const n = Number(value);
            return (PER_PAGE_OPTIONS as readonly number[]).includes(n)
              ? n
              : fail(check, 'perPage', { options: PER_PAGE_OPTIONS.join(', ') });
          })
          .optional(),
      ),
      // Null stays null (the wire's "the default order"), so the panel's body parses into its own type.
      sort: z
        .unknown()
        .transform((raw, check): ListingSort | null | undefined => {
          if (raw === undefined || raw === null) return raw;
          const column = isRecord(raw) ? def.columns.find((c) => c.key === raw.key) : undefined;
          if (!isRecord(raw) || !column || column.sortable === false) return fail(check, 'sort');
          if (raw.dir !== undefined && raw.dir !== 'asc' && raw.dir !== 'desc') return fail(check, 'sortDir');
          return { key: column.key, dir: raw.dir === 'desc' ? 'desc' : 'asc' };
        })
        .optional(),
      search: z.preprocess(
        absent,
        z
          .unknown()
          .transform((value, check) =>
            typeof value !== 'string' || value.length > 200 ? fail(check, 'search') : foldForSearch(value),
          )
          .optional(),
      ),
      filters: z.preprocess(
        absent,
        z
          .unknown()
          .transform((raw, check) => {
            if (!isRecord(raw)) return fail(check, 'filtersShape');
            const values: Record<string, ListingFilterValue> = {};
            for (const [key, value] of Object.entries(raw)) {
              const filter = def.filters.find((f) => f.key === key);
              if (!filter) {
                fail(check, 'unknownFilter', {}, [key]);
                continue;
              }
              if (isBlank(value)) continue;
              const out = filterValue(ctx, filter, value, (text) => fail(check, text, {}, [key]));
              // A broken filter answered z.NEVER: it is reported, and the other filters are still read.
              if (out !== z.NEVER) values[key] = out;
            }
            return values;
          })
          .optional(),
      ),
    }),
  );
}

/** The order of the 422's keys: the body's fields as the contract lists them, each filter's under `filters.<key>`. */
const QUERY_FIELDS = ['page', 'perPage', 'sort', 'search', 'filters'] as const;

/** Validates a data or aggregations body (422 with every broken rule) and fills in the listing's defaults. */
export function parseQuery(ctx: Ctx, def: ListingDef, rawBody: unknown): ListingQuery {
  const body = parseValue(ctx.lang, querySchema(ctx, def), rawBody, { nested: QUERY_FIELDS });
  const predicates = Object.entries(body.filters ?? {}).map(([key, value]) =>
    predicateOf(
      def.filters.find((f) => f.key === key)!,
      value,
    ),
  );
  return {
    page: body.page ?? 1,
    perPage: body.perPage ?? def.perPage,
    sort: body.sort ?? def.sort,
    sortChosen: !!body.sort && (body.sort.key !== def.sort.key || body.sort.dir !== def.sort.dir),
    predicates,
    search: body.search ?? '',
    labels: valueLabelsOf(ctx, def),
  };
}

/**
 * A filter's value in its canonical form (text and select: a string, multiselect: a list of strings, ranges: their
 * bounds, boolean: true|false), or `fail` with the rule it breaks.
 */
function filterValue(
  ctx: Ctx,
  filter: FilterDef,
  value: unknown,
  fail: (key: MessageKey) => never,
): ListingFilterValue {
  switch (filter.type) {
    case 'text': {
      if (typeof value !== 'string' && typeof value !== 'number') return fail('filterString');
      return String(value);
    }
    case 'remote-choice': {
      // No options to hold it to: the definition says which values are the caller's to choose.
      if (typeof value !== 'string' && typeof value !== 'number') return fail('filterString');
      const wanted = String(value);
      if (filter.accepts && !filter.accepts(ctx, wanted)) return fail('filterOption');
      return wanted;
    }
    case 'select': {
      if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
        return fail('filterString');
      const wanted = String(value);
      const options = optionsOf(ctx, filter);
      if (options.length > 0 && !options.some((o) => o.value === wanted) && !filter.accepts?.(ctx, wanted))
        return fail('filterOption');
      return wanted;
    }
    case 'multiselect': {
      const list = Array.isArray(value) ? value : typeof value === 'string' ? [value] : null;
      if (!list || list.some((v) => typeof v !== 'string' && typeof v !== 'number'))
        return fail('filterArray');
      const wanted = [...new Set(list.map(String))];
      const options = optionsOf(ctx, filter);
      if (options.length > 0 && wanted.some((v) => !options.some((o) => o.value === v)))
        return fail('filterOption');
      return wanted;
    }
    case 'date-range': {
      if (!isRecord(value)) return fail('filterRangeShape');
      const from = isBlank(value.from) ? undefined : value.from;
      const to = isBlank(value.to) ? undefined : value.to;
      if ((from !== undefined && !isDayText(from)) || (to !== undefined && !isDayText(to)))
        return fail('filterDate');
      if (from !== undefined && to !== undefined && from > to) return fail('filterDateOrder');
      return { ...(from === undefined ? {} : { from }), ...(to === undefined ? {} : { to }) };
    }
    case 'number-range': {
      if (!isRecord(value)) return fail('filterNumberShape');
      const min = toNumber(value.min);
      const max = toNumber(value.max);
      if (min === null || max === null) return fail('filterNumber');
      if (min !== undefined && max !== undefined && min > max) return fail('filterRangeOrder');
      return { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
    }
    case 'boolean': {
      if (value === true || value === 'true' || value === 1 || value === '1') return true;
      if (value === false || value === 'false' || value === 0 || value === '0') return false;
      return fail('filterBoolean');
    }
  }
}

const isDayText = (value: unknown): value is string => typeof value === 'string' && isDay(value);

/** The predicate of a filter's canonical value (filterValue). */
function predicateOf(filter: FilterDef, value: ListingFilterValue): (row: Row) => boolean {
  const field = filter.field ?? filter.key;
  switch (filter.type) {
    case 'text': {
      const needle = String(value).trim().toLowerCase();
      return (row) => cellValues(row[field]).some((cell) => cell.toLowerCase().includes(needle));
    }
    case 'select':
    case 'remote-choice': {
      const wanted = String(value);
      return (row) => cellValues(row[field]).includes(wanted);
    }
    case 'multiselect': {
      const wanted = new Set(value as string[]);
      return (row) => cellValues(row[field]).some((cell) => wanted.has(cell));
    }
    case 'date-range': {
      const { from, to } = value as DateRangeFilter;
      // Datetime cells are compared by their UTC date part; ISO strings compare correctly as text.
      return (row) => {
        const cell = row[field];
        if (typeof cell !== 'string' || cell === '') return false;
        const day = cell.slice(0, 10);
        return (from === undefined || day >= from) && (to === undefined || day <= to);
      };
    }
    case 'number-range': {
      const { min, max } = value as { min?: number; max?: number };
      return (row) => {
        const cell = Number(row[field]);
        return (
          !Number.isNaN(cell) && (min === undefined || cell >= min) && (max === undefined || cell <= max)
        );
      };
    }
    case 'boolean':
      return (row) => Boolean(row[field]) === value;
  }
}

// ---------------------------------------------------------------- running a query

/**
 * The listing's rows for this user, cached per listing, company and language until the store changes
 * (store.version): building ~12,000 view rows costs more than filtering and sorting them. Rows are shared
 * between requests and never mutated.
 */
export function rowsOf(ctx: Ctx, def: ListingDef): Row[] {
  return cached(ctx, `${def.name}|${scopeKey(ctx, def)}|${ctx.lang}`, () => def.rows(ctx));
}

/** Whose rows: the caller's company, or everyone's (`*`) for a platform-wide variant sharing a company listing's name. */
const scopeKey = (ctx: Ctx, def: ListingDef): string =>
  def.platformWide ? '*' : String(ctx.me.company_id ?? '-');

/**
 * The rows in the query's order, cached like rowsOf. Filtering keeps the order, so sorting once and filtering
 * afterwards gives the same pages while paging and filtering reuse one sort.
 */
export function sortedRowsOf(ctx: Ctx, def: ListingDef, sort: ListingQuery['sort']): Row[] {
  const key = `${def.name}|${scopeKey(ctx, def)}|${ctx.lang}|${sort.key}|${sort.dir}`;
  return cached(ctx, key, () => sortRows(def, rowsOf(ctx, def), sort, valueLabelsOf(ctx, def)));
}

function cached(ctx: Ctx, key: string, build: () => Row[]): Row[] {
  const hit = ctx.store.viewCache.get(key);
  if (hit && hit.version === ctx.store.version) return hit.rows as Row[];
  const rows = build();
  ctx.store.viewCache.set(key, { version: ctx.store.version, rows });
  return rows;
}

const searchKeysOf = (def: ListingDef): string[] =>
  def.columns.filter((c) => c.searchable ?? (c.type === 'text' || c.type === 'link')).map((c) => c.key);

/**
 * The column that names a row, which a search ranks first: `name`, else `title`, else the first link (a record's
 * own screen), else the first searched column. Answered in meta.matched_in's stead when it matches.
 */
export function nameColumnOf(def: ListingDef): string | undefined {
  const keys = searchKeysOf(def);
  return (
    ['name', 'title'].find((key) => keys.includes(key)) ??
    def.columns.find((c) => c.type === 'link' && keys.includes(c.key))?.key ??
    keys[0]
  );
}

/** The searched columns of `row` whose words (labels, as the user reads them) hold the query's. */
function matchingKeys(keys: readonly string[], row: Row, query: ListingQuery): string[] {
  return keys.filter((key) => {
    const cell = row[key];
    if (cell === null || cell === undefined) return false;
    const text = query.labels.get(key)?.get(String(cell)) ?? String(cell);
    return foldForSearch(text).includes(query.search);
  });
}

/** A whole number also finds the row with that id (`42`, `#42`): records are asked for by name or number. */
const searchedId = (search: string): string | undefined => /^#?(\d{1,15})$/.exec(search)?.[1];

export function filterRows(def: ListingDef, rows: Row[], query: ListingQuery): Row[] {
  const searchKeys = query.search ? searchKeysOf(def) : [];
  if (query.predicates.length === 0 && searchKeys.length === 0) return rows;
  const id = searchedId(query.search);
  return rows.filter((row) => {
    for (const predicate of query.predicates) if (!predicate(row)) return false;
    if (searchKeys.length === 0) return true;
    if (id !== undefined && String(row.id) === id) return true;
    return matchingKeys(searchKeys, row, query).length > 0;
  });
}

/**
 * A search's answer: unless the user chose a sort, the row with that number or name first, then names that start
 * with the words, then other names that hold them, then rows found by other columns (in the query's order within
 * each part); and, for the page's rows found by other columns only, which columns those were.
 */
function searchRanked(
  def: ListingDef,
  rows: Row[],
  query: ListingQuery,
): { rows: Row[]; matchedIn: (page: Row[]) => Record<string, string[]> | undefined } {
  const keys = searchKeysOf(def);
  if (!query.search || keys.length === 0) return { rows, matchedIn: () => undefined };
  const name = nameColumnOf(def);
  const id = searchedId(query.search);
  const nameText = (row: Row): string | null => {
    const cell = name ? row[name] : undefined;
    if (cell === null || cell === undefined) return null;
    return foldForSearch(query.labels.get(name!)?.get(String(cell)) ?? String(cell));
  };
  /** 0: the number or the whole name, 1: the name's start, 2: within the name, 3: another column. */
  const rank = (row: Row): number => {
    if (id !== undefined && String(row.id) === id) return 0;
    const text = nameText(row);
    if (text === null || !text.includes(query.search)) return 3;
    return text === query.search ? 0 : text.startsWith(query.search) ? 1 : 2;
  };
  const byName = (row: Row): boolean => rank(row) < 3;
  const ranked = query.sortChosen
    ? rows
    : rows
        .map((row, index) => ({ row, index, rank: rank(row) }))
        .sort((a, b) => a.rank - b.rank || a.index - b.index)
        .map((entry) => entry.row);
  return {
    rows: ranked,
    matchedIn: (page) => {
      const found: Record<string, string[]> = {};
      for (const row of page) if (!byName(row)) found[String(row.id)] = matchingKeys(keys, row, query);
      return Object.keys(found).length > 0 ? found : undefined;
    },
  };
}

function sortKey(
  column: ColumnDef,
  value: unknown,
  labels: ReadonlyMap<string, string> | undefined,
): number | string | null {
  if (value === null || value === undefined || value === '') return null;
  switch (column.type) {
    case 'id':
    case 'number':
    case 'money':
      return Number(value);
    case 'boolean':
      return value ? 1 : 0;
    case 'tags':
      return Array.isArray(value) ? value.length : 0;
    default:
      return (labels?.get(String(value)) ?? String(value)).toLowerCase();
  }
}

/**
 * Sorts a copy; ties keep a stable order by id. An empty cell ('', null) is the smallest value of its column: first
 * ascending, last descending, so that reversing the direction reverses the list and the applications without a domain
 * are found at the top of "domain ascending" (docs/listings.md, "Sorting"). A labelled column sorts by its labels, the
 * order the user reads.
 */
export function sortRows(
  def: ListingDef,
  rows: Row[],
  sort: ListingQuery['sort'],
  labels: ValueLabels = new Map(),
): Row[] {
  const column = def.columns.find((c) => c.key === sort.key);
  if (!column) return rows;
  const factor = sort.dir === 'desc' ? -1 : 1;
  const words = labels.get(column.key);
  const keyed = rows.map((row) => ({ row, key: sortKey(column, row[column.key], words) }));
  keyed.sort((a, b) => {
    if (a.key === null || b.key === null) {
      if (a.key === b.key) return compareIds(a.row.id, b.row.id);
      return (a.key === null ? -1 : 1) * factor;
    }
    if (a.key < b.key) return -factor;
    if (a.key > b.key) return factor;
    return compareIds(a.row.id, b.row.id);
  });
  return keyed.map((entry) => entry.row);
}

const compareIds = (a: number | string, b: number | string): number =>
  typeof a === 'number' && typeof b === 'number'
    ? a - b
    : String(a) < String(b)
      ? -1
      : String(a) > String(b)
        ? 1
        : 0;

/** `presorted`: the rows already come in the query's order (sortedRowsOf). */
export function dataOf(
  def: ListingDef,
  rows: Row[],
  query: ListingQuery,
  presorted = false,
): ListingPage<Row> {
  const filtered = filterRows(def, rows, query);
  const search = searchRanked(
    def,
    presorted ? filtered : sortRows(def, filtered, query.sort, query.labels),
    query,
  );
  const total = search.rows.length;
  const start = (query.page - 1) * query.perPage;
  const data = search.rows.slice(start, start + query.perPage);
  const matchedIn = search.matchedIn(data);
  return {
    data,
    meta: {
      current_page: query.page,
      per_page: query.perPage,
      total,
      last_page: Math.max(1, Math.ceil(total / query.perPage)),
      ...(matchedIn ? { matched_in: matchedIn } : {}),
    },
  };
}

/**
 * Totals over the filtered rows: sums of number and money columns (money as a decimal string), averages
 * where the column says so (ratios such as ctr). The currency of money totals is included under the
 * currency key when every filtered row has the same one; with several, the money total is null and `by_currency` holds
 * its sum per currency (money of different currencies is never added). With `groupBy` (a field of def.groupBy, checked by the
 * route) the same totals per value of that field follow as `groups`: dates ascending, other keys by installs
 * descending.
 */
export function aggregationsOf(
  def: ListingDef,
  rows: Row[],
  query: ListingQuery,
  groupBy?: string,
): ListingAggregations {
  const filtered = filterRows(def, rows, query);
  const totals = totalsOf(def, filtered);
  const byCurrency = moneyByCurrency(def, filtered);
  const withCurrencies = byCurrency ? { by_currency: byCurrency } : {};
  if (!groupBy) return { totals, ...withCurrencies };
  const byKey = new Map<string, Row[]>();
  for (const row of filtered) {
    const key = String(row[groupBy] ?? '');
    if (!byKey.get(key)?.push(row)) byKey.set(key, [row]);
  }
  const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  type Group = NonNullable<ListingAggregations['groups']>[number];
  const groups = [...byKey].map(([key, list]) => ({ ...totalsOf(def, list), key }) as Group);
  // Days (`date`, `created_date`) ascending; other keys by installs.
  const byDay = groupBy === 'date' || groupBy.endsWith('_date');
  groups.sort((a, b) =>
    byDay ? text(a.key, b.key) : Number(b.installs) - Number(a.installs) || text(a.key, b.key),
  );
  return { totals, ...withCurrencies, groups };
}

/** The sums of money columns whose rows hold several currencies, per currency (sorted by code); none: undefined. */
function moneyByCurrency(
  def: ListingDef,
  filtered: Row[],
): Record<string, Record<string, string>> | undefined {
  const result: Record<string, Record<string, string>> = {};
  for (const column of def.columns) {
    if (column.type !== 'money' || (column.aggregate ?? 'sum') !== 'sum') continue;
    const currencyKey = column.currencyKey ?? 'currency';
    const cents = new Map<string, number>();
    for (const row of filtered) {
      const currency = String(row[currencyKey] ?? '');
      cents.set(currency, (cents.get(currency) ?? 0) + Math.round((Number(row[column.key]) || 0) * 100));
    }
    if (cents.size < 2) continue;
    result[column.key] = Object.fromEntries(
      [...cents]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([currency, sum]) => [currency, (sum / 100).toFixed(2)]),
    );
  }
  return Object.keys(result).length ? result : undefined;
}

function totalsOf(def: ListingDef, filtered: Row[]): ListingTotalValues {
  const totals: ListingTotalValues = def.countRows ? { count: filtered.length } : {};
  for (const column of def.columns) {
    if (column.type !== 'number' && column.type !== 'money') continue;
    const mode = column.aggregate ?? 'sum';
    if (mode === 'none') continue;
    let sum = 0;
    for (const row of filtered) sum += Number(row[column.key]) || 0;
    const value = mode === 'avg' ? (filtered.length ? sum / filtered.length : 0) : sum;
    if (column.type === 'money') {
      const currencyKey = column.currencyKey ?? 'currency';
      const currencies = new Set(filtered.map((row) => row[currencyKey]));
      // Several currencies: no single total (by_currency has the sums); none (no rows): zero.
      totals[column.key] = currencies.size > 1 ? null : value.toFixed(2);
      totals[currencyKey] = currencies.size === 1 ? (String([...currencies][0]) as string) : null;
    } else {
      totals[column.key] = Number(value.toFixed(2));
    }
  }
  return totals;
}
