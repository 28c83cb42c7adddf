import { formatMoney, useTranslation } from '@panel/shared-core';
import { useQuery } from '@panel/shared-core/query';
import { ErrorState, SimpleGrid, Stack, Text } from '@panel/shared-core/ui';
import { LineChartView, type LineChartSeries } from '@panel/shared-core/ui-heavy';
import { dailyQuery } from '../../api/statistics';

/** Installs and deposits of the company over the last 30 days (`GET /client/statistic/get-daily`). */
export function LastMonthCharts({ range }: { range: { from: string; to: string } }) {
  const { t, i18n } = useTranslation('client');
  const daily = useQuery(dailyQuery(range));
  const day = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const compact = new Intl.NumberFormat(i18n.language, { notation: 'compact' });
  const formatX = (value: string) => {
    const date = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(date.getTime()) ? value : day.format(date);
  };
  if (daily.isError) return <ErrorState onRetry={() => void daily.refetch()} />;
  const rows = daily.data?.rows ?? [];
  if (!daily.isPending && rows.length === 0) return <Text color="fg.muted">{t('dashboard.noFigures')}</Text>;
  const installs = rows.reduce((sum, row) => sum + row.installs, 0);
  const depositCents = rows.reduce((sum, row) => sum + Math.round(Number(row.deposits_sum) * 100), 0);
  const currency = daily.data?.currency ?? 'USD';
  const data = rows.map((row) => ({
    date: row.date,
    installs: row.installs,
    deposits: Number(row.deposits_sum),
  }));
  // The two charts differ only by what they show: one figure of the same days each.
  const dayChart = (label: string, series: LineChartSeries) => (
    <LineChartView
      aria-label={label}
      failedText={t('statistics.chartFailed')}
      data={data}
      xKey="date"
      series={[series]}
      formatX={formatX}
      formatY={(value) => compact.format(value)}
      height="13rem"
    />
  );
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
      <Stack gap="2" minW="0">
        <Text textStyle="sm" color="fg.muted" data-testid="dashboard-installs">
          {t('dashboard.installsTotal', {
            count: installs,
            formatted: new Intl.NumberFormat(i18n.language).format(installs),
          })}
        </Text>
        {dayChart(t('dashboard.installsLabel'), {
          key: 'installs',
          label: t('statistics.installs'),
          color: 'teal.solid',
        })}
      </Stack>
      <Stack gap="2" minW="0">
        <Text textStyle="sm" color="fg.muted">
          {t('dashboard.depositsTotal', {
            amount: formatMoney((depositCents / 100).toFixed(2), currency, i18n.language),
          })}
        </Text>
        {dayChart(t('dashboard.depositsLabel'), {
          key: 'deposits',
          label: t('statistics.depositsSum'),
          color: 'purple.solid',
        })}
      </Stack>
    </SimpleGrid>
  );
}
