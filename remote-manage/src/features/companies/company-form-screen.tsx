import { isPlainText } from '@panel/contract';
import type { TFunction } from '@panel/shared-core';
import { useTranslation } from '@panel/shared-core';
import {
  RecordForm,
  SelectField,
  TextField,
  optionalEmail,
  optionalHttpUrl,
  useRecordForm,
  useWatch,
  z,
  type FormOption,
} from '@panel/shared-core/record';
import { useParams } from '@panel/shared-core/router';
import { Alert, Card, Heading, Stack } from '@panel/shared-core/ui';
import { useConfirm } from '@panel/shared-core/ui-heavy';
import { COMPANY_LIMITS, companyResource, type ManageCompany } from '../../api/companies';
import { companyPath } from './paths';

const { min: NAME_MIN, max: NAME_MAX } = COMPANY_LIMITS.name;

/** The rules of a company as an administrator edits it (the company's own profile rules, plus status and tariff). */
export function companySchema(t: TFunction) {
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, t('companies.rules.nameRequired'))
      .min(NAME_MIN, t('companies.rules.nameMin', { count: NAME_MIN }))
      .max(NAME_MAX, t('companies.rules.nameMax', { count: NAME_MAX }))
      .refine(isPlainText, t('validation.plainText')),
    status: z.enum(['active', 'blocked'], { error: t('companies.rules.required') }),
    tariff_id: z
      .number({ error: t('companies.rules.required') })
      .nullable()
      .refine((value) => value !== null, t('companies.rules.required')),
    contact_email: optionalEmail(t('companies.rules.email')),
    website: optionalHttpUrl(t('companies.rules.url')),
    timezone: z.string().min(1, t('companies.rules.required')),
  });
}

/** `/manage/companies/:id/edit`: keyed by the id, so another company starts fresh. */
export default function CompanyFormScreen() {
  const { id } = useParams();
  return <CompanyForm key={id} id={Number(id)} />;
}

/** A tariff's label, marked when it is no longer offered (a company may stay on it; a new choice should not be it). */
function tariffOptions(options: readonly FormOption[] | undefined, t: TFunction): FormOption[] {
  return (options ?? []).map((option) =>
    option.is_active === false
      ? { ...option, label: t('companies.fields.tariffInactive', { name: option.label }) }
      : option,
  );
}

function BlockingWarning({ company }: { company: ManageCompany | undefined }) {
  const { t } = useTranslation('manage');
  const status = useWatch({ name: 'status' }) as string | undefined;
  if (!company || status !== 'blocked' || company.status === 'blocked') return null;
  return (
    <Alert.Root status="warning" data-testid="blocking-warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('companies.form.blockingTitle')}</Alert.Title>
        <Alert.Description>
          {t('companies.form.blockingText', {
            name: company.name,
            users: company.users_count,
            applications: company.applications_count,
          })}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function CompanyForm({ id }: { id: number }) {
  const { t } = useTranslation('manage');
  const confirm = useConfirm();
  const controller = useRecordForm({
    resource: companyResource,
    id,
    schema: companySchema(t),
    toValues: ({ record }: { record?: ManageCompany }) => ({
      name: record?.name ?? '',
      status: record?.status ?? 'active',
      tariff_id: record?.tariff_id ?? null,
      contact_email: record?.contact_email ?? '',
      website: record?.website ?? '',
      timezone: record?.timezone ?? 'UTC',
    }),
    returnTo: companyPath(id),
    successMessage: (saved) => t('companies.form.saved', { name: saved?.name ?? '' }),
  });
  const { record, form } = controller;

  // Blocking a company is asked for once more, after the rules pass: it cuts the company off at once.
  const submit: typeof controller.submit = async (event) => {
    event?.preventDefault?.();
    const blocking = record?.status !== 'blocked' && form.getValues('status') === 'blocked';
    if (blocking && (await form.trigger())) {
      const confirmed = await confirm({
        title: t('companies.form.blockConfirmTitle', { name: record?.name ?? '' }),
        message: t('companies.form.blockingText', {
          name: record?.name ?? '',
          users: record?.users_count ?? 0,
          applications: record?.applications_count ?? 0,
        }),
        confirmLabel: t('companies.form.blockConfirm'),
        destructive: true,
      });
      if (!confirmed) return;
    }
    await controller.submit();
  };

  return (
    <RecordForm
      controller={{ ...controller, submit }}
      title={record ? t('companies.form.title', { name: record.name }) : t('companies.form.titleLoading')}
      description={t('companies.form.description')}
      record={{ name: record?.name, path: companyPath(id) }}
    >
      <Card.Root variant="outline" size="sm" as="section" aria-labelledby="company-form-profile">
        <Card.Header>
          <Heading as="h2" size="md" id="company-form-profile">
            {t('companies.form.profile')}
          </Heading>
        </Card.Header>
        <Card.Body>
          <Stack gap="5">
            <TextField name="name" label={t('companies.fields.name')} required maxLength={NAME_MAX} />
            <TextField
              name="contact_email"
              type="email"
              autoComplete="email"
              label={t('companies.fields.contactEmail')}
            />
            <TextField
              name="website"
              type="url"
              inputMode="url"
              placeholder="https://"
              label={t('companies.fields.website')}
            />
            <SelectField
              name="timezone"
              label={t('companies.fields.timezone')}
              options={controller.options.timezone ?? []}
              required
            />
          </Stack>
        </Card.Body>
      </Card.Root>
      <Card.Root variant="outline" size="sm" as="section" aria-labelledby="company-form-account">
        <Card.Header>
          <Heading as="h2" size="md" id="company-form-account">
            {t('companies.form.account')}
          </Heading>
        </Card.Header>
        <Card.Body>
          <Stack gap="5">
            <SelectField
              name="status"
              label={t('companies.fields.status')}
              options={controller.options.status ?? []}
              required
            />
            <BlockingWarning company={record} />
            <SelectField
              name="tariff_id"
              label={t('companies.fields.tariff')}
              helperText={t('companies.fields.tariffHint')}
              options={tariffOptions(controller.options.tariff_id, t)}
              required
            />
          </Stack>
        </Card.Body>
      </Card.Root>
    </RecordForm>
  );
}
