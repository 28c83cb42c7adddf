import { useRef, useState, type ReactNode } from 'react';
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from '@panel/shared-core';

export interface ConfirmDialogProps {
  open: boolean;
  /** "Are you sure?" by default. */
  title?: ReactNode;
  message?: ReactNode;
  /** "Confirm" by default ("Delete" when destructive). */
  confirmLabel?: ReactNode;
  /** "Cancel" by default. */
  cancelLabel?: ReactNode;
  /** A red confirm button, for actions that destroy or cannot be undone. */
  destructive?: boolean;
  /** The action is running (when driven from outside, e.g. a mutation's `isPending`). */
  loading?: boolean;
  /**
   * Called by the confirm button. If it returns a promise, the dialog shows a spinner and cannot be
   * dismissed until it settles; the caller closes the dialog (`open={false}`) when it is done.
   */
  onConfirm: () => unknown;
  /** Called by Cancel, Escape and the close button; never while the action runs. */
  onCancel: () => void;
  /** Called once the dialog has finished closing (after its exit animation). */
  onExitComplete?: () => void;
}

/**
 * Asks the user to confirm an action. An `alertdialog`: focus starts on Cancel, so Enter pressed
 * out of habit never destroys anything; Escape cancels.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  destructive = false,
  loading = false,
  onConfirm,
  onCancel,
  onExitComplete,
}: ConfirmDialogProps) {
  const { t } = useTranslation('kit', { useSuspense: false });
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [running, setRunning] = useState(false);
  const busy = loading || running;

  const handleConfirm = () => {
    const result = onConfirm();
    if (result && typeof (result as PromiseLike<unknown>).then === 'function') {
      setRunning(true);
      // The caller reports a failure (a toast, a form error); the dialog only stops spinning.
      Promise.resolve(result).then(
        () => setRunning(false),
        () => setRunning(false),
      );
    }
  };

  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      placement="center"
      closeOnInteractOutside={false}
      closeOnEscape={!busy}
      initialFocusEl={() => cancelRef.current}
      onExitComplete={onExitComplete}
      onOpenChange={(details) => {
        if (!details.open && !busy) onCancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title ?? t('ui.confirm.title')}</Dialog.Title>
            </Dialog.Header>
            {message ? (
              <Dialog.Body>
                <Dialog.Description as={typeof message === 'string' ? 'p' : 'div'}>
                  {message}
                </Dialog.Description>
              </Dialog.Body>
            ) : null}
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={busy}>
                {cancelLabel ?? t('ui.confirm.cancel')}
              </Button>
              <Button
                colorPalette={destructive ? 'red' : 'brand'}
                loading={busy}
                onClick={handleConfirm}
                data-testid="confirm-dialog-confirm"
              >
                {confirmLabel ?? (destructive ? t('ui.confirm.delete') : t('ui.confirm.confirm'))}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
