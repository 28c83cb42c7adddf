import type { RemoteName } from '../../config/runtime-config';
import { REMOTE_MOUNTS } from '../../federation/remote-registry';
import { visibleItems, type CanFn } from '../../federation/route-gate';
import type { AreaNav } from '../layout/use-ready-areas';

/** A menu item's `shortcut`: one lower-case Latin letter (nav.json is another team's file: anything else is left out). */
const LETTER = /^[a-z]$/;

export interface GoShortcut {
  letter: string;
  /** The screen's path under the router (`/client/applications`). */
  to: string;
  /** The menu label's key and namespace. */
  labelKey: string;
  ns: string;
}

/**
 * The screens `g` then a letter opens: the menu items that declare a letter (nav.json `shortcut`) and that the user may
 * see. Letters are unique within an area; should two areas the user sees share one, the area on display keeps it.
 */
export function goShortcuts(areas: AreaNav[], can: CanFn, current: RemoteName | null): GoShortcut[] {
  const ordered = [...areas].sort((a, b) => Number(b.name === current) - Number(a.name === current));
  const taken = new Map<string, GoShortcut>();
  for (const { name, nav } of ordered) {
    for (const item of visibleItems(nav, can)) {
      const letter = item.shortcut;
      if (!letter || !LETTER.test(letter) || taken.has(letter)) continue;
      const to = `${REMOTE_MOUNTS[name]}${item.to === '/' ? '' : item.to}`;
      taken.set(letter, { letter, to, labelKey: item.labelKey, ns: nav.namespace });
    }
  }
  return [...taken.values()];
}
