import { useMemo } from 'react';
import { useTranslation } from '@panel/shared-core';
import { listingUrl } from '@panel/shared-core/listing';
import { RecordScreen, useRecord, useRecordActions, type RecordAction } from '@panel/shared-core/record';
import {
  ApplicationIcon,
  ApplicationStatusBadge,
  ApplicationStatusNotice,
  PanelLink,
  applicationActions,
  canDeactivate,
  applicationResource,
  type ApplicationRecordContext,
} from '@panel/shared-core/applications';
import { Outlet, useLocation, useNavigate, useParams } from '@panel/shared-core/router';
import { EditIcon, RefreshIcon, TrashIcon } from '@panel/shared-core/ui';
import { APPLICATIONS_PATH, applicationPath, companyPath } from './paths';

/**
 * `/manage/applications/:id`: any company's application for an administrator: its facts with a link to the owning
 * company, edit, deactivate, delete, and restore for a deleted or deactivated one; its comments in a tab.
 */
export default function ManageApplicationRecordScreen() {
  const { t } = useTranslation('applications');
  const { id } = useParams();
  const appId = Number(id);
  const navigate = useNavigate();
  const location = useLocation();
  const resource = useMemo(() => applicationResource('manage'), []);
  const { data, isPending, error, refetch } = useRecord(resource, appId);
  const { run, pending } = useRecordActions(resource, appId);
  const app = data?.record;
  const calls = applicationActions.manage;

  const actions: RecordAction[] = [];
  if (app) {
    if (app.status !== 'deleted') {
      actions.push({
        key: 'edit',
        label: t('record.edit'),
        icon: <EditIcon />,
        primary: true,
        onClick: () =>
          void navigate(`${applicationPath(appId)}/edit`, { state: { from: location.pathname } }),
      });
    }
    if (app.status === 'deleted' || app.status === 'deactivated') {
      actions.push({
        key: 'restore',
        label: t('record.restore'),
        icon: <RefreshIcon />,
        primary: app.status === 'deleted',
        loading: pending === 'restore',
        onClick: () =>
          void run('restore', calls.restore, {
            label: t('record.restore'),
            confirm: t('record.restoreConfirm', { name: app.name }),
            success: () => t('record.restored', { name: app.name }),
          }),
      });
    }
    if (canDeactivate(app.status)) {
      actions.push({
        key: 'deactivate',
        label: t('record.deactivate'),
        loading: pending === 'deactivate',
        onClick: () =>
          void run('deactivate', calls.deactivate, {
            label: t('record.deactivate'),
            confirm: t('record.deactivateConfirmAdmin', { name: app.name }),
            success: () => t('record.deactivated', { name: app.name }),
          }),
      });
    }
    if (app.status !== 'deleted') {
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
            success: () => t('record.deleted', { name: app.name }),
          }),
      });
    }
  }

  return (
    <RecordScreen
      title={app?.name}
      subtitle={
        app ? (
          <PanelLink to={companyPath(app.company_id)}>{app.company_name ?? `#${app.company_id}`}</PanelLink>
        ) : undefined
      }
      media={app ? <ApplicationIcon url={app.icon_url} /> : undefined}
      status={app ? <ApplicationStatusBadge status={app.status} /> : undefined}
      notice={app ? <ApplicationStatusNotice status={app.status} area="manage" /> : undefined}
      back={{ to: listingUrl(APPLICATIONS_PATH), label: t('record.back') }}
      basePath={applicationPath(appId)}
      actions={actions}
      tabs={[
        { to: '', label: t('record.overview') },
        { to: 'comments', label: t('record.comments'), count: app?.comments_count },
      ]}
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
