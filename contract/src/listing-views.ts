/**
 * Named listing views (docs/api-contract.md, "Listing views"): what a user keeps of a listing under a name (its
 * filters, search, sort, page size and the arrangement of its columns), their default view, and the views a colleague
 * shared with the company. Shapes: schemas/listing-views.ts. A backend that does not offer these calls answers the list
 * call 404, 405 or 501: the panel then keeps the views in the browser (shared-core's listing, `views-store.ts`).
 */
import { defineCalls } from './define';
import type { SchemaTypes } from './schemas/define';
import type { listingViewSchemas } from './schemas/listing-views';

export type {
  ListingColumnLayout,
  ListingView,
  ListingViewBody,
  ListingViewList,
  ListingViewState,
  ListingViewUpdate,
} from './schemas/listing-views';

/** The limits both sides keep. */
export const LISTING_VIEW_LIMITS = {
  /** A view's name, in characters. */
  name: 60,
  /** Views one user keeps of one listing. */
  perListing: 30,
  /** A column's or a filter's key, and the search text kept in a view. */
  key: 100,
  search: 200,
  /** Columns named by an arrangement (its order, its widths). */
  columns: 100,
  /** A column's width in CSS pixels, as a user may drag it. */
  width: { min: 64, max: 960 },
  /** How many of the first columns may stay in view while the table scrolls sideways. */
  pinned: 3,
} as const;

/**
 * The statuses of the list call that mean "this backend keeps no views": the panel falls back to the browser instead
 * of showing an error (an unknown route is 404, a known path without GET 405, a stub 501).
 */
export const LISTING_VIEWS_NOT_OFFERED = [404, 405, 501] as const;

/**
 * The views of a listing, per scope like the listing's own calls (any signed-in user who may read the listing: the
 * listing's permission decides, 403 without it, 404 for a name the table lacks). A user changes and deletes only
 * their own views (403 for a colleague's shared view, 404 for a view they cannot see); the default is per user.
 */
export const listingViewCalls = /*#__PURE__*/ defineCalls<SchemaTypes<typeof listingViewSchemas>>()(
  'listingViews',
  'user',
  {
    commonList: 'GET /common/listing/{name}/views',
    commonCreate: 'POST /common/listing/{name}/views',
    commonUpdate: 'PUT /common/listing/{name}/views/{id}',
    commonDelete: 'DELETE /common/listing/{name}/views/{id}',
    commonDefault: 'PUT /common/listing/{name}/default-view',
    clientList: 'GET /client/listing/{name}/views',
    clientCreate: 'POST /client/listing/{name}/views',
    clientUpdate: 'PUT /client/listing/{name}/views/{id}',
    clientDelete: 'DELETE /client/listing/{name}/views/{id}',
    clientDefault: 'PUT /client/listing/{name}/default-view',
  },
);
