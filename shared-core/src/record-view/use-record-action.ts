import { useCallback, useState, type ReactNode } from 'react';
import { isApiError, isNavigatedError, useTranslation } from '@panel/shared-core';
import {
  type RecordCall,
  type RecordId,
  type RecordResource,
  type SavedAnswer,
} from '@panel/shared-core/record-data';
import { useQueryClient } from '@panel/shared-core/query';
import { useNavigate } from '@panel/shared-core/router';
import { notify, useConfirm } from '@panel/shared-core/ui-heavy';
import { invalidateResource } from './invalidate';

export interface RecordActionOptions<R> {
  /** The button's text; also the confirmation's title and the result's subject. */
  label: string;
  /** Ask first, with this question (destructive actions always ask). */
  confirm?: ReactNode;
  destructive?: boolean;
  /** The text of the confirm button (the label by default). */
  confirmLabel?: string;
  /** The success message; the server's own message when absent. */
  success?: (answer: SavedAnswer<R>) => string;
  /** Where to go afterwards (the new record of a clone, the listing after a delete). */
  navigateTo?: (answer: SavedAnswer<R>) => string | null;
  /** The record can no longer be read afterwards (deleted): its screen must not ask for it again while leaving. */
  removesRecord?: boolean;
}

/**
 * Runs one action of a record (`clone`, `deactivate`, `restore`, `delete`...): confirms when asked to, shows the work
 * under way, announces the result (the server's words on failure), marks the resource and its listings stale, and
 * goes where the action leads.
 *
 * @example
 * const actions = useRecordActions(applications, id);
 * <Button loading={actions.pending === 'clone'} onClick={() => actions.run('clone', cloneCall, { label: t('clone') })} />
 */
export function useRecordActions<T>(resource: RecordResource<T>, id: RecordId) {
  const { t } = useTranslation('record');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const [pending, setPending] = useState<string | null>(null);

  const run = useCallback(
    async <R = T>(
      key: string,
      call: RecordCall,
      options: RecordActionOptions<R>,
      body?: unknown,
    ): Promise<SavedAnswer<R> | null> => {
      if (options.confirm || options.destructive) {
        const confirmed = await confirm({
          title: options.label,
          message: options.confirm,
          confirmLabel: options.confirmLabel ?? options.label,
          destructive: options.destructive === true,
        });
        if (!confirmed) return null;
      }
      setPending(key);
      try {
        const answer = await resource.call<R>(call, id, body);
        invalidateResource(
          queryClient,
          resource as RecordResource<unknown>,
          options.removesRecord ? id : undefined,
        );
        notify.success(
          options.success?.(answer) ?? answer.message ?? t('actionDone', { action: options.label }),
        );
        const next = options.navigateTo?.(answer);
        if (next) void navigate(next);
        return answer;
      } catch (error) {
        // 401, 403, 404 and a failed network have taken the user elsewhere already.
        if (!isNavigatedError(error)) {
          notify.error(options.label, isApiError(error) ? error.message : t('actionFailed'));
        }
        return null;
      } finally {
        setPending(null);
      }
    },
    [confirm, id, navigate, queryClient, resource, t],
  );

  return { run, pending };
}
