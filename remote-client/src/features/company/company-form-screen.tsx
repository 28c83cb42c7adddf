import { COMPANY_LIMITS, isEmail, isPlainText } from '@panel/contract';
import type { TFunction } from '@panel/shared-core';
import { useTranslation } from '@panel/shared-core';
import {
  RecordForm,
  SelectField,
  TextField,
  optionalHttpUrl,
  useRecordForm,
  z,
} from '@panel/shared-core/record';
import { Card, Heading, Stack } from '@panel/shared-core/ui';
import type { Company } from '../../api/company';
import { COMPANY, company } from '../../api/company-form';
import { HOME_PATH } from '../dashboard/paths';

const { name, contactEmail, website } = COMPANY_LIMITS;

/** The rules of the company's profile, in the panel's language: the contract's, which the server checks again. */
export function companySchema(t: TFunction) {
  return z.object({
    name: z
      .string()
      .trim()
      .min(name.min, t('validation.minLength', { min: name.min }))
      .max(name.max, t('validation.maxLength', { max: name.max }))
      .refine(isPlainText, t('validation.plainText')),
    contact_email: z
      .string()
      .trim()
      .max(contactEmail, t('validation.maxLength', { max: contactEmail }))
      .refine((value) => value === '' || isEmail(value), t('validation.email')),
    website: optionalHttpUrl(t('validation.url')).refine(
      (value) => value.length <= website,
      t('validation.maxLength', { max: website }),
    ),
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
            <TextField name="name" label={t('company.fields.name')} required maxLength={name.max} />
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
