/**
 * `@panel/shared-core/keyboard`: the one registry of keyboard shortcuts for the shell and every remote. An entry of its
 * own so that the sign-in page, which has no shortcuts, does not download it (about 1 KB gzip in the core entry).
 */
export {
  useShortcut,
  useShortcutList,
  registerShortcut,
  isTypingTarget,
  isOverlayOpen,
  keyNames,
  SEQUENCE_MS,
} from './shortcuts';
export type { Shortcut, ShortcutGroup } from './shortcuts';
