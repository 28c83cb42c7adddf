import { useMemo } from 'react';
import { useCan, useTranslation } from '@panel/shared-core';
import { listingUrl } from '@panel/shared-core/listing';
import { RecordScreen, useRecord, useRecordActions, type RecordAction } from '@panel/shared-core/record';
import {
  ApplicationIcon,
  ApplicationStatusBadge,
  ApplicationStatusNotice,
  applicationActions,
  canDeactivate,
  applicationResource,
  type Application,
  type ApplicationRecordContext,
} from '@panel/shared-core/applications';
import { Outlet, useLocation, useNavigate, useParams } from '@panel/shared-core/router';
import { CopyIcon, EditIcon, TrashIcon } from '@panel/shared-core/ui';
import { APPLICATIONS_PATH, applicationPath } from './paths';

/**
 * `/client/applications/:id`: the application's facts and actions (edit, clone, deactivate, delete; each as the
 * user's permissions allow, the destructive ones confirmed), and tabs for its comments, installs and statistics.
 */
export default function ApplicationRecordScreen() {
  const { t } = useTranslation('applications');
  const { id } = useParams();
  const appId = Number(id);
  const can = useCan();
  const navigate = useNavigate();
  const location = useLocation();
  const resource = useMemo(() => applicationResource('client'), []);
  const { data, isPending, error, refetch } = useRecord(resource, appId);
  const { run, pending } = useRecordActions(resource, appId);
  const app = data?.record;
  const calls = applicationActions.client;

  const actions: RecordAction[] = [];
  if (app) {
    if (can({ permission: 'application.update' })) {
      actions.push({
        key: 'edit',
        label: t('record.edit'),
        icon: <EditIcon />,
        primary: true,
        onClick: () =>
          void navigate(`${applicationPath(appId)}/edit`, { state: { from: location.pathname } }),
      });
    }
    if (can({ permission: 'application.create' })) {
      actions.push({
        key: 'clone',
        label: t('record.clone'),
        icon: <CopyIcon />,
        loading: pending === 'clone',
        onClick: () =>
          void run<Application>('clone', calls.clone, {
            label: t('record.clone'),
            success: () => t('record.cloned', { name: app.name }),
            navigateTo: (answer) => (answer.record ? applicationPath(answer.record.id) : null),
          }),
      });
    }
    if (can({ permission: 'application.update' }) && canDeactivate(app.status)) {
      actions.push({
        key: 'deactivate',
        label: t('record.deactivate'),
        loading: pending === 'deactivate',
        onClick: () =>
          void run('deactivate', calls.deactivate, {
            label: t('record.deactivate'),
            confirm: t('record.deactivateConfirm', { name: app.name }),
            success: () => t('record.deactivated', { name: app.name }),
          }),
      });
    }
    if (can({ permission: 'application.delete' })) {
      actions.push({
        key: 'delete',
        label: t('record.delete'),
        icon: <TrashIcon />,
        destructive: true,
        loading: pending === 'delete',
        onClick: () =>
          void run('delete', calls.delete, {
            label: t('record.delete'),
            confirm: t('record.deleteConfirm', { name: app.name }),
            destructive: true,
            removesRecord: true,
            success: () => t('record.deleted', { name: app.name }),
            navigateTo: () => listingUrl(APPLICATIONS_PATH),
          }),
      });
    }
  }

  const tabs = [
    { to: '', label: t('record.overview') },
    ...(can({ permission: 'comment.manage' })
      ? [{ to: 'comments', label: t('record.comments'), count: app?.comments_count }]
      : []),
    { to: 'installs', label: t('record.installs') },
    ...(can({ permission: 'statistics.view' }) ? [{ to: 'statistics', label: t('record.statistics') }] : []),
  ];

  return (
    <RecordScreen
      title={app?.name}
      subtitle={app ? app.domain || app.developer_name : undefined}
      media={app ? <ApplicationIcon url={app.icon_url} /> : undefined}
      status={app ? <ApplicationStatusBadge status={app.status} /> : undefined}
      notice={app ? <ApplicationStatusNotice status={app.status} area="client" /> : undefined}
      back={{ to: listingUrl(APPLICATIONS_PATH), label: t('record.back') }}
      basePath={applicationPath(appId)}
      actions={actions}
      tabs={tabs}
      isLoading={isPending}
      error={error}
      onRetry={() => void refetch()}
    >
      {app && data ? (
        <Outlet context={{ application: app, options: data.options } satisfies ApplicationRecordContext} />
      ) : null}
    </RecordScreen>
  );
}
