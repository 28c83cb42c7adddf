/**
 * The wire dialect of listings, read and written in this one file (docs/listings.md): a backend that speaks
 * another dialect is one file to change. Everything read is checked and given defaults, so a sloppy or
 * older server never hands the screens an undefined where they expect a list.
 */
import type {
  ListingAction,
  ListingActionMethod,
  ListingBulkAction,
  ListingColumn,
  ListingColumnType,
  ListingFilter,
  ListingMeta,
  ListingOption,
  ListingPage,
  ListingQuery,
  ListingRow,
  ListingSettings,
  ListingSort,
  ListingTotals,
} from '@panel/shared-core';
import {
  isPermissionName,
  LISTING_CHOICE_CALL_NAMES,
  LISTING_COLUMN_TYPES,
  LISTING_FILTER_TYPES,
  type ListingChoiceCall as ListingFilterChoiceCall,
  type ListingFilterValue,
  type ListingQueryBody,
} from '@panel/contract';

/** The request body of `.../data` and `.../aggregations` as the panel sends it: page, filters and search always. */
export type ListingWireQuery = ListingQueryBody &
  Required<Pick<ListingQueryBody, 'page' | 'filters' | 'search'>>;

type Json = Record<string, unknown>;

const METHODS: readonly ListingActionMethod[] = ['POST', 'PUT', 'DELETE'];
/** The cells that show a value of a set by its label (links and numbers are never labelled). */
const LABELLED_TYPES: ReadonlySet<ListingColumnType> = new Set(['status', 'text', 'tags']);
const DEFAULT_PER_PAGE = 20;

const isObject = (value: unknown): value is Json =>
  !!value && typeof value === 'object' && !Array.isArray(value);
const str = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;
const optStr = (value: unknown): string | undefined =>
  typeof value === 'string' && value ? value : undefined;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const positiveInt = (value: unknown, fallback: number): number => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : fallback;
};
const nonNegativeInt = (value: unknown, fallback: number): number => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : fallback;
};
const oneOf = <T extends string>(allowed: readonly T[], value: unknown, fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

function readSort(raw: unknown): ListingSort | null {
  if (!isObject(raw)) return null;
  const key = str(raw.key);
  if (!key) return null;
  return { key, dir: str(raw.dir).toLowerCase() === 'asc' ? 'asc' : 'desc' };
}

function readOptions(raw: unknown): ListingOption[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  return raw.filter(isObject).map((o) => ({ value: str(o.value), label: str(o.label, str(o.value)) }));
}

function readColumn(raw: Json): ListingColumn {
  const column: ListingColumn = {
    key: str(raw.key),
    label: str(raw.label, str(raw.key)),
    type: oneOf(LISTING_COLUMN_TYPES, raw.type, 'text'),
    sortable: raw.sortable === true,
  };
  if (raw.hidden === true) column.hidden = true;
  const href = optStr(raw.href);
  if (href) column.href = href;
  const currencyKey = optStr(raw.currencyKey ?? raw.currency_key);
  if (currencyKey) column.currencyKey = currencyKey;
  const labels = raw.valueLabels ?? raw.statusLabels ?? raw.status_labels;
  if (isObject(labels)) {
    column.valueLabels = Object.fromEntries(Object.entries(labels).map(([k, v]) => [k, str(v)]));
  }
  const colors = raw.statusColors ?? raw.status_colors;
  if (isObject(colors)) {
    column.statusColors = Object.fromEntries(Object.entries(colors).map(([k, v]) => [k, str(v)]));
  }
  const unlinked = optStr(raw.unlinked);
  if (unlinked) column.unlinked = unlinked;
  return column;
}

function readFilter(raw: Json): ListingFilter {
  const filter: ListingFilter = {
    key: str(raw.key),
    label: str(raw.label, str(raw.key)),
    type: oneOf(LISTING_FILTER_TYPES, raw.type, 'text'),
  };
  const options = readOptions(raw.options);
  if (options) filter.options = options;
  if (filter.type === 'remote-choice') {
    const call = isObject(raw.choices) ? raw.choices.call : undefined;
    // A search the panel does not know cannot be asked: the filter is then typed, by the value itself.
    if (!LISTING_CHOICE_CALL_NAMES.some((name) => name === call)) return { ...filter, type: 'text' };
    filter.choices = { call: call as ListingFilterChoiceCall };
    const labels = raw.statusLabels;
    if (isObject(labels))
      filter.statusLabels = Object.fromEntries(Object.entries(labels).map(([k, v]) => [k, str(v)]));
  }
  return filter;
}

/**
 * An action as the settings describe it, or null for one that asks for a permission the catalogue does not know: no
 * user can be shown to hold it, and reading it as needing none would offer it to everyone.
 */
function readBulkAction(raw: Json): ListingBulkAction | null {
  const action: ListingBulkAction = {
    key: str(raw.key),
    label: str(raw.label, str(raw.key)),
    method: oneOf(METHODS, str(raw.method).toUpperCase(), 'POST'),
    url: str(raw.url),
  };
  const permission = optStr(raw.permission);
  if (permission !== undefined) {
    if (!isPermissionName(permission)) return null;
    action.permission = permission;
  }
  if (raw.destructive === true) action.destructive = true;
  const confirm = optStr(raw.confirm);
  if (confirm) action.confirm = confirm;
  const done = optStr(raw.done);
  if (done) action.done = done;
  if (isObject(raw.body)) action.body = { ...raw.body };
  return action;
}

function readAction(raw: Json): ListingAction | null {
  const action: ListingAction | null = readBulkAction(raw);
  if (!action) return null;
  const when = raw.visibleWhen ?? raw.visible_when;
  if (isObject(when) && typeof when.field === 'string' && Array.isArray(when.in)) {
    action.visibleWhen = { field: when.field, in: when.in };
  }
  return action;
}

const isAction = <A extends ListingBulkAction>(action: A | null): action is A => action !== null;

/** GET .../listing/{name}/settings → ListingSettings. */
export function settingsFromWire(name: string, raw: unknown): ListingSettings {
  const body = isObject(raw) && isObject(raw.data) && !('columns' in raw) ? raw.data : raw;
  const s: Json = isObject(body) ? body : {};
  const perPageOptions = list(s.perPageOptions ?? s.per_page_options)
    .map((v) => positiveInt(v, 0))
    .filter((v) => v > 0);
  const perPage = positiveInt(s.perPage ?? s.per_page, perPageOptions[0] ?? DEFAULT_PER_PAGE);
  const settings: ListingSettings = {
    name: str(s.name, name) || name,
    columns: list(s.columns)
      .filter(isObject)
      .map(readColumn)
      .filter((c) => c.key),
    filters: list(s.filters)
      .filter(isObject)
      .map(readFilter)
      .filter((f) => f.key),
    sort: readSort(s.sort),
    perPage,
    perPageOptions: perPageOptions.length > 0 ? perPageOptions : [perPage],
    search: s.search === true,
  };
  // A value of a known set reads as its filter option does, wherever the listing shows it.
  for (const column of settings.columns) {
    if (!LABELLED_TYPES.has(column.type) || column.valueLabels) continue;
    const options = settings.filters.find((f) => f.key === column.key)?.options;
    if (options?.length) column.valueLabels = Object.fromEntries(options.map((o) => [o.value, o.label]));
  }
  if (!settings.perPageOptions.includes(perPage)) {
    settings.perPageOptions = [...settings.perPageOptions, perPage].sort((a, b) => a - b);
  }
  const title = optStr(s.title);
  if (title) settings.title = title;
  if (Array.isArray(s.actions))
    settings.actions = s.actions.filter(isObject).map(readAction).filter(isAction);
  const bulk = s.bulkActions ?? s.bulk_actions;
  if (Array.isArray(bulk)) settings.bulkActions = bulk.filter(isObject).map(readBulkAction).filter(isAction);
  if (s.aggregations === true) settings.aggregations = true;
  return settings;
}

function isEmptyFilterValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (isObject(value)) return Object.values(value).every(isEmptyFilterValue);
  return false;
}

/** Drops empty filters (and the empty ends of ranges): "no value" means "not filtered", not "equals empty". */
export function compactFilters(filters: Record<string, unknown>): Record<string, ListingFilterValue> {
  const result: Record<string, ListingFilterValue> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (isEmptyFilterValue(value)) continue;
    // The values are the URL state's (listing/types.ts `FilterValue`), each one of the wire's filter shapes.
    result[key] = (
      isObject(value)
        ? Object.fromEntries(Object.entries(value).filter(([, v]) => !isEmptyFilterValue(v)))
        : value
    ) as ListingFilterValue;
  }
  return result;
}

/**
 * ListingQuery → the body of POST .../data and .../aggregations. A perPage or sort the query leaves out is left out
 * of the body too: the server then applies its settings' defaults.
 */
export function queryToWire(query: ListingQuery): ListingWireQuery {
  return {
    page: positiveInt(query.page, 1),
    ...(query.perPage === undefined ? {} : { perPage: positiveInt(query.perPage, DEFAULT_PER_PAGE) }),
    ...(query.sort === undefined
      ? {}
      : { sort: query.sort ? { key: query.sort.key, dir: query.sort.dir } : null }),
    filters: compactFilters(query.filters),
    search: query.search.trim(),
  };
}

/**
 * POST .../data → ListingPage. Reads `{ data, meta }` and also Laravel's plain paginator, whose
 * page fields sit beside `data`.
 */
export function pageFromWire<T = ListingRow>(raw: unknown): ListingPage<T> {
  const body: Json = isObject(raw) ? raw : {};
  const data = list(body.data) as T[];
  const m: Json = isObject(body.meta) ? body.meta : body;
  const perPage = positiveInt(m.per_page ?? m.perPage, Math.max(data.length, 1));
  const total = nonNegativeInt(m.total, data.length);
  const meta: ListingMeta = {
    current_page: positiveInt(m.current_page ?? m.currentPage, 1),
    per_page: perPage,
    total,
    last_page: positiveInt(m.last_page ?? m.lastPage, Math.max(1, Math.ceil(total / perPage))),
  };
  const matched = matchedIn(m.matched_in);
  return { data, meta: matched ? { ...meta, matched_in: matched } : meta };
}

/** meta.matched_in: row id → the keys of the columns a search found it by; anything else is dropped. */
function matchedIn(raw: unknown): Record<string, string[]> | undefined {
  if (!isObject(raw)) return undefined;
  const found: Record<string, string[]> = {};
  for (const [id, keys] of Object.entries(raw)) {
    if (Array.isArray(keys)) found[id] = keys.filter((key): key is string => typeof key === 'string');
  }
  return Object.keys(found).length > 0 ? found : undefined;
}

/**
 * POST .../aggregations → totals per column (numbers or decimal strings such as money); a money column over several
 * currencies gets its `by_currency` sums instead.
 */
export function totalsFromWire(raw: unknown): ListingTotals {
  const body: Json = isObject(raw) ? raw : {};
  const source = isObject(body.totals) ? body.totals : isObject(body.data) ? body.data : body;
  const totals: ListingTotals['totals'] = {};
  for (const [key, value] of Object.entries(source)) {
    if (typeof value === 'number' || typeof value === 'string') totals[key] = value;
  }
  const byCurrency = isObject(body.by_currency) ? body.by_currency : {};
  for (const [key, sums] of Object.entries(byCurrency)) {
    if (!isObject(sums)) continue;
    const list = Object.entries(sums)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([currency, amount]) => ({ currency, amount }));
    if (list.length) totals[key] = list;
  }
  return { totals };
}

/** One group of a grouped aggregations answer: its key (a date, a country...) and its totals. */
export interface ListingGroup {
  key: string;
  values: Record<string, number>;
}

/** The `groups` of `POST …/aggregations` with `group_by` (docs/api-contract.md); numbers only, money parsed. */
export function groupsFromWire(raw: unknown): ListingGroup[] {
  const body: Json = isObject(raw) ? raw : {};
  const groups = Array.isArray(body.groups) ? body.groups : [];
  const result: ListingGroup[] = [];
  for (const group of groups) {
    if (!isObject(group) || (typeof group.key !== 'string' && typeof group.key !== 'number')) continue;
    const values: Record<string, number> = {};
    for (const [key, value] of Object.entries(group)) {
      if (key === 'key') continue;
      const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
      if (Number.isFinite(number)) values[key] = number;
    }
    result.push({ key: String(group.key), values });
  }
  return result;
}

/**
 * Fills `{field}` placeholders of an action URL or a column href from a row; a missing field leaves the
 * placeholder empty rather than sending "undefined" to the server.
 */
export function fillTemplate(template: string, row: ListingRow): string {
  return template.replace(/\{(\w+)\}/g, (_whole, field: string) => {
    const value = row[field];
    return value === undefined || value === null ? '' : encodeURIComponent(String(value));
  });
}

/**
 * A text of an action (its confirmation, its notice) with `{field}` filled from the row as it reads: unlike
 * `fillTemplate`, nothing is URL-encoded. A field the row lacks is left as written.
 *
 * @example
 * fillText('Disable the domain {name}?', { id: 3, name: 'x.com' }); // "Disable the domain x.com?"
 */
export function fillText(template: string, values: Readonly<Record<string, unknown>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, field: string) => {
    const value = values[field];
    return value === undefined || value === null || typeof value === 'object' ? whole : String(value);
  });
}

/** The body of a bulk action. */
export function bulkBody(ids: ReadonlyArray<string | number>): { ids: Array<string | number> } {
  return { ids: [...ids] };
}
