import { useTranslation } from '@panel/shared-core';
import { type RecordCall, type RecordResource } from '@panel/shared-core/record-data';
import { DeleteRecordButton } from '@panel/shared-core/record-view';
import { DangerZone } from '@panel/shared-core/ui';

export interface TemplateDangerZoneProps<T> {
  resource: RecordResource<T>;
  id: number;
  /** The template's name, for the question and the result. */
  name: string;
  /** The DELETE call of this kind of template (`delete` or `destroy`). */
  call: RecordCall;
  /** The listing the user returns to once the template is gone. */
  listPath: string;
  /** What deleting it does (and does not do) to what was made from it. */
  note: string;
}

/**
 * The danger zone of a template's edit form: delete it, after a confirmation naming it, then back to its listing.
 *
 * @example
 * <TemplateDangerZone resource={pushTemplates} id={7} name="Welcome" call={pushTemplateActions.delete}
 *   listPath={PUSH_TEMPLATES_PATH} note={t('templates.deleteNote')} />
 */
export function TemplateDangerZone<T>({
  resource,
  id,
  name,
  call,
  listPath,
  note,
}: TemplateDangerZoneProps<T>) {
  const { t } = useTranslation('manage');
  return (
    <DangerZone note={note}>
      <DeleteRecordButton
        resource={resource}
        id={id}
        call={call}
        label={t('templates.delete')}
        confirm={t('templates.deleteConfirm', { name })}
        success={t('templates.deleted', { name })}
        listPath={listPath}
      />
    </DangerZone>
  );
}
