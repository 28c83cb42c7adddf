import { useRef } from 'react';
import { isPlainText, unseenPermissions } from '@panel/contract';
import type { TFunction } from '@panel/shared-core';
import { useTranslation } from '@panel/shared-core';
import { listingUrl } from '@panel/shared-core/listing';
import {
  RecordForm,
  TextField,
  TextareaField,
  optionLabel,
  useRecordForm,
  useWatch,
  z,
  type FormOption,
} from '@panel/shared-core/record';
import { useParams } from '@panel/shared-core/router';
import { Alert, Card, Stack } from '@panel/shared-core/ui';
import { ROLE_LIMITS, roles, type Role } from '../../api/roles';
import { ROLES_PATH, rolePath } from './paths';
import { PermissionPicker } from './permission-picker';

const { name: ROLE_NAME_MAX, description: ROLE_DESCRIPTION_MAX } = ROLE_LIMITS;

/** The rules of a role (the server checks them again, and that the name is not taken). */
export function roleSchema(t: TFunction) {
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, t('roles.rules.name'))
      .max(ROLE_NAME_MAX, t('roles.rules.maxLength', { max: ROLE_NAME_MAX }))
      .refine(isPlainText, t('validation.plainText')),
    description: z
      .string()
      .trim()
      .max(ROLE_DESCRIPTION_MAX, t('roles.rules.maxLength', { max: ROLE_DESCRIPTION_MAX })),
    permissions: z.array(z.string()).min(1, t('roles.rules.permissions')),
  });
}

/** Warns, above the choices, of each permission that acts on what the role cannot see (edit without view). */
function UnseenWarning({ options }: { options: readonly FormOption[] | undefined }) {
  const { t } = useTranslation('manage');
  const chosen = (useWatch({ name: 'permissions' }) as string[] | undefined) ?? [];
  const unseen = unseenPermissions(chosen);
  if (unseen.length === 0) return null;
  const name = (permission: string) => optionLabel(options ? [...options] : [], permission) || permission;
  return (
    <Alert.Root status="warning" size="sm" data-testid="role-unseen">
      <Alert.Indicator />
      <Alert.Description>
        {unseen
          .map(({ permission, needs }) =>
            t('roles.unseen', { permission: name(permission), needs: name(needs) }),
          )
          .join(' ')}
      </Alert.Description>
    </Alert.Root>
  );
}

/** `/manage/roles/new` and `/manage/roles/:id/edit`. */
export default function RoleFormScreen() {
  const { id } = useParams();
  return <RoleForm key={id ?? 'new'} id={id === undefined ? undefined : Number(id)} />;
}

function RoleForm({ id }: { id: number | undefined }) {
  const { t } = useTranslation('manage');
  const editing = id !== undefined;
  // Read when saving; the record arrives after the controller is made.
  const systemRef = useRef(false);
  const controller = useRecordForm({
    resource: roles,
    id,
    schema: roleSchema(t),
    toValues: ({ record, defaults }: { record?: Role; defaults: Partial<Role> }) => {
      const source = record ?? defaults;
      return {
        name: source.name ?? '',
        description: source.description ?? '',
        permissions: [...(source.permissions ?? [])],
      };
    },
    // A system role's permissions are fixed: they are not sent, so the server has nothing to refuse.
    toPayload: (values) =>
      systemRef.current ? { name: values.name, description: values.description } : values,
    returnTo: (saved) =>
      saved ? rolePath(saved.id) : id !== undefined ? rolePath(id) : listingUrl(ROLES_PATH),
    successMessage: (saved) => t('roles.saved', { name: saved?.name ?? '' }),
  });
  const role = controller.record;
  const system = role?.is_system === true;
  systemRef.current = system;
  return (
    <RecordForm
      controller={controller}
      title={editing ? (role ? t('roles.editTitle', { name: role.name }) : t('roles.edit')) : t('roles.new')}
      description={t('roles.description')}
      record={id !== undefined ? { name: role?.name, path: rolePath(id) } : undefined}
    >
      <Card.Root variant="outline" size="sm" as="section" aria-label={t('roles.sections.role')}>
        <Card.Body>
          <Stack gap="5">
            <TextField name="name" label={t('roles.fields.name')} maxLength={ROLE_NAME_MAX} required />
            <TextareaField
              name="description"
              label={t('roles.fields.description')}
              helperText={t('roles.hints.description')}
              maxLength={ROLE_DESCRIPTION_MAX}
              rows={3}
            />
          </Stack>
        </Card.Body>
      </Card.Root>
      <Card.Root variant="outline" size="sm" as="section" aria-label={t('roles.sections.permissions')}>
        <Card.Body>
          <Stack gap="4">
            {system ? (
              <Alert.Root status="info" size="sm">
                <Alert.Indicator />
                <Alert.Description>{t('roles.systemPermissions')}</Alert.Description>
              </Alert.Root>
            ) : null}
            <UnseenWarning options={controller.options.permissions} />
            <PermissionPicker
              name="permissions"
              label={t('roles.fields.permissions')}
              helperText={t('roles.hints.permissions')}
              options={controller.options.permissions}
              disabled={system}
              required
            />
          </Stack>
        </Card.Body>
      </Card.Root>
    </RecordForm>
  );
}
