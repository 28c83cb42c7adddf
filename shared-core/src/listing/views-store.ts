import {
  LISTING_VIEW_LIMITS,
  type ListingView,
  type ListingViewBody,
  type ListingViewList,
  type ListingViewUpdate,
} from '@panel/contract';
import { ApiError, type ListingScope } from '@panel/shared-core';
import type { ListingViewsBackend } from './listing-views-api';

/**
 * The views of a listing kept in this browser, for a backend that does not keep them (docs/api-contract.md, "Listing
 * views"): the server's rules (unique names case aside, at most `perListing` each, 404 for an unknown view) under
 * `panel.views.<user>.<scope>/<name>` in localStorage, answering the contract's shapes. Nothing is shared: the
 * colleagues are in other browsers.
 */

interface Kept {
  views: ListingView[];
  default_view: number | null;
}

export interface BrowserViewsTexts {
  /** The owner's name shown on each view. */
  owner: string;
  nameTaken: string;
  tooMany: string;
  notFound: string;
  /** "Saved", "Deleted"...: the store's answers carry a message as the server's do. */
  done: string;
}

const keyOf = (user: number | string, scope: ListingScope, name: string) =>
  `panel.views.${user}.${scope}/${name}`;

function read(key: string): Kept {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    const parsed = raw ? (JSON.parse(raw) as Partial<Kept>) : null;
    if (parsed && Array.isArray(parsed.views))
      return {
        views: parsed.views,
        default_view: typeof parsed.default_view === 'number' ? parsed.default_view : null,
      };
  } catch {
    // Unreadable: as if there were none.
  }
  return { views: [], default_view: null };
}

function write(key: string, kept: Kept): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(kept));
  } catch {
    // A full quota or private mode: the change is lost with the page, said by nothing worse than a missing view.
  }
}

const invalid = (message: string) => new ApiError({ status: 422, message, errors: { name: [message] } });

export function browserViews(
  user: number | string,
  scope: ListingScope,
  name: string,
  texts: BrowserViewsTexts,
): ListingViewsBackend {
  const key = keyOf(user, scope, name);
  const now = () => new Date().toISOString();
  const checkName = (kept: Kept, candidate: string, except?: number) => {
    const taken = kept.views.some(
      (view) => view.id !== except && view.name.toLocaleLowerCase() === candidate.trim().toLocaleLowerCase(),
    );
    if (taken) throw invalid(texts.nameTaken);
  };
  const find = (kept: Kept, id: number) => {
    const view = kept.views.find((v) => v.id === id);
    if (!view) throw new ApiError({ status: 404, message: texts.notFound });
    return view;
  };
  return {
    kind: 'browser',
    list: async (): Promise<ListingViewList> => {
      const kept = read(key);
      const sorted = [...kept.views].sort((a, b) => a.name.localeCompare(b.name));
      return { data: sorted, default_view: kept.default_view };
    },
    create: async (body: ListingViewBody) => {
      const kept = read(key);
      checkName(kept, body.name);
      if (kept.views.length >= LISTING_VIEW_LIMITS.perListing) throw invalid(texts.tooMany);
      const view: ListingView = {
        id: Math.max(0, ...kept.views.map((v) => v.id)) + 1,
        name: body.name.trim(),
        state: body.state,
        shared: false,
        mine: true,
        owner: texts.owner,
        updated_at: now(),
      };
      write(key, { ...kept, views: [...kept.views, view] });
      return { data: view, message: texts.done };
    },
    update: async (id: number, body: ListingViewUpdate) => {
      const kept = read(key);
      const view = find(kept, id);
      if (body.name !== undefined) checkName(kept, body.name, id);
      const next: ListingView = {
        ...view,
        name: body.name?.trim() ?? view.name,
        state: body.state ?? view.state,
        updated_at: now(),
      };
      write(key, { ...kept, views: kept.views.map((v) => (v.id === id ? next : v)) });
      return { data: next, message: texts.done };
    },
    remove: async (id: number) => {
      const kept = read(key);
      find(kept, id);
      write(key, {
        views: kept.views.filter((v) => v.id !== id),
        default_view: kept.default_view === id ? null : kept.default_view,
      });
      return { message: texts.done };
    },
    setDefault: async (view: number | null) => {
      const kept = read(key);
      if (view !== null) find(kept, view);
      write(key, { ...kept, default_view: view });
      return { default_view: view, message: texts.done };
    },
  };
}
