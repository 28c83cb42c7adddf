import { useEffect } from 'react';
import { Trans, useTranslation } from '@panel/shared-core';
import type { ListingRow } from '@panel/shared-core';
import { useQuery, useQueryClient } from '@panel/shared-core/query';
import { useRecordActions } from '@panel/shared-core/record-view';
import { Link as RouterLink } from '@panel/shared-core/router';
import {
  Badge,
  BotIcon,
  Box,
  Button,
  Card,
  Code,
  ErrorState,
  Flex,
  HStack,
  Heading,
  Link,
  List,
  PlusIcon,
  RefreshIcon,
  Skeleton,
  Stack,
  Text,
} from '@panel/shared-core/ui';
import { QrCodeImage } from '@panel/shared-core/ui-heavy';
import { CopyButton } from '@panel/shared-core/ui-extra';
import { activeBotQuery, botActions, botKeys, botUrl, bots, botsApi, type ActiveBot } from '../../api/bots';
import { BOTS_PATH } from './paths';

const BOTFATHER_URL = 'https://t.me/BotFather';

function InviteLink({ bot }: { bot: ActiveBot }) {
  const { t, i18n } = useTranslation('client');
  const invite = useQuery({
    queryKey: botKeys.invite(bot.id),
    queryFn: ({ signal }) => botsApi.invite(signal),
    // Each read makes a new link: the one shown stays until the user asks for another (or the bot changes).
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  if (invite.isPending) {
    return (
      <Stack gap="2" aria-busy="true" aria-label={t('bots.invite.loading')}>
        <Skeleton height="5" />
        <Skeleton boxSize="136px" />
      </Stack>
    );
  }
  if (invite.isError || !invite.data) {
    return (
      <HStack gap="2" wrap="wrap" role="alert">
        <Text textStyle="sm" color="fg.error">
          {t('bots.invite.failed')}
        </Text>
        <Button size="xs" variant="outline" onClick={() => void invite.refetch()}>
          <RefreshIcon />
          {t('bots.invite.retry')}
        </Button>
      </HStack>
    );
  }
  const { link, expires_at: expiresAt } = invite.data;
  const expires = expiresAt
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(expiresAt),
      )
    : null;
  return (
    <Flex gap="4" direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'start' }}>
      <Stack gap="2" flex="1" minW="0">
        <HStack gap="2" minW="0" align="start">
          <Code wordBreak="break-all" data-testid="invite-link">
            <Link href={link} target="_blank" rel="noopener noreferrer">
              {link}
            </Link>
          </Code>
        </HStack>
        <HStack gap="2" wrap="wrap">
          <CopyButton value={link} label={t('bots.invite.copy')} />
          <Button size="xs" variant="ghost" loading={invite.isFetching} onClick={() => void invite.refetch()}>
            <RefreshIcon />
            {t('bots.invite.renew')}
          </Button>
        </HStack>
        <Text textStyle="sm" color="fg.muted">
          {t('bots.invite.hint')}
        </Text>
        {expires ? (
          <Text textStyle="xs" color="fg.muted">
            {t('bots.invite.expires', { date: expires })}
          </Text>
        ) : null}
      </Stack>
      <Box alignSelf={{ base: 'center', sm: 'start' }}>
        <QrCodeImage value={link} label={t('bots.invite.qr')} />
      </Box>
    </Flex>
  );
}

function ActiveBotCard({ bot }: { bot: ActiveBot }) {
  const { t } = useTranslation('client');
  const { run, pending } = useRecordActions(bots, bot.id);
  return (
    <Card.Root variant="outline" size="sm" as="section" aria-labelledby="active-bot-heading">
      <Card.Header>
        <Flex gap="3" wrap="wrap" align="center" justify="space-between">
          <HStack gap="2" wrap="wrap">
            <BotIcon />
            <Heading as="h2" size="sm" id="active-bot-heading">
              {t('bots.activeBot')}
            </Heading>
            <Badge colorPalette="green" data-testid="bot-status">
              {t('bots.active')}
            </Badge>
          </HStack>
          <HStack gap="2">
            <Button asChild size="xs" variant="ghost">
              <RouterLink to={`${BOTS_PATH}/${bot.id}/edit`}>{t('bots.editAction')}</RouterLink>
            </Button>
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              loading={pending === 'deactivate'}
              onClick={() =>
                void run(
                  'deactivate',
                  botActions.changeStatus,
                  {
                    label: t('bots.deactivate'),
                    confirm: t('bots.deactivateConfirm', { username: bot.username }),
                    success: () => t('bots.deactivated', { username: bot.username }),
                  },
                  { isActive: false },
                )
              }
            >
              {t('bots.deactivate')}
            </Button>
          </HStack>
        </Flex>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <Stack gap="1">
            <Link
              href={botUrl(bot.username)}
              target="_blank"
              rel="noopener noreferrer"
              fontWeight="semibold"
              data-testid="bot-link"
            >
              @{bot.username}
            </Link>
            <Text textStyle="sm" color="fg.muted" data-testid="bot-chat">
              {bot.chat_id ? t('bots.chat', { chat: bot.chat_id }) : t('bots.noChat')}
            </Text>
          </Stack>
          <Stack gap="2" as="section" aria-labelledby="invite-heading">
            <Heading as="h3" size="xs" id="invite-heading">
              {t('bots.invite.title')}
            </Heading>
            <InviteLink bot={bot} />
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** What to do when the company has no active bot: the steps at @BotFather, then the connect form. */
export function ConnectBotSteps() {
  const { t } = useTranslation('client');
  return (
    <Card.Root variant="outline" size="sm" as="section" aria-labelledby="connect-bot-heading">
      <Card.Header>
        <HStack gap="2">
          <BotIcon />
          <Heading as="h2" size="sm" id="connect-bot-heading">
            {t('bots.setup.title')}
          </Heading>
        </HStack>
        <Text textStyle="sm" color="fg.muted">
          {t('bots.setup.description')}
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <List.Root as="ol" ps="5" gap="2" textStyle="sm" data-testid="connect-steps">
            <List.Item>
              <Trans
                t={t}
                i18nKey="bots.setup.step1"
                components={{
                  botfather: (
                    <Link href={BOTFATHER_URL} target="_blank" rel="noopener noreferrer" dir="ltr" />
                  ),
                }}
              />
            </List.Item>
            <List.Item>
              <Trans t={t} i18nKey="bots.setup.step2" components={{ code: <Code dir="ltr" /> }} />
            </List.Item>
            <List.Item>{t('bots.setup.step3')}</List.Item>
            <List.Item>{t('bots.setup.step4')}</List.Item>
            <List.Item>{t('bots.setup.step5')}</List.Item>
          </List.Root>
          <Button asChild colorPalette="brand" size="sm" alignSelf="start">
            <RouterLink to={`${BOTS_PATH}/new`}>
              <PlusIcon />
              {t('bots.setup.action')}
            </RouterLink>
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * Keeps the active bot in step with the listing under it: when a row's action switched a bot on or off and the
 * active bot shown no longer agrees, it is read again (with its invite link).
 */
function useFollowRows(rows: readonly ListingRow[] | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!rows) return;
    const shown = queryClient.getQueryData<ActiveBot | null>(botKeys.active);
    if (shown === undefined) return;
    const disagrees = rows.some((row) =>
      row.is_active === true ? shown?.id !== row.id : row.is_active === false && shown?.id === row.id,
    );
    if (disagrees) void queryClient.invalidateQueries({ queryKey: botKeys.all });
  }, [rows, queryClient]);
}

export interface ActiveBotPanelProps {
  /** The rows of the bots listing shown under the panel, to follow their status changes. */
  rows?: readonly ListingRow[];
}

/**
 * The top of the bots screen: the active bot with its invite link (copy button and QR code) and a Deactivate button;
 * without one (the server's 404), the steps to connect a bot.
 *
 * @example
 * <ListingScreen name="bots" title={t('nav.bots')} above={(list) => <ActiveBotPanel rows={list.rows} />} />
 */
export function ActiveBotPanel({ rows }: ActiveBotPanelProps) {
  const { t } = useTranslation('client');
  useFollowRows(rows);
  const active = useQuery(activeBotQuery);
  let content;
  if (active.isPending) {
    content = (
      <Stack
        gap="3"
        borderWidth="1px"
        borderRadius="l3"
        p="4"
        aria-busy="true"
        aria-label={t('bots.loading')}
      >
        <Skeleton height="5" width="40" />
        <Skeleton height="4" width="56" />
        <Skeleton height="20" />
      </Stack>
    );
  } else if (active.isError) {
    content = (
      <ErrorState
        title={t('bots.loadFailed')}
        onRetry={() => void active.refetch()}
        retrying={active.isFetching}
      />
    );
  } else if (active.data) {
    content = <ActiveBotCard bot={active.data} />;
  } else {
    content = <ConnectBotSteps />;
  }
  return <Box mb="6">{content}</Box>;
}
