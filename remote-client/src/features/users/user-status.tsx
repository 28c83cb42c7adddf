import { isApiError, useTranslation } from '@panel/shared-core';
import { listingKeys } from '@panel/shared-core/listing';
import { useMutation, useQuery, useQueryClient } from '@panel/shared-core/query';
import { Alert, Badge, Button, HStack, Skeleton, Stack, Text } from '@panel/shared-core/ui';
import { notify, useConfirm } from '@panel/shared-core/ui-heavy';
import { type Member } from '../../api/team';
import { userStatusApi, userStatusKeys, users } from '../../api/users';

const STATUS_COLOR = { active: 'green', blocked: 'red', invited: 'orange' } as const;

/**
 * A user's status and the change the viewer may make. The server is asked first (`can-check`): when the change is not
 * allowed (the last owner, yourself) its reason is shown instead of a button that would fail.
 */
export function UserStatus({ user }: { user: Member }) {
  const { t } = useTranslation('client');
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const check = useQuery({
    queryKey: userStatusKeys.check(user.id),
    queryFn: ({ signal }) => userStatusApi.check(user.id, signal),
  });
  const next = user.status === 'blocked' ? 'active' : 'blocked';
  const change = useMutation({
    mutationFn: () => userStatusApi.change(user.id, next),
    onSuccess: (answer) => {
      notify.success(
        answer.message || t(next === 'blocked' ? 'users.blocked' : 'users.unblocked', { name: user.name }),
      );
    },
    onError: (error) => {
      notify.error(isApiError(error) && error.message ? error.message : t('users.statusFailed'));
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: users.keys.all });
      void queryClient.invalidateQueries({ queryKey: listingKeys.listing('client', 'user') });
      void queryClient.invalidateQueries({ queryKey: listingKeys.listing('client', 'team') });
    },
  });
  return (
    <Stack gap="3" data-testid="user-status">
      <HStack gap="2">
        <Text>{t('users.statusNow')}</Text>
        <Badge colorPalette={STATUS_COLOR[user.status]}>{t(`users.status.${user.status}`)}</Badge>
      </HStack>
      {check.isPending ? (
        <Skeleton h="8" w="40" />
      ) : check.isError ? (
        <Text color="fg.muted" textStyle="sm">
          {t('users.checkFailed')}{' '}
          <Button variant="plain" size="sm" onClick={() => void check.refetch()}>
            {t('users.checkAgain')}
          </Button>
        </Text>
      ) : check.data.can ? (
        <Button
          alignSelf="start"
          size="sm"
          variant="outline"
          colorPalette={next === 'blocked' ? 'red' : undefined}
          loading={change.isPending}
          onClick={async () => {
            const sure =
              next === 'active' ||
              (await confirm({
                title: t('users.block'),
                message: t('users.blockConfirm', { name: user.name }),
                confirmLabel: t('users.block'),
                destructive: true,
              }));
            if (sure) change.mutate();
          }}
        >
          {next === 'blocked' ? t('users.block') : t('users.unblock')}
        </Button>
      ) : (
        <Alert.Root status="info" size="sm" data-testid="status-refused">
          <Alert.Indicator />
          <Alert.Description>{check.data.reason || t('users.cannotChange')}</Alert.Description>
        </Alert.Root>
      )}
    </Stack>
  );
}
