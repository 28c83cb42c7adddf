import type { TFunction } from '@panel/shared-core';
import { useTranslation } from '@panel/shared-core';
import {
  RecordForm,
  SelectField,
  TextField,
  optionalEmail,
  optionalHttpUrl,
  useRecordForm,
  z,
} from '@panel/shared-core/record';
import { Card, Heading, Stack } from '@panel/shared-core/ui';
import type { Company } from '../../api/company';
import { COMPANY, company } from '../../api/company-form';
import { HOME_PATH } from '../dashboard/paths';

const NAME_MAX = 100;

/** The rules of the company's profile, in the panel's language (the server checks them again). */
export function companySchema(t: TFunction) {
  return z.object({
    name: z
      .string()
      .trim()
      .min(2, t('validation.minLength', { min: 2 }))
      .max(NAME_MAX, t('validation.maxLength', { max: NAME_MAX })),
    contact_email: optionalEmail(t('validation.email')),
    website: optionalHttpUrl(t('validation.url')),
    timezone: z.string().min(1, t('validation.required')),
  });
}

/** `/client/company`: the company's profile (name, contact e-mail, website, time zone). */
export default function CompanyFormScreen() {
  const { t } = useTranslation('client');
  const controller = useRecordForm({
    resource: company,
    id: COMPANY,
    schema: companySchema(t),
    toValues: ({ record }: { record?: Company }) => ({
      name: record?.name ?? '',
      contact_email: record?.contact_email ?? '',
      website: record?.website ?? '',
      timezone: record?.timezone ?? 'UTC',
    }),
    returnTo: HOME_PATH,
    successMessage: () => t('company.saved'),
  });
  return (
    <RecordForm controller={controller} title={t('company.title')} description={t('company.description')}>
      <Card.Root variant="outline" size="sm" as="section" aria-label={t('company.profile')}>
        <Card.Header>
          <Heading as="h2" size="md">
            {t('company.profile')}
          </Heading>
        </Card.Header>
        <Card.Body>
          <Stack gap="5">
            <TextField name="name" label={t('company.fields.name')} required maxLength={NAME_MAX} />
            <TextField
              name="contact_email"
              type="email"
              autoComplete="email"
              label={t('company.fields.contactEmail')}
              helperText={t('company.fields.contactEmailHint')}
            />
            <TextField
              name="website"
              type="url"
              inputMode="url"
              placeholder="https://"
              label={t('company.fields.website')}
            />
            <SelectField
              name="timezone"
              label={t('company.fields.timezone')}
              helperText={t('company.fields.timezoneHint')}
              options={controller.options.timezone ?? []}
              required
            />
          </Stack>
        </Card.Body>
      </Card.Root>
    </RecordForm>
  );
}
