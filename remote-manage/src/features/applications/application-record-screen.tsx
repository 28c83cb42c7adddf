import { useTranslation } from '@panel/shared-core';
import {
  ApplicationRecordScreen,
  PanelLink,
  applicationActions,
  canDeactivate,
} from '@panel/shared-domain/applications';
import { RefreshIcon } from '@panel/shared-core/ui';
import { APPLICATIONS_PATH, companyPath } from './paths';

/**
 * `/manage/applications/:id`: any company's application for an administrator: its facts with a link to the owning
 * company, edit, deactivate, delete, and restore for a deleted or deactivated one; its comments in a tab.
 */
export default function ManageApplicationRecordScreen() {
  const { t } = useTranslation('applications');
  return (
    <ApplicationRecordScreen
      area="manage"
      listPath={APPLICATIONS_PATH}
      subtitle={(app) => (
        <PanelLink to={companyPath(app.company_id)}>{app.company_name ?? `#${app.company_id}`}</PanelLink>
      )}
      actions={({ app, run, pending, edit, deactivate, delete: remove }) => [
        ...(app.status !== 'deleted' ? [edit] : []),
        ...(app.status === 'deleted' || app.status === 'deactivated'
          ? [
              {
                key: 'restore',
                label: t('record.restore'),
                icon: <RefreshIcon />,
                primary: app.status === 'deleted',
                loading: pending === 'restore',
                onClick: () =>
                  void run('restore', applicationActions.manage.restore, {
                    label: t('record.restore'),
                    confirm: t('record.restoreConfirm', { name: app.name }),
                    success: () => t('record.restored', { name: app.name }),
                  }),
              },
            ]
          : []),
        ...(canDeactivate(app.status) ? [deactivate] : []),
        ...(app.status !== 'deleted' ? [remove] : []),
      ]}
      tabs={(app) => [
        { to: '', label: t('record.overview') },
        { to: 'comments', label: t('record.comments'), count: app?.comments_count },
      ]}
    />
  );
}
