/**
 * `@panel/shared-core/listing-data`: a listing's calls (docs/api-contract.md), their wire dialect, their cache keys,
 * and `prefetchListing`, without any of the listing's views. The shell asks for a listing's first page with it while
 * the screen's code is still on its way (docs/listings.md); `@panel/shared-core/listing` re-exports what screens use.
 *
 * @example
 * import { prefetchListing } from '@panel/shared-core/listing-data';
 * void prefetchListing({ name: 'application', scope: 'common', language: currentLanguage() });
 */
export { listingApi, type CallOptions } from './listing-api';
export { listingKeys } from './listing-keys';
export { fillText } from './listing-adapter';
export { rememberListingUrl, listingUrl } from './listing-urls';
export { languageName } from './language-name';
export {
  prefetchListing,
  defaultQuery,
  DATA_STALE_MS,
  SETTINGS_STALE_MS,
  type PrefetchListingOptions,
} from './listing-queries';
export {
  isListingParam,
  hasListingParams,
  PAGE_PARAM,
  PER_PAGE_PARAM,
  SORT_PARAM,
  SEARCH_PARAM,
  FILTER_PREFIX,
} from './listing-params';
