import { isValidElement, useEffect, useRef, type RefObject } from 'react';
import type { RouteHandle } from '@panel/shared-core';
import { matchRoutes, useHref, type LazyScreen, type RouteObject } from '@panel/shared-core/router';

/*
 * A record opened from a listing waited, after the click, for the record screen's code (docs/performance.md,
 * "Fourteenth pass"). The code can come earlier: that of the screens whose route says `preloadWhenIdle` once the page
 * is shown and the browser has nothing else to do, and that of any linked screen when the user points at its link,
 * focuses it or presses it.
 *
 * Code only, never a screen's calls: a call started for a link the user only pointed at would go through the HTTP
 * layer, which sends the user to /not-found, /not-allowed or /error when it fails (a record deleted since the listing
 * loaded, a network failure), and its answer could be stale by the time the user opens the screen. The calls start
 * with the navigation itself (`preloadScreens` in remote-area.tsx), beside the code if it is not there yet.
 */

/**
 * How long the pointer stays on a link before its screen's code is asked for: a pointer that only crosses a listing's
 * rows on its way elsewhere asks for nothing. A press or a focus asks at once.
 */
const HOVER_MS = 60;
/** The links into the area an idle scan reads: a listing's first rows and its toolbar, not every link of a long page. */
const IDLE_LINKS = 20;
/** Where the browser has no `requestIdleCallback` (Safari): a guess at when the screen's own work is done. */
const IDLE_FALLBACK_MS = 300;

/**
 * The path inside the area (`/applications/8`) that `link` leads to, or null when it is no link into the area:
 * another origin, another area, a new tab. `base` is the area's mount as the browser sees it (with the router's
 * basename, `/admin/client`).
 */
function areaPath(link: Element | null, base: string): string | null {
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const { pathname } = link;
  if (pathname !== base && !pathname.startsWith(`${base}/`)) return null;
  return pathname.slice(base.length) || '/';
}

const linkOf = (target: EventTarget | null): Element | null =>
  target instanceof Element ? target.closest('a[href]') : null;

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run);
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(run, IDLE_FALLBACK_MS);
  return () => window.clearTimeout(timer);
}

/**
 * Loads the code of the lazy screens (`lazyScreen`) a path renders, none of their calls (a screen's `preload()`
 * without params), once per route for the area's life. `preloadScreens` would start the calls too; a variant of it in
 * shared-core's router would weigh on the router's entry, which the login page downloads (docs/performance.md,
 * "Fourteenth pass").
 *
 * `only` picks the route to start from (the idle scan: a route that says `preloadWhenIdle`); below it, only its
 * index route (a record's first tab) comes along. A link to another tab (a comments listing links each row to the
 * application's comments) would otherwise load that tab's code, and a tab with a form loads the form library.
 * Without `only` (a link the user shows the intent to open), every screen of the path is loaded.
 */
function preloadCode(
  routes: RouteObject[],
  path: string,
  done: Set<RouteObject>,
  only?: (route: RouteObject) => boolean,
): void {
  let wanted = !only;
  for (const { route } of matchRoutes(routes, path) ?? []) {
    if (only && wanted && !route.index) break;
    wanted ||= only?.(route) === true;
    if (!wanted || done.has(route)) continue;
    done.add(route);
    const screen = isValidElement(route.element) ? (route.element.type as Partial<LazyScreen<object>>) : null;
    if (typeof screen?.preload === 'function') void screen.preload();
  }
}

const wantedWhenIdle = (route: RouteObject) =>
  (route.handle as RouteHandle | undefined)?.preloadWhenIdle === true;

/**
 * Preloads the code of the screens an area's content links to, for the element the returned ref is put on (the
 * area's screen, inside it): once the browser is idle, the screens whose route asks for it (`preloadWhenIdle`); and
 * any screen as soon as the user shows the intent to open it (points at its link, focuses it, presses it with the
 * main button and no modifier, which would open another tab). Only links into the area itself: the other areas'
 * routes are not loaded.
 *
 * @param routes the area's routes as it renders them (gated: a screen the user may not open has no code to preload)
 * @param mount the area's mount (`/client`), inside the router's basename
 */
export function useLinkPreload(routes: RouteObject[], mount: string): RefObject<HTMLDivElement | null> {
  const content = useRef<HTMLDivElement>(null);
  const base = useHref(mount);

  useEffect(() => {
    const root = content.current;
    if (!root) return;
    const done = new Set<RouteObject>();
    const intent = (link: Element | null) => {
      const path = areaPath(link, base);
      if (path !== null) preloadCode(routes, path, done);
    };
    let hovered: { link: Element; timer: number } | null = null;
    const leave = () => {
      if (hovered) window.clearTimeout(hovered.timer);
      hovered = null;
    };
    const onOver = (event: Event) => {
      const link = linkOf(event.target);
      if (link === hovered?.link) return;
      leave();
      if (link) hovered = { link, timer: window.setTimeout(() => intent(link), HOVER_MS) };
    };
    const onOut = (event: Event) => {
      const to = (event as PointerEvent).relatedTarget;
      if (hovered && !(to instanceof Node && hovered.link.contains(to))) leave();
    };
    const onFocus = (event: Event) => intent(linkOf(event.target));
    const onPress = (event: Event) => {
      const press = event as PointerEvent;
      if (press.button !== 0 || press.ctrlKey || press.metaKey || press.shiftKey || press.altKey) return;
      intent(linkOf(press.target));
    };

    // A listing's rows come after its screen (their call answers later): the links are read again once the content
    // has changed and the browser is idle.
    let cancel: (() => void) | null = null;
    const scan = () => {
      cancel = null;
      // The budget counts links into the area only: a toolbar's links elsewhere leave the rows' links in it.
      const paths = Array.from(root.querySelectorAll('a[href]'), (link) => areaPath(link, base));
      for (const path of paths.filter((found) => found !== null).slice(0, IDLE_LINKS)) {
        preloadCode(routes, path, done, wantedWhenIdle);
      }
    };
    const schedule = () => {
      cancel ??= whenIdle(scan);
    };
    schedule();
    const observer = new MutationObserver(schedule);
    observer.observe(root, { childList: true, subtree: true, attributeFilter: ['href'] });

    root.addEventListener('pointerover', onOver);
    root.addEventListener('pointerout', onOut);
    root.addEventListener('focusin', onFocus);
    root.addEventListener('pointerdown', onPress);
    return () => {
      leave();
      cancel?.();
      observer.disconnect();
      root.removeEventListener('pointerover', onOver);
      root.removeEventListener('pointerout', onOut);
      root.removeEventListener('focusin', onFocus);
      root.removeEventListener('pointerdown', onPress);
    };
  }, [routes, base]);

  return content;
}
