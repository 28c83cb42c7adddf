import type { TFunction } from '@panel/shared-core';
import { useTranslation } from '@panel/shared-core';
import { listingUrl } from '@panel/shared-core/listing';
import { useParams } from '@panel/shared-core/router';
import { RecordForm, SelectField, TextField, useRecordForm, z } from '@panel/shared-core/record';
import { Card, Heading, Stack } from '@panel/shared-core/ui';
import { MEMBER_LIMITS } from '@panel/contract';
import type { Member } from '../../api/team';
import { users } from '../../api/users';
import { memberName, memberRole } from '../team/member-rules';
import { USERS_PATH } from './paths';
import { UserStatus } from './user-status';

export function userSchema(t: TFunction) {
  return z.object({
    name: memberName(t),
    role_id: memberRole(t),
    locale: z.string().min(1, t('validation.required')),
  });
}

/** `/client/users/:id/edit`: a user of the company (name, role, language) and their status. */
export default function UserFormScreen() {
  const { id } = useParams();
  return <UserForm key={id} id={Number(id)} />;
}

function UserForm({ id }: { id: number }) {
  const { t } = useTranslation('client');
  const controller = useRecordForm({
    resource: users,
    id,
    schema: userSchema(t),
    toValues: ({ record }: { record?: Member }) => ({
      name: record?.name ?? '',
      role_id: record?.role_id ?? null,
      locale: record?.locale ?? 'ru',
    }),
    returnTo: listingUrl(USERS_PATH),
    successMessage: (saved) => t('users.saved', { name: saved?.name ?? '' }),
  });
  const user = controller.record;
  const roleLocked = !!user && (user.is_owner || user.is_self);
  return (
    <RecordForm
      controller={controller}
      title={user ? t('users.editTitle', { name: user.name }) : t('users.edit')}
      description={user?.email}
    >
      <Card.Root variant="outline" size="sm" as="section" aria-label={t('users.profile')}>
        <Card.Body>
          <Stack gap="5">
            <TextField
              name="name"
              label={t('team.fields.name')}
              required
              maxLength={MEMBER_LIMITS.name.max}
              autoComplete="off"
            />
            <SelectField
              name="role_id"
              label={t('team.fields.role')}
              options={controller.options.role_id ?? []}
              required
              disabled={roleLocked}
              helperText={
                roleLocked ? (user?.is_owner ? t('team.ownerRole') : t('team.selfRole')) : undefined
              }
            />
            <SelectField
              name="locale"
              label={t('users.locale')}
              helperText={t('users.localeHint')}
              options={controller.options.locale ?? []}
              required
            />
          </Stack>
        </Card.Body>
      </Card.Root>
      {user ? (
        <Card.Root variant="outline" size="sm" as="section" aria-label={t('users.statusTitle')}>
          <Card.Header>
            <Heading as="h2" size="sm">
              {t('users.statusTitle')}
            </Heading>
          </Card.Header>
          <Card.Body>
            <UserStatus user={user} />
          </Card.Body>
        </Card.Root>
      ) : null}
    </RecordForm>
  );
}
