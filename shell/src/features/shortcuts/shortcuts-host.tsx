import { useCallback, useEffect, useMemo, useState } from 'react';
import { useCan, useTranslation, type RemoteNav } from '@panel/shared-core';
import { registerShortcut, useShortcut } from '@panel/shared-core/keyboard';
import { useLocation, useNavigate } from '@panel/shared-core/router';
import { remoteForPath } from '../../federation/remote-registry';
import { visibleItems } from '../../federation/route-gate';
import { useReadyAreas } from '../layout/use-ready-areas';
import { goShortcuts } from './go-shortcuts';
import { ShortcutSheet } from './shortcut-sheet';

const isApple = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** `g` then a letter for each screen the user may see (nav.json `shortcut`), in the areas' own words. */
function useGoShortcuts() {
  const { t } = useTranslation('shell');
  const can = useCan();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = remoteForPath(pathname);
  // Only the menus with a letter for this user: the others' texts are not fetched for nothing.
  const hasLetters = useCallback(
    (nav: RemoteNav) => visibleItems(nav, can).some((item) => item.shortcut !== undefined),
    [can],
  );
  const { areas } = useReadyAreas(hasLetters);
  const list = useMemo(() => goShortcuts(areas, can, current), [areas, can, current]);
  useEffect(() => {
    // As many as the menus declare: registered here rather than by one hook each.
    const removers = list.map((item) =>
      registerShortcut(
        {
          keys: `g ${item.letter}`,
          description: t('shortcuts.goTo', { screen: t(item.labelKey, { ns: item.ns }) }),
          group: 'navigation',
          run: () => void navigate(item.to),
        },
        `shell:go:${item.letter}`,
      ),
    );
    return () => removers.forEach((remove) => remove());
  }, [list, navigate, t]);
}

/**
 * The shell's keyboard shortcuts for the signed-in layout: `g` then a letter to a screen, `?` for the sheet of every
 * shortcut the current screen offers (the listing's and the record's come from shared-core), and Ctrl+K listed
 * there (the palette handles it, palette-launcher.tsx).
 */
export function ShortcutsHost() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  useGoShortcuts();
  useShortcut({
    keys: '?',
    description: t('shortcuts.sheet'),
    group: 'general',
    run: () => {
      setUsed(true);
      setOpen(true);
    },
  });
  useShortcut({ keys: isApple() ? 'Meta+K' : 'Control+K', description: t('palette.open'), group: 'general' });
  // The dialog's machine is created with its first opening, not with every page.
  return used ? <ShortcutSheet open={open} onOpenChange={setOpen} /> : null;
}
