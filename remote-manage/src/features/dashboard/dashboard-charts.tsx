import { formatMoney, useTranslation } from '@panel/shared-core';
import { useQuery } from '@panel/shared-core/query';
import { SimpleGrid, Stack, Text } from '@panel/shared-core/ui';
import { LineChartView } from '@panel/shared-core/ui-heavy';
import { dashboardApi, dashboardKeys, everyDay, type DayRange } from '../../api/dashboard';
import { CardStates, DashboardCard } from './dashboard-card';

/** Where the figures of the charts live in full. */
const COMPANIES_PATH = '/manage/companies';
const STATISTICS_PATH = '/manage/statistics';

/** A date-range filter of a listing's URL (`f.<key>=from..to`), so "see all" opens the same period. */
const periodParam = (key: string, range: DayRange) => `f.${key}=${range.from}..${range.to}`;

function useChartFormats() {
  const { i18n } = useTranslation();
  const day = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const compact = new Intl.NumberFormat(i18n.language, { notation: 'compact' });
  const whole = new Intl.NumberFormat(i18n.language);
  return {
    day: (value: string) => {
      const date = new Date(`${value}T00:00:00Z`);
      return Number.isNaN(date.getTime()) ? value : day.format(date);
    },
    compact: (value: number) => compact.format(value),
    whole: (value: number) => whole.format(value),
  };
}

/** New companies per day over the period (the `company` listing grouped by its creation day). */
export function NewCompaniesCard({ range }: { range: DayRange }) {
  const { t } = useTranslation('manage');
  const format = useChartFormats();
  const query = useQuery({
    queryKey: dashboardKeys.newCompanies(range),
    queryFn: ({ signal }) => dashboardApi.newCompanies(range, signal),
  });
  const days = query.data ?? [];
  const total = days.reduce((sum, day) => sum + (day.values.count ?? 0), 0);
  return (
    <DashboardCard
      id="new-companies"
      title={t('dashboard.newCompanies.title')}
      link={{
        to: `${COMPANIES_PATH}?${periodParam('created_at', range)}`,
        label: t('dashboard.newCompanies.all'),
      }}
    >
      <CardStates
        query={query}
        empty={total === 0}
        emptyText={t('dashboard.newCompanies.empty')}
        skeletonHeight="13rem"
      >
        <Stack gap="2" minW="0">
          <Text textStyle="sm" color="fg.muted" data-testid="new-companies-total">
            {t('dashboard.newCompanies.total', { count: total, formatted: format.whole(total) })}
          </Text>
          <LineChartView
            aria-label={t('dashboard.newCompanies.label')}
            failedText={t('dashboard.chartFailed')}
            data={everyDay(range, days, ['count']).map((day) => ({ date: day.date, ...day.values }))}
            xKey="date"
            series={[{ key: 'count', label: t('dashboard.newCompanies.series'), color: 'blue.solid' }]}
            formatX={format.day}
            formatY={format.compact}
            height="13rem"
            wholeNumbers
          />
        </Stack>
      </CardStates>
    </DashboardCard>
  );
}

/** Installs and deposits of every company per day over the period (`manage-application-statistics` by `date`). */
export function PlatformActivityCard({ range }: { range: DayRange }) {
  const { t, i18n } = useTranslation('manage');
  const format = useChartFormats();
  const query = useQuery({
    queryKey: dashboardKeys.platformDays(range),
    queryFn: ({ signal }) => dashboardApi.platformDays(range, signal),
  });
  // Money is summed per currency by the server: a euro and a rouble are never added together.
  const deposits = useQuery({
    queryKey: dashboardKeys.platformDeposits(range),
    queryFn: ({ signal }) => dashboardApi.platformDeposits(range, signal),
  });
  const days = query.data ?? [];
  const installs = days.reduce((sum, day) => sum + (day.values.installs ?? 0), 0);
  const amounts = (deposits.data ?? [])
    .map(({ currency, amount }) => formatMoney(amount.toFixed(2), currency, i18n.language))
    .join(' · ');
  const data = everyDay(range, days, ['installs', 'deposits_count']).map((day) => ({
    date: day.date,
    ...day.values,
  }));
  return (
    <DashboardCard
      id="activity"
      title={t('dashboard.activity.title')}
      link={{
        to: `${STATISTICS_PATH}?${periodParam('date', range)}`,
        label: t('dashboard.activity.all'),
      }}
    >
      <CardStates
        query={query}
        empty={days.length === 0}
        emptyText={t('dashboard.activity.empty')}
        skeletonHeight="13rem"
      >
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          <Stack gap="2" minW="0">
            <Text textStyle="sm" color="fg.muted" data-testid="activity-installs">
              {t('dashboard.activity.installsTotal', { count: installs, formatted: format.whole(installs) })}
            </Text>
            <LineChartView
              aria-label={t('dashboard.activity.installsLabel')}
              failedText={t('dashboard.chartFailed')}
              data={data}
              xKey="date"
              series={[{ key: 'installs', label: t('dashboard.activity.installs'), color: 'teal.solid' }]}
              formatX={format.day}
              formatY={format.compact}
              height="13rem"
            />
          </Stack>
          <Stack gap="2" minW="0">
            <Text textStyle="sm" color="fg.muted" data-testid="activity-deposits">
              {deposits.isSuccess
                ? amounts
                  ? t('dashboard.activity.depositsTotal', { amounts })
                  : t('dashboard.activity.noDeposits')
                : deposits.isError
                  ? t('dashboard.activity.depositsFailed')
                  : '\u00a0'}
            </Text>
            <LineChartView
              aria-label={t('dashboard.activity.depositsLabel')}
              failedText={t('dashboard.chartFailed')}
              data={data}
              xKey="date"
              series={[
                { key: 'deposits_count', label: t('dashboard.activity.deposits'), color: 'purple.solid' },
              ]}
              formatX={format.day}
              formatY={format.compact}
              height="13rem"
              wholeNumbers
            />
          </Stack>
        </SimpleGrid>
      </CardStates>
    </DashboardCard>
  );
}
