/** Statistics listings (daily, detailed; company and administrator variants), all with aggregations. */
import type { Ctx } from '../../context';
import { tx } from '../../i18n';
import type { ColumnDef, ListingDef, Row } from '../types';
import type { DailyStat, DetailedStat } from '../../store/types';
import { APPLICATION_STATUS_LABELS, COLORS, COUNTRY_OPTIONS, col, flt, options, percent } from './common';
import { companyOf } from './client';
import { APPLICATION_NAME_LINK, applicationLinkId, companyLink } from './columns';
import { SOURCES } from '../../store/words';

/** The daily metrics; `detailed` keeps the five that matter per country/platform/source (10 columns at most). */
const metricColumns = (detailed = false): ColumnDef[] => [
  col('visits', 'Визиты', 'Visits', 'number'),
  col('installs', 'Установки', 'Installs', 'number'),
  ...(detailed
    ? []
    : [col('push_subscriptions', 'Push-подписки', 'Push subscriptions', 'number', { hidden: true })]),
  col('registrations', 'Регистрации', 'Registrations', 'number'),
  ...(detailed ? [] : [col('deposits_count', 'Депозиты', 'Deposits', 'number', { hidden: true })]),
  col('deposits_sum', 'Сумма депозитов', 'Deposits sum', 'money'),
  col('cost', 'Расход', 'Cost', 'money'),
  col('cr', 'CR установки, %', 'Install CR, %', 'number', { aggregate: 'avg', hidden: true }),
];

/**
 * One statistics row for a listing. Built field by field: spreading thousands of rows (`{ ...row, extra }`)
 * takes a slow V8 path. Money is in the company's currency; cr = installs / visits in percent.
 */
const metrics = (ctx: Ctx, row: DailyStat | DetailedStat, extra: Record<string, unknown>): Row => ({
  id: row.id,
  date: row.date,
  company_id: row.company_id,
  application_id: row.application_id,
  ...('country' in row ? { country: row.country, platform: row.platform, source: row.source } : {}),
  visits: row.visits,
  installs: row.installs,
  opens: row.opens,
  push_subscriptions: row.push_subscriptions,
  registrations: row.registrations,
  deposits_count: row.deposits_count,
  deposits_sum: row.deposits_sum,
  cost: row.cost,
  currency: ctx.store.companies.get(row.company_id)?.currency ?? 'USD',
  cr: percent(row.installs, row.visits),
  ...extra,
});

export const statisticsListing: ListingDef = {
  name: 'statistics',
  title: tx('Статистика по дням', 'Daily statistics'),
  columns: [
    col('date', 'Дата', 'Date', 'date'),
    col('application_name', 'Приложение', 'Application', 'link', APPLICATION_NAME_LINK),
    ...metricColumns(),
  ],
  filters: [
    flt('date', 'Период', 'Period', 'date-range'),
    // A company may have more than a thousand applications: the panel searches them (LISTING_CHOICE_CALLS) rather
    // than the settings listing them all, and any of the company's applications is a value (a new one has no figures).
    flt('application_id', 'Приложение', 'Application', 'remote-choice', {
      choices: { call: 'application-choices.search' },
      statusLabels: APPLICATION_STATUS_LABELS,
      accepts: (ctx, value) => ctx.store.applications.get(Number(value))?.company_id === companyOf(ctx),
    }),
    flt('installs', 'Установки', 'Installs', 'number-range'),
  ],
  sort: { key: 'date', dir: 'desc' },
  perPage: 50,
  search: true,
  aggregations: true,
  groupBy: ['date'],
  rows(ctx) {
    const companyId = companyOf(ctx);
    const rows: Row[] = [];
    for (const row of ctx.store.dailyStats.rows) {
      if (row.company_id !== companyId) continue;
      rows.push(
        metrics(ctx, row, {
          application_name: ctx.store.applications.get(row.application_id ?? 0)?.name ?? '',
          application_link_id: applicationLinkId(ctx.store, row.application_id),
        }),
      );
    }
    return rows;
  },
};

const detailedColumns = (withCompany = false): ColumnDef[] => [
  col('date', 'Дата', 'Date', 'date'),
  ...(withCompany ? [companyLink()] : []),
  col('country', 'Страна', 'Country', 'text'),
  col('platform', 'Платформа', 'Platform', 'status', { statusColors: COLORS.platform }),
  col('source', 'Источник', 'Source', 'status', { statusColors: COLORS.source, hidden: withCompany }),
  ...metricColumns(true).filter((column) => !(withCompany && column.key === 'cr')),
];

/** What the detailed listings' charts may group by (aggregations `group_by`). */
const DETAILED_GROUPS = ['date', 'country', 'platform', 'source'] as const;

const detailedFilters = () => [
  flt('date', 'Период', 'Period', 'date-range'),
  flt('country', 'Страна', 'Country', 'multiselect', {
    options: COUNTRY_OPTIONS,
  }),
  flt('platform', 'Платформа', 'Platform', 'select', { options: options(['android', 'ios', 'desktop']) }),
  flt('source', 'Источник', 'Source', 'multiselect', { options: options(SOURCES) }),
];

export const detailedStatisticsListing: ListingDef = {
  name: 'detailed-statistics',
  title: tx('Подробная статистика', 'Detailed statistics'),
  columns: detailedColumns(),
  filters: detailedFilters(),
  sort: { key: 'date', dir: 'desc' },
  perPage: 50,
  search: false,
  aggregations: true,
  groupBy: DETAILED_GROUPS,
  rows(ctx) {
    const companyId = companyOf(ctx);
    return ctx.store.detailedStats.rows
      .filter((row) => row.company_id === companyId)
      .map((row) => metrics(ctx, row, {}));
  },
};

const companiesWithStats = (ctx: Ctx, rows: readonly DailyStat[]) =>
  [...new Set(rows.map((r) => r.company_id))]
    .sort((a, b) => a - b)
    .map((id) => ({ value: String(id), label: ctx.store.companies.get(id)?.name ?? `#${id}` }));

export const manageApplicationStatisticsListing: ListingDef = {
  name: 'manage-application-statistics',
  title: tx('Статистика по компаниям', 'Statistics per company'),
  columns: [col('date', 'Дата', 'Date', 'date'), companyLink(), ...metricColumns()],
  filters: [
    flt('date', 'Период', 'Period', 'date-range'),
    flt('company_id', 'Компания', 'Company', 'select', {
      options: (ctx) => companiesWithStats(ctx, ctx.store.companyDailyStats.rows),
    }),
    flt('currency', 'Валюта', 'Currency', 'select', { options: options(['USD', 'EUR', 'RUB']) }),
    flt('installs', 'Установки', 'Installs', 'number-range'),
  ],
  sort: { key: 'date', dir: 'desc' },
  perPage: 50,
  search: true,
  aggregations: true,
  // By currency: the companies' money is in their own currencies, summed per currency, never together.
  groupBy: ['date', 'currency'],
  rows(ctx) {
    return ctx.store.companyDailyStats.rows.map((row) =>
      metrics(ctx, row, { company_name: ctx.store.companies.get(row.company_id)?.name ?? '' }),
    );
  },
};

export const manageDetailedStatisticsListing: ListingDef = {
  name: 'manage-detailed-statistics',
  title: tx('Подробная статистика по компаниям', 'Detailed statistics per company'),
  columns: detailedColumns(true),
  filters: [
    ...detailedFilters(),
    flt('company_id', 'Компания', 'Company', 'select', {
      options: (ctx) => companiesWithStats(ctx, ctx.store.detailedStats.rows),
    }),
  ],
  sort: { key: 'date', dir: 'desc' },
  perPage: 50,
  search: true,
  aggregations: true,
  groupBy: DETAILED_GROUPS,
  rows(ctx) {
    return ctx.store.detailedStats.rows.map((row) =>
      metrics(ctx, row, { company_name: ctx.store.companies.get(row.company_id)?.name ?? '' }),
    );
  },
};
