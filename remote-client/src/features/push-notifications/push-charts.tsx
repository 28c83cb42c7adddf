import { useTranslation } from '@panel/shared-core';
import type { ListingQuery } from '@panel/shared-core';
import { listingApi, listingKeys, type ListController } from '@panel/shared-core/listing';
import { keepPreviousData, useQuery } from '@panel/shared-core/query';
import { Card, ErrorState, Heading, Skeleton, Text } from '@panel/shared-core/ui';
import { LineChartView } from '@panel/shared-core/ui-heavy';

const LISTING = 'push-notifications-statistic';

/** The sums per day of the push statistics over `query`'s filters, whatever page a table shows. */
function usePushDays(query: ListingQuery | undefined, enabled = true) {
  const all = query ? { ...query, page: 1, sort: null } : undefined;
  return useQuery({
    queryKey: listingKeys.groups('common', LISTING, all!, 'date'),
    queryFn: ({ signal }) => listingApi.groups(LISTING, all!, 'date', 'common', { signal }),
    enabled: !!all && enabled,
    placeholderData: keepPreviousData,
  });
}

function useDayFormat() {
  const { i18n } = useTranslation();
  const day = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const compact = new Intl.NumberFormat(i18n.language, { notation: 'compact' });
  return {
    day: (value: string) => {
      const date = new Date(`${value}T00:00:00Z`);
      return Number.isNaN(date.getTime()) ? value : day.format(date);
    },
    compact: (value: number) => compact.format(value),
  };
}

/** Sent, delivered and clicked per day, as a line chart in a card. */
function DeliveryChart({ query, enabled }: { query: ListingQuery | undefined; enabled?: boolean }) {
  const { t } = useTranslation('client');
  const groups = usePushDays(query, enabled);
  const format = useDayFormat();
  const rows = (groups.data ?? [])
    .map((group) => ({ date: group.key, ...group.values }))
    .sort((a, b) => String(a.date).localeCompare(String(b.date)));
  let body;
  if (groups.isError) body = <ErrorState onRetry={() => void groups.refetch()} />;
  else if (groups.isPending) body = <Skeleton h="14rem" />;
  else if (rows.length === 0) body = <Text color="fg.muted">{t('push.stats.none')}</Text>;
  else
    body = (
      <LineChartView
        aria-label={t('push.stats.chartLabel')}
        failedText={t('statistics.chartFailed')}
        data={rows}
        xKey="date"
        series={[
          { key: 'sent', label: t('push.stats.sent'), color: 'blue.solid' },
          { key: 'delivered', label: t('push.stats.delivered'), color: 'teal.solid' },
          { key: 'clicked', label: t('push.stats.clicked'), color: 'orange.solid' },
        ]}
        formatX={format.day}
        formatY={format.compact}
        height="14rem"
      />
    );
  return (
    <Card.Root variant="outline" size="sm" as="section" aria-label={t('push.stats.title')} minW="0" mb="4">
      <Card.Header>
        <Heading as="h2" size="sm">
          {t('push.stats.title')}
        </Heading>
      </Card.Header>
      <Card.Body data-testid="push-chart">{body}</Card.Body>
    </Card.Root>
  );
}

/** Above the statistics listing: the chart follows its filters. */
export function ListingDeliveryChart({ controller }: { controller: ListController }) {
  return (
    <DeliveryChart
      query={controller.query ?? undefined}
      enabled={controller.settings?.aggregations === true}
    />
  );
}

/** On a notification's screen: its own figures over time. */
export function NotificationDeliveryChart({ notificationId }: { notificationId: number }) {
  return (
    <DeliveryChart
      query={{ page: 1, perPage: 25, sort: null, filters: { notification_id: notificationId }, search: '' }}
    />
  );
}
