import { accessAllows, storedAccess, type AccessRule } from '@panel/shared-core';
import { queryClient, queryOptions } from '@panel/shared-core/query';
import { preloadCharts } from '@panel/shared-core/ui-heavy';
import { botKeys, botsApi } from '../../api/bots';
import { companyApi, companyKeys } from '../../api/company';
import { domainKeys, domainsApi } from '../../api/domains';
import { statisticsApi, statisticsKeys, type DailyQuery } from '../../api/statistics';
import { tariffKeys, tariffsApi } from '../../api/tariffs';

/*
 * The dashboard's calls, read by its parts and started ahead by its `prefetch` (dashboard-screen.tsx) under the same
 * keys, with the same rule of who sees which part.
 */

/** Which parts of the dashboard a user sees, by their permissions. */
export function dashboardParts(can: (rule: AccessRule) => boolean) {
  const deposit = can({ permission: 'company.deposit' });
  return {
    company: deposit || can({ permission: 'company.update' }),
    deposit,
    tariff: can({ permission: 'tariff.view' }),
    statistics: can({ permission: 'statistics.view' }),
    domains: can({ permission: 'domain.manage' }),
    bots: can({ permission: 'bot.manage' }),
  };
}

const DAY = 24 * 60 * 60 * 1000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The last 30 days, today included. */
export function lastMonth(now = Date.now()): DailyQuery {
  return { from: isoDay(now - 29 * DAY), to: isoDay(now) };
}

// A plain read: the dashboard does not load the record entry (forms, react-hook-form, zod).
export const companyQuery = queryOptions({
  queryKey: companyKeys.current,
  queryFn: ({ signal }) => companyApi.read(signal),
});

export const tariffListQuery = queryOptions({
  queryKey: tariffKeys.list,
  queryFn: ({ signal }) => tariffsApi.list(signal),
});

export const dailyQuery = (range: DailyQuery) =>
  queryOptions({
    queryKey: statisticsKeys.daily(range),
    queryFn: ({ signal }) => statisticsApi.daily(range, signal),
  });

export const customDomainsQuery = queryOptions({
  queryKey: domainKeys.custom,
  queryFn: ({ signal }) => domainsApi.custom(signal),
});

export const activeBotQuery = queryOptions({
  queryKey: botKeys.active,
  queryFn: ({ signal }) => botsApi.active(signal),
});

/**
 * Starts the calls of the parts the stored access shows, and the charts' code, as soon as the dashboard's code is
 * there instead of once it has rendered. The stored access is a guess for fetching ahead; what is shown is decided
 * with the loaded user.
 */
export function prefetchDashboard(): void {
  const access = storedAccess();
  const sees = dashboardParts((rule) => accessAllows(access, rule));
  if (sees.company) void queryClient.prefetchQuery(companyQuery);
  if (sees.tariff) void queryClient.prefetchQuery(tariffListQuery);
  if (sees.statistics) {
    void queryClient.prefetchQuery(dailyQuery(lastMonth()));
    preloadCharts();
  }
  if (sees.domains) void queryClient.prefetchQuery(customDomainsQuery);
  if (sees.bots) void queryClient.prefetchQuery(activeBotQuery);
}
