import { useCallback } from 'react';
import {
  atom,
  atomWithNormalizedStorage,
  atomWithStringStorage,
  useAtomValue,
  useSetAtom,
} from '../state/store';

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
const DEFAULT_THEME: Theme = 'light';

const SETTINGS_STORAGE_KEY = 'panel.settings';
const THEME_STORAGE_KEY = 'panel.theme';

export interface GlobalSettings {
  sidebarShow: boolean;
  asideShow: boolean;
  theme: Theme;
  sidebarUnfoldable: boolean;
}

/** docs/product.md, "Settings and themes". */
export const DEFAULT_SETTINGS: Readonly<GlobalSettings> = Object.freeze({
  sidebarShow: true,
  asideShow: false,
  theme: 'light',
  sidebarUnfoldable: false,
});

type StoredSettings = Omit<GlobalSettings, 'theme'> & Record<string, unknown>;

/** The theme query value may hold only letters, digits and spaces (docs/product.md, "Settings and themes"). */
export function isValidThemeQuery(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9 ]+$/.test(value);
}

function knownTheme(value: unknown): Theme | null {
  if (typeof value !== 'string') return null;
  const theme = value.trim().toLowerCase();
  return (THEMES as readonly string[]).includes(theme) ? (theme as Theme) : null;
}

/**
 * The theme to use: the query value if it is valid and names a known theme, else the stored one if known,
 * else light.
 */
export function resolveTheme(
  queryValue: string | null | undefined,
  storedValue: string | null | undefined,
): Theme {
  if (isValidThemeQuery(queryValue)) {
    const fromQuery = knownTheme(queryValue);
    if (fromQuery) return fromQuery;
  }
  return knownTheme(storedValue) ?? DEFAULT_THEME;
}

/** Missing or mistyped keys take their defaults; keys this version does not know are kept for newer ones. */
export function normalizeSettings(raw: unknown): StoredSettings {
  const value = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const bool = (key: 'sidebarShow' | 'asideShow' | 'sidebarUnfoldable') =>
    typeof value[key] === 'boolean' ? (value[key] as boolean) : DEFAULT_SETTINGS[key];
  const { theme: _theme, ...rest } = value;
  return {
    ...rest,
    sidebarShow: bool('sidebarShow'),
    asideShow: bool('asideShow'),
    sidebarUnfoldable: bool('sidebarUnfoldable'),
  };
}

// The theme is kept under its own key (panel.theme), read raw; the other settings under panel.settings.
export const themeAtom = atomWithStringStorage<Theme>(
  THEME_STORAGE_KEY,
  DEFAULT_THEME,
  (raw) => knownTheme(raw) ?? DEFAULT_THEME,
);

const storedSettingsAtom = atomWithNormalizedStorage<StoredSettings>(
  SETTINGS_STORAGE_KEY,
  normalizeSettings(null),
  normalizeSettings,
);

/** The global settings of docs/product.md, persisted in localStorage. Written with a partial update. */
export const settingsAtom = atom(
  (get): GlobalSettings => {
    const { sidebarShow, asideShow, sidebarUnfoldable } = get(storedSettingsAtom);
    return { sidebarShow, asideShow, sidebarUnfoldable, theme: get(themeAtom) };
  },
  (get, set, update: Partial<GlobalSettings> | ((prev: GlobalSettings) => Partial<GlobalSettings>)) => {
    const current = get(settingsAtom);
    const { theme, ...rest } = typeof update === 'function' ? update(current) : update;
    if (theme !== undefined) set(themeAtom, knownTheme(theme) ?? current.theme);
    if (Object.keys(rest).length > 0)
      set(storedSettingsAtom, (prev) => normalizeSettings({ ...prev, ...rest }));
  },
);

/**
 * The global settings and a partial updater.
 *
 * @example
 * const [settings, update] = useGlobalSettings();
 * update({ sidebarShow: !settings.sidebarShow });
 */
export function useGlobalSettings(): [GlobalSettings, (update: Partial<GlobalSettings>) => void] {
  const settings = useAtomValue(settingsAtom);
  const set = useSetAtom(settingsAtom);
  const update = useCallback((partial: Partial<GlobalSettings>) => set(partial), [set]);
  return [settings, update];
}
