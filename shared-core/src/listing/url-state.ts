import type {
  DateRangeValue,
  FilterValue,
  FilterValues,
  ListingShape,
  ListingSortState,
  ListingState,
  NumberRangeValue,
} from './types';
import {
  FILTER_PREFIX,
  isListingParam,
  PAGE_PARAM,
  PER_PAGE_PARAM,
  SEARCH_PARAM,
  SORT_PARAM,
} from '@panel/shared-core/listing-data';

/**
 * The URL codec of a listing. The whole state lives in the search params so that reload, back/forward and a
 * shared link reproduce the view; it is written compactly and readably:
 *
 *   ?page=2&perPage=50&sort=name.asc&q=foo
 *    &f.status=active                    text, select
 *    &f.category=a,b                     multiselect (a `,` or `\` inside a value is escaped with `\`)
 *    &f.created_at=2024-01-01..2024-02-01 date-range (`2024-01-01..` and `..2024-02-01` are open ranges)
 *    &f.rating=1..4                      number-range (same open forms)
 *    &f.push_enabled=true                boolean
 *
 * Defaults (page 1, the server's perPage and sort, no search, no filters) are never written, so the menu's
 * plain link and the default view are the same URL. Unknown keys and malformed values are ignored on read
 * (a hand-edited or stale link degrades to the default for that part instead of failing the request).
 */

const RANGE_SEPARATOR = '..';
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** The state a listing starts in: what the server's settings say. */
export function defaultListingState(shape: ListingShape): ListingState {
  return {
    page: 1,
    perPage: shape.perPage,
    sort: shape.sort ? { key: shape.sort.key, dir: shape.sort.dir } : null,
    filters: {},
    search: '',
  };
}

/** Whether a filter value selects anything (an empty string, list or range is "no filter"). */
export function isActiveFilterValue(value: FilterValue | undefined | null): value is FilterValue {
  if (value === undefined || value === null) return false;
  if (typeof value === 'boolean') return true;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return Object.values(value).some((bound) => bound !== undefined && bound !== null && bound !== '');
}

/** The filters that select something, in a fresh object (what goes into the URL and the request). */
export function activeFilters(filters: FilterValues): FilterValues {
  const result: FilterValues = {};
  for (const [key, value] of Object.entries(filters)) {
    if (isActiveFilterValue(value)) result[key] = value;
  }
  return result;
}

export function isValidDate(value: string): boolean {
  if (!DATE_RE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function escapeListItem(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/,/g, '\\,');
}

function splitList(raw: string): string[] {
  const items: string[] = [];
  let current = '';
  for (let i = 0; i < raw.length; i += 1) {
    const ch = raw[i]!;
    if (ch === '\\' && i + 1 < raw.length) {
      current += raw[i + 1];
      i += 1;
    } else if (ch === ',') {
      items.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  items.push(current);
  return items.filter((item) => item !== '');
}

function splitRange(raw: string): [string, string] | null {
  const at = raw.indexOf(RANGE_SEPARATOR);
  if (at < 0) return null;
  return [raw.slice(0, at), raw.slice(at + RANGE_SEPARATOR.length)];
}

function parseNumber(raw: string): number | undefined | null {
  if (raw === '') return undefined;
  const n = Number(raw);
  return Number.isFinite(n) ? n : null;
}

/** One filter value as its URL text, or null when it selects nothing. */
function encodeFilterValue(type: string, value: FilterValue | undefined): string | null {
  if (!isActiveFilterValue(value)) return null;
  switch (type) {
    case 'multiselect': {
      const list = Array.isArray(value) ? value : [String(value)];
      return list.map(escapeListItem).join(',');
    }
    case 'date-range': {
      const { from, to } = value as DateRangeValue;
      return `${from ?? ''}${RANGE_SEPARATOR}${to ?? ''}`;
    }
    case 'number-range': {
      const { min, max } = value as NumberRangeValue;
      return `${min ?? ''}${RANGE_SEPARATOR}${max ?? ''}`;
    }
    case 'boolean':
      return value === true || value === 'true' ? 'true' : 'false';
    default:
      return Array.isArray(value) ? value.join(',') : String(value);
  }
}

/** One filter's URL text back to its value, or null when malformed. */
function decodeFilterValue(type: string, raw: string): FilterValue | null {
  switch (type) {
    case 'multiselect': {
      const list = splitList(raw);
      return list.length > 0 ? list : null;
    }
    case 'date-range': {
      const parts = splitRange(raw);
      if (!parts) return null;
      const [from, to] = parts;
      if ((from && !isValidDate(from)) || (to && !isValidDate(to)) || (!from && !to)) return null;
      const range: DateRangeValue = {};
      if (from) range.from = from;
      if (to) range.to = to;
      return range;
    }
    case 'number-range': {
      const parts = splitRange(raw);
      if (!parts) return null;
      const min = parseNumber(parts[0]);
      const max = parseNumber(parts[1]);
      if (min === null || max === null || (min === undefined && max === undefined)) return null;
      const range: NumberRangeValue = {};
      if (min !== undefined) range.min = min;
      if (max !== undefined) range.max = max;
      return range;
    }
    case 'boolean':
      return raw === 'true' ? true : raw === 'false' ? false : null;
    default:
      return raw.trim() === '' ? null : raw;
  }
}

function sameSort(a: ListingSortState | null | undefined, b: ListingSortState | null | undefined): boolean {
  if (!a || !b) return !a && !b;
  return a.key === b.key && a.dir === b.dir;
}

/**
 * The listing's params for a state, defaults omitted, in a stable order (page, perPage, sort, q, then the
 * filters in the order of the settings).
 *
 * @example
 * encodeListingState({ ...state, page: 2 }, settings).toString() // "page=2"
 */
export function encodeListingState(state: ListingState, shape: ListingShape): URLSearchParams {
  const params = new URLSearchParams();
  if (state.page > 1) params.set(PAGE_PARAM, String(state.page));
  if (state.perPage !== shape.perPage) params.set(PER_PAGE_PARAM, String(state.perPage));
  if (!sameSort(state.sort, shape.sort ?? null) && state.sort) {
    params.set(SORT_PARAM, `${state.sort.key}.${state.sort.dir}`);
  }
  const search = state.search.trim();
  if (search) params.set(SEARCH_PARAM, search);
  for (const filter of shape.filters) {
    const text = encodeFilterValue(filter.type, state.filters[filter.key]);
    if (text !== null) params.set(FILTER_PREFIX + filter.key, text);
  }
  return params;
}

function parsePositiveInt(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && Number.isSafeInteger(n) ? n : null;
}

function parseSort(raw: string | null, shape: ListingShape): ListingSortState | null {
  if (!raw) return null;
  const at = raw.lastIndexOf('.');
  if (at <= 0) return null;
  const key = raw.slice(0, at);
  const dir = raw.slice(at + 1);
  if (dir !== 'asc' && dir !== 'desc') return null;
  // Only what the server lets the user sort by (or its own default key, which need not be a column).
  const sortable = shape.columns.some((c) => c.key === key && c.sortable) || shape.sort?.key === key;
  return sortable ? { key, dir } : null;
}

/**
 * The state that search params describe, starting from the settings' defaults. Unknown filters, sorts by
 * columns that are not sortable, page sizes the server does not offer and malformed values are ignored.
 *
 * @example
 * decodeListingState(new URLSearchParams('page=2&f.status=active'), settings)
 * // { page: 2, perPage: settings.perPage, sort: settings.sort, filters: { status: 'active' }, search: '' }
 */
export function decodeListingState(params: URLSearchParams, shape: ListingShape): ListingState {
  const state = defaultListingState(shape);
  state.page = parsePositiveInt(params.get(PAGE_PARAM)) ?? 1;

  const perPage = parsePositiveInt(params.get(PER_PAGE_PARAM));
  const options = shape.perPageOptions ?? [];
  if (perPage !== null && (perPage === shape.perPage || options.includes(perPage))) state.perPage = perPage;

  state.sort = parseSort(params.get(SORT_PARAM), shape) ?? state.sort;

  if (shape.search !== false) state.search = (params.get(SEARCH_PARAM) ?? '').trim();

  for (const filter of shape.filters) {
    const raw = params.get(FILTER_PREFIX + filter.key);
    if (raw === null) continue;
    const value = decodeFilterValue(filter.type, raw);
    if (value !== null) state.filters[filter.key] = value;
  }
  return state;
}

/** The current params with the listing's part replaced by `state` (other params, e.g. `lng`, are kept). */
export function mergeListingParams(
  current: URLSearchParams,
  state: ListingState,
  shape: ListingShape,
): URLSearchParams {
  const next = new URLSearchParams();
  current.forEach((value, name) => {
    if (!isListingParam(name)) next.append(name, value);
  });
  encodeListingState(state, shape).forEach((value, name) => next.append(name, value));
  return next;
}

// Characters that are legal in a query component (RFC 3986) and that URLSearchParams would escape anyway:
// left readable so that `f.category=a,b` and `sort=name.asc` look like what they mean.
const READABLE: Record<string, string> = { '%2C': ',', '%3A': ':', '%2F': '/', '%40': '@', '%20': '+' };

/** `?a=b&c=d` with `,` `:` `/` `@` unescaped and spaces as `+`; '' for no params. */
export function serializeSearch(params: URLSearchParams): string {
  const parts: string[] = [];
  params.forEach((value, name) => {
    const encode = (text: string) =>
      encodeURIComponent(text).replace(/%2C|%3A|%2F|%40|%20/g, (m) => READABLE[m] ?? m);
    parts.push(`${encode(name)}=${encode(value)}`);
  });
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** Whether two states ask the server for the same thing (ignoring object identity). */
export function sameListingState(a: ListingState, b: ListingState, shape: ListingShape): boolean {
  return encodeListingState(a, shape).toString() === encodeListingState(b, shape).toString();
}

/** How many filters select something (for the "Filters (2)" badge). */
export function countActiveFilters(filters: FilterValues): number {
  return Object.values(filters).filter((value) => isActiveFilterValue(value)).length;
}
