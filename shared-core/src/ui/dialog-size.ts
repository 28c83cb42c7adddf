import { useBreakpointValue } from '@chakra-ui/react';

/** The dialog sizes of Chakra's dialog recipe that a form or a confirmation uses on wide screens. */
export type DialogSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/**
 * A dialog's size: the whole screen on a phone, `size` from the `md` breakpoint. One value, not a responsive object:
 * given `{ base: 'full', md }`, the recipe keeps the full size's `minH: 100dvh` on wide screens too, and every such
 * dialog was drawn as a column as tall as the window.
 *
 * @example
 * <Dialog.Root size={useDialogSize('md')} placement="center">…</Dialog.Root>
 */
export function useDialogSize(size: DialogSize): DialogSize | 'full' {
  return useBreakpointValue({ base: 'full', md: size }, { ssr: false }) ?? size;
}
