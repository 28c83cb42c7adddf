import {
  LISTING_VIEWS_NOT_OFFERED,
  listingViewCalls,
  type ListingView,
  type ListingViewBody,
  type ListingViewList,
  type ListingViewUpdate,
} from '@panel/contract';
import { callApi, isApiError, type ListingScope } from '@panel/shared-core';

/**
 * Where a listing's named views are kept (docs/api-contract.md, "Listing views"): the backend's calls, or the
 * browser when the backend does not offer them. Both answer the contract's shapes, so the screen does not know which.
 */
export interface ListingViewsBackend {
  readonly kind: 'server' | 'browser';
  list(signal?: AbortSignal): Promise<ListingViewList>;
  create(body: ListingViewBody): Promise<{ data: ListingView; message: string }>;
  update(id: number, body: ListingViewUpdate): Promise<{ data: ListingView; message: string }>;
  remove(id: number): Promise<{ message: string }>;
  setDefault(view: number | null): Promise<{ default_view: number | null; message: string }>;
}

const CALLS = {
  common: {
    list: listingViewCalls.commonList,
    create: listingViewCalls.commonCreate,
    update: listingViewCalls.commonUpdate,
    remove: listingViewCalls.commonDelete,
    setDefault: listingViewCalls.commonDefault,
  },
  client: {
    list: listingViewCalls.clientList,
    create: listingViewCalls.clientCreate,
    update: listingViewCalls.clientUpdate,
    remove: listingViewCalls.clientDelete,
    setDefault: listingViewCalls.clientDefault,
  },
} as const;

// A failure of the views is said in their menu, never by leaving the listing (the HTTP layer's 404 → /not-found).
const quiet = { panel: { noRedirect: true } } as const;

/** The backend's views calls of one listing. */
export function serverViews(scope: ListingScope, name: string): ListingViewsBackend {
  const calls = CALLS[scope];
  // The calls' parameters are typed per scope; both scopes take the same shapes.
  const call = callApi as (call: unknown, args: object, options?: object) => Promise<never>;
  return {
    kind: 'server',
    list: (signal) => call(calls.list, { params: { name } }, { ...quiet, signal }),
    create: (body) => call(calls.create, { params: { name }, body }, quiet),
    update: (id, body) => call(calls.update, { params: { name, id }, body }, quiet),
    remove: (id) => call(calls.remove, { params: { name, id } }, quiet),
    setDefault: (view) => call(calls.setDefault, { params: { name }, body: { view } }, quiet),
  };
}

/** Whether a failed list call means "this backend keeps no views" (then the browser keeps them). */
export const viewsNotOffered = (error: unknown): boolean =>
  isApiError(error) && (LISTING_VIEWS_NOT_OFFERED as readonly number[]).includes(error.status);
