import {
  Suspense,
  createContext,
  lazy,
  useCallback,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from '@panel/shared-core';
import { IconButton, SearchIcon } from '@panel/shared-core/ui';
import { notify } from '@panel/shared-core/ui-heavy';
import { QuietBoundary } from '../../app/quiet-boundary';

const loadPalette = () => import('./command-palette');

/** Ctrl+K on most systems, ⌘K on Apple's. */
export function isPaletteShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
) {
  return (
    (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k'
  );
}

const isApple = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** Opens the palette: what the header's button calls (`PaletteHost`). */
const OpenPaletteContext = createContext<(() => void) | null>(null);

/**
 * The Ctrl+K / ⌘K shortcut and the palette itself, for the whole signed-in layout. Apart from the header's button:
 * on a cold load the header's contents come after the page's screen (first-screen.ts), the shortcut at once. The
 * palette's code is fetched on first use (or when the pointer rests on the button), so no page pays for it before.
 */
export function PaletteHost({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  // React keeps a failed lazy load for good: each attempt after a failure gets a loader of its own.
  const [attempt, setAttempt] = useState(0);
  const [CommandPalette, setCommandPalette] = useState(() => lazy(loadPalette));
  const show = useCallback(() => {
    setUsed(true);
    setOpen(true);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event) || event.defaultPrevented) return;
      event.preventDefault();
      setUsed(true);
      setOpen((current) => !current);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <OpenPaletteContext.Provider value={show}>
      {children}
      {used ? (
        // A palette whose code could not be fetched closes with a message; the next Ctrl+K tries again.
        <QuietBoundary
          key={attempt}
          name="The command palette"
          onError={() => {
            setUsed(false);
            setOpen(false);
            setAttempt((n) => n + 1);
            setCommandPalette(() => lazy(loadPalette));
            notify.error(t('palette.loadFailed'));
          }}
        >
          <Suspense fallback={null}>
            <CommandPalette open={open} onOpenChange={setOpen} />
          </Suspense>
        </QuietBoundary>
      ) : null}
    </OpenPaletteContext.Provider>
  );
}

/** The header's search button, which opens the palette of the `PaletteHost` around it. */
export function PaletteLauncher() {
  const { t } = useTranslation('shell');
  const show = useContext(OpenPaletteContext);
  if (!show) throw new Error('PaletteLauncher is drawn inside a PaletteHost (default-layout.tsx)');
  const shortcut = isApple() ? '⌘K' : 'Ctrl+K';
  const label = t('palette.open');
  return (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={label}
      title={`${label} (${shortcut})`}
      aria-keyshortcuts="Control+K Meta+K"
      aria-haspopup="dialog"
      onClick={show}
      onPointerEnter={() => void loadPalette().catch(() => undefined)}
      data-testid="palette-open"
    >
      <SearchIcon />
    </IconButton>
  );
}
