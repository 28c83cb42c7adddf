/**
 * What the command palette offers, and how it orders it for a query. Pure functions: the hooks beside this file fill
 * the entries from the menus, the listings and the shell's own commands.
 */
import { foldForSearch } from '@panel/contract/search';

export type PaletteKind = 'screen' | 'record' | 'action';

/** A shell command (not a place): what `command` entries run. */
export type PaletteCommand = 'theme' | 'sign-out' | `language:${string}`;

export interface PaletteEntry {
  /** Stable across sessions (`screen:client:/applications`, `record:/client/applications/7`): recents use it. */
  id: string;
  kind: PaletteKind;
  label: string;
  /** Where it is (the area and the screen), shown under the label. */
  detail?: string;
  /** Other words that find it. */
  keywords?: string;
  icon?: string;
  /** A path under /admin, or a shell command. */
  to?: string;
  command?: PaletteCommand;
  /** Meaningful only for the search that found it ("Show all 12 records"): never kept among the recents. */
  transient?: boolean;
}

/** The contract's search folding (lower case, no accents, `ё` as `е`), as the server's listing search reads words. */
export const normalize = foldForSearch;

const wordStart = (haystack: string, needle: string) => {
  const at = haystack.indexOf(needle);
  if (at < 0) return false;
  if (at === 0) return true;
  return haystack.split(/[\s\-_/.,·()«»“”"]+/u).some((word) => word.startsWith(needle));
};

/**
 * How well an entry matches; null when it does not. Every word of the query must be found. The label counts more
 * than the detail and keywords, a label that starts with the query most.
 */
export function matchScore(entry: PaletteEntry, query: string): number | null {
  const q = normalize(query);
  if (!q) return 0;
  const label = normalize(entry.label);
  const rest = normalize(`${entry.detail ?? ''} ${entry.keywords ?? ''}`);
  let score = 0;
  for (const word of q.split(/\s+/)) {
    if (label.startsWith(word)) score += 4;
    else if (wordStart(label, word)) score += 3;
    else if (label.includes(word)) score += 2;
    else if (rest.includes(word)) score += 1;
    else return null;
  }
  if (label === q) score += 4;
  return score;
}

/** The entries matching `query`, best first; ties keep their given order (screens before actions). */
export function rankEntries(entries: readonly PaletteEntry[], query: string): PaletteEntry[] {
  return entries
    .map((entry, index) => ({ entry, index, score: matchScore(entry, query) }))
    .filter(
      (scored): scored is { entry: PaletteEntry; index: number; score: number } => scored.score !== null,
    )
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((scored) => scored.entry);
}

export interface PaletteGroup {
  key: string;
  title: string;
  entries: PaletteEntry[];
}

/**
 * Non-empty groups, the one with the best match first (ties keep the given order). Records were matched by the
 * server, maybe on a field not shown: one that does not match here still counts as a weak match.
 */
export function orderGroups(groups: readonly PaletteGroup[], query: string): PaletteGroup[] {
  const best = (group: PaletteGroup) =>
    Math.max(...group.entries.map((entry) => matchScore(entry, query) ?? 1));
  return groups
    .filter((group) => group.entries.length > 0)
    .map((group, index) => ({ group, index, score: best(group) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ group }) => group);
}

/** How many recent choices are kept. */
export const RECENT_LIMIT = 5;

/** Puts `entry` first among the recent ones, without repeats. */
export function addRecent(recent: readonly PaletteEntry[], entry: PaletteEntry): PaletteEntry[] {
  if (entry.transient) return [...recent];
  return [entry, ...recent.filter((candidate) => candidate.id !== entry.id)].slice(0, RECENT_LIMIT);
}

/** Reads stored recents, dropping anything that is not an entry (storage is another tab's or version's). */
export function parseRecent(raw: string | null): PaletteEntry[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value
      .filter(
        (item): item is PaletteEntry =>
          !!item &&
          typeof item === 'object' &&
          typeof (item as PaletteEntry).id === 'string' &&
          typeof (item as PaletteEntry).label === 'string' &&
          ['screen', 'record', 'action'].includes((item as PaletteEntry).kind) &&
          (typeof (item as PaletteEntry).to === 'string' ||
            typeof (item as PaletteEntry).command === 'string'),
      )
      .slice(0, RECENT_LIMIT);
  } catch {
    return [];
  }
}
