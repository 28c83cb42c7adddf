import { useTranslation } from '@panel/shared-core';
import { listingUrl, useCellFormat } from '@panel/shared-core/listing';
import { FactList, RecordScreen, useRecord, type RecordAction } from '@panel/shared-core/record-view';
import { useLocation, useNavigate, useParams } from '@panel/shared-core/router';
import {
  Badge,
  Box,
  Card,
  EditIcon,
  EmptyState,
  HStack,
  Heading,
  List,
  SimpleGrid,
  Stack,
  Text,
  TrashIcon,
} from '@panel/shared-core/ui';
import { roles, type PermissionOption } from '../../api/roles';
import { ROLES_PATH, rolePath } from './paths';
import { groupPermissions, permissionOptions, useGroupLabel } from './permission-picker';
import { RoleUsersLink, useRoleDelete } from './role-delete';

/** The role's permissions grouped as the picker groups them; a name the options do not know goes to "other". */
function RolePermissions({ names, options }: { names: string[]; options: PermissionOption[] }) {
  const { t } = useTranslation('manage');
  const groupLabel = useGroupLabel();
  const byName = new Map(options.map((option) => [option.value, option]));
  const held = names.map(
    (name): PermissionOption => byName.get(name) ?? { value: name, label: name, group: 'other' },
  );
  if (held.length === 0) return <EmptyState title={t('roles.record.noPermissions')} />;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {groupPermissions(held).map(([group, list]) => (
        <Box
          as="section"
          key={group}
          aria-label={groupLabel(group, list)}
          data-testid="role-permission-group"
        >
          <HStack gap="2" mb="1">
            <Heading as="h3" size="xs">
              {groupLabel(group, list)}
            </Heading>
            <Badge size="sm" variant="subtle">
              {list.length}
            </Badge>
          </HStack>
          <List.Root textStyle="sm" ps="5">
            {list.map((permission) => (
              <List.Item key={permission.value}>
                {permission.label}{' '}
                <Text as="span" color="fg.muted" fontFamily="mono" textStyle="xs">
                  {permission.value}
                </Text>
              </List.Item>
            ))}
          </List.Root>
        </Box>
      ))}
    </SimpleGrid>
  );
}

/**
 * `/manage/roles/:id`: a role's facts, its permissions by group, the users who hold it (a link to them in the users
 * area), Edit, and Delete (refused, with the reason, for a system role or one users hold).
 */
export default function RoleRecordScreen() {
  const { t } = useTranslation('manage');
  const fmt = useCellFormat();
  const { id } = useParams();
  const roleId = Number(id);
  const navigate = useNavigate();
  const location = useLocation();
  const { data, isPending, error, refetch } = useRecord(roles, roleId);
  const role = data?.record;
  const remove = useRoleDelete(role);

  const actions: RecordAction[] = role
    ? [
        {
          key: 'edit',
          label: t('roles.editAction'),
          icon: <EditIcon />,
          primary: true,
          onClick: () => void navigate(`${rolePath(roleId)}/edit`, { state: { from: location.pathname } }),
        },
        {
          key: 'delete',
          label: t('roles.delete'),
          icon: <TrashIcon />,
          destructive: true,
          loading: remove.pending,
          onClick: remove.start,
        },
      ]
    : [];

  const created = role?.created_at ? new Date(role.created_at) : null;
  return (
    <RecordScreen
      title={role?.name}
      subtitle={role?.description || undefined}
      status={
        role?.is_system ? (
          <Badge colorPalette="purple" data-testid="system-role">
            {t('roles.system')}
          </Badge>
        ) : undefined
      }
      back={{ to: listingUrl(ROLES_PATH), label: t('nav.roles') }}
      basePath={rolePath(roleId)}
      actions={actions}
      isLoading={isPending}
      error={error}
      onRetry={() => void refetch()}
    >
      {role && data ? (
        <Stack gap="6">
          <FactList
            facts={[
              { label: t('roles.fields.name'), value: role.name },
              { label: t('roles.fields.description'), value: role.description },
              {
                label: t('roles.record.kind'),
                value: role.is_system ? t('roles.record.systemKind') : t('roles.record.customKind'),
              },
              {
                label: t('roles.record.users'),
                value: <RoleUsersLink roleId={role.id} count={role.users_count ?? 0} />,
                keepEmpty: true,
              },
              {
                label: t('roles.record.created'),
                value: created && !Number.isNaN(created.getTime()) ? fmt.datetime.format(created) : null,
              },
            ]}
          />
          <Card.Root variant="outline" size="sm" as="section" aria-labelledby="role-permissions-heading">
            <Card.Header>
              <HStack justify="space-between" wrap="wrap">
                <Heading as="h2" size="sm" id="role-permissions-heading">
                  {t('roles.fields.permissions')}
                </Heading>
                <Text textStyle="sm" color="fg.muted">
                  {t('roles.record.permissionsCount', { count: role.permissions.length })}
                </Text>
              </HStack>
            </Card.Header>
            <Card.Body>
              <RolePermissions
                names={role.permissions}
                options={permissionOptions(data.options.permissions)}
              />
            </Card.Body>
          </Card.Root>
          {remove.dialog}
        </Stack>
      ) : null}
    </RecordScreen>
  );
}
