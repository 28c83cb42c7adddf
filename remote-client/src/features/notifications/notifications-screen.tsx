import { useCallback, useId, useState } from 'react';
import { isApiError, isNavigatedError, useCan, useTranslation } from '@panel/shared-core';
import { listingKeys } from '@panel/shared-core/listing';
import { useMutation, useQuery, useQueryClient } from '@panel/shared-core/query';
import { Link as RouterLink } from '@panel/shared-core/router';
import {
  Box,
  Card,
  EmptyState,
  ErrorState,
  HStack,
  Heading,
  Link,
  PageHeader,
  SimpleGrid,
  Skeleton,
  Spinner,
  Stack,
  Text,
  VisuallyHidden,
} from '@panel/shared-core/ui';
import { notify } from '@panel/shared-core/ui-heavy';
import { Switch } from '@panel/shared-core/ui-extra';
import { activeBotQuery } from '../../api/bots';
import { notificationKeys, notificationsApi, type CompanyNotification } from '../../api/notifications';
import { BOTS_PATH } from '../telegram-bots/paths';

/** The events in the order the screen shows them (docs/api-contract.md, notification templates). */
const EVENTS = [
  'balance_low',
  'deposit_received',
  'tariff_expiring',
  'domain_error',
  'app_blocked',
  'daily_report',
];
const CHANNELS = ['telegram', 'email'];

const rank = (list: readonly string[], value: string) => {
  const index = list.indexOf(value);
  return index === -1 ? list.length : index;
};

/** The rows grouped by event, known events first in their order, each event's channels Telegram first. */
export function groupByEvent(rows: readonly CompanyNotification[]): [string, CompanyNotification[]][] {
  const groups = new Map<string, CompanyNotification[]>();
  for (const row of rows) groups.set(row.event, [...(groups.get(row.event) ?? []), row]);
  return [...groups.entries()]
    .sort(([a], [b]) => rank(EVENTS, a) - rank(EVENTS, b) || a.localeCompare(b))
    .map(([event, list]) => [
      event,
      [...list].sort((a, b) => rank(CHANNELS, a.channel) - rank(CHANNELS, b.channel) || a.id - b.id),
    ]);
}

function useNames() {
  const { t } = useTranslation('client');
  return {
    event: (event: string) => t(`notifications.events.${event}.name`, { defaultValue: event }),
    channel: (channel: string) => t(`notifications.channels.${channel}`, { defaultValue: channel }),
  };
}

/**
 * Switches a notification at once: the switch moves before the server answers, and moves back with the server's
 * reason when it refuses (a Telegram notification without an active bot).
 */
function useSwitchNotification() {
  const { t } = useTranslation('client');
  const names = useNames();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState<ReadonlySet<number>>(() => new Set());

  const setRow = useCallback(
    (id: number, change: Partial<CompanyNotification>) =>
      queryClient.setQueryData<CompanyNotification[]>(notificationKeys.switches, (rows) =>
        rows?.map((row) => (row.id === id ? { ...row, ...change } : row)),
      ),
    [queryClient],
  );
  const mark = useCallback((id: number, on: boolean) => {
    setSaving((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const { mutate } = useMutation({
    mutationFn: ({ row, isActive }: { row: CompanyNotification; isActive: boolean }) =>
      notificationsApi.setActive(row.id, isActive),
    onMutate: async ({ row, isActive }) => {
      // A read under way must not put the old value back over the one just chosen.
      await queryClient.cancelQueries({ queryKey: notificationKeys.switches });
      setRow(row.id, { is_active: isActive });
    },
    onSuccess: (answer, { row, isActive }) => {
      setRow(row.id, answer.data);
      const name = t('notifications.switchLabel', {
        event: names.event(row.event),
        channel: names.channel(row.channel),
      });
      notify.success(t(isActive ? 'notifications.turnedOn' : 'notifications.turnedOff', { name }));
    },
    onError: (error, { row, isActive }) => {
      setRow(row.id, { is_active: !isActive });
      // 401, 403, 404 and a lost connection have taken the user elsewhere already.
      if (isNavigatedError(error)) return;
      const name = t('notifications.switchLabel', {
        event: names.event(row.event),
        channel: names.channel(row.channel),
      });
      notify.error(
        t(isActive ? 'notifications.notOn' : 'notifications.notOff', { name }),
        isApiError(error) && error.message ? error.message : t('notifications.failed'),
      );
    },
    onSettled: (_answer, _error, { row }) => {
      mark(row.id, false);
      void queryClient.invalidateQueries({ queryKey: listingKeys.listing('common', 'notifications') });
    },
  });

  const toggle = useCallback(
    (row: CompanyNotification, isActive: boolean) => {
      mark(row.id, true);
      mutate({ row, isActive });
    },
    [mark, mutate],
  );
  return { toggle, saving };
}

interface ChannelSwitchProps {
  row: CompanyNotification;
  saving: boolean;
  /** The company has no active bot: a Telegram switch says where to connect one. */
  needsBot: boolean;
  onChange: (row: CompanyNotification, isActive: boolean) => void;
}

function ChannelSwitch({ row, saving, needsBot, onChange }: ChannelSwitchProps) {
  const { t } = useTranslation('client');
  const names = useNames();
  const hintId = useId();
  const showHint = needsBot && row.channel === 'telegram';
  return (
    <Stack gap="1" data-testid={`switch-${row.event}-${row.channel}`}>
      <HStack gap="3" minH="8">
        <Switch.Root
          checked={row.is_active}
          // Read-only rather than disabled while saving: the switch keeps the keyboard focus.
          readOnly={saving}
          aria-busy={saving || undefined}
          onCheckedChange={(details) => {
            if (!saving) onChange(row, details.checked);
          }}
          colorPalette="brand"
        >
          <Switch.HiddenInput aria-describedby={showHint ? hintId : undefined} />
          <Switch.Control />
          {/* The card names the event for the eye; the switch's own name carries it for screen readers. */}
          <Switch.Label>
            <VisuallyHidden>
              {t('notifications.switchLabel', {
                event: names.event(row.event),
                channel: names.channel(row.channel),
              })}
            </VisuallyHidden>
            <span aria-hidden="true">{names.channel(row.channel)}</span>
          </Switch.Label>
        </Switch.Root>
        {saving ? <Spinner size="xs" color="fg.muted" aria-label={t('notifications.saving')} /> : null}
      </HStack>
      {showHint ? (
        <Text id={hintId} textStyle="xs" color="fg.muted" ps="11">
          {t('notifications.needsBot')}{' '}
          <Link asChild color="brand.fg">
            <RouterLink to={BOTS_PATH}>{t('notifications.connectBot')}</RouterLink>
          </Link>
        </Text>
      ) : null}
    </Stack>
  );
}

function LoadingCards() {
  const { t } = useTranslation('client');
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" aria-busy="true" aria-label={t('notifications.loading')}>
      {[0, 1, 2, 3].map((i) => (
        <Stack key={i} gap="3" borderWidth="1px" borderRadius="l3" p="4">
          <Skeleton height="5" width="40" />
          <Skeleton height="4" />
          <Skeleton height="6" width="32" />
          <Skeleton height="6" width="32" />
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/**
 * `/client/notifications`: every event the company can be told about, a card each, with a switch per channel
 * (Telegram, e-mail). A switch saves as soon as it moves and moves back, with the server's reason, when refused.
 */
export default function NotificationsScreen() {
  const { t } = useTranslation('client');
  const names = useNames();
  const can = useCan();
  // Only those who manage bots may ask for the active one (the call needs bot.manage).
  const seesBots = can({ permission: 'bot.manage' });
  const switches = useQuery({
    queryKey: notificationKeys.switches,
    queryFn: ({ signal }) => notificationsApi.all(signal),
  });
  const bot = useQuery({ ...activeBotQuery, enabled: seesBots });
  const needsBot = seesBots && bot.isSuccess && bot.data === null;
  const { toggle, saving } = useSwitchNotification();

  let content;
  if (switches.isPending) content = <LoadingCards />;
  else if (switches.isError)
    content = (
      <ErrorState
        title={t('notifications.loadFailed')}
        onRetry={() => void switches.refetch()}
        retrying={switches.isFetching}
      />
    );
  else if (switches.data.length === 0) content = <EmptyState title={t('notifications.empty')} />;
  else
    content = (
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        {groupByEvent(switches.data).map(([event, rows]) => (
          <Card.Root
            key={event}
            variant="outline"
            size="sm"
            as="section"
            aria-labelledby={`event-${event}`}
            data-testid={`event-${event}`}
          >
            <Card.Header>
              <Heading as="h2" size="sm" id={`event-${event}`}>
                {names.event(event)}
              </Heading>
              <Text textStyle="sm" color="fg.muted">
                {t(`notifications.events.${event}.hint`, { defaultValue: '' })}
              </Text>
            </Card.Header>
            <Card.Body>
              <Stack gap="3">
                {rows.map((row) => (
                  <ChannelSwitch
                    key={row.id}
                    row={row}
                    saving={saving.has(row.id)}
                    needsBot={needsBot}
                    onChange={toggle}
                  />
                ))}
              </Stack>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    );

  return (
    <Box>
      <PageHeader title={t('nav.notifications')} description={t('notifications.description')} />
      {content}
    </Box>
  );
}
