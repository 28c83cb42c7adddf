/**
 * Named listing views (docs/api-contract.md, "Listing views"): a user keeps views of any listing they may read, shares
 * them with their circle (their company; administrators without one: the other administrators), and picks one as the
 * view the listing opens with. Only the owner changes or deletes a view: a colleague's shared view answers 403, a view
 * of another circle 404 (its existence is not said). The state is kept as the panel sends it, checked for its shape
 * only: a view may name a column the listing drops later, and the panel opens it without that column.
 */
import {
  LISTING_VIEW_LIMITS,
  listingViewCalls,
  type ListingScope,
  type ListingView,
  type ListingViewList,
} from '@panel/contract';
import { ListingViewBody, ListingViewUpdate } from '@panel/contract/schemas/listing-views';
import { z } from 'zod';
import { parseValue } from '../body';
import type { Ctx } from '../context';
import { validationError } from '../http';
import { msg } from '../i18n';
import { implement } from '../router';
import { iso } from '../store/store';
import type { StoredListingView, User } from '../store/types';
import { guard } from './listings';

/** Who sees a user's shared views: their company, or the administrators; null for a user of neither. */
function circleOf(user: Pick<User, 'company_id' | 'is_admin'>): string | null {
  if (user.company_id !== null) return `company:${user.company_id}`;
  return user.is_admin ? 'admins' : null;
}

/** The listing the path names, once the caller may read it (the listing's own 404 and 403). */
function listingOf(ctx: Ctx, scope: ListingScope): string {
  guard(ctx, scope);
  return `${scope}/${ctx.params.name}`;
}

function mayOpen(ctx: Ctx, view: StoredListingView): boolean {
  if (view.user_id === ctx.me.id) return true;
  if (!view.shared) return false;
  const owner = ctx.store.users.get(view.user_id);
  const circle = circleOf(ctx.me);
  return owner !== undefined && circle !== null && circleOf(owner) === circle;
}

function answerOf(ctx: Ctx, view: StoredListingView): ListingView {
  return {
    id: view.id,
    name: view.name,
    state: view.state,
    shared: view.shared,
    mine: view.user_id === ctx.me.id,
    owner: ctx.store.users.get(view.user_id)?.name ?? '',
    updated_at: view.updated_at,
  };
}

function visibleViews(ctx: Ctx, listing: string): StoredListingView[] {
  return ctx.store.listingViews.rows.filter((view) => view.listing === listing && mayOpen(ctx, view));
}

const defaultKey = (ctx: Ctx, listing: string) => `${ctx.me.id}|${listing}`;

/** The view the path names, if the caller may open it (else 404), and may change it (else 403). */
function ownView(ctx: Ctx, listing: string): StoredListingView {
  const view = ctx.store.listingViews.get(ctx.id());
  if (!view || view.listing !== listing || !mayOpen(ctx, view)) throw ctx.notFound();
  if (view.user_id !== ctx.me.id) throw ctx.forbidden();
  return view;
}

/** A name the user gave another view of the listing (names compare without case). */
function nameTaken(ctx: Ctx, listing: string, name: string, except?: number): boolean {
  const needle = name.toLocaleLowerCase();
  return ctx.store.listingViews.rows.some(
    (view) =>
      view.listing === listing &&
      view.user_id === ctx.me.id &&
      view.id !== except &&
      view.name.toLocaleLowerCase() === needle,
  );
}

function checkRules(ctx: Ctx, listing: string, name: string | undefined, shared: boolean, except?: number) {
  if (name !== undefined && nameTaken(ctx, listing, name, except))
    throw validationError(ctx.lang, { name: [msg(ctx.lang, 'viewNameTaken')] });
  if (shared && circleOf(ctx.me) === null)
    throw validationError(ctx.lang, { shared: [msg(ctx.lang, 'viewNoCircle')] });
}

const defaultBody = z.object({ view: z.number().int().min(1).nullable() });

const scopeHandlers = (scope: ListingScope) => ({
  list(ctx: Ctx): ListingViewList {
    const listing = listingOf(ctx, scope);
    const views = visibleViews(ctx, listing);
    const mine = views.filter((view) => view.user_id === ctx.me.id);
    const theirs = views.filter((view) => view.user_id !== ctx.me.id);
    const byName = (a: StoredListingView, b: StoredListingView) => a.name.localeCompare(b.name);
    const chosen = ctx.store.defaultViews.get(defaultKey(ctx, listing));
    return {
      data: [...mine.sort(byName), ...theirs.sort(byName)].map((view) => answerOf(ctx, view)),
      // A default the user can no longer open (deleted, no longer shared) is no default.
      default_view: chosen !== undefined && views.some((view) => view.id === chosen) ? chosen : null,
    };
  },
  async create(ctx: Ctx) {
    const listing = listingOf(ctx, scope);
    const body = parseValue(ctx.lang, ListingViewBody, await ctx.body());
    const count = ctx.store.listingViews.rows.filter(
      (view) => view.listing === listing && view.user_id === ctx.me.id,
    ).length;
    if (count >= LISTING_VIEW_LIMITS.perListing)
      throw validationError(ctx.lang, {
        name: [msg(ctx.lang, 'viewsLimit', { max: LISTING_VIEW_LIMITS.perListing })],
      });
    checkRules(ctx, listing, body.name, body.shared ?? false);
    const view = ctx.store.listingViews.insert({
      listing,
      user_id: ctx.me.id,
      name: body.name,
      state: body.state,
      shared: body.shared ?? false,
      updated_at: iso(ctx.state.clock()),
    });
    return { data: answerOf(ctx, view), message: msg(ctx.lang, 'viewSaved') };
  },
  async update(ctx: Ctx) {
    const listing = listingOf(ctx, scope);
    const view = ownView(ctx, listing);
    const body = parseValue(ctx.lang, ListingViewUpdate, await ctx.body());
    checkRules(ctx, listing, body.name, body.shared ?? false, view.id);
    if (body.name !== undefined) view.name = body.name;
    if (body.state !== undefined) view.state = body.state;
    if (body.shared !== undefined) view.shared = body.shared;
    view.updated_at = iso(ctx.state.clock());
    return { data: answerOf(ctx, view), message: msg(ctx.lang, 'viewSaved') };
  },
  delete(ctx: Ctx) {
    const listing = listingOf(ctx, scope);
    const view = ownView(ctx, listing);
    ctx.store.listingViews.remove(view.id);
    return { message: msg(ctx.lang, 'viewDeleted') };
  },
  async setDefault(ctx: Ctx) {
    const listing = listingOf(ctx, scope);
    const { view } = parseValue(ctx.lang, defaultBody, await ctx.body());
    const key = defaultKey(ctx, listing);
    if (view === null) ctx.store.defaultViews.delete(key);
    else {
      const found = ctx.store.listingViews.get(view);
      if (!found || found.listing !== listing || !mayOpen(ctx, found))
        throw validationError(ctx.lang, { view: [msg(ctx.lang, 'viewUnknown')] });
      ctx.store.defaultViews.set(key, view);
    }
    return { default_view: view, message: msg(ctx.lang, 'viewDefaultSet') };
  },
});

const common = scopeHandlers('common');
const client = scopeHandlers('client');

export const listingViewRoutes = implement(listingViewCalls, {
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
