import { useEffect, useRef } from 'react';
import { useTranslation } from '@panel/shared-core';
import { useNavigationGuard } from '@panel/shared-core/router';
import { useConfirm } from '@panel/shared-core/ui-heavy';

/**
 * Asks before unsaved changes are left behind: a confirmation for navigations inside the panel, the browser's own
 * question when the tab is closed or reloaded. `isDirty` is read at the moment of leaving; `onDiscard` runs when the
 * user chose to leave anyway (the form drops its draft).
 *
 * @example
 * useUnsavedChanges(() => form.formState.isDirty && !saving.current, () => removeDraft(key));
 */
export function useUnsavedChanges(isDirty: () => boolean, onDiscard?: () => void): void {
  const { t } = useTranslation('record');
  const confirm = useConfirm();
  const dirty = useRef(isDirty);
  dirty.current = isDirty;

  useNavigationGuard(isDirty, (proceed) => {
    void confirm({
      title: t('leave.title'),
      message: t('leave.message'),
      confirmLabel: t('leave.confirm'),
      cancelLabel: t('leave.cancel'),
      destructive: true,
    }).then((leave) => {
      if (!leave) return;
      onDiscard?.();
      proceed();
    });
  });

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirty.current()) return;
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
}
