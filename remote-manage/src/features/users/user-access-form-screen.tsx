import { useMemo } from 'react';
import type { TFunction } from '@panel/shared-core';
import { useSession, useTranslation } from '@panel/shared-core';
import { useQueryClient } from '@panel/shared-core/query';
import {
  RecordForm,
  SelectField,
  SwitchField,
  TextField,
  optionByValue,
  optionLabel,
  useRecordForm,
  useWatch,
  z,
  type FormOption,
  type RecordResource,
} from '@panel/shared-core/record';
import { useParams } from '@panel/shared-core/router';
import { Alert, Badge, Card, Stack, Text, Wrap } from '@panel/shared-core/ui';
import { isEmail, isPlainText, whenFieldsValid } from '@panel/contract';
import { USER_LIMITS, managedUsers, needsRole, type ManagedUser } from '../../api/users';
import { usersAreaPath } from './paths';

const NAME_MAX = USER_LIMITS.manageName;

/**
 * The users area keeps its own copy of a user (its query keys start with `users`, docs/architecture.md): after a save
 * here it is stale, and the form returns there at once.
 */
const USERS_AREA_KEY = ['users'] as const;

/** The rules of the administrators' user form; the server checks again (a taken e-mail, your own rights). */
export function userAccessSchema(t: TFunction) {
  return z
    .object({
      name: z
        .string()
        .trim()
        .min(1, t('users.rules.required'))
        .max(NAME_MAX, t('users.rules.maxLength', { max: NAME_MAX }))
        .refine(isPlainText, t('validation.plainText')),
      email: z.string().trim().min(1, t('users.rules.required')).refine(isEmail, t('users.rules.email')),
      company_id: z.number().nullable(),
      role_id: z.number().nullable(),
      is_admin: z.boolean(),
    })
    .superRefine(
      (values, ctx) => {
        if (needsRole(values.company_id, values.role_id))
          ctx.addIssue({ code: 'custom', path: ['role_id'], message: t('users.rules.roleNeeded') });
      },
      whenFieldsValid(['company_id', 'role_id']),
    );
}

/** The permissions an option of `role_id` carries. */
function permissionsOf(option: FormOption | undefined): string[] {
  const raw = option?.permissions;
  return Array.isArray(raw) ? raw.filter((name): name is string => typeof name === 'string') : [];
}

/** What the chosen role allows, under the role's select. */
function RolePermissions({
  roles,
  names,
}: {
  roles: readonly FormOption[];
  /** The permissions' names (`options.permissions`). */
  names: readonly FormOption[] | undefined;
}) {
  const { t } = useTranslation('manage');
  const roleId = useWatch({ name: 'role_id' }) as number | null;
  const role = roleId === null ? undefined : optionByValue(roles, roleId);
  if (!role) return null;
  const permissions = permissionsOf(role);
  return (
    <Stack gap="2" data-testid="role-permissions" aria-live="polite">
      <Text textStyle="sm" color="fg.muted">
        {t('users.rolePermissions', { role: role.label, count: permissions.length })}
      </Text>
      {permissions.length > 0 ? (
        <Wrap
          as="ul"
          gap="2"
          listStyleType="none"
          m="0"
          p="0"
          aria-label={t('users.permissionsOf', { role: role.label })}
        >
          {permissions.map((permission) => (
            <li key={permission}>
              <Badge variant="subtle" size="sm" title={permission}>
                {optionLabel(names, permission)}
              </Badge>
            </li>
          ))}
        </Wrap>
      ) : null}
    </Stack>
  );
}

/** A warning while administrator rights are being given (not for someone who has them already). */
function AdminWarning({ wasAdmin }: { wasAdmin: boolean }) {
  const { t } = useTranslation('manage');
  const isAdmin = useWatch({ name: 'is_admin' }) as boolean;
  if (!isAdmin || wasAdmin) return null;
  return (
    <Alert.Root status="warning" data-testid="admin-warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('users.adminWarningTitle')}</Alert.Title>
        <Alert.Description>{t('users.adminWarning')}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** `/manage/users/:id/edit`: a user's name, e-mail, company, role and administrator rights (manage.users). */
export default function UserAccessFormScreen() {
  const { id } = useParams();
  return <UserAccessForm key={id} id={Number(id)} />;
}

function UserAccessForm({ id }: { id: number }) {
  const { t } = useTranslation('manage');
  const queryClient = useQueryClient();
  const { user: me } = useSession();
  const resource = useMemo<RecordResource<ManagedUser>>(
    () => ({
      ...managedUsers,
      async update(userId, values) {
        const saved = await managedUsers.update(userId, values);
        void queryClient.invalidateQueries({ queryKey: USERS_AREA_KEY });
        return saved;
      },
    }),
    [queryClient],
  );
  const controller = useRecordForm({
    resource,
    id,
    schema: userAccessSchema(t),
    toValues: ({ record }: { record?: ManagedUser }) => ({
      name: record?.name ?? '',
      email: record?.email ?? '',
      company_id: record?.company_id ?? null,
      role_id: record?.role_id ?? null,
      is_admin: record?.is_admin ?? false,
    }),
    returnTo: usersAreaPath(id),
    successMessage: (saved) => t('users.saved', { name: saved?.name ?? '' }),
  });
  const user = controller.record;
  const { options } = controller;
  const roles = options.role_id ?? [];
  // Nobody takes away their own administrator rights (the server refuses it too).
  const selfAdmin = !!user && user.is_admin && me?.id === user.id;
  return (
    <RecordForm
      controller={controller}
      title={user ? t('users.titleOf', { name: user.name }) : t('users.title')}
      description={t('users.description')}
    >
      <Card.Root variant="outline" size="sm" as="section" aria-label={t('users.profile')}>
        <Card.Body>
          <Stack gap="5">
            <TextField
              name="name"
              label={t('users.fields.name')}
              required
              maxLength={NAME_MAX}
              autoComplete="off"
            />
            <TextField
              name="email"
              label={t('users.fields.email')}
              type="email"
              required
              autoComplete="off"
            />
          </Stack>
        </Card.Body>
      </Card.Root>
      <Card.Root variant="outline" size="sm" as="section" aria-label={t('users.access')}>
        <Card.Body>
          <Stack gap="5">
            <SelectField
              name="company_id"
              label={t('users.fields.company')}
              options={options.company_id ?? []}
              placeholder={t('users.noCompany')}
              helperText={t('users.companyHint')}
            />
            <Stack gap="3">
              <SelectField
                name="role_id"
                label={t('users.fields.role')}
                options={roles}
                placeholder={t('users.noRole')}
                helperText={t('users.roleHint')}
              />
              <RolePermissions roles={roles} names={options.permissions} />
            </Stack>
            <Stack gap="3">
              <SwitchField
                name="is_admin"
                label={t('users.fields.isAdmin')}
                disabled={selfAdmin}
                helperText={selfAdmin ? t('users.selfAdmin') : t('users.adminHint')}
              />
              <AdminWarning wasAdmin={user?.is_admin ?? false} />
            </Stack>
          </Stack>
        </Card.Body>
      </Card.Root>
    </RecordForm>
  );
}
