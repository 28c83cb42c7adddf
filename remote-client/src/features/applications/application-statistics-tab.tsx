import { useApplicationRecord } from '@panel/shared-domain/applications';
import { useMemo } from 'react';
import { useTranslation } from '@panel/shared-core';
import { Listing } from '@panel/shared-core/listing';
import { useQuery } from '@panel/shared-core/query';
import { Card, ErrorState, Heading, Stack, Text } from '@panel/shared-core/ui';
import { LineChartView } from '@panel/shared-core/ui-heavy';
import { dailyQuery, lastMonth } from '../../api/statistics';

/**
 * `/client/applications/:id/statistics`: the last 30 days as a chart (visits, installs, opens), and every daily row of
 * the application as the `statistics` listing scoped to it.
 */
export default function ApplicationStatisticsTab() {
  const { t, i18n } = useTranslation('client');
  const { application } = useApplicationRecord();
  const range = useMemo(() => lastMonth(), []);
  const query = { application_id: String(application.id), ...range };
  const daily = useQuery(dailyQuery(query));
  const day = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const number = new Intl.NumberFormat(i18n.language, { notation: 'compact' });
  const rows = daily.data?.rows ?? [];
  const totals = rows.reduce(
    (sum, row) => ({ visits: sum.visits + row.visits, installs: sum.installs + row.installs }),
    { visits: 0, installs: 0 },
  );
  return (
    <Stack gap="6">
      <Card.Root variant="outline" size="sm">
        <Card.Header>
          <Heading as="h2" size="md">
            {t('applications.statistics.chartTitle')}
          </Heading>
          <Text textStyle="sm" color="fg.muted">
            {t('applications.statistics.chartSummary', {
              visits: new Intl.NumberFormat(i18n.language).format(totals.visits),
              installs: new Intl.NumberFormat(i18n.language).format(totals.installs),
            })}
          </Text>
        </Card.Header>
        <Card.Body>
          {daily.isError ? (
            <ErrorState onRetry={() => void daily.refetch()} />
          ) : !daily.isPending && rows.length === 0 ? (
            <Text color="fg.muted">{t('applications.statistics.empty')}</Text>
          ) : (
            <LineChartView
              aria-label={t('applications.statistics.chartLabel', { name: application.name })}
              failedText={t('applications.statistics.chartFailed')}
              data={rows.map((row) => ({
                date: row.date,
                visits: row.visits,
                installs: row.installs,
                opens: row.opens,
              }))}
              xKey="date"
              series={[
                { key: 'visits', label: t('applications.statistics.visits'), color: 'blue.solid' },
                { key: 'installs', label: t('applications.statistics.installs'), color: 'teal.solid' },
                { key: 'opens', label: t('applications.statistics.opens'), color: 'orange.solid' },
              ]}
              formatX={(value) => {
                const date = new Date(`${value}T00:00:00Z`);
                return Number.isNaN(date.getTime()) ? String(value) : day.format(date);
              }}
              formatY={(value) => number.format(value)}
            />
          )}
        </Card.Body>
      </Card.Root>
      <Listing
        name="statistics"
        fixedFilters={{ application_id: String(application.id) }}
        syncUrl={false}
        label={t('applications.statistics.tableLabel', { name: application.name })}
        defaultFiltersOpen={false}
      />
    </Stack>
  );
}
