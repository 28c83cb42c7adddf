import { useCan, useTranslation } from '@panel/shared-core';
import {
  ApplicationRecordScreen,
  applicationActions,
  canDeactivate,
  type Application,
} from '@panel/shared-domain/applications';
import { CopyIcon } from '@panel/shared-core/ui';
import { domainPath } from '../domains/paths';
import { APPLICATIONS_PATH, applicationPath } from './paths';

/**
 * `/client/applications/:id`: the application's facts and actions (edit, clone, deactivate, delete; each as the
 * user's permissions allow, the destructive ones confirmed), and tabs for its comments, installs and statistics.
 */
export default function ClientApplicationRecordScreen() {
  const { t } = useTranslation('applications');
  const can = useCan();
  return (
    <ApplicationRecordScreen
      area="client"
      listPath={APPLICATIONS_PATH}
      subtitle={(app) => app.domain || app.developer_name}
      publishing={{ can: can({ permission: 'application.update' }), domainPath }}
      actions={({ app, run, pending, edit, publish, deactivate, delete: remove }) => [
        ...(can({ permission: 'application.update' }) && app.status === 'draft' ? [publish] : []),
        // A draft's main step is Publish; Edit stays beside it as a plain button.
        ...(can({ permission: 'application.update' })
          ? [app.status === 'draft' ? { ...edit, primary: false } : edit]
          : []),
        ...(can({ permission: 'application.create' })
          ? [
              {
                key: 'clone',
                label: t('record.clone'),
                icon: <CopyIcon />,
                loading: pending === 'clone',
                onClick: () =>
                  void run<Application>('clone', applicationActions.client.clone, {
                    label: t('record.clone'),
                    success: () => t('record.cloned', { name: app.name }),
                    navigateTo: (answer) => (answer.record ? applicationPath(answer.record.id) : null),
                  }),
              },
            ]
          : []),
        ...(can({ permission: 'application.update' }) && canDeactivate(app.status) ? [deactivate] : []),
        ...(can({ permission: 'application.delete' }) ? [remove] : []),
      ]}
      tabs={(app) => [
        { to: '', label: t('record.overview') },
        ...(can({ permission: 'comment.manage' })
          ? [{ to: 'comments', label: t('record.comments'), count: app?.comments_count }]
          : []),
        { to: 'installs', label: t('record.installs') },
        ...(can({ permission: 'statistics.view' })
          ? [{ to: 'statistics', label: t('record.statistics') }]
          : []),
      ]}
    />
  );
}
