import type { ReactNode } from 'react';
import { listingUrl } from '@panel/shared-core/listing-data';
import { Button, TrashIcon } from '@panel/shared-core/ui';
import type { RecordCall, RecordId, RecordResource } from '@panel/shared-core/record-data';
import { useRecordActions } from './use-record-action';

export interface DeleteRecordButtonProps<T> {
  resource: RecordResource<T>;
  id: RecordId;
  /** The call that deletes the record. */
  call: RecordCall;
  /** The button's text, also the confirmation's title. */
  label: string;
  /** The question asked first, naming the record; a function when it must ask the server what depends on it. */
  confirm: ReactNode | (() => Promise<ReactNode>);
  /** What is announced once the record is gone. */
  success: string;
  /** The listing the user returns to, as they left it. */
  listPath: string;
}

/**
 * The delete button of a danger zone (`DangerZone`) under an edit form: confirms, deletes, announces it, and goes
 * back to the listing without asking for the gone record again.
 *
 * @example
 * <DangerZone><DeleteRecordButton resource={pixels} id={pixel.id} call={pixelActions.destroy}
 *   label={t('pixels.delete')} confirm={t('pixels.deleteConfirm', { name })} success={t('pixels.deleted', { name })}
 *   listPath={PIXELS_PATH} /></DangerZone>
 */
export function DeleteRecordButton<T>({
  resource,
  id,
  call,
  label,
  confirm,
  success,
  listPath,
}: DeleteRecordButtonProps<T>) {
  const { run, pending } = useRecordActions(resource, id);
  return (
    <Button
      variant="outline"
      colorPalette="red"
      size="sm"
      alignSelf="start"
      loading={pending === 'delete'}
      onClick={async () => {
        const question = typeof confirm === 'function' ? await confirm() : confirm;
        void run('delete', call, {
          label,
          confirm: question,
          destructive: true,
          removesRecord: true,
          success: () => success,
          navigateTo: () => listingUrl(listPath),
        });
      }}
    >
      <TrashIcon />
      {label}
    </Button>
  );
}
