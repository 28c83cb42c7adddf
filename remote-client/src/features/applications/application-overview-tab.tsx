import { ApplicationOverview, useApplicationRecord } from '@panel/shared-domain/applications';

/** The first tab of an application: its facts. */
export default function ApplicationOverviewTab() {
  const { application, options } = useApplicationRecord();
  return <ApplicationOverview application={application} options={options} />;
}
