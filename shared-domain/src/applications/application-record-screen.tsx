import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '@panel/shared-core';
import { listingUrl } from '@panel/shared-core/listing-data';
import {
  RecordScreen,
  useRecord,
  useRecordActions,
  type RecordAction,
  type RecordTab,
} from '@panel/shared-core/record-view';
import { Outlet, useLocation, useNavigate, useParams } from '@panel/shared-core/router';
import { CheckIcon, EditIcon, TrashIcon } from '@panel/shared-core/ui';
import { applicationActions, applicationResource, type ApplicationArea } from './api';
import {
  ApplicationIcon,
  ApplicationStatusBadge,
  ApplicationStatusNotice,
  type ApplicationRecordContext,
} from './application-overview';
import { DraftNotice, missingToPublish, type ApplicationPublishing } from './application-publish';
import type { Application } from './types';
import './texts';

/** What each area's deactivation asks: an administrator is told the company cannot turn it on again itself. */
const DEACTIVATE_CONFIRM: Record<ApplicationArea, string> = {
  client: 'record.deactivateConfirm',
  manage: 'record.deactivateConfirmAdmin',
};

// A company cannot read its deleted application, so its record leaves for the listing; an administrator's stays, to
// be restored.
const DELETE_REMOVES: Record<ApplicationArea, boolean> = { client: true, manage: false };

/** The application's actions both areas offer, built for the record on screen; the area picks and orders them. */
export interface ApplicationActionKit {
  app: Application;
  /** Runs another call of the area on this application (`clone`, `restore`), as `useRecordActions` does. */
  run: ReturnType<typeof useRecordActions<Application>>['run'];
  /** The key of the action under way, if any. */
  pending: string | null;
  edit: RecordAction;
  deactivate: RecordAction;
  delete: RecordAction;
  /** Makes a draft live; disabled while it lacks something (the notice lists what). Only with `publishing`. */
  publish: RecordAction;
}

export interface ApplicationRecordScreenProps {
  area: ApplicationArea;
  /** The listing's path in the area (`/client/applications`); the record is `<listPath>/<id>`. */
  listPath: string;
  /** The line under the name (the domain, or the owning company as a link). */
  subtitle: (app: Application) => ReactNode;
  /** The actions the user may take, in order, from the shared ones and the area's own. */
  actions: (kit: ApplicationActionKit) => RecordAction[];
  tabs: (app: Application | undefined) => RecordTab[];
  /** A draft's way live (the company's area): its notice lists what it lacks and who publishes it. */
  publishing?: ApplicationPublishing;
}

/**
 * An application's record screen in either area (`/<area>/applications/:id`): its name, icon, status and what that
 * status means, the actions the area allows, and its tabs, which read the record through `useApplicationRecord`.
 *
 * @example
 * <ApplicationRecordScreen area="manage" listPath="/manage/applications" subtitle={(app) => app.company_name}
 *   actions={({ edit, deactivate, delete: remove }) => [edit, deactivate, remove]} tabs={() => []} />
 */
export function ApplicationRecordScreen({
  area,
  listPath,
  subtitle,
  actions,
  tabs,
  publishing,
}: ApplicationRecordScreenProps) {
  const { t } = useTranslation('applications');
  const { id } = useParams();
  const appId = Number(id);
  const navigate = useNavigate();
  const location = useLocation();
  const resource = useMemo(() => applicationResource(area), [area]);
  const { data, isPending, error, refetch } = useRecord(resource, appId);
  const { run, pending } = useRecordActions(resource, appId);
  const app = data?.record;
  const recordPath = `${listPath}/${appId}`;
  const calls = applicationActions[area];
  const missing = app && data ? missingToPublish(app, data.options) : [];

  const kit: ApplicationActionKit | null = app
    ? {
        app,
        run,
        pending,
        edit: {
          key: 'edit',
          label: t('record.edit'),
          icon: <EditIcon />,
          primary: true,
          onClick: () => void navigate(`${recordPath}/edit`, { state: { from: location.pathname } }),
        },
        publish: {
          key: 'publish',
          label: t('publish.action'),
          icon: <CheckIcon />,
          primary: true,
          disabled: missing.length > 0,
          loading: pending === 'publish',
          onClick: () =>
            void run('publish', applicationActions.client.publish, {
              label: t('publish.action'),
              confirm: t('publish.confirm', { name: app.name, domain: app.domain }),
              success: () => t('publish.done', { name: app.name }),
            }),
        },
        deactivate: {
          key: 'deactivate',
          label: t('record.deactivate'),
          loading: pending === 'deactivate',
          onClick: () =>
            void run('deactivate', calls.deactivate, {
              label: t('record.deactivate'),
              confirm: t(DEACTIVATE_CONFIRM[area], { name: app.name }),
              success: () => t('record.deactivated', { name: app.name }),
            }),
        },
        delete: {
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
              ...(DELETE_REMOVES[area]
                ? { removesRecord: true, navigateTo: () => listingUrl(listPath) }
                : {}),
            }),
        },
      }
    : null;

  return (
    <RecordScreen
      title={app?.name}
      subtitle={app ? subtitle(app) : undefined}
      media={app ? <ApplicationIcon url={app.icon_url} /> : undefined}
      status={app ? <ApplicationStatusBadge status={app.status} /> : undefined}
      notice={
        app && app.status === 'draft' && publishing ? (
          <DraftNotice app={app} missing={missing} publishing={publishing} editPath={`${recordPath}/edit`} />
        ) : app ? (
          <ApplicationStatusNotice status={app.status} area={area} app={app} />
        ) : undefined
      }
      back={{ to: listingUrl(listPath), label: t('record.back') }}
      basePath={recordPath}
      actions={kit ? actions(kit) : []}
      tabs={tabs(app)}
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
