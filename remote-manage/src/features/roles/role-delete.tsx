import { useState } from 'react';
import { isApiError, isNavigatedError, useCan, useTranslation } from '@panel/shared-core';
import { listingUrl } from '@panel/shared-core/listing';
import { useRecordActions } from '@panel/shared-core/record-view';
import { Link as RouterLink } from '@panel/shared-core/router';
import {
  Alert,
  Button,
  CloseButton,
  Link,
  List,
  Portal,
  Stack,
  Text,
  useDialogSize,
} from '@panel/shared-core/ui';
import { Dialog, notify } from '@panel/shared-core/ui-heavy';
import {
  roleActions,
  roles,
  rolesApi,
  usersWithRolePath,
  type Role,
  type RoleDeletion,
} from '../../api/roles';
import { ROLES_PATH } from './paths';

/** Who may open the users remote's listing (its area's rule, remote-users/src/nav.json). */
const USERS_AREA = { adminOnly: true, permission: 'users.admin' } as const;

/**
 * A link to the users who hold a role (the users area's listing filtered by it), or the plain text when the
 * administrator may not open that area.
 *
 * @example
 * <RoleUsersLink roleId={3} count={12} />
 */
export function RoleUsersLink({ roleId, count }: { roleId: number; count: number }) {
  const { t } = useTranslation('manage');
  const can = useCan();
  const text = t('roles.usersCount', { count });
  if (count === 0 || !can(USERS_AREA)) return <>{text}</>;
  return (
    <Link asChild colorPalette="brand">
      <RouterLink to={usersWithRolePath(roleId)}>{text}</RouterLink>
    </Link>
  );
}

function RefusalDialog({ refusal, onClose }: { refusal: RoleDeletion | null; onClose: () => void }) {
  const { t } = useTranslation('manage');
  const can = useCan();
  const inUse = refusal !== null && !refusal.is_system;
  const more = refusal ? refusal.users_count - refusal.users.length : 0;
  const dialogSize = useDialogSize('md');
  return (
    <Dialog.Root
      role="alertdialog"
      open={refusal !== null}
      size={dialogSize}
      placement="center"
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="role-delete-refusal">
            <Dialog.Header>
              <Dialog.Title>{t('roles.deleteRefused.title', { name: refusal?.name ?? '' })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {refusal ? (
                <Stack gap="3">
                  <Dialog.Description>
                    {refusal.is_system
                      ? t('roles.deleteRefused.system')
                      : t('roles.deleteRefused.inUse', { count: refusal.users_count })}
                  </Dialog.Description>
                  {inUse && refusal.users.length > 0 ? (
                    <List.Root textStyle="sm" ps="5" aria-label={t('roles.deleteRefused.holders')}>
                      {refusal.users.map((holder) => (
                        <List.Item key={holder.id}>
                          {holder.name}{' '}
                          <Text as="span" color="fg.muted">
                            {holder.email}
                          </Text>
                        </List.Item>
                      ))}
                    </List.Root>
                  ) : null}
                  {inUse && more > 0 ? (
                    <Text textStyle="sm" color="fg.muted">
                      {t('roles.deleteRefused.more', { count: more })}
                    </Text>
                  ) : null}
                  {inUse ? (
                    <Alert.Root status="info" size="sm">
                      <Alert.Indicator />
                      <Alert.Description>{t('roles.deleteRefused.howTo')}</Alert.Description>
                    </Alert.Root>
                  ) : null}
                </Stack>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              {inUse && refusal && can(USERS_AREA) ? (
                <Button asChild colorPalette="brand">
                  <RouterLink to={usersWithRolePath(refusal.id)}>
                    {t('roles.deleteRefused.seeUsers', { count: refusal.users_count })}
                  </RouterLink>
                </Button>
              ) : null}
              <Button variant="outline" onClick={onClose}>
                {t('roles.deleteRefused.close')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('roles.deleteRefused.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * The Delete action of a role: asks the server first what destroying it would affect, then explains why a system role
 * or a role users hold cannot go (with a link to those users), or asks for confirmation and destroys it.
 *
 * @example
 * const remove = useRoleDelete(role);
 * <Button loading={remove.pending} onClick={remove.start}>Delete</Button>
 * {remove.dialog}
 */
export function useRoleDelete(role: Role | undefined) {
  const { t } = useTranslation('manage');
  const { run, pending } = useRecordActions(roles, role?.id ?? 0);
  const [checking, setChecking] = useState(false);
  const [refusal, setRefusal] = useState<RoleDeletion | null>(null);

  const start = async () => {
    if (!role || checking) return;
    setChecking(true);
    let impact: RoleDeletion;
    try {
      impact = await rolesApi.deletion(role.id);
    } catch (error) {
      if (!isNavigatedError(error))
        notify.error(t('roles.delete'), isApiError(error) ? error.message : t('roles.deleteCheckFailed'));
      return;
    } finally {
      setChecking(false);
    }
    if (impact.is_system || impact.users_count > 0) {
      setRefusal({ ...impact, name: impact.name || role.name });
      return;
    }
    await run('delete', roleActions.destroy, {
      label: t('roles.delete'),
      confirm: t('roles.deleteConfirm', { name: role.name }),
      destructive: true,
      removesRecord: true,
      success: () => t('roles.deleted', { name: role.name }),
      navigateTo: () => listingUrl(ROLES_PATH),
    });
  };

  return {
    start: () => void start(),
    pending: checking || pending === 'delete',
    dialog: <RefusalDialog refusal={refusal} onClose={() => setRefusal(null)} />,
  };
}
