import { useEffect, useRef } from 'react';
import { applyDirection, useGlobalSettings, useLanguage } from '@panel/shared-core';
import { Outlet, ScrollRestoration, useLocation, type Location } from '@panel/shared-core/router';
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

// Listings keep their state in the query string: scrolling to the top on every filter change would lose
// the user's place, so positions are kept per path.
const scrollKey = (location: Location) => location.pathname;

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

  return (
    <>
      <ThemeSync theme={settings.theme} />
      <Outlet />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
