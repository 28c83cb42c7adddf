import { ApplicationOverview, PanelLink, useApplicationRecord } from '@panel/shared-domain/applications';
import { companyPath } from './paths';

/** The facts of the application, with its company as a link. */
export default function ApplicationOverviewTab() {
  const { application, options } = useApplicationRecord();
  return (
    <ApplicationOverview
      application={application}
      options={options}
      company={
        <PanelLink to={companyPath(application.company_id)}>
          {application.company_name ?? `#${application.company_id}`}
        </PanelLink>
      }
    />
  );
}
