import { useMemo } from 'react';
import { useCan, useTranslation } from '@panel/shared-core';
import { Box, EmptyState, PageHeader, SimpleGrid, Stack } from '@panel/shared-core/ui';
import { lastDays } from '../../api/dashboard';
import { NewCompaniesCard, PlatformActivityCard } from './dashboard-charts';
import { BlockedUsersCard, FailingDomainsCard, LowestBalancesCard } from './dashboard-lists';

/** The period of the charts. */
const DAYS = 30;

/**
 * `/manage`: the administrators' home. New companies, installs and deposits over the last 30 days, the companies with
 * the lowest balances, the failing domains and the blocked users, each part shown only to an administrator whose
 * permissions allow its screen (and its call), each leading to that screen. Plain calls only: the home page loads
 * neither the listing nor the record entry.
 */
export default function DashboardScreen() {
  const { t } = useTranslation('manage');
  const can = useCan();
  const range = useMemo(() => lastDays(DAYS), []);
  const companies = can({ permission: 'manage.companies' });
  const statistics = can({ permission: 'manage.statistics' });
  const domains = can({ permission: 'manage.domains' });
  // The all-users listing is the users area's (users.admin), like the screens its rows lead to.
  const users = can({ permission: 'users.admin' });
  const lists = [companies, domains, users].filter(Boolean).length;
  return (
    <Box>
      <PageHeader title={t('dashboard.title')} description={t('dashboard.description', { days: DAYS })} />
      <Stack gap="6">
        {companies || statistics ? (
          <SimpleGrid columns={{ base: 1, lg: companies && statistics ? 3 : 1 }} gap="6">
            {companies ? <NewCompaniesCard range={range} /> : null}
            {statistics ? (
              <Box gridColumn={{ lg: companies ? 'span 2' : undefined }} minW="0">
                <PlatformActivityCard range={range} />
              </Box>
            ) : null}
          </SimpleGrid>
        ) : null}
        {lists > 0 ? (
          <SimpleGrid columns={{ base: 1, md: Math.min(lists, 2), xl: lists }} gap="6">
            {companies ? <LowestBalancesCard /> : null}
            {domains ? <FailingDomainsCard /> : null}
            {users ? <BlockedUsersCard /> : null}
          </SimpleGrid>
        ) : null}
        {!companies && !statistics && lists === 0 ? (
          <EmptyState title={t('dashboard.nothing.title')} description={t('dashboard.nothing.text')} />
        ) : null}
      </Stack>
    </Box>
  );
}
