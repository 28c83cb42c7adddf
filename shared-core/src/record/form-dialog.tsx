import { useRef, useState, type ReactNode } from 'react';
import { type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { isNavigatedError, submitErrorMessages, useTranslation } from '@panel/shared-core';
import { Button, FormErrorSummary, Skeleton, Stack, useDialogSize } from '@panel/shared-core/ui';
import { Dialog } from '@panel/shared-core/ui-heavy';
import { FormDialogFrame } from './form-dialog-frame';
import { useFocusAfterCommit } from './use-focus-after-commit';

export interface FormDialogProps<TValues extends FieldValues, TOutput> {
  open: boolean;
  /** Cancel, Escape, the close button, and a successful save. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** Sends the checked values; a rejection is shown (field errors on their fields, the rest above them). */
  onSubmit: (values: TOutput) => Promise<unknown>;
  submitLabel: ReactNode;
  /** The fields are not ready yet (their record is loading). */
  loading?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /**
   * Once the dialog has closed and left the page: where another dialog may open (one opened while this one closes
   * is taken for a layer of it, and dismissed with it).
   */
  onExitComplete?: () => void;
  children: ReactNode;
}

/**
 * A small form in a dialog (a comment, a template's name): the kit's fields, one save however often it is pressed,
 * server errors on their fields and the rest above them, every typed value kept on failure. Closes itself once saved.
 *
 * @example
 * <FormDialog open={open} onClose={close} title={t('addComment')} form={form} submitLabel={t('add')}
 *   onSubmit={(values) => api.store(appId, values)}>
 *   <TextField name="author_name" label={t('author')} required />
 * </FormDialog>
 */
export function FormDialog<TValues extends FieldValues, TOutput>({
  open,
  onClose,
  title,
  description,
  form,
  onSubmit,
  submitLabel,
  loading = false,
  size = 'md',
  onExitComplete,
  children,
}: FormDialogProps<TValues, TOutput>) {
  const { t } = useTranslation('record');
  const [summary, setSummary] = useState<string[]>([]);
  const inFlight = useRef(false);
  const summaryRef = useRef<HTMLDivElement | null>(null);
  const focusAfterCommit = useFocusAfterCommit();
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSummary([]);
    try {
      await onSubmit(values);
      onClose();
    } catch (error) {
      const names = [...form.control._names.mount];
      const messages = submitErrorMessages(error, form.setError, names);
      if (isNavigatedError(error)) return;
      setSummary(messages);
      if (!names.some((name) => form.getFieldState(name as Path<TValues>).error))
        focusAfterCommit(() => summaryRef.current?.focus());
    } finally {
      inFlight.current = false;
    }
  });

  const dialogSize = useDialogSize(size);
  return (
    <FormDialogFrame
      open={open}
      onClose={onClose}
      busy={busy}
      size={dialogSize}
      scrollBehavior="inside"
      onExitComplete={() => {
        setSummary([]);
        onExitComplete?.();
      }}
      form={form}
      onSubmit={(event) => void submit(event)}
      closeLabel={t('close')}
    >
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          {description ? <Dialog.Description>{description}</Dialog.Description> : null}
          <FormErrorSummary ref={summaryRef} messages={summary} />
          {loading ? (
            <Stack gap="3" aria-busy="true" aria-label={t('loading')}>
              <Skeleton h="10" />
              <Skeleton h="24" />
              <Skeleton h="10" />
            </Stack>
          ) : (
            children
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {t('cancel')}
        </Button>
        <Button type="submit" colorPalette="brand" loading={busy} disabled={loading}>
          {submitLabel}
        </Button>
      </Dialog.Footer>
    </FormDialogFrame>
  );
}
