import { isValidElement, useEffect, useRef, type RefObject } from 'react';
import {
  matchRoutes,
  preloadScreens,
  PRELOAD_WHEN_IDLE,
  useHref,
  type LazyScreen,
  type RouteObject,
} from '@panel/shared-core/router';

/*
 * A record opened from a listing waited, after the click, for the record's call and, the first time, for the record
 * screen's code (docs/performance.md, "Fourteenth pass"). Both can start earlier: the code of the record links a
 * listing marks (`preloadWhenIdle`) once the listing is shown and the browser has nothing else to do, the code and
 * the call of any link when the user points at it, focuses it or presses it.
 */

/**
 * How long the pointer stays on a link before its screen's calls start: a pointer that only crosses a listing's rows
 * on its way elsewhere does not ask the server for each of them. A press or a focus starts them at once.
 */
const HOVER_MS = 60;
/** The marked links an idle scan reads: a listing's first rows, not every row of a long page. */
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
 * The code of the lazy screens (`lazyScreen`) a path renders, none of their calls: a screen's `preload()` without
 * params. `preloadScreens` starts the calls too; a variant of it beside it, in shared-core's router, would weigh on the
 * router's entry, which the login page downloads (docs/performance.md, "Fourteenth pass").
 */
function preloadCode(matches: { route: RouteObject }[]): void {
  for (const { route } of matches) {
    const screen = isValidElement(route.element) ? (route.element.type as Partial<LazyScreen<object>>) : null;
    if (typeof screen?.preload === 'function') void screen.preload();
  }
}

/**
 * Preloads what the links of an area's content lead to, for the element the returned ref is put on (the area's
 * screen, inside it): the code of the screens the marked links (`preloadWhenIdle`) lead to once the browser is idle
 * (no calls: their answers would be stale by the time the user opens one), and any link's screen's code and calls (`preloadScreens`) as soon as the user shows
 * the intent to open it (points at its link, focuses it, presses it). Only links into the area itself: the other
 * areas' routes are not loaded.
 *
 * @param routes the area's routes as it renders them (gated: a screen the user may not open has no code to preload)
 * @param mount the area's mount (`/client`), inside the router's basename
 * @param pathname the page shown: after each navigation, the intent to open a link asks again for its screen's calls
 *   (their answers may have gone stale)
 */
export function useLinkPreload(
  routes: RouteObject[],
  mount: string,
  pathname: string,
): RefObject<HTMLDivElement | null> {
  const content = useRef<HTMLDivElement>(null);
  const base = useHref(mount);

  useEffect(() => {
    const root = content.current;
    if (!root) return;
    const asked = new Set<string>();
    const intent = (link: Element | null) => {
      const path = areaPath(link, base);
      if (path === null || asked.has(path)) return;
      asked.add(path);
      void preloadScreens(routes, path);
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
    const now = (event: Event) => intent(linkOf(event.target));
    root.addEventListener('pointerover', onOver);
    root.addEventListener('pointerout', onOut);
    root.addEventListener('focusin', now);
    root.addEventListener('pointerdown', now);
    return () => {
      leave();
      root.removeEventListener('pointerover', onOver);
      root.removeEventListener('pointerout', onOut);
      root.removeEventListener('focusin', now);
      root.removeEventListener('pointerdown', now);
    };
  }, [routes, base, pathname]);

  useEffect(() => {
    const root = content.current;
    if (!root) return;
    // A listing's rows come after its screen (their call answers later): the links are read again once the content
    // has changed and the browser is idle, each path and each route once.
    const paths = new Set<string>();
    const screens = new Set<RouteObject>();
    let cancel: (() => void) | null = null;
    const scan = () => {
      cancel = null;
      for (const link of Array.from(root.querySelectorAll(PRELOAD_WHEN_IDLE)).slice(0, IDLE_LINKS)) {
        const path = areaPath(link, base);
        if (path === null || paths.has(path)) continue;
        paths.add(path);
        const matches = matchRoutes(routes, path) ?? [];
        const screen = matches.at(-1)?.route;
        if (!screen || screens.has(screen)) continue;
        screens.add(screen);
        preloadCode(matches);
      }
    };
    const schedule = () => {
      cancel ??= whenIdle(scan);
    };
    schedule();
    const observer = new MutationObserver(schedule);
    observer.observe(root, { childList: true, subtree: true, attributeFilter: ['href'] });
    return () => {
      observer.disconnect();
      cancel?.();
    };
  }, [routes, base]);

  return content;
}
