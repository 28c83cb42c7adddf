import type { TFunction } from '@panel/shared-core';
import { useTranslation } from '@panel/shared-core';
import { useParams } from '@panel/shared-core/router';
import { RecordForm, SelectField, TextField, useRecordForm, z } from '@panel/shared-core/record';
import { Card, Stack } from '@panel/shared-core/ui';
import { isEmail, isPlainText } from '@panel/contract';
import { USER_LIMITS, users, type PlatformUser } from '../../api/users';
import { userPath } from './paths';

const NAME_MAX = USER_LIMITS.name;

/** The rules of the users area's form (the server checks again: a taken e-mail, your own status). */
export function userSchema(t: TFunction) {
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, t('rules.required'))
      .max(NAME_MAX, t('rules.maxLength', { max: NAME_MAX }))
      .refine(isPlainText, t('rules.plainText')),
    email: z.string().trim().min(1, t('rules.required')).refine(isEmail, t('rules.email')),
    status: z.string().min(1, t('rules.required')),
    locale: z.string().min(1, t('rules.required')),
    // A user without a company (an administrator) may have no role.
    role_id: z.number().nullable(),
  });
}

/** `/users/:id/edit`: a user's name, e-mail, status, language and role, the choices from `GET /admin/users/enums`. */
export default function UserFormScreen() {
  const { id } = useParams();
  return <UserForm key={id} id={Number(id)} />;
}

function UserForm({ id }: { id: number }) {
  const { t } = useTranslation('users');
  const controller = useRecordForm({
    resource: users,
    id,
    schema: userSchema(t),
    toValues: ({ record }: { record?: PlatformUser }) => ({
      name: record?.name ?? '',
      email: record?.email ?? '',
      status: record?.status ?? '',
      locale: record?.locale ?? '',
      role_id: record?.role_id ?? null,
    }),
    returnTo: userPath(id),
    successMessage: (saved) => t('form.saved', { name: saved?.name ?? '' }),
  });
  const user = controller.record;
  const { options } = controller;
  return (
    <RecordForm
      controller={controller}
      title={user ? t('form.titleOf', { name: user.name }) : t('form.title')}
      description={t('form.description')}
      record={{ name: user?.name, path: userPath(id) }}
    >
      <Card.Root variant="outline" size="sm" as="section" aria-label={t('form.section')}>
        <Card.Body>
          <Stack gap="5">
            <TextField
              name="name"
              label={t('fields.name')}
              required
              maxLength={NAME_MAX}
              autoComplete="off"
            />
            <TextField name="email" label={t('fields.email')} type="email" required autoComplete="off" />
            <SelectField name="status" label={t('fields.status')} options={options.status ?? []} required />
            <SelectField name="locale" label={t('fields.locale')} options={options.locale ?? []} required />
            <SelectField
              name="role_id"
              label={t('fields.role')}
              options={options.role_id ?? []}
              placeholder={t('form.noRole')}
              helperText={t('form.roleHint')}
            />
          </Stack>
        </Card.Body>
      </Card.Root>
    </RecordForm>
  );
}
