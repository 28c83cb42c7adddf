import { useMemo } from 'react';
import { useTranslation } from '@panel/shared-core';
import { listingUrl } from '@panel/shared-core/listing-data';
import { RecordForm, useRecordForm } from '@panel/shared-core/record';
import { useQuery } from '@panel/shared-core/query';
import { applicationResource, commentKeys, commentsApi, type ApplicationArea } from './api';
import { ApplicationFields, applicationSchema, toApplicationValues } from './application-form';
import { StorePreview } from './store-preview';
import './texts';

export interface ApplicationFormScreenProps {
  area: ApplicationArea;
  /** The application to edit; none for a new one (the company's area only). */
  id?: number;
  /** The listing's path in the area (`/client/applications`). */
  listPath: string;
  /** The preview shows the application's first comments (the user may read them). */
  withComments?: boolean;
}

/**
 * The create and edit form of an application, with the store page previewed beside it as the user types. After
 * saving, the user returns where they came from (the listing as they left it, or the record).
 *
 * @example
 * <ApplicationFormScreen area="client" id={42} listPath="/client/applications" withComments />
 */
export function ApplicationFormScreen({
  area,
  id,
  listPath,
  withComments = false,
}: ApplicationFormScreenProps) {
  const { t } = useTranslation('applications');
  const resource = useMemo(() => applicationResource(area), [area]);
  const schema = useMemo(() => applicationSchema(t), [t]);
  const controller = useRecordForm({
    resource,
    id,
    schema,
    toValues: toApplicationValues,
    returnTo: (saved) =>
      id !== undefined ? `${listPath}/${id}` : saved ? `${listPath}/${saved.id}` : listingUrl(listPath),
    successMessage: (saved) =>
      id === undefined
        ? t('form.created', { name: saved?.name ?? '' })
        : t('form.updated', { name: saved?.name ?? '' }),
  });
  const record = controller.record;
  const title = id === undefined ? t('form.newTitle') : t('form.editTitle', { name: record?.name ?? '' });
  return (
    <RecordForm
      controller={controller}
      title={title}
      description={record?.company_name ? t('form.ofCompany', { company: record.company_name }) : undefined}
      submitLabel={id === undefined ? t('form.create') : undefined}
      aside={<ApplicationPreview area={area} id={withComments ? id : undefined} />}
      record={id === undefined ? undefined : { name: record?.name, path: `${listPath}/${id}` }}
    >
      <ApplicationFields options={controller.options} />
    </RecordForm>
  );
}

/**
 * The store page's preview with the application's first comments. The comments are read here rather than by the
 * form's screen: they arrive after the form has rendered, and only the preview needs to render again for them.
 */
function ApplicationPreview({ area, id }: { area: ApplicationArea; id?: number }) {
  const api = useMemo(() => commentsApi(area), [area]);
  const comments = useQuery({
    queryKey: commentKeys.list(area, id ?? 0, ''),
    queryFn: ({ signal }) => api.search(id!, '', signal),
    enabled: id !== undefined,
  });
  return <StorePreview comments={comments.data ?? []} />;
}
