import { ApplicationFormScreen } from '@panel/shared-domain/applications';
import { useParams } from '@panel/shared-core/router';
import { APPLICATIONS_PATH } from './paths';

/** `/manage/applications/:id/edit`: any company's application, with the choices of its company. */
export default function ManageApplicationFormScreen() {
  const { id } = useParams();
  return (
    <ApplicationFormScreen key={id} area="manage" id={Number(id)} listPath={APPLICATIONS_PATH} withComments />
  );
}
