import { AUTH_LIMITS, LANGUAGE_NAMES, isPlainText, type LanguageCode } from '@panel/contract';
import type { TFunction } from '@panel/shared-core';
import { useTranslation } from '@panel/shared-core';
import { Link as RouterLink } from '@panel/shared-core/router';
import { FactList, RecordForm, TextField, useRecordForm, z } from '@panel/shared-core/record';
import { Card, Heading, Link, Stack } from '@panel/shared-core/ui';
import { PASSWORD_PATH, PROFILE_PATH } from './paths';
import { PROFILE, profile, type Profile } from './profile-api';

const NAME_MAX = AUTH_LIMITS.text.max;

/** The profile's rule, in the panel's language: the name as sign-up takes it (the contract's; the server checks again). */
export function profileSchema(t: TFunction) {
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, t('validation.required'))
      .max(NAME_MAX, t('validation.tooLong', { count: NAME_MAX }))
      .refine(isPlainText, t('validation.plainText')),
  });
}

/** `/profile`: the signed-in user's name to change, and what the profile only shows (email, company, role, language). */
export default function ProfileFormScreen() {
  const { t } = useTranslation('profile');
  const controller = useRecordForm({
    resource: profile,
    id: PROFILE,
    schema: profileSchema(t),
    toValues: ({ record }: { record?: Profile }) => ({ name: record?.name ?? '' }),
    // The user stays on their profile: the header shows the new name.
    returnTo: PROFILE_PATH,
    successMessage: (saved) => t('saved', { name: saved?.name ?? '' }),
  });
  const record = controller.record;
  return (
    <RecordForm
      controller={controller}
      title={t('title')}
      description={t('description')}
      submitLabel={t('save')}
    >
      <Stack gap="6">
        <Card.Root variant="outline" size="sm" as="section" aria-labelledby="profile-name-heading">
          <Card.Header>
            <Heading as="h2" size="md" id="profile-name-heading">
              {t('nameSection')}
            </Heading>
          </Card.Header>
          <Card.Body>
            <TextField
              name="name"
              label={t('fields.name')}
              autoComplete="name"
              required
              maxLength={NAME_MAX}
            />
          </Card.Body>
        </Card.Root>
        <Card.Root variant="outline" size="sm" as="section" aria-labelledby="profile-account-heading">
          <Card.Header>
            <Heading as="h2" size="md" id="profile-account-heading">
              {t('accountSection')}
            </Heading>
          </Card.Header>
          <Card.Body>
            <Stack gap="4">
              <FactList
                facts={[
                  { label: t('fields.email'), value: record?.email },
                  { label: t('fields.company'), value: record?.company_name ?? t('noCompany') },
                  {
                    label: t('fields.role'),
                    value: record?.role_name ?? (record?.is_admin ? t('administrator') : t('noRole')),
                  },
                  {
                    label: t('fields.language'),
                    value: record ? LANGUAGE_NAMES[record.locale as LanguageCode] : undefined,
                  },
                ]}
              />
              <Link asChild color="brand.fg" fontWeight="medium" alignSelf="start">
                <RouterLink to={PASSWORD_PATH}>{t('changePassword')}</RouterLink>
              </Link>
            </Stack>
          </Card.Body>
        </Card.Root>
      </Stack>
    </RecordForm>
  );
}
