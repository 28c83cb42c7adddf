import { useEffect, useRef } from 'react';
import { applyDirection, useGlobalSettings, useLanguage } from '@panel/shared-core';
import { Outlet, useLocation, useNavigationType } from '@panel/shared-core/router';
import { ThemeSync } from '@panel/shared-core/ui';
import { rememberLocation } from '../features/errors/last-location';

/** Moves focus to the main content after a page change, as a full page load would for screen readers. */
export function focusMainContent(): void {
  const main = document.getElementById('main') ?? document.querySelector('main');
  if (!main) return;
  const active = document.activeElement;
  // A screen that placed focus itself (an autofocused field) keeps it.
  if (active && active !== document.body && active !== main && main.contains(active)) return;
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus({ preventScroll: true });
}

function useFocusOnNavigation(pathname: string) {
  const first = useRef(true);
  useEffect(() => {
    // The first page is announced by the browser itself; only later changes need the help.
    if (first.current) {
      first.current = false;
      return;
    }
    // After the new screen (and a closing drawer's focus restore) has settled.
    const timer = setTimeout(focusMainContent, 0);
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
