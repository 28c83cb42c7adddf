import { useId, useMemo, useState } from 'react';
import { formatMoney, fromCents, toCents, useTranslation } from '@panel/shared-core';
import { useQuery } from '@panel/shared-core/query';
import {
  Card,
  ErrorState,
  HStack,
  Heading,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@panel/shared-core/ui';
import { LineChartView, Table } from '@panel/shared-core/ui-heavy';
import { companyStatisticsApi, companyStatisticsKeys, type CompanyDay } from '../../api/companies';
import { everyDay, lastDays } from '../../api/dashboard';
import { useCompanyRecord } from './company-context';

const PERIODS = [7, 30, 90] as const;
type Period = (typeof PERIODS)[number];

/** The sum of decimal strings, exact (a value that is not an amount counts as nothing). */
const sumMoney = (values: string[]) =>
  fromCents(values.reduce((sum, value) => sum + (toCents(value) ?? 0), 0));

/**
 * `/manage/companies/:id/statistics`: the company's installs and deposits per day over a period
 * (`GET /manage/statistic/get-daily/{id}`), as charts, and the same days as a table with their totals.
 */
export default function CompanyStatisticsTab() {
  const { t, i18n } = useTranslation('manage');
  const { company } = useCompanyRecord();
  const periodId = useId();
  const [period, setPeriod] = useState<Period>(30);
  const range = useMemo(() => lastDays(period), [period]);
  const daily = useQuery({
    queryKey: companyStatisticsKeys.daily(company.id, range),
    queryFn: ({ signal }) => companyStatisticsApi.daily(company.id, range, signal),
  });
  const rows: CompanyDay[] = daily.data?.rows ?? [];
  const currency = daily.data?.currency ?? company.currency;
  const number = new Intl.NumberFormat(i18n.language);
  const compact = new Intl.NumberFormat(i18n.language, { notation: 'compact' });
  const day = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const longDay = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const formatDay = (value: string, format: Intl.DateTimeFormat) => {
    const date = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(date.getTime()) ? value : format.format(date);
  };
  const money = (value: string) => formatMoney(value, currency, i18n.language);

  const chart = everyDay(
    range,
    rows.map((row) => ({
      date: row.date,
      values: { installs: row.installs, deposits_sum: Number(row.deposits_sum) || 0 },
    })),
    ['installs', 'deposits_sum'],
  ).map((entry) => ({ date: entry.date, ...entry.values }));
  const totals = {
    visits: rows.reduce((sum, row) => sum + row.visits, 0),
    installs: rows.reduce((sum, row) => sum + row.installs, 0),
    registrations: rows.reduce((sum, row) => sum + row.registrations, 0),
    deposits: rows.reduce((sum, row) => sum + row.deposits_count, 0),
    depositsSum: sumMoney(rows.map((row) => row.deposits_sum)),
    cost: sumMoney(rows.map((row) => row.cost)),
  };

  return (
    <Stack gap="6">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Text color="fg.muted" textStyle="sm" data-testid="statistics-summary">
          {daily.isSuccess
            ? t('companies.statistics.summary', {
                installs: number.format(totals.installs),
                deposits: money(totals.depositsSum),
              })
            : null}
        </Text>
        <HStack gap="2">
          <Text asChild textStyle="sm" color="fg.muted" whiteSpace="nowrap">
            <label htmlFor={periodId}>{t('companies.statistics.period')}</label>
          </Text>
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field
              id={periodId}
              value={String(period)}
              onChange={(event) => setPeriod(Number(event.target.value) as Period)}
            >
              {PERIODS.map((days) => (
                <option key={days} value={days}>
                  {t('companies.statistics.lastDays', { count: days })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
      </HStack>
      {daily.isError ? (
        <ErrorState onRetry={() => void daily.refetch()} />
      ) : daily.isPending ? (
        <Skeleton h="16rem" aria-busy="true" />
      ) : rows.length === 0 ? (
        <Text color="fg.muted" data-testid="statistics-empty">
          {t('companies.statistics.empty')}
        </Text>
      ) : (
        <>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
            <Card.Root
              variant="outline"
              size="sm"
              as="section"
              aria-labelledby="company-installs-chart"
              minW="0"
            >
              <Card.Header>
                <Heading as="h2" size="sm" id="company-installs-chart">
                  {t('companies.statistics.installs')}
                </Heading>
              </Card.Header>
              <Card.Body>
                <LineChartView
                  aria-label={t('companies.statistics.installsLabel', { name: company.name })}
                  failedText={t('companies.statistics.chartFailed')}
                  data={chart}
                  xKey="date"
                  series={[
                    { key: 'installs', label: t('companies.statistics.installs'), color: 'teal.solid' },
                  ]}
                  formatX={(value) => formatDay(value, day)}
                  formatY={(value) => compact.format(value)}
                  height="14rem"
                />
              </Card.Body>
            </Card.Root>
            <Card.Root
              variant="outline"
              size="sm"
              as="section"
              aria-labelledby="company-deposits-chart"
              minW="0"
            >
              <Card.Header>
                <Heading as="h2" size="sm" id="company-deposits-chart">
                  {t('companies.statistics.depositsSum')}
                </Heading>
              </Card.Header>
              <Card.Body>
                <LineChartView
                  aria-label={t('companies.statistics.depositsLabel', { name: company.name })}
                  failedText={t('companies.statistics.chartFailed')}
                  data={chart}
                  xKey="date"
                  series={[
                    {
                      key: 'deposits_sum',
                      label: t('companies.statistics.depositsSum'),
                      color: 'purple.solid',
                    },
                  ]}
                  formatX={(value) => formatDay(value, day)}
                  formatY={(value) => compact.format(value)}
                  height="14rem"
                />
              </Card.Body>
            </Card.Root>
          </SimpleGrid>
          <Table.ScrollArea borderWidth="1px" borderRadius="l2">
            <Table.Root size="sm" aria-label={t('companies.statistics.tableLabel', { name: company.name })}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('companies.statistics.date')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('companies.statistics.visits')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">
                    {t('companies.statistics.installs')}
                  </Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">
                    {t('companies.statistics.registrations')}
                  </Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">
                    {t('companies.statistics.deposits')}
                  </Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">
                    {t('companies.statistics.depositsSum')}
                  </Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('companies.statistics.cost')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {[...rows].reverse().map((row) => (
                  <Table.Row key={row.date} data-testid="statistics-row">
                    <Table.Cell whiteSpace="nowrap">{formatDay(row.date, longDay)}</Table.Cell>
                    <Table.Cell textAlign="end">{number.format(row.visits)}</Table.Cell>
                    <Table.Cell textAlign="end">{number.format(row.installs)}</Table.Cell>
                    <Table.Cell textAlign="end">{number.format(row.registrations)}</Table.Cell>
                    <Table.Cell textAlign="end">{number.format(row.deposits_count)}</Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      {money(row.deposits_sum)}
                    </Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      {money(row.cost)}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
              <Table.Footer>
                <Table.Row fontWeight="semibold" data-testid="statistics-totals">
                  <Table.Cell>{t('companies.statistics.total')}</Table.Cell>
                  <Table.Cell textAlign="end">{number.format(totals.visits)}</Table.Cell>
                  <Table.Cell textAlign="end">{number.format(totals.installs)}</Table.Cell>
                  <Table.Cell textAlign="end">{number.format(totals.registrations)}</Table.Cell>
                  <Table.Cell textAlign="end">{number.format(totals.deposits)}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {money(totals.depositsSum)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {money(totals.cost)}
                  </Table.Cell>
                </Table.Row>
              </Table.Footer>
            </Table.Root>
          </Table.ScrollArea>
        </>
      )}
    </Stack>
  );
}
