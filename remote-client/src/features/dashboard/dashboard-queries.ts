import { accessAllows, storedAccess, type AccessRule } from '@panel/shared-core';
import { queryClient } from '@panel/shared-core/query';
import { activeBotQuery } from '../../api/bots';
import { currentCompanyQuery } from '../../api/company';
import { customDomainsQuery } from '../../api/domains';
import { dailyQuery, lastMonth } from '../../api/statistics';
import { tariffListQuery } from '../../api/tariffs';

/** Which parts of the dashboard a user sees, by their permissions: one rule for its parts and its prefetch. */
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

/**
 * Starts the calls of the parts the stored access shows, under the keys the parts read, and the charts' code: the
 * routes run it while the dashboard's code downloads (`lazyScreen`'s `prefetch`), so it is light on purpose (the api
 * modules and the query client, none of the screen's views). The stored access is a guess for fetching ahead; what is
 * shown is decided with the loaded user.
 */
export function prefetchDashboard(): void {
  const access = storedAccess();
  const sees = dashboardParts((rule) => accessAllows(access, rule));
  if (sees.company) void queryClient.prefetchQuery(currentCompanyQuery);
  if (sees.tariff) void queryClient.prefetchQuery(tariffListQuery);
  if (sees.statistics) {
    void queryClient.prefetchQuery(dailyQuery(lastMonth()));
    // The kit's heavy entry, which the screen needs anyway, asked for beside the screen's code instead of after it.
    import('@panel/shared-core/ui-heavy').then(({ preloadCharts }) => preloadCharts()).catch(() => undefined);
  }
  if (sees.domains) void queryClient.prefetchQuery(customDomainsQuery);
  if (sees.bots) void queryClient.prefetchQuery(activeBotQuery);
}
