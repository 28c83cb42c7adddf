import { useEffect, useMemo, useState } from 'react';
import { LANGUAGE_NAMES } from '@panel/contract/languages';
import {
  isListingItem,
  useCan,
  useGlobalSettings,
  useLanguage,
  type ListingColumn,
  type ListingNavItem,
  useTranslation,
} from '@panel/shared-core';
import { queryClient, useQueries } from '@panel/shared-core/query';
import { cellHref, listingApi, listingKeys } from '@panel/shared-core/listing';
import type { RemoteName } from '../../config/runtime-config';
import { REMOTE_MOUNTS, remoteForPath } from '../../federation/remote-registry';
import { canEnter, visibleItems, type CanFn } from '../../federation/route-gate';
import { useReadyAreas, type AreaNav } from '../layout/use-ready-areas';
import type { PaletteEntry } from './palette-entries';

/** Records are looked up once the query has this many characters, after typing pauses this long. */
export const RECORD_MIN_CHARS = 2;
const RECORD_DELAY_MS = 200;
/** Records shown per listing. */
export const RECORDS_PER_LISTING = 5;
const SETTINGS_STALE_MS = 5 * 60_000;

const pathUnder = (name: RemoteName, to: string) => {
  const [path, search] = to.split('?');
  const full = `${REMOTE_MOUNTS[name]}${path === '/' ? '' : path}`;
  return search ? `${full}?${search}` : full;
};

/** The column's links open this listing's own records (not another screen's, like a row's company). */
const ownsLink = (column: ListingColumn, screenPath: string) =>
  column.type === 'link' && !!column.href && column.href.startsWith(`${screenPath}/`);

/** The column that names a record: the one linking to the record's own screen, else its `name`, else the first link. */
function recordColumn(columns: ListingColumn[], screenPath: string): ListingColumn | undefined {
  return (
    columns.find((column) => ownsLink(column, screenPath)) ??
    columns.find((column) => column.key === 'name' && (column.type === 'text' || column.type === 'link')) ??
    columns.find((column) => column.type === 'link' && column.href)
  );
}

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The screens and actions of every area the user may use, from the menus (no remote code is fetched). */
function usePlaces(areas: AreaNav[], can: CanFn) {
  const { t } = useTranslation('shell');
  return useMemo(() => {
    const screens: PaletteEntry[] = [];
    const actions: PaletteEntry[] = [];
    for (const { name, nav } of areas) {
      const ns = nav.namespace;
      const area = t(`areas.${name}`);
      for (const item of visibleItems(nav, can)) {
        const group = item.groupKey ? t(item.groupKey, { ns }) : null;
        screens.push({
          id: `screen:${name}:${item.to}`,
          kind: 'screen',
          label: t(item.labelKey, { ns }),
          // A group named like its area ("Company", the company's own settings) would read "Company · Company".
          detail: group && group !== area ? `${area} · ${group}` : area,
          icon: item.icon,
          to: pathUnder(name, item.to),
        });
      }
      if (!can(nav.area ?? {})) continue;
      for (const action of nav.actions ?? []) {
        if (!can(action)) continue;
        actions.push({
          id: `action:${name}:${action.to}`,
          kind: 'action',
          label: t(action.labelKey, { ns }),
          detail: area,
          keywords: action.keywordsKey ? t(action.keywordsKey, { ns }) : undefined,
          icon: action.icon,
          to: pathUnder(name, action.to),
        });
      }
    }
    return { screens, actions };
  }, [areas, can, t]);
}

/** The shell's own commands: theme, languages, signing out. */
function useCommands(): PaletteEntry[] {
  const { t } = useTranslation('shell');
  const [settings] = useGlobalSettings();
  const { language, languages } = useLanguage();
  return useMemo(() => {
    const dark = settings.theme === 'dark';
    const entries: PaletteEntry[] = [
      {
        id: 'command:theme',
        kind: 'action',
        label: dark ? t('layout.theme.toLight') : t('layout.theme.toDark'),
        keywords: t('palette.themeWords'),
        icon: dark ? 'sun' : 'moon',
        command: 'theme',
      },
    ];
    for (const lng of languages) {
      if (lng === language) continue;
      entries.push({
        id: `command:language:${lng}`,
        kind: 'action',
        label: t('palette.language', { language: LANGUAGE_NAMES[lng] }),
        keywords: `${t('palette.languageWords')} ${lng}`,
        icon: 'globe',
        command: `language:${lng}`,
      });
    }
    entries.push({
      id: 'command:sign-out',
      kind: 'action',
      label: t('layout.userMenu.signOut'),
      keywords: t('palette.signOutWords'),
      icon: 'log-out',
      command: 'sign-out',
    });
    return entries;
  }, [settings.theme, language, languages, t]);
}

/** Records found through the search of the listings that offer them (nav.json `records`), as far as the user may see. */
function useRecords(areas: AreaNav[], can: CanFn, query: string) {
  const { t, i18n } = useTranslation('shell');
  const lng = i18n.language;
  const search = useDebounced(query.trim(), RECORD_DELAY_MS);
  const listings = useMemo(
    () =>
      areas.flatMap(({ name, nav }) =>
        visibleItems(nav, can)
          .filter((item): item is ListingNavItem => isListingItem(item) && item.records === true)
          .map((item) => ({ name, item, ns: nav.namespace })),
      ),
    [areas, can],
  );
  const enabled = search.length >= RECORD_MIN_CHARS;
  const results = useQueries({
    queries: listings.map(({ name, item, ns }) => {
      const { name: listing, scope, endpoints } = item.listing;
      return {
        queryKey: ['shell', 'palette', 'records', scope, listing, search, lng],
        enabled,
        staleTime: 30_000,
        retry: false,
        queryFn: async ({ signal }: { signal: AbortSignal }): Promise<PaletteEntry[]> => {
          const settings = await queryClient.fetchQuery({
            queryKey: listingKeys.settings(scope, listing, lng, endpoints),
            queryFn: ({ signal: settingsSignal }) =>
              listingApi.settings(listing, scope, { signal: settingsSignal, endpoints }),
            staleTime: SETTINGS_STALE_MS,
          });
          const screenPath = pathUnder(name, item.to);
          const column = recordColumn(settings.columns, screenPath);
          if (!settings.search || !column) return [];
          const perPage = Math.min(...settings.perPageOptions.filter((n) => n >= RECORDS_PER_LISTING));
          const page = await listingApi.data(
            listing,
            { page: 1, filters: {}, search, ...(Number.isFinite(perPage) ? { perPage } : {}) },
            scope,
            { signal, endpoints },
          );
          const screen = t(item.labelKey, { ns });
          // More found than the palette lists: the way to all of them is the listing, searched the same way.
          const all: PaletteEntry[] =
            page.meta.total > RECORDS_PER_LISTING
              ? [
                  {
                    id: `records:${screenPath}`,
                    kind: 'record',
                    label: t('palette.allRecords', { count: page.meta.total, screen }),
                    detail: screen,
                    icon: item.icon,
                    to: `${screenPath}?q=${encodeURIComponent(search)}`,
                    transient: true,
                  },
                ]
              : [];
          const found = page.data.slice(0, RECORDS_PER_LISTING).flatMap((row) => {
            // A record without a screen of its own opens as its listing, searched for it.
            const href = ownsLink(column, screenPath)
              ? cellHref(column, row)
              : `${screenPath}?q=${encodeURIComponent(String(row[column.key] ?? ''))}`;
            const label = row[column.key];
            if (!href || label === null || label === undefined || label === '') return [];
            return [
              {
                id: `record:${href}`,
                kind: 'record' as const,
                label: String(label),
                detail: row.id !== undefined ? `${screen} · #${String(row.id)}` : screen,
                icon: item.icon,
                to: href,
              },
            ];
          });
          return [...found, ...all];
        },
      };
    }),
  });
  const wanted = query.trim();
  const settling = wanted !== search && wanted.length >= RECORD_MIN_CHARS && listings.length > 0;
  return {
    entries: enabled ? results.flatMap((result) => result.data ?? []) : [],
    loading: settling || (enabled && results.some((result) => result.isFetching)),
    failed: enabled && results.some((result) => result.isError),
    searched: enabled ? search : '',
    /** Listings the user may search, for the empty-state text. */
    count: listings.length,
  };
}

/**
 * Everything the palette may offer this user now: the screens and actions of the areas they may enter (from each
 * remote's nav.json), the shell's commands, and the records matching `query`.
 */
export function usePaletteSources(query: string) {
  const can = useCan();
  const { areas, pending: loadingPlaces } = useReadyAreas();
  const { screens, actions } = usePlaces(areas, can);
  const commands = useCommands();
  const records = useRecords(areas, can, query);

  /** Whether a remembered record may still be opened: its area and screen still let this user in. */
  const mayOpen = useMemo(() => {
    const byName = new Map(areas.map(({ name, nav }) => [name, nav]));
    return (to: string) => {
      const name = remoteForPath(to.split('?')[0] ?? to);
      const nav = name ? byName.get(name) : undefined;
      if (!name || !nav) return false;
      return canEnter(nav, to.slice(REMOTE_MOUNTS[name].length) || '/', can);
    };
  }, [areas, can]);

  return { screens, actions: [...actions, ...commands], records, loadingPlaces, mayOpen };
}
