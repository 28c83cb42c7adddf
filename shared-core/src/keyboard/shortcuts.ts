import { useEffect, useId, useRef } from 'react';
import { atom, store, useAtomValue } from '@panel/shared-core';

/*
 * The panel's keyboard shortcuts beyond Ctrl+K (docs/adding-a-screen.md, "Keyboard shortcuts"): one registry and one
 * listener for the whole page. It lives in shared-core's core entry, a federated singleton, so what the shell and
 * every remote register meets in one list: the sheet (`?`) lists exactly what is mounted on the current screen, and a
 * key pressed runs the one shortcut that owns it.
 */

/** What the sheet groups the shortcuts under. */
export type ShortcutGroup = 'general' | 'navigation' | 'listing' | 'record';

export interface Shortcut {
  /**
   * The keys pressed one after the other, space-separated, lower case: `'/'`, `'j'`, `'Enter'`, `'g a'`, `'?'`.
   * A shortcut with modifiers (`'Control+K'`) is listed only: its owner handles it (the command palette).
   */
  keys: string;
  /** What it does, already translated (the caller's `t`): the sheet shows it as is. */
  description: string;
  group: ShortcutGroup;
  /**
   * Absent: listed on the sheet only, handled elsewhere. Returns `false` when there was nothing to do (Enter with no
   * row chosen): the key then keeps its own meaning.
   */
  run?: (event: KeyboardEvent) => boolean | void;
}

interface Registered extends Shortcut {
  id: string;
}

/** Every shortcut mounted now, in the order they were mounted: the last one of the same keys wins. */
const registryAtom = atom<Registered[]>([]);

/** How long the second key of a sequence (`g`, then a letter) is waited for. */
export const SEQUENCE_MS = 1500;

let pending: { keys: string; timer: ReturnType<typeof setTimeout> } | null = null;
let listening = false;

function clearPending() {
  if (pending) clearTimeout(pending.timer);
  pending = null;
}

const NOT_TYPING_INPUTS = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'image']);

/** The user is writing there: a letter is text, not a command. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLInputElement) return !NOT_TYPING_INPUTS.has(target.type);
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if ((target as HTMLElement).isContentEditable) return true;
  // jsdom has no isContentEditable; the attribute says the same.
  return !!target.closest('[contenteditable]:not([contenteditable="false"])');
}

/**
 * A dialog (or a drawer, the palette, the sheet itself) or an open menu has the user's attention: keys belong to it.
 * Ark keeps a closed dialog's content in the page, marked `data-state="closed"` or hidden.
 */
export function isOverlayOpen(target: EventTarget | null): boolean {
  if (target instanceof Element && target.closest('[role="menu"], [role="listbox"]')) return true;
  const overlays = document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]');
  return Array.from(overlays).some(
    (element) =>
      !element.hidden && element.getAttribute('data-state') !== 'closed' && !element.closest('[hidden]'),
  );
}

/** Enter on a link or a button is theirs. */
function isControl(target: EventTarget | null): boolean {
  return (
    target instanceof Element &&
    !!target.closest(
      'a[href], button, summary, [role="button"], [role="link"], [role="menuitem"], [role="option"], [role="tab"], [role="checkbox"], [role="switch"], input',
    )
  );
}

/**
 * The names a key press may go by: what it types, then, on a Russian or Arabic layout that types another letter on
 * the same key, the letter of the key in the Latin layout (`п` is the `g` key).
 */
export function keyNames(event: Pick<KeyboardEvent, 'key' | 'code' | 'shiftKey'>): string[] {
  const names: string[] = [];
  const { key, code } = event;
  if (key === 'Enter' || key === 'Escape') return [key];
  if (key.length === 1) names.push(key);
  const letter = /^Key([A-Z])$/.exec(code ?? '');
  if (letter?.[1]) names.push(event.shiftKey ? letter[1] : letter[1].toLowerCase());
  if (code === 'Slash') names.push(event.shiftKey ? '?' : '/');
  return [...new Set(names)];
}

function find(list: Registered[], keys: string): Registered | undefined {
  for (let i = list.length - 1; i >= 0; i--) {
    const item = list[i];
    if (item?.run && item.keys === keys) return item;
  }
  return undefined;
}

function onKeyDown(event: KeyboardEvent) {
  if (event.defaultPrevented || event.isComposing) return;
  // Ctrl, ⌘ and Alt belong to the browser, the system and the command palette; Shift types `?`.
  if (
    event.ctrlKey ||
    event.metaKey ||
    event.altKey ||
    isTypingTarget(event.target) ||
    isOverlayOpen(event.target)
  ) {
    clearPending();
    return;
  }
  const list = store.get(registryAtom);
  const before = pending?.keys;
  clearPending();
  for (const name of keyNames(event)) {
    const keys = before ? `${before} ${name}` : name;
    const exact = find(list, keys);
    if (exact) {
      if (keys === 'Enter' && isControl(event.target)) return;
      if (exact.run?.(event) !== false) event.preventDefault();
      return;
    }
    if (!event.repeat && list.some((item) => item.run && item.keys.startsWith(`${keys} `))) {
      event.preventDefault();
      pending = { keys, timer: setTimeout(clearPending, SEQUENCE_MS) };
      return;
    }
  }
}

function listen() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('keydown', onKeyDown);
}

/**
 * Adds a shortcut to the page's registry until the returned function is called. Components use `useShortcut`.
 * @example const remove = registerShortcut({ keys: '?', description: t('shortcuts.sheet'), group: 'general', run });
 */
export function registerShortcut(shortcut: Shortcut, id: string = String(Math.random())): () => void {
  listen();
  store.set(registryAtom, (list) => {
    const at = list.findIndex((item) => item.id === id);
    // Kept in place when it changes (a new language): the last mounted still wins.
    if (at < 0) return [...list, { ...shortcut, id }];
    return list.map((item, i) => (i === at ? { ...shortcut, id } : item));
  });
  return () => store.set(registryAtom, (list) => list.filter((item) => item.id !== id));
}

/**
 * A shortcut while the calling component is mounted (and `enabled`), listed on the shortcut sheet. It never fires
 * while the user types in a field, holds Ctrl, ⌘ or Alt, or has a dialog or a menu open.
 *
 * @example
 * useShortcut({ keys: 'e', description: t('shortcuts.edit'), group: 'record', run: () => navigate('edit') });
 */
export function useShortcut(shortcut: Shortcut & { enabled?: boolean }): void {
  const id = useId();
  const { keys, description, group, enabled = true } = shortcut;
  // The latest handler without registering again on every render.
  const run = useRef(shortcut.run);
  run.current = shortcut.run;
  const listed = !shortcut.run;
  useEffect(() => {
    if (!enabled) return;
    return registerShortcut(
      { keys, description, group, run: listed ? undefined : (event) => run.current?.(event) },
      id,
    );
  }, [id, keys, description, group, enabled, listed]);
}

/**
 * The shortcuts the current screen offers, one per keys (the one that would run), for the sheet.
 * @example const shortcuts = useShortcutList();
 */
export function useShortcutList(): Shortcut[] {
  const list = useAtomValue(registryAtom);
  // Where the keys were first mounted, what the last one says.
  const byKeys = new Map<string, Shortcut>();
  for (const item of list)
    byKeys.set(item.keys, {
      keys: item.keys,
      description: item.description,
      group: item.group,
      run: item.run,
    });
  return [...byKeys.values()];
}
