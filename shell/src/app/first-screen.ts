import { startTransition, useEffect, useState } from 'react';
import { remoteForPath } from '../federation/remote-definitions';

/*
 * A cold load of a signed-in page is bound by the main thread from its first script to its screen (docs/performance.md,
 * "Fifth pass"): the layout's menus and header controls, about a hundred milliseconds of rendering, were drawn before
 * the area's screen, which waited for them. When the warm start expects a screen, the layout draws its frame (the bar,
 * the sidebar's edge and name) at once and fills it after the screen has shown.
 */

/** How long the frame waits for a screen that is slow to come (a slow network): its menus are the way elsewhere. */
export const FIRST_SCREEN_WAIT_MS = 1000;

let expected = false;
let shown = false;
let waitMs = FIRST_SCREEN_WAIT_MS;
const listeners = new Set<() => void>();

/** A page that an area's screen fills: an area's own, or `/`, which leads to one (home-redirect.tsx). */
export function leadsToAreaScreen(pathname: string): boolean {
  return pathname === '/' || remoteForPath(pathname) !== null;
}

/** The warm start (warm-start.ts) will fill the layout's main area with a screen: the frame waits for it. */
export function expectFirstScreen(): void {
  if (!shown) expected = true;
}

/**
 * What fills the layout's main area says it is there: an area's screen, its failure, the home page's "nothing to
 * show". Only the first call matters.
 */
export function firstScreenShown(): void {
  if (shown) return;
  shown = true;
  expected = false;
  for (const listener of listeners) listener();
  listeners.clear();
}

/** `firstScreenShown` once the calling component has committed (what the user sees is there). */
export function useFirstScreenShown(): void {
  useEffect(() => firstScreenShown(), []);
}

/**
 * False while the page's first screen is awaited: until it has committed, or FIRST_SCREEN_WAIT_MS after the caller
 * mounted; true at once on any other page. Turning true draws the frame's contents as a transition, in slices.
 *
 * @param inArea the page is one that an area's screen fills (`leadsToAreaScreen`): anywhere else (`/not-allowed`
 *   after a refused area, `/not-found`) the shell's own page is there already, and nothing is awaited.
 */
export function useAfterFirstScreen(inArea: boolean): boolean {
  const [after, setAfter] = useState(() => !expected || !inArea);
  useEffect(() => {
    if (!inArea) firstScreenShown();
    if (after) return;
    const release = () => startTransition(() => setAfter(true));
    // The screen may have come between this render and its effect.
    if (!expected) {
      release();
      return;
    }
    listeners.add(release);
    const timer = window.setTimeout(firstScreenShown, waitMs);
    return () => {
      listeners.delete(release);
      window.clearTimeout(timer);
    };
  }, [after, inArea]);
  return after;
}

/**
 * Back to a fresh page. For tests, so that each starts with nothing expected; `waitMs` lengthens the wait, so that a
 * slow run cannot end it before the test has looked.
 */
export function resetFirstScreen({ waitMs: wait = FIRST_SCREEN_WAIT_MS }: { waitMs?: number } = {}): void {
  waitMs = wait;
  expected = false;
  shown = false;
  listeners.clear();
}
