import { useTranslation } from '@panel/shared-core';
import type { ListingQuery, ListingScope } from '@panel/shared-core';
import { listingApi, listingKeys, type ListController } from '@panel/shared-core/listing';
import { keepPreviousData, useQuery } from '@panel/shared-core/query';
import { Card, ErrorState, Heading, SimpleGrid, Stack, Text } from '@panel/shared-core/ui';
import { BarChartView, LineChartView } from '@panel/shared-core/ui-heavy';

/** The rows the filters select, whatever page the table shows: the chart sums them all. */
function chartQuery(query: ListingQuery): ListingQuery {
  return { ...query, page: 1, sort: null };
}

/** The totals per value of `groupBy` over the listing's current filters (docs/api-contract.md, "group_by"). */
export function useListingGroups(controller: ListController, groupBy: string) {
  const query = controller.query ? chartQuery(controller.query) : undefined;
  return useQuery({
    queryKey: listingKeys.groups(controller.scope as ListingScope, controller.name, query!, groupBy),
    queryFn: ({ signal }) =>
      listingApi.groups(controller.name, query!, groupBy, controller.scope, { signal }),
    enabled: !!query && controller.settings?.aggregations === true,
    placeholderData: keepPreviousData,
  });
}

function ChartCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card.Root variant="outline" size="sm" as="section" aria-label={title} minW="0">
      <Card.Header>
        <Heading as="h2" size="sm">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

function useFormats() {
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

/** Visits and installs, and the deposits' sum, per day over the listing's filters. */
export function TimeCharts({ controller }: { controller: ListController }) {
  const { t } = useTranslation('client');
  const groups = useListingGroups(controller, 'date');
  const format = useFormats();
  const rows = (groups.data ?? []).map((group) => ({ date: group.key, ...group.values }));
  const failed = t('statistics.chartFailed');
  if (groups.isError) return <ErrorState onRetry={() => void groups.refetch()} />;
  if (!groups.isPending && rows.length === 0) {
    return (
      <Text color="fg.muted" mb="4">
        {t('statistics.noFigures')}
      </Text>
    );
  }
  return (
    <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4" mb="4" data-testid="statistics-charts">
      <Stack gridColumn={{ lg: 'span 2' }} minW="0">
        <ChartCard title={t('statistics.trafficTitle')}>
          <LineChartView
            aria-label={t('statistics.trafficLabel')}
            failedText={failed}
            data={rows}
            xKey="date"
            series={[
              { key: 'visits', label: t('statistics.visits'), color: 'blue.solid' },
              { key: 'installs', label: t('statistics.installs'), color: 'teal.solid' },
            ]}
            formatX={format.day}
            formatY={format.compact}
            height="14rem"
          />
        </ChartCard>
      </Stack>
      <ChartCard title={t('statistics.depositsTitle')}>
        <LineChartView
          aria-label={t('statistics.depositsLabel')}
          failedText={failed}
          data={rows}
          xKey="date"
          series={[{ key: 'deposits_sum', label: t('statistics.depositsSum'), color: 'purple.solid' }]}
          formatX={format.day}
          formatY={format.compact}
          height="14rem"
        />
      </ChartCard>
    </SimpleGrid>
  );
}

function Breakdown({
  controller,
  by,
}: {
  controller: ListController;
  by: 'country' | 'platform' | 'source';
}) {
  const { t } = useTranslation('client');
  const groups = useListingGroups(controller, by);
  const format = useFormats();
  // A bar is named as the table names the value ("iOS", "Germany"), from the listing's own labels.
  const labels = controller.settings?.columns.find((column) => column.key === by)?.valueLabels;
  // The eight largest: a long tail of small bars says nothing a table does not say better.
  const rows = (groups.data ?? [])
    .slice(0, 8)
    .map((group) => ({ key: labels?.[group.key] ?? group.key, ...group.values }));
  const title = t(`statistics.by.${by}`);
  return (
    <ChartCard title={title}>
      {groups.isError ? (
        <ErrorState onRetry={() => void groups.refetch()} />
      ) : !groups.isPending && rows.length === 0 ? (
        <Text color="fg.muted">{t('statistics.noFigures')}</Text>
      ) : (
        <BarChartView
          aria-label={t('statistics.breakdownLabel', { by: title })}
          failedText={t('statistics.chartFailed')}
          data={rows}
          categoryKey="key"
          series={[{ key: 'installs', label: t('statistics.installs'), color: 'teal.solid' }]}
          formatValue={format.compact}
          height="14rem"
        />
      )}
    </ChartCard>
  );
}

/** Installs by country, platform and source over the listing's filters. */
export function BreakdownCharts({ controller }: { controller: ListController }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" mb="4" data-testid="statistics-breakdown">
      <Breakdown controller={controller} by="country" />
      <Breakdown controller={controller} by="platform" />
      <Breakdown controller={controller} by="source" />
    </SimpleGrid>
  );
}
