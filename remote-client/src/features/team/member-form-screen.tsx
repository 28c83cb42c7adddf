import type { TFunction } from '@panel/shared-core';
import { useCan, useTranslation } from '@panel/shared-core';
import { listingUrl } from '@panel/shared-core/listing';
import { useParams } from '@panel/shared-core/router';
import {
  RecordForm,
  SecretField,
  SelectField,
  TextField,
  DeleteRecordButton,
  useRecordForm,
  useWatch,
  z,
  type FormOption,
} from '@panel/shared-core/record';
import { Alert, Card, DangerZone, Stack, Text } from '@panel/shared-core/ui';
import { MEMBER_LIMITS } from '@panel/contract';
import { team, teamActions, type Member } from '../../api/team';
import { memberEmail, memberName, memberRole, newPassword } from './member-rules';
import { TEAM_PATH } from './paths';

/** What the chosen role grants, under the picker: its description and how many permissions it holds. */
function useRoleGrants(options: readonly FormOption[]): string | undefined {
  const { t } = useTranslation('client');
  const roleId = useWatch({ name: 'role_id' }) as number | null | undefined;
  const role = options.find((option) => option.value === roleId);
  if (!role) return undefined;
  const count = typeof role.permissions_count === 'number' ? role.permissions_count : 0;
  const description = typeof role.description === 'string' ? role.description.trim() : '';
  const grants = t('team.roleGrants', { count });
  return description ? `${description} · ${grants}` : grants;
}

/** The role picker, saying under it what the chosen role grants (or why it cannot be changed). */
function RoleField({
  options,
  locked,
  lockedHint,
}: {
  options: FormOption[];
  locked: boolean;
  lockedHint?: string;
}) {
  const { t } = useTranslation('client');
  const grants = useRoleGrants(options);
  return (
    <SelectField
      name="role_id"
      label={t('team.fields.role')}
      options={options}
      required
      disabled={locked}
      helperText={locked ? lockedHint : grants}
    />
  );
}

/** A new member: an account that can sign in at once with the password given here. */
export function newMemberSchema(t: TFunction) {
  return z
    .object({
      name: memberName(t),
      email: memberEmail(t),
      role_id: memberRole(t),
      password: newPassword(t),
      password_confirmation: z.string(),
    })
    .refine((values) => values.password === values.password_confirmation, {
      path: ['password_confirmation'],
      message: t('validation.passwordsDiffer'),
    });
}

export function memberSchema(t: TFunction) {
  return z.object({ name: memberName(t), role_id: memberRole(t) });
}

function RemoveMember({ member }: { member: Member }) {
  const { t } = useTranslation('client');
  if (member.is_owner || member.is_self) {
    return (
      <Text textStyle="sm" color="fg.muted">
        {member.is_owner ? t('team.ownerStays') : t('team.selfStays')}
      </Text>
    );
  }
  return (
    <DeleteRecordButton
      resource={team}
      id={member.id}
      call={teamActions.destroy}
      label={t('team.remove')}
      confirm={t('team.removeConfirm', { name: member.name })}
      success={t('team.removed', { name: member.name })}
      listPath={TEAM_PATH}
    />
  );
}

/** `/client/team/new` (add a member with a password) and `/client/team/:id/edit` (name and role). */
export default function MemberFormScreen() {
  const { id } = useParams();
  return <MemberForm key={id ?? 'new'} id={id === undefined ? undefined : Number(id)} />;
}

function MemberForm({ id }: { id: number | undefined }) {
  const { t } = useTranslation('client');
  const can = useCan();
  const editing = id !== undefined;
  const controller = useRecordForm({
    resource: team,
    id,
    schema: editing ? memberSchema(t) : newMemberSchema(t),
    toValues: ({ record, defaults }: { record?: Member; defaults: Partial<Member> }) =>
      editing
        ? { name: record?.name ?? '', role_id: record?.role_id ?? null }
        : {
            name: '',
            email: '',
            role_id: defaults.role_id ?? null,
            password: '',
            password_confirmation: '',
          },
    returnTo: listingUrl(TEAM_PATH),
    successMessage: (saved) =>
      editing ? t('team.saved', { name: saved?.name ?? '' }) : t('team.added', { name: saved?.name ?? '' }),
  });
  const member = controller.record;
  const roleLocked = !!member && (member.is_owner || member.is_self);
  return (
    <RecordForm
      controller={controller}
      title={editing ? (member ? t('team.editTitle', { name: member.name }) : t('team.edit')) : t('team.new')}
      description={editing ? member?.email : t('team.newDescription')}
    >
      <Card.Root variant="outline" size="sm" as="section" aria-label={t('team.member')}>
        <Card.Body>
          <Stack gap="5">
            <TextField
              name="name"
              label={t('team.fields.name')}
              required
              maxLength={MEMBER_LIMITS.name.max}
              autoComplete="off"
            />
            {editing ? null : (
              <TextField
                name="email"
                type="email"
                label={t('team.fields.email')}
                required
                autoComplete="off"
              />
            )}
            <RoleField
              options={controller.options.role_id ?? []}
              locked={roleLocked}
              lockedHint={member?.is_owner ? t('team.ownerRole') : t('team.selfRole')}
            />
            {editing ? null : (
              <>
                <SecretField
                  name="password"
                  label={t('team.fields.password')}
                  helperText={t('team.fields.passwordHint', { min: MEMBER_LIMITS.password.min })}
                  autoComplete="new-password"
                  required
                />
                <SecretField
                  name="password_confirmation"
                  label={t('team.fields.passwordConfirmation')}
                  autoComplete="new-password"
                  required
                />
                <Alert.Root status="info" size="sm">
                  <Alert.Indicator />
                  <Alert.Description>{t('team.inviteInstead')}</Alert.Description>
                </Alert.Root>
              </>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
      {member && can({ permission: 'team.manage' }) ? (
        <DangerZone>
          <RemoveMember member={member} />
        </DangerZone>
      ) : null}
    </RecordForm>
  );
}
