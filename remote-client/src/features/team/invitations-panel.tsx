import { isApiError, useTranslation } from '@panel/shared-core';
import { useMutation, useQuery, useQueryClient } from '@panel/shared-core/query';
import {
  Badge,
  Box,
  Button,
  Card,
  EmptyState,
  ErrorState,
  HStack,
  Heading,
  Skeleton,
  Stack,
  Text,
} from '@panel/shared-core/ui';
import { notify, useConfirm } from '@panel/shared-core/ui-heavy';
import { CopyButton } from '@panel/shared-core/ui-extra';
import {
  invitationKeys,
  invitationUrl,
  invitationsApi,
  type Invitation,
  type InvitationStatus,
} from '../../api/team';

const STATUS_COLOR: Record<InvitationStatus, string> = {
  pending: 'orange',
  accepted: 'green',
  revoked: 'gray',
  expired: 'red',
};

function InvitationRow({ invitation }: { invitation: Invitation }) {
  const { t, i18n } = useTranslation('client');
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const date = (value: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(value),
    );
  const settle = {
    onSuccess: (answer: { message?: string }) => {
      if (answer.message) notify.success(answer.message);
      void queryClient.invalidateQueries({ queryKey: invitationKeys.all });
    },
    onError: (error: unknown) => {
      notify.error(isApiError(error) && error.message ? error.message : t('invitations.failed'));
      void queryClient.invalidateQueries({ queryKey: invitationKeys.all });
    },
  };
  const resend = useMutation({ mutationFn: () => invitationsApi.resend(invitation.id), ...settle });
  const revoke = useMutation({ mutationFn: () => invitationsApi.revoke(invitation.id), ...settle });
  const open = invitation.status === 'pending' || invitation.status === 'expired';
  // Null when the server keeps the key from this user: the invitation is to a role they may not give.
  const url = invitationUrl(invitation);
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderRadius="l2"
      p="3"
      data-testid="invitation"
      data-status={invitation.status}
    >
      <HStack justify="space-between" align="start" gap="3" wrap="wrap">
        <Stack gap="1" minW="0">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="semibold" wordBreak="break-all">
              {invitation.email}
            </Text>
            <Badge colorPalette={STATUS_COLOR[invitation.status]}>
              {t(`invitations.status.${invitation.status}`)}
            </Badge>
          </HStack>
          <Text textStyle="sm" color="fg.muted">
            {t('invitations.meta', { role: invitation.role_name, by: invitation.invited_by_name })}
          </Text>
          <Text textStyle="sm" color="fg.muted">
            {invitation.status === 'accepted' && invitation.accepted_user
              ? t('invitations.joined', {
                  name: invitation.accepted_user.name,
                  date: invitation.accepted_at ? date(invitation.accepted_at) : '',
                })
              : invitation.status === 'revoked'
                ? t('invitations.revokedNote')
                : invitation.status === 'expired'
                  ? t('invitations.expiredOn', { date: date(invitation.expires_at) })
                  : t('invitations.expiresOn', { date: date(invitation.expires_at) })}
          </Text>
          {open && url === null ? (
            <Text textStyle="sm" color="fg.muted">
              {t('invitations.roleAboveYours', { role: invitation.role_name })}
            </Text>
          ) : null}
        </Stack>
        {open ? (
          <HStack gap="2" wrap="wrap">
            {invitation.status === 'pending' && url !== null ? (
              <CopyButton value={url} label={t('invitations.copy', { email: invitation.email })} />
            ) : null}
            {url !== null ? (
              <Button size="xs" variant="outline" loading={resend.isPending} onClick={() => resend.mutate()}>
                {t('invitations.resend')}
              </Button>
            ) : null}
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              loading={revoke.isPending}
              onClick={async () => {
                const sure = await confirm({
                  title: t('invitations.revoke'),
                  message: t('invitations.revokeConfirm', { email: invitation.email }),
                  confirmLabel: t('invitations.revoke'),
                  destructive: true,
                });
                if (sure) revoke.mutate();
              }}
            >
              {t('invitations.revoke')}
            </Button>
          </HStack>
        ) : null}
      </HStack>
    </Box>
  );
}

/** The company's invitations, newest first: who was invited, where each stands, and what can be done about it. */
export function InvitationsPanel() {
  const { t } = useTranslation('client');
  const invitations = useQuery({
    queryKey: invitationKeys.all,
    queryFn: ({ signal }) => invitationsApi.list(signal),
  });
  return (
    <Card.Root variant="outline" size="sm" mt="6" as="section" aria-labelledby="invitations-heading">
      <Card.Header>
        <Heading as="h2" size="md" id="invitations-heading">
          {t('invitations.title')}
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          {t('invitations.description')}
        </Text>
      </Card.Header>
      <Card.Body>
        {invitations.isPending ? (
          <Stack gap="2" aria-busy="true">
            <Skeleton h="16" />
            <Skeleton h="16" />
          </Stack>
        ) : invitations.isError ? (
          <ErrorState onRetry={() => void invitations.refetch()} />
        ) : invitations.data.length === 0 ? (
          <EmptyState title={t('invitations.empty')} />
        ) : (
          <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label={t('invitations.title')}>
            {invitations.data.map((invitation) => (
              <InvitationRow key={invitation.id} invitation={invitation} />
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
