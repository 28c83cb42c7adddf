/*
 * The search params a listing keeps its view in (`?page=2&sort=name.asc&q=acme&f.status=active`). The listing's
 * URL state reads and writes them (listing/url-state.ts); the calls made ahead only need to know whether a URL names
 * any of them.
 */
export const PAGE_PARAM = 'page';
export const PER_PAGE_PARAM = 'perPage';
export const SORT_PARAM = 'sort';
export const SEARCH_PARAM = 'q';
export const FILTER_PREFIX = 'f.';

/** Whether a search param belongs to the listing (the rest of the URL is left alone). */
export function isListingParam(name: string): boolean {
  return (
    name === PAGE_PARAM ||
    name === PER_PAGE_PARAM ||
    name === SORT_PARAM ||
    name === SEARCH_PARAM ||
    name.startsWith(FILTER_PREFIX)
  );
}

/** True when the URL's query says anything about the listing (page, sort, filters, search). */
export function hasListingParams(search: string): boolean {
  for (const key of new URLSearchParams(search).keys()) if (isListingParam(key)) return true;
  return false;
}
