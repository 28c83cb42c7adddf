import { useEffect, useRef } from 'react';
import { applyDirection, useGlobalSettings, useLanguage } from '@panel/shared-core';
import { Outlet, useLocation, useNavigationType } from '@panel/shared-core/router';
import { PAGE_HEADING, ThemeSync } from '@panel/shared-core/ui';
import { rememberLocation } from '../features/errors/last-location';

/**
 * Moves focus to the main content after a page change, as a full page load would for screen readers: to the page's
 * heading when it marks one (a page that is only a message fills the window, and an outline around it says nothing).
 */
export function focusMainContent(): void {
  const main = document.getElementById('main') ?? document.querySelector('main');
  if (!main) return;
  const active = document.activeElement;
  // A screen that placed focus itself (an autofocused field) keeps it.
  if (active && active !== document.body && active !== main && main.contains(active)) return;
  const heading = main.querySelector<HTMLElement>(`[${PAGE_HEADING}]`);
  if (heading) {
    heading.focus({ preventScroll: true });
    return;
  }
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus({ preventScroll: true });
}

/** Layers the user opens over the page; a closing one (`data-state="closed"`) no longer counts. */
const OPEN_LAYER = ['menu', 'listbox', 'dialog', 'alertdialog']
  .map((role) => `[role="${role}"]:not([data-state="closed"])`)
  .join(', ');

/** A control whose popup is open (a combobox typed into); not a disclosure, which stays expanded for good. */
const OPEN_POPUP_TRIGGER =
  '[aria-expanded="true"]:is([role="combobox"], [aria-haspopup]:not([aria-haspopup="false"]))';

/** The focus is in a menu, a list of options or a dialog the user opened, or on a control whose popup is open. */
function inOpenLayer(element: Element | null): boolean {
  if (!element || element === document.body) return false;
  return element.closest(OPEN_LAYER) !== null || element.matches(OPEN_POPUP_TRIGGER);
}

interface NavigationStart {
  pathname: string;
  /** What had the focus, and how many keys and presses the user had made, when the navigation started. */
  focus: Element | null;
  inputs: number;
}

/**
 * The user put the focus somewhere since the navigation started (keys and presses since, on something else than
 * what had it then): it stays there. A focus moved without them (a closing dialog giving it back) does not count.
 */
function userMovedFocus(start: NavigationStart, inputs: number): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || active === start.focus || active.tagName === 'MAIN')
    return false;
  return inputs !== start.inputs;
}

/**
 * Moves focus to the new screen after a navigation, unless the user has taken it meanwhile: a menu they opened, a
 * control they went to while the screen was loading.
 */
function useFocusOnNavigation(pathname: string) {
  const navigationType = useNavigationType();
  const inputs = useRef(0);
  const committed = useRef<string | null>(null);
  const start = useRef<NavigationStart | null>(null);
  // Noted while rendering, not in the effect: a navigation is a transition that may wait for the new screen's code
  // before it commits, and what the user does meanwhile must count as done after its start. Only for a path not yet
  // committed: a render of the current page while the next one waits does not start anything. A redirect (a replace:
  // `/` to the first area, a screen to /not-allowed) continues the navigation that led to it.
  if (pathname !== committed.current && start.current?.pathname !== pathname) {
    const led = navigationType === 'REPLACE' ? start.current : null;
    start.current = {
      pathname,
      focus: led ? led.focus : document.activeElement,
      inputs: led ? led.inputs : inputs.current,
    };
  }
  useEffect(() => {
    const count = () => {
      inputs.current += 1;
    };
    document.addEventListener('keydown', count, true);
    document.addEventListener('pointerdown', count, true);
    return () => {
      document.removeEventListener('keydown', count, true);
      document.removeEventListener('pointerdown', count, true);
    };
  }, []);
  useEffect(() => {
    const first = committed.current === null;
    committed.current = pathname;
    // The first page is announced by the browser itself; only later changes need the help.
    if (first) return;
    const begun = start.current;
    // After the new screen (and a closing drawer's focus restore) has settled.
    const timer = setTimeout(() => {
      if (inOpenLayer(document.activeElement)) return;
      if (begun && userMovedFocus(begun, inputs.current)) return;
      focusMainContent();
    }, 0);
    return () => clearTimeout(timer);
  }, [pathname]);
}

/**
 * A new screen starts at the top; Back and Forward return to where the user was on that path. Keyed by
 * path, not query: listings keep their state in the query string, and a filter change must not scroll.
 */
function useScrollRestoration(pathname: string) {
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const previous = useRef(pathname);
  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);
  useEffect(() => {
    if (previous.current === pathname) return;
    positions.current.set(previous.current, window.scrollY);
    previous.current = pathname;
    const saved = navigationType === 'POP' ? positions.current.get(pathname) : undefined;
    window.scrollTo(0, saved ?? 0);
  }, [pathname, navigationType]);
}

/**
 * The root of every route: theme and language follow the settings, focus and scroll follow navigation.
 * It renders no chrome; the public pages and the signed-in layout draw their own.
 */
export function RootLayout() {
  const [settings] = useGlobalSettings();
  const { language } = useLanguage();
  const location = useLocation();

  useEffect(() => {
    applyDirection(language);
  }, [language]);

  useEffect(() => {
    rememberLocation(`${location.pathname}${location.search}${location.hash}`);
  }, [location.pathname, location.search, location.hash]);

  useFocusOnNavigation(location.pathname);
  useScrollRestoration(location.pathname);

  return (
    <>
      <ThemeSync theme={settings.theme} />
      <Outlet />
    </>
  );
}
