import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { LISTING_VIEW_LIMITS, type ListingView, type ListingViewList } from '@panel/contract';
import { useSession, useTranslation } from '@panel/shared-core';
import { useQuery, useQueryClient } from '@panel/shared-core/query';
import { serverViews, viewsNotOffered, type ListingViewsBackend } from './listing-views-api';
import type { ListController } from './use-list-controller';
import {
  captureViewState,
  droppedAnything,
  restoreViewState,
  showsView,
  type DroppedParts,
} from './view-state';
import { browserViews } from './views-store';

export interface SaveViewInput {
  name: string;
  shared: boolean;
  makeDefault: boolean;
}

export interface ListingViews {
  /** Undefined while the views load (and for a listing whose state is not in the address). */
  views: ListingView[] | undefined;
  defaultView: number | null;
  /** Where they are kept: the backend's calls, or this browser when the backend offers none. */
  kind: ListingViewsBackend['kind'] | undefined;
  error: unknown;
  /** The view the user chose last, and whether the screen still shows it unchanged. */
  selected: ListingView | undefined;
  changed: boolean;
  /** What the view opened last could not put back (a column or filter the listing lost), for the screen to say. */
  dropped: DroppedParts | null;
  dismissDropped: () => void;
  open: (view: ListingView) => void;
  saveNew: (input: SaveViewInput) => Promise<ListingView>;
  /** The screen's state into the chosen view (the owner's only). */
  saveChanges: (view: ListingView) => Promise<void>;
  rename: (view: ListingView, name: string) => Promise<void>;
  setShared: (view: ListingView, shared: boolean) => Promise<void>;
  setDefault: (view: ListingView | null) => Promise<void>;
  remove: (view: ListingView) => Promise<void>;
}

/**
 * A listing's named views (issue 50.2; docs/api-contract.md, "Listing views"): asked for beside the rows (never
 * before them: the query starts once the listing's description is there), from the backend or, when it keeps none,
 * from this browser; the default view put in place when the address names no state; a view opened with what the
 * listing no longer has dropped and said.
 */
export function useListingViews(controller: ListController): ListingViews {
  const { scope, name, endpoints, settings, state, columnLayout, syncUrl, atDefaults } = controller;
  const { setListingState, applyColumnLayout, columns } = controller;
  const { user } = useSession();
  const { t } = useTranslation('listing');
  const client = useQueryClient();
  const userId = user?.id ?? 'anonymous';
  const browser = useMemo(
    () =>
      browserViews(userId, scope, name, {
        owner: user?.name ?? '',
        nameTaken: t('views.nameTaken'),
        tooMany: t('views.tooMany', { max: LISTING_VIEW_LIMITS.perListing }),
        notFound: t('views.notFound'),
        done: '',
      }),
    [userId, scope, name, user?.name, t],
  );
  const own = endpoints ? 'own' : 'contract';
  const queryKey = useMemo(
    () => ['listing', scope, name, 'views', userId, own] as const,
    [scope, name, userId, own],
  );
  const query = useQuery({
    queryKey,
    enabled: syncUrl && settings !== undefined,
    queryFn: async ({ signal }): Promise<ListingViewList & { kind: ListingViewsBackend['kind'] }> => {
      // A listing an older API serves under calls of its own has no views calls either: the browser keeps them.
      if (endpoints) return { ...(await browser.list()), kind: 'browser' };
      try {
        return { ...(await serverViews(scope, name).list(signal)), kind: 'server' };
      } catch (error) {
        if (!viewsNotOffered(error)) throw error;
        return { ...(await browser.list()), kind: 'browser' };
      }
    },
    staleTime: 60_000,
    retry: false,
  });
  const kind = query.data?.kind;
  const backend = kind === 'browser' ? browser : serverViews(scope, name);
  const views = query.data?.data;

  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [dropped, setDropped] = useState<DroppedParts | null>(null);
  const selected = views?.find((view) => view.id === selectedId);
  const changed =
    !!selected && !!settings && !!state && !showsView(selected.state, state, columnLayout, settings, columns);

  const open = useCallback(
    (view: ListingView, replace = false) => {
      if (!settings) return;
      const restored = restoreViewState(view.state, settings);
      setListingState(restored.state, { replace });
      applyColumnLayout(restored.layout);
      setSelectedId(view.id);
      setDropped(droppedAnything(restored.dropped) ? restored.dropped : null);
    },
    [settings, setListingState, applyColumnLayout],
  );

  // The default view, once, when the listing was opened by its plain link; a later plain link (the menu) shows the
  // listing's own defaults again only if the user has no default.
  const defaultApplied = useRef(false);
  const defaultView = query.data?.default_view ?? null;
  useEffect(() => {
    if (defaultApplied.current || !views || !settings) return;
    defaultApplied.current = true;
    const view = views.find((v) => v.id === defaultView);
    if (view && atDefaults) open(view, true);
  }, [views, settings, defaultView, atDefaults, open]);

  const refresh = useCallback(() => client.invalidateQueries({ queryKey }), [client, queryKey]);
  const capture = useCallback(() => {
    if (!settings || !state) throw new Error('The listing is not ready');
    return captureViewState(state, columnLayout, settings);
  }, [settings, state, columnLayout]);

  const saveNew = useCallback(
    async ({ name: viewName, shared, makeDefault }: SaveViewInput) => {
      const { data } = await backend.create({
        name: viewName,
        state: capture(),
        ...(kind === 'server' ? { shared } : {}),
      });
      if (makeDefault) await backend.setDefault(data.id);
      setSelectedId(data.id);
      setDropped(null);
      await refresh();
      return data;
    },
    [backend, capture, kind, refresh],
  );
  const update = useCallback(
    async (view: ListingView, body: Parameters<ListingViewsBackend['update']>[1]) => {
      await backend.update(view.id, body);
      await refresh();
    },
    [backend, refresh],
  );

  return {
    views,
    defaultView,
    kind,
    error: query.error,
    selected,
    changed,
    dropped,
    dismissDropped: useCallback(() => setDropped(null), []),
    open: useCallback((view: ListingView) => open(view), [open]),
    saveNew,
    saveChanges: useCallback((view: ListingView) => update(view, { state: capture() }), [update, capture]),
    rename: useCallback((view: ListingView, next: string) => update(view, { name: next }), [update]),
    setShared: useCallback((view: ListingView, shared: boolean) => update(view, { shared }), [update]),
    setDefault: useCallback(
      async (view: ListingView | null) => {
        await backend.setDefault(view?.id ?? null);
        await refresh();
      },
      [backend, refresh],
    ),
    remove: useCallback(
      async (view: ListingView) => {
        await backend.remove(view.id);
        if (selectedId === view.id) setSelectedId(null);
        await refresh();
      },
      [backend, refresh, selectedId],
    ),
  };
}
