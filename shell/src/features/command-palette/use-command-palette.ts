import { useEffect, useMemo, useState } from 'react';
import {
  changeLanguage,
  useGlobalSettings,
  useSession,
  useSignOut,
  useTranslation,
} from '@panel/shared-core';
import { useNavigate } from '@panel/shared-core/router';
import {
  addRecent,
  orderGroups,
  parseRecent,
  rankEntries,
  RECENT_LIMIT,
  type PaletteEntry,
  type PaletteGroup,
} from './palette-entries';
import { RECORD_MIN_CHARS, usePaletteSources } from './use-palette-sources';

/** Entries shown per group before the user narrows the query. */
const GROUP_LIMIT = 8;
/** How far PageUp and PageDown move the active entry. */
const PAGE = 5;

const recentKey = (userId: string | number | undefined) => `panel.palette.recent.${userId ?? 'anonymous'}`;

function readRecent(key: string): PaletteEntry[] {
  try {
    return parseRecent(window.localStorage.getItem(key));
  } catch {
    return [];
  }
}

export interface CommandPaletteModel {
  query: string;
  /** Sets the query; the first entry becomes the active one. */
  setQuery: (query: string) => void;
  /** What the palette offers for the query, group by group, in the order drawn. */
  groups: PaletteGroup[];
  /** The number of entries in all groups. */
  count: number;
  /** The position of the active entry among all groups' entries. */
  activeIndex: number;
  activeEntry: PaletteEntry | undefined;
  setActive: (index: number) => void;
  /**
   * Handles a key pressed in the query field: the arrows and PageUp/PageDown move the active entry, Enter runs it
   * (not while an input method composes). Returns whether the key was the palette's, so the field's own behaviour
   * (moving the caret, submitting) is prevented.
   */
  keyDown: (key: string, composing: boolean) => boolean;
  /** Runs an entry: remembers it among the recent ones, closes the palette and goes there or does it. */
  choose: (entry: PaletteEntry) => void;
  /** One sentence for screen readers: loading, searching, nothing found, or how many entries there are. */
  status: string;
  /** The records of the listings are being searched. */
  searching: boolean;
  /** The query is too short to search records yet. */
  needsMoreChars: boolean;
  /** The search of records failed. */
  recordsFailed: boolean;
}

/**
 * The model of the command palette: the query, what it finds (screens, actions, records, recent choices), which entry
 * is active, and what choosing one does. The view (command-palette.tsx) draws it and passes it the keys.
 *
 * @example
 * const palette = useCommandPalette(open, onOpenChange);
 * <input value={palette.query} onChange={(e) => palette.setQuery(e.target.value)} />
 */
export function useCommandPalette(open: boolean, onOpenChange: (open: boolean) => void): CommandPaletteModel {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [settings, updateSettings] = useGlobalSettings();
  const { user } = useSession();
  const storageKey = recentKey(user?.id);
  const [query, setQueryState] = useState('');
  const [active, setActive] = useState(0);
  const [recent, setRecent] = useState<PaletteEntry[]>(() => readRecent(storageKey));
  const { screens, actions, records, loadingPlaces, mayOpen } = usePaletteSources(open ? query : '');

  useEffect(() => setRecent(readRecent(storageKey)), [storageKey]);

  // A new opening starts from an empty query. Noted while rendering, not in an effect: the palette's first opening
  // mounts it, and an effect run after the dialog had focused the field cleared what was typed meanwhile.
  const [openSeen, setOpenSeen] = useState(open);
  if (open !== openSeen) {
    setOpenSeen(open);
    if (open) {
      setQueryState('');
      setActive(0);
    }
  }

  const groups = useMemo<PaletteGroup[]>(() => {
    const trimmed = query.trim();
    if (!trimmed) {
      const current = new Map([...screens, ...actions].map((entry) => [entry.id, entry]));
      // Recent choices, as the user may use them now: labels in today's language, gone when no longer allowed.
      const remembered = recent
        .map((entry) =>
          entry.kind === 'record' ? (entry.to && mayOpen(entry.to) ? entry : null) : current.get(entry.id),
        )
        .filter((entry): entry is PaletteEntry => !!entry);
      const seen = new Set(remembered.map((entry) => entry.id));
      return [
        { key: 'recent', title: t('palette.groups.recent'), entries: remembered.slice(0, RECENT_LIMIT) },
        {
          key: 'screens',
          title: t('palette.groups.screens'),
          entries: screens.filter((entry) => !seen.has(entry.id)).slice(0, GROUP_LIMIT),
        },
        {
          key: 'actions',
          title: t('palette.groups.actions'),
          entries: actions.filter((entry) => !seen.has(entry.id)).slice(0, GROUP_LIMIT),
        },
      ].filter((group) => group.entries.length > 0);
    }
    // The group holding the best match comes first, so Enter opens what the query names best.
    return orderGroups(
      [
        {
          key: 'screens',
          title: t('palette.groups.screens'),
          entries: rankEntries(screens, trimmed).slice(0, GROUP_LIMIT),
        },
        { key: 'records', title: t('palette.groups.records'), entries: records.entries },
        {
          key: 'actions',
          title: t('palette.groups.actions'),
          entries: rankEntries(actions, trimmed).slice(0, GROUP_LIMIT),
        },
      ],
      trimmed,
    );
  }, [query, screens, actions, records.entries, recent, mayOpen, t]);

  const flat = useMemo(() => groups.flatMap((group) => group.entries), [groups]);
  const activeIndex = Math.min(active, Math.max(flat.length - 1, 0));
  const activeEntry = flat[activeIndex];

  const choose = (entry: PaletteEntry) => {
    const next = addRecent(recent, entry);
    setRecent(next);
    try {
      window.localStorage.setItem(storageKey, JSON.stringify(next));
    } catch {
      // Storage full or denied: the palette works without recents.
    }
    onOpenChange(false);
    if (entry.command === 'theme') {
      updateSettings({ theme: settings.theme === 'dark' ? 'light' : 'dark' });
    } else if (entry.command === 'sign-out') {
      void signOut();
    } else if (entry.command?.startsWith('language:')) {
      void changeLanguage(entry.command.slice('language:'.length));
    } else if (entry.to) {
      void navigate(entry.to);
    }
  };

  const keyDown = (key: string, composing: boolean): boolean => {
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      if (flat.length > 0) {
        const step = key === 'ArrowDown' ? 1 : -1;
        setActive((activeIndex + step + flat.length) % flat.length);
      }
      return true;
    }
    if (key === 'PageDown' || key === 'PageUp') {
      const step = key === 'PageDown' ? PAGE : -PAGE;
      setActive(Math.max(0, Math.min(flat.length - 1, activeIndex + step)));
      return true;
    }
    if (key === 'Enter') {
      if (activeEntry && !composing) choose(activeEntry);
      return true;
    }
    return false;
  };

  const trimmed = query.trim();
  const status = loadingPlaces
    ? t('palette.loading')
    : flat.length === 0
      ? records.loading
        ? t('palette.searching')
        : trimmed
          ? t('palette.nothing', { query: trimmed })
          : t('palette.empty')
      : t('palette.count', { count: flat.length });

  return {
    query,
    setQuery: (next) => {
      setQueryState(next);
      setActive(0);
    },
    groups,
    count: flat.length,
    activeIndex,
    activeEntry,
    setActive,
    keyDown,
    choose,
    status,
    searching: records.loading,
    needsMoreChars: trimmed.length > 0 && trimmed.length < RECORD_MIN_CHARS,
    recordsFailed: records.failed,
  };
}
