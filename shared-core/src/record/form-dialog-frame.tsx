import type { FormEvent, ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { CloseButton, Portal } from '@panel/shared-core/ui';
import { Dialog, type DialogRootProps } from '@panel/shared-core/ui-heavy';

export interface FormDialogFrameProps<TValues extends FieldValues, TOutput> {
  open: boolean;
  /** Escape, the close button and a click beside it, unless `busy`. */
  onClose: () => void;
  /** A call is under way: the dialog cannot be dismissed until it is answered. */
  busy: boolean;
  size: DialogRootProps['size'];
  scrollBehavior?: DialogRootProps['scrollBehavior'];
  /** Once the dialog has closed and left the page. */
  onExitComplete?: () => void;
  testId?: string;
  form: UseFormReturn<TValues, unknown, TOutput>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The close button's accessible name. */
  closeLabel: string;
  /** The dialog's header, body and footer, inside the form. */
  children: ReactNode;
}

/**
 * The frame of a dialog that holds a form (`FormDialog`, `MoneyDialog`, a test send): centred, never closed by a
 * click beside it, and not dismissible at all while its call is under way, so an answer is never lost to a closed
 * dialog. The caller draws its header, body and footer.
 *
 * @example
 * <FormDialogFrame open={open} onClose={close} busy={busy} size={useDialogSize('md')} form={form}
 *   onSubmit={(event) => void submit(event)} closeLabel={t('close')}>
 *   <Dialog.Header>…</Dialog.Header><Dialog.Body>…</Dialog.Body><Dialog.Footer>…</Dialog.Footer>
 * </FormDialogFrame>
 */
export function FormDialogFrame<TValues extends FieldValues, TOutput>({
  open,
  onClose,
  busy,
  size,
  scrollBehavior,
  onExitComplete,
  testId,
  form,
  onSubmit,
  closeLabel,
  children,
}: FormDialogFrameProps<TValues, TOutput>) {
  return (
    <Dialog.Root
      open={open}
      size={size}
      placement="center"
      // Left out rather than undefined: the recipe's default stays in force.
      {...(scrollBehavior ? { scrollBehavior } : {})}
      closeOnInteractOutside={false}
      closeOnEscape={!busy}
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
      onExitComplete={onExitComplete}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <FormProvider {...form}>
              <form noValidate onSubmit={onSubmit}>
                {children}
              </form>
            </FormProvider>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={closeLabel} disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
