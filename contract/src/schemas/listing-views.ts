/**
 * The listing views' schemas (docs/api-contract.md, "Listing views"). The light module (limits, calls) is
 * ../listing-views.ts. A view's state names columns and filters by key; the server keeps them as given (a listing may
 * lose a column later, and the panel opens such a view without it, saying so), and only their shape is checked here.
 */
import { z } from 'zod';
import { LISTING_VIEW_LIMITS as L } from '../listing-views';
import { listingRegistry, type ListingScope } from '../listings';
import { Done, Id, Label, Timestamp, schemaTable } from './define';
import { ListingFilterValue, ListingSort } from './listings';

const Key = z.string().min(1).max(L.key);

/**
 * How a user arranged a listing's columns: their order (keys the server lists later follow in its order), which
 * ones they showed or hid against the server's defaults, their widths in CSS pixels, and how many of the first ones
 * stay in view while the table scrolls sideways.
 */
export const ListingColumnLayout = z
  .object({
    order: z.array(Key).max(L.columns),
    visible: z.record(Key, z.boolean()),
    widths: z.record(Key, z.number().int().min(L.width.min).max(L.width.max)),
    pinned: z.number().int().min(0).max(L.pinned),
  })
  .meta({ id: 'ListingColumnLayout' });

/** What a view restores: the listing's filters, search, sort and page size, and its columns. */
export const ListingViewState = z
  .object({
    filters: z.record(Key, ListingFilterValue),
    search: z.string().max(L.search),
    /** Null: the listing's default order. */
    sort: ListingSort.nullable(),
    /** Null: the listing's default page size. */
    perPage: z.number().int().min(1).nullable(),
    columns: ListingColumnLayout,
    /**
     * The labels of the columns and filters the view names, as they read when it was saved: a view naming one the
     * listing no longer has says which by its label.
     */
    labels: z.record(Key, Label),
  })
  .meta({ id: 'ListingViewState' });

/** A view as answered. */
export const ListingView = z
  .object({
    id: Id,
    name: z.string(),
    state: ListingViewState,
    /** Seen by the owner's company (administrators without one: by the other administrators), read-only to them. */
    shared: z.boolean(),
    /** The caller's own view (they may change and delete it). */
    mine: z.boolean(),
    /** Its owner's name. */
    owner: z.string(),
    updated_at: Timestamp,
  })
  .meta({ id: 'ListingView' });

export const ListingViewList = z
  .object({
    /** The caller's views, then the ones colleagues shared, each by name. */
    data: z.array(ListingView),
    /** The view the listing opens with when its address names no state; null for the listing's own defaults. */
    default_view: Id.nullable(),
  })
  .meta({ id: 'ListingViewList' });

const Name = z.string().trim().min(1).max(L.name);

export const ListingViewBody = z
  .object({ name: Name, state: ListingViewState, shared: z.boolean().optional() })
  .meta({ id: 'ListingViewBody' });

/** An update changes the fields it names. */
export const ListingViewUpdate = z
  .object({ name: Name.optional(), state: ListingViewState.optional(), shared: z.boolean().optional() })
  .meta({ id: 'ListingViewUpdate' });

const listingName = (scope: ListingScope) => {
  const names = listingRegistry.filter((entry) => entry.scope === scope).map((entry) => entry.name);
  return z.enum(names as [string, ...string[]]).meta({ description: `A listing of the ${scope} scope` });
};

const scopeSchemas = (scope: ListingScope) => {
  const params = z.object({ name: listingName(scope) });
  const item = z.object({ name: listingName(scope), id: Id });
  return {
    list: {
      summary: `The views of a ${scope} listing the caller may open: their own and those shared with them`,
      description: `A backend that keeps no views answers 404, 405 or 501 (LISTING_VIEWS_NOT_OFFERED): the panel then keeps them in the browser.`,
      params,
      answer: ListingViewList,
      sample: { everyListing: scope },
    },
    create: {
      summary: `Saves a view of a ${scope} listing under a name`,
      description: `At most ${L.perListing} views per user and listing (422 on \`name\` past it); a name the user already gave a view of the listing answers 422. \`shared\` needs a company (or, for an administrator, the other administrators) to share with.`,
      params,
      body: ListingViewBody,
      answer: z.object({ data: ListingView, message: Label }),
    },
    update: {
      summary: `Changes one of the caller's views of a ${scope} listing`,
      description: 'Only the owner: a colleague’s shared view answers 403, a view the caller cannot see 404.',
      params: item,
      body: ListingViewUpdate,
      answer: z.object({ data: ListingView, message: Label }),
      errors: [404],
    },
    delete: {
      summary: `Deletes one of the caller's views of a ${scope} listing`,
      description:
        'Only the owner (403 for a colleague’s, 404 for one the caller cannot see). Whoever had it as their default opens the listing with its own defaults.',
      params: item,
      answer: Done,
      errors: [404],
    },
    setDefault: {
      summary: `Sets the view a ${scope} listing opens with for the caller (null: the listing's defaults)`,
      description: 'Any view the caller may open (their own or a shared one); another answers 422 on `view`.',
      params,
      body: z.object({ view: Id.nullable() }),
      answer: z.object({ default_view: Id.nullable(), message: Label }),
    },
  } as const;
};

const common = scopeSchemas('common');
const client = scopeSchemas('client');

export const listingViewSchemas = schemaTable({
  commonList: common.list,
  commonCreate: common.create,
  commonUpdate: common.update,
  commonDelete: common.delete,
  commonDefault: common.setDefault,
  clientList: client.list,
  clientCreate: client.create,
  clientUpdate: client.update,
  clientDelete: client.delete,
  clientDefault: client.setDefault,
});

export type ListingColumnLayout = z.infer<typeof ListingColumnLayout>;
export type ListingViewState = z.infer<typeof ListingViewState>;
export type ListingView = z.infer<typeof ListingView>;
export type ListingViewList = z.infer<typeof ListingViewList>;
export type ListingViewBody = z.infer<typeof ListingViewBody>;
export type ListingViewUpdate = z.infer<typeof ListingViewUpdate>;
