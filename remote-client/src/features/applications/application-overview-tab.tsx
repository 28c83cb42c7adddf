import { ApplicationOverview } from '@panel/shared-core/applications';
import { useApplicationContext } from './application-record-screen';

/** The first tab of an application: its facts. */
export default function ApplicationOverviewTab() {
  const { application, options } = useApplicationContext();
  return <ApplicationOverview application={application} options={options} />;
}
