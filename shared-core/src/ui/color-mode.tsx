import { useLayoutEffect } from 'react';
import { themeAtom, useAtomValue } from '@panel/shared-core';

export type ColorMode = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function prefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_QUERY).matches
    : false;
}

/**
 * Maps a stored or query-string theme name to a color mode. The theme may be any words (the query
 * parameter allows letters, digits and spaces), so anything that is not a known name falls back to
 * light, the product's default; `system`/`auto` follow the operating system.
 */
export function resolveColorMode(theme: string | null | undefined): ColorMode {
  const name = (theme ?? '').trim().toLowerCase();
  if (name === 'dark') return 'dark';
  if (name === 'system' || name === 'auto') return prefersDark() ? 'dark' : 'light';
  return 'light';
}

/**
 * Applies a theme to the document. Chakra v3's dark tokens are scoped to a `.dark` ancestor, so the
 * class lives on `<html>` (one place for the shell and every remote); `color-scheme` makes native
 * controls and scrollbars follow. Safe to call before React boots, to avoid a light flash.
 */
export function applyColorMode(theme: string | null | undefined, root?: HTMLElement): ColorMode {
  const mode = resolveColorMode(theme);
  const el = root ?? (typeof document !== 'undefined' ? document.documentElement : undefined);
  if (!el) return mode;
  el.classList.remove(mode === 'dark' ? 'light' : 'dark');
  el.classList.add(mode);
  el.style.colorScheme = mode;
  return mode;
}

export interface ThemeSyncProps {
  /** A theme to apply (`'light'`, `'dark'`, `'system'`...); the global setting (`themeAtom`) when absent. */
  theme?: string | null;
}

/**
 * Keeps `<html>` in step with the theme setting. Renders nothing; mount it once, in the shell.
 * A layout effect, so the new colors are on screen in the same frame as the switch that changed them.
 */
export function ThemeSync({ theme: themeProp }: ThemeSyncProps): null {
  const setting = useAtomValue(themeAtom);
  const theme = themeProp === undefined ? setting : themeProp;
  useLayoutEffect(() => {
    applyColorMode(theme);
    const name = (theme ?? '').trim().toLowerCase();
    if ((name !== 'system' && name !== 'auto') || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DARK_QUERY);
    const onChange = () => applyColorMode(theme);
    query.addEventListener?.('change', onChange);
    return () => query.removeEventListener?.('change', onChange);
  }, [theme]);
  return null;
}
