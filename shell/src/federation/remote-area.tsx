import {
  Component,
  startTransition,
  useEffect,
  useMemo,
  useState,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import {
  Navigate,
  matchRoutes,
  preloadScreens,
  useLocation,
  useRoutes,
  type RouteObject,
} from '@panel/shared-core/router';
import {
  useAtomValue,
  useCan,
  useRecordName,
  type RemoteNav,
  type RouteHandle,
  reportError,
  useTranslation,
} from '@panel/shared-core';
import { Button, ErrorState, PageSpinner } from '@panel/shared-core/ui';
import type { RemoteName } from '../config/runtime-config';
import { getRemote, isIncompatible, isTransient } from './remote-registry';
import { loadAreaRoutes } from './fetch-ahead';
import { useRemoteNav } from './use-remote-nav';
import { canEnter, gateRoutes, listingItemAt, type CanFn } from './route-gate';
import { useDeclarePageMeta, type Crumb } from '../app/page-meta';
import { areaGenerationAtom } from './area-generations';
import { useFirstScreenShown } from '../app/first-screen';
import { useLinkPreload } from './use-link-preload';

/**
 * Remotes carry no copy of the platform in production (docs/architecture.md): the shell's build provides every
 * federated entry of shared-core's package.json (create-config.cjs). A menu item's listing is fetched alongside the
 * area's code instead of after it; a record or a form does not need the listing's views.
 */
const loadPlatformEntries = (nav: RemoteNav, path: string) =>
  listingItemAt(nav, path) ? import('@panel/shared-core/listing') : undefined;

/** Routes already loaded (and from which deployment), so that coming back to an area does not flash a spinner. */
const loaded = new Map<RemoteName, { routes: RouteObject[]; generation: number }>();

/**
 * The failures of loading an area (its menu, its routes, its first screen's code), as opposed to its screens throwing
 * while they render: both end in the same panel, and are reported as `remote-load` and `boundary` (error-reporting.md).
 */
const loadFailures = new WeakSet<object>();
function loadFailure(error: unknown): unknown {
  if (error !== null && typeof error === 'object') loadFailures.add(error);
  return error;
}

const isLoadFailure = (error: unknown): boolean =>
  error !== null && typeof error === 'object' && loadFailures.has(error);

/** Forgets every loaded area's routes. For tests, so that each starts with nothing loaded. */
export function forgetLoadedRoutes(): void {
  loaded.clear();
}

/**
 * Mounts one remote at its mount point (docs/architecture.md). The area is gated before any of the
 * remote's code is fetched; a remote that is down, slow, incompatible or throws affects only this
 * area, which then offers a Retry that recovers without a page reload.
 */
export default function RemoteArea({ name }: { name: RemoteName }) {
  // The three areas are the same component at the same place of the shell's tree: without a key, React
  // would keep one area's state (its error boundary's error, its attempt) when the user moves to another.
  // A new version of the remote (version-watch.ts) mounts the area again, from its new deployment.
  const generation = useAtomValue(areaGenerationAtom)[name];
  return <RemoteAreaView key={`${name}:${generation}`} name={name} generation={generation} />;
}

function RemoteAreaView({ name, generation }: { name: RemoteName; generation: number }) {
  const { mount } = getRemote(name);
  const location = useLocation();
  const path = location.pathname.slice(mount.length) || '/';
  const nav = useRemoteNav(name);
  const can = useCan();
  const [attempt, setAttempt] = useState(0);

  if (nav.isPending) return <PageSpinner />;
  if (nav.isError)
    return <AreaUnavailable name={name} error={loadFailure(nav.error)} onRetry={() => void nav.refetch()} />;
  if (!canEnter(nav.data, path, can)) return <Navigate to="/not-allowed" replace />;
  return (
    <AreaErrorBoundary key={attempt} name={name} onRetry={() => setAttempt((a) => a + 1)}>
      <RemoteRoutesLoader
        name={name}
        attempt={attempt}
        generation={generation}
        nav={nav.data}
        can={can}
        path={path}
      />
    </AreaErrorBoundary>
  );
}

function RemoteRoutesLoader({
  name,
  attempt,
  generation,
  nav,
  can,
  path,
}: {
  name: RemoteName;
  attempt: number;
  generation: number;
  nav: RemoteNav;
  can: CanFn;
  /** The path inside the area when it first renders. */
  path: string;
}) {
  const [state, setState] = useState<{ routes: RouteObject[] | null; error: unknown }>(() => {
    const cached = loaded.get(name);
    return {
      routes: attempt === 0 && cached?.generation === generation ? cached.routes : null,
      error: null,
    };
  });
  useEffect(() => {
    if (state.routes) return;
    let alive = true;
    if (attempt > 0) loaded.delete(name);
    Promise.all([loadAreaRoutes(name, { fresh: attempt > 0 }), loadPlatformEntries(nav, path)])
      .then(async ([mod]) => {
        if (!Array.isArray(mod.routes)) throw new Error(`${name}/routes exports no routes`);
        // The first screen's code too, before the routes render: a screen that suspended instead would be revealed
        // by React's retry, which it holds back until 300 ms after the last fallback shown (the area's spinner).
        // A screen whose code fails to load is not reported here: its render asks again and shows the failure.
        await preloadScreens(gate(mod.routes, can), path);
        return mod;
      })
      .then(
        (mod) => {
          loaded.set(name, { routes: mod.routes, generation });
          // The area's first screen is the largest render of a cold load (a whole form, a listing): as a transition,
          // React renders it in slices that leave the main thread to the browser between them, instead of one long
          // task. Everything it needs is there already, so nothing waits for it; the spinner stays until it commits.
          if (alive) startTransition(() => setState({ routes: mod.routes, error: null }));
        },
        (error: unknown) => alive && setState({ routes: null, error: loadFailure(error) }),
      );
    return () => {
      alive = false;
    };
    // A new attempt or generation is a new mount (both are keys); routes change only by loading.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name, attempt, generation]);

  // Thrown so the boundary shows one "unavailable" panel for load and render failures alike.
  if (state.error) throw state.error;
  if (!state.routes) return <PageSpinner />;
  return <RemoteRoutes name={name} routes={state.routes} nav={nav} can={can} />;
}

function gate(routes: RouteObject[], can: CanFn): RouteObject[] {
  return gateRoutes(routes, can, <Navigate to="/not-allowed" replace />);
}

function RemoteRoutes({
  name,
  routes,
  nav,
  can,
}: {
  name: RemoteName;
  routes: RouteObject[];
  nav: RemoteNav;
  can: CanFn;
}) {
  const { mount } = getRemote(name);
  const { pathname } = useLocation();
  // The layout's frame fills in once this, the page's screen, has committed.
  useFirstScreenShown();
  const gated = useMemo(
    () => [...gate(routes, can), { path: '*', element: <Navigate to="/not-found" replace /> }],
    [routes, can],
  );
  const element = useRoutes(gated);
  const relative = pathname.slice(mount.length) || '/';
  // Every screen the path renders (that the user may open) is asked for at once, a record screen and its tab, not
  // each after its parent has rendered: a tab that suspended after the record's data arrived replaced the whole area
  // with a spinner for 300 ms. During render, because a navigation that suspends commits nothing (an effect would
  // run only once the record's code is there); once per path, so that a failed download is not asked again on every
  // render (the screen's own render asks again and shows the failure).
  useMemo(() => void preloadScreens(gated, relative), [gated, relative]);
  // The screens the content's links lead to, before the click (use-link-preload.ts). The element that holds the
  // content for it draws no box of its own: the screen's layout stays the page's.
  const content = useLinkPreload(gated, mount);
  // The title apart: what it reads (the record's name a screen declares once its data is there, the area's texts)
  // changes after the screen has rendered, and rendering the routes again renders the whole screen again.
  return (
    <>
      <div ref={content} style={{ display: 'contents' }}>
        {element}
      </div>
      <AreaPageMeta name={name} routes={routes} nav={nav} pathname={pathname} relative={relative} />
    </>
  );
}

/**
 * Title and breadcrumbs from the matched routes' handles. The crumb that links to the record shown (a record screen
 * declares its name and path: RecordScreen does) reads its name, on the record's tabs too.
 */
function AreaPageMeta({
  name,
  routes,
  nav,
  pathname,
  relative,
}: {
  name: RemoteName;
  routes: RouteObject[];
  nav: RemoteNav;
  pathname: string;
  relative: string;
}) {
  const { mount } = getRemote(name);
  const { t } = useTranslation([nav.namespace, 'shell']);
  const record = useRecordName();
  const matches = matchRoutes(routes, relative) ?? [];
  const crumbs: Crumb[] = [{ label: t(`shell:areas.${name}`), to: mount }];
  let recordAt = -1;
  for (const match of matches) {
    const handle = match.route.handle as RouteHandle | undefined;
    if (!handle?.titleKey) continue;
    const to = `${mount}${match.pathnameBase === '/' ? '' : match.pathnameBase}`;
    if (record && to === record.path) {
      recordAt = crumbs.length;
      crumbs.push({ label: record.name, to });
    } else crumbs.push({ label: t(handle.titleKey, { ns: nav.namespace }), to });
  }
  // A screen under a record that is not one of its routes' children (its edit form, `:id/edit` beside `:id`) names it
  // too: the trail goes through the record, as on the record's own screen.
  if (record && recordAt < 0 && pathname.startsWith(`${record.path}/`)) {
    const at = crumbs.findIndex((crumb) => crumb.to?.startsWith(`${record.path}/`));
    recordAt = at < 0 ? crumbs.length : at;
    crumbs.splice(recordAt, 0, { label: record.name, to: record.path });
  }
  const last = crumbs[crumbs.length - 1];
  let title = crumbs.length > 1 && last ? last.label : null;
  // A tab of a record is titled with both: "Comments · Golden Weather".
  if (title && record && recordAt >= 0 && recordAt < crumbs.length - 1) title = `${title} · ${record.name}`;
  if (last) delete last.to;
  useDeclarePageMeta(title ?? t(`shell:areas.${name}`), crumbs);
  return null;
}

interface BoundaryProps {
  name: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

class AreaErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`Area "${this.props.name}" failed`, error, info.componentStack);
  }

  override render() {
    if (this.state.error)
      return <AreaUnavailable name={this.props.name} error={this.state.error} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

/** The translated "this section is unavailable" panel of docs/architecture.md. */
export function AreaUnavailable({
  name,
  error,
  onRetry,
}: {
  name: RemoteName;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation('shell');
  const [busy, setBusy] = useState(false);
  const incompatible = isIncompatible(error);
  // The menus are the way elsewhere when an area cannot be shown.
  useFirstScreenShown();
  // Every way an area fails ends here: its code or menu could not be loaded, or it threw while rendering (a screen
  // whose own code failed to download throws too: a transient failure is a load's, whatever threw it).
  useEffect(() => {
    const loading = incompatible || isTransient(error) || isLoadFailure(error);
    reportError(error, { kind: loading ? 'remote-load' : 'boundary', area: name });
  }, [error, incompatible, name]);
  return (
    <ErrorState
      data-testid={`area-unavailable-${name}`}
      title={t('area.unavailable.title', { area: t(`areas.${name}`) })}
      description={incompatible ? t('area.unavailable.incompatible') : t('area.unavailable.description')}
      action={
        <Button
          colorPalette="brand"
          loading={busy}
          onClick={() => {
            setBusy(true);
            onRetry();
          }}
        >
          {t('actions.retry')}
        </Button>
      }
    />
  );
}
