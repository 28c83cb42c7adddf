import { useTranslation } from '@panel/shared-core';
import { listingUrl } from '@panel/shared-core/listing';
import { type RecordCall, type RecordResource } from '@panel/shared-core/record-data';
import { useRecordActions, type RecordAction } from '@panel/shared-core/record-view';
import { useLocation, useNavigate } from '@panel/shared-core/router';
import { CheckIcon, EditIcon, TrashIcon } from '@panel/shared-core/ui';

interface ActivatableFunnel {
  id: number;
  name: string;
  is_active: boolean;
}

export interface FunnelActionsOptions<T extends ActivatableFunnel> {
  resource: RecordResource<T>;
  calls: { delete: RecordCall; activate: RecordCall };
  id: number;
  funnel: T | undefined;
  /** The listing's path (`/client/onesignal-funnels`), where a deletion returns. */
  listPath: string;
  /** The record's path, which "Edit" adds `/edit` to. */
  recordPath: string;
}

/**
 * The actions of a funnel's record screen: edit, activate or deactivate (deactivating asks first: the users in the
 * funnel stop getting its steps), delete (asks first, then back to the listing).
 *
 * @example
 * const actions = useFunnelActions({ resource: systemFunnels, calls: systemFunnelActions, id, funnel, listPath,
 *   recordPath: systemFunnelPath(id) });
 */
export function useFunnelActions<T extends ActivatableFunnel>({
  resource,
  calls,
  id,
  funnel,
  listPath,
  recordPath,
}: FunnelActionsOptions<T>): RecordAction[] {
  const { t } = useTranslation('client');
  const navigate = useNavigate();
  const location = useLocation();
  const { run, pending } = useRecordActions(resource, id);
  if (!funnel) return [];
  const name = funnel.name;
  return [
    {
      key: 'edit',
      label: t('funnels.actions.edit'),
      icon: <EditIcon />,
      primary: true,
      onClick: () => void navigate(`${recordPath}/edit`, { state: { from: location.pathname } }),
    },
    funnel.is_active
      ? {
          key: 'deactivate',
          label: t('funnels.actions.deactivate'),
          loading: pending === 'activate',
          onClick: () =>
            void run(
              'activate',
              calls.activate,
              {
                label: t('funnels.actions.deactivate'),
                confirm: t('funnels.deactivateConfirm', { name }),
                success: () => t('funnels.deactivated', { name }),
              },
              { isActive: false },
            ),
        }
      : {
          key: 'activate',
          label: t('funnels.actions.activate'),
          icon: <CheckIcon />,
          loading: pending === 'activate',
          onClick: () =>
            void run(
              'activate',
              calls.activate,
              {
                label: t('funnels.actions.activate'),
                success: () => t('funnels.activated', { name }),
              },
              { isActive: true },
            ),
        },
    {
      key: 'delete',
      label: t('funnels.actions.delete'),
      icon: <TrashIcon />,
      destructive: true,
      loading: pending === 'delete',
      onClick: () =>
        void run('delete', calls.delete, {
          label: t('funnels.actions.delete'),
          confirm: t('funnels.deleteConfirm', { name }),
          destructive: true,
          removesRecord: true,
          success: () => t('funnels.deleted', { name }),
          navigateTo: () => listingUrl(listPath),
        }),
    },
  ];
}
