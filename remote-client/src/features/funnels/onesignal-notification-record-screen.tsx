import { useLanguage, useTranslation } from '@panel/shared-core';
import { listingUrl } from '@panel/shared-core/listing';
import { PushPreviewCards } from '@panel/shared-domain/messaging';
import { useQuery } from '@panel/shared-core/query';
import { FactList, RecordScreen } from '@panel/shared-core/record-view';
import { useParams } from '@panel/shared-core/router';
import {
  Badge,
  Box,
  EmptyState,
  Grid,
  Link,
  SimpleGrid,
  Stack,
  Text,
  ChartIcon,
} from '@panel/shared-core/ui';
import { LineChartView, Table } from '@panel/shared-core/ui-heavy';
import { Stat } from '@panel/shared-core/ui-extra';
import {
  oneSignalNotificationKeys,
  oneSignalNotificationsApi,
  type OneSignalNotification,
  type OneSignalNotificationStatus,
} from '../../api/funnels';
import { Section } from './section-card';
import { ApplicationLink } from './application-link';
import { useDateTime } from './use-date-time';
import { ONESIGNAL_NOTIFICATIONS_PATH, oneSignalNotificationPath } from './paths';

const STATUS_COLOR: Record<OneSignalNotificationStatus, string> = {
  draft: 'gray',
  scheduled: 'blue',
  sent: 'green',
  failed: 'red',
};

function StatusBadge({ status }: { status: OneSignalNotificationStatus }) {
  const { t } = useTranslation('client');
  return (
    <Badge colorPalette={STATUS_COLOR[status] ?? 'gray'} data-testid="notification-status">
      {t(`funnels.notifications.status.${status}`, { defaultValue: status })}
    </Badge>
  );
}

/** The totals and the two rates, each a figure with what it is made of. */
function Figures({ notification: n }: { notification: OneSignalNotification }) {
  const { t, i18n } = useTranslation('client');
  const number = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const figures = [
    { key: 'sent', label: t('funnels.notifications.sent'), value: number.format(n.sent) },
    { key: 'delivered', label: t('funnels.notifications.delivered'), value: number.format(n.delivered) },
    { key: 'clicked', label: t('funnels.notifications.clicked'), value: number.format(n.clicked) },
    {
      key: 'delivery-rate',
      label: t('funnels.notifications.deliveryRate'),
      value: percent.format(n.delivery_rate),
      help: t('funnels.notifications.deliveryRateHint', {
        delivered: number.format(n.delivered),
        sent: number.format(n.sent),
      }),
    },
    {
      key: 'ctr',
      label: t('funnels.notifications.ctr'),
      value: percent.format(n.ctr),
      help: t('funnels.notifications.ctrHint', {
        clicked: number.format(n.clicked),
        delivered: number.format(n.delivered),
      }),
    },
  ];
  return (
    <SimpleGrid columns={{ base: 2, md: 3, xl: 5 }} gap="4">
      {figures.map((figure) => (
        <Stat.Root key={figure.key} data-testid={`figure-${figure.key}`}>
          <Stat.Label>{figure.label}</Stat.Label>
          <Stat.ValueText>{figure.value}</Stat.ValueText>
          {figure.help ? <Stat.HelpText>{figure.help}</Stat.HelpText> : null}
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}

/** The figures per day: a chart, and the same numbers as a table (what the chart cannot tell a screen reader). */
function Daily({ notification: n }: { notification: OneSignalNotification }) {
  const { t, i18n } = useTranslation('client');
  if (n.daily.length === 0) {
    return (
      <EmptyState
        icon={ChartIcon}
        title={t('funnels.notifications.noFiguresTitle')}
        description={
          n.status === 'failed'
            ? t('funnels.notifications.noFiguresFailed')
            : t('funnels.notifications.noFigures')
        }
      />
    );
  }
  const day = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const number = new Intl.NumberFormat(i18n.language);
  const compact = new Intl.NumberFormat(i18n.language, { notation: 'compact' });
  const dayOf = (value: string) => {
    const date = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(date.getTime()) ? value : day.format(date);
  };
  return (
    <Stack gap="4">
      <LineChartView
        aria-label={t('funnels.notifications.chartLabel', { name: n.name })}
        failedText={t('funnels.notifications.chartFailed')}
        data={n.daily.map((row) => ({ ...row }))}
        xKey="date"
        series={[
          { key: 'sent', label: t('funnels.notifications.sent'), color: 'blue.solid' },
          { key: 'delivered', label: t('funnels.notifications.delivered'), color: 'teal.solid' },
          { key: 'clicked', label: t('funnels.notifications.clicked'), color: 'orange.solid' },
        ]}
        formatX={dayOf}
        formatY={(value) => compact.format(value)}
      />
      {/* Keyboard users scroll the table with the arrows once it has the focus. */}
      <Box
        role="region"
        aria-label={t('funnels.notifications.tableLabel')}
        maxH="20rem"
        overflowY="auto"
        tabIndex={0}
        borderWidth="1px"
        borderRadius="l2"
      >
        <Table.Root size="sm" stickyHeader aria-label={t('funnels.notifications.tableLabel')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('funnels.notifications.date')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('funnels.notifications.sent')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('funnels.notifications.delivered')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('funnels.notifications.clicked')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {n.daily.map((row) => (
              <Table.Row key={row.date}>
                <Table.Cell>{dayOf(row.date)}</Table.Cell>
                <Table.Cell textAlign="end">{number.format(row.sent)}</Table.Cell>
                <Table.Cell textAlign="end">{number.format(row.delivered)}</Table.Cell>
                <Table.Cell textAlign="end">{number.format(row.clicked)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}

/**
 * `/client/onesignal-notifications/:id`: a OneSignal single notification: its facts, its message as the phones show
 * it, its delivery figures (sent, delivered, clicked, delivery rate, CTR) and those figures per day since it was sent.
 */
export default function OneSignalNotificationRecordScreen() {
  const { t } = useTranslation(['client', 'messaging']);
  const { language } = useLanguage();
  const { id } = useParams();
  const notificationId = Number(id);
  const dateTime = useDateTime();
  const query = useQuery({
    queryKey: oneSignalNotificationKeys.show(notificationId, language),
    queryFn: ({ signal }) => oneSignalNotificationsApi.show(notificationId, signal),
  });
  const n = query.data;
  return (
    <RecordScreen
      title={n?.name}
      status={n ? <StatusBadge status={n.status} /> : undefined}
      back={{ to: listingUrl(ONESIGNAL_NOTIFICATIONS_PATH), label: t('nav.onesignalNotifications') }}
      basePath={oneSignalNotificationPath(notificationId)}
      isLoading={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
    >
      {n ? (
        <Stack gap="6">
          <FactList
            facts={[
              {
                label: t('funnels.fields.application'),
                value: <ApplicationLink id={n.application_id} name={n.application_name} />,
              },
              { label: t('funnels.fields.status'), value: <StatusBadge status={n.status} /> },
              {
                label: t('funnels.notifications.sendAt'),
                value: dateTime(n.send_at) ?? t('funnels.notifications.notScheduled'),
              },
              { label: t('funnels.fields.created'), value: dateTime(n.created_at) },
            ]}
          />
          <Section title={t('funnels.notifications.figures')}>
            <Figures notification={n} />
          </Section>
          <Grid
            templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 24rem' }}
            gap="6"
            alignItems="start"
          >
            <Section title={t('funnels.notifications.perDay')}>
              <Daily notification={n} />
            </Section>
            <Section title={t('funnels.notifications.message')}>
              <Stack gap="4">
                <FactList
                  facts={[
                    { label: t('messaging:push.fields.title'), value: n.title },
                    {
                      label: t('messaging:push.fields.body'),
                      value: n.body ? <Text whiteSpace="pre-line">{n.body}</Text> : null,
                    },
                    {
                      label: t('messaging:push.fields.url'),
                      value: n.url ? (
                        <Link
                          href={n.url}
                          target="_blank"
                          rel="noopener noreferrer"
                          colorPalette="brand"
                          wordBreak="break-all"
                        >
                          {n.url}
                        </Link>
                      ) : null,
                    },
                  ]}
                />
                <PushPreviewCards
                  appName={n.application_name}
                  content={{ title: n.title, body: n.body, url: n.url }}
                />
              </Stack>
            </Section>
          </Grid>
        </Stack>
      ) : null}
    </RecordScreen>
  );
}
