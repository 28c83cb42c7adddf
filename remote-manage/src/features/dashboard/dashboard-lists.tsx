import type { ReactNode } from 'react';
import { formatMoney, useTranslation } from '@panel/shared-core';
import { useQuery } from '@panel/shared-core/query';
import { Link as RouterLink } from '@panel/shared-core/router';
import { Badge, HStack, Link, Stack, Text } from '@panel/shared-core/ui';
import { dashboardApi, dashboardKeys } from '../../api/dashboard';
import { CardStates, DashboardCard } from './dashboard-card';

const COMPANIES_PATH = '/manage/companies';
const DOMAINS_PATH = '/manage/domains';
/** The users remote (`/admin/users`): every user's screen is there. */
const USERS_PATH = '/users';

function Rows({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" data-testid={testId}>
      {children}
    </Stack>
  );
}

function Row({ children }: { children: ReactNode }) {
  return (
    <HStack
      as="li"
      justify="space-between"
      align="start"
      gap="3"
      py="2"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
      minW="0"
    >
      {children}
    </HStack>
  );
}

function RowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild colorPalette="brand" fontWeight="medium" overflowWrap="anywhere">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

/** The companies with the lowest balances, each leading to its record screen. */
export function LowestBalancesCard() {
  const { t, i18n } = useTranslation('manage');
  const query = useQuery({
    queryKey: dashboardKeys.lowestBalances,
    queryFn: ({ signal }) => dashboardApi.lowestBalances(signal),
  });
  const rows = query.data?.rows ?? [];
  return (
    <DashboardCard
      id="lowest-balances"
      title={t('dashboard.lowest.title')}
      link={{ to: `${COMPANIES_PATH}?sort=balance.asc`, label: t('dashboard.lowest.all') }}
    >
      <CardStates query={query} empty={rows.length === 0} emptyText={t('dashboard.lowest.empty')}>
        <Rows testId="lowest-balances">
          {rows.map((company) => (
            <Row key={company.id}>
              <Stack gap="0.5" minW="0">
                <RowLink to={`${COMPANIES_PATH}/${company.id}`}>{company.name}</RowLink>
                {company.status === 'blocked' ? (
                  <Badge size="sm" colorPalette="red" alignSelf="start">
                    {t('dashboard.lowest.blocked')}
                  </Badge>
                ) : null}
              </Stack>
              <Text
                fontVariantNumeric="tabular-nums"
                whiteSpace="nowrap"
                color={company.balance.trim().startsWith('-') ? 'fg.error' : undefined}
                data-testid="company-balance"
              >
                {formatMoney(company.balance, company.currency, i18n.language)}
              </Text>
            </Row>
          ))}
        </Rows>
      </CardStates>
    </DashboardCard>
  );
}

/** Domains whose verification failed, across companies, each leading to the domains screen found by its name. */
export function FailingDomainsCard() {
  const { t } = useTranslation('manage');
  const query = useQuery({
    queryKey: dashboardKeys.failingDomains,
    queryFn: ({ signal }) => dashboardApi.failingDomains(signal),
  });
  const rows = query.data?.rows ?? [];
  const total = query.data?.total ?? 0;
  const inError = `${DOMAINS_PATH}?f.status=error`;
  return (
    <DashboardCard
      id="failing-domains"
      title={t('dashboard.domains.title')}
      link={total > 0 ? { to: inError, label: t('dashboard.domains.all', { total }) } : undefined}
    >
      <CardStates query={query} empty={rows.length === 0} emptyText={t('dashboard.domains.empty')}>
        <Rows testId="failing-domains">
          {rows.map((domain) => (
            <Row key={domain.id}>
              <RowLink to={`${inError}&q=${encodeURIComponent(domain.name)}`}>{domain.name}</RowLink>
              {domain.company_id !== null && domain.company_name ? (
                <Link asChild textStyle="sm" color="fg.muted" overflowWrap="anywhere" textAlign="end">
                  <RouterLink to={`${COMPANIES_PATH}/${domain.company_id}`}>{domain.company_name}</RouterLink>
                </Link>
              ) : (
                <Text textStyle="sm" color="fg.muted">
                  {t('dashboard.domains.platform')}
                </Text>
              )}
            </Row>
          ))}
        </Rows>
      </CardStates>
    </DashboardCard>
  );
}

/** Users who are blocked, each leading to their screen in the users area. */
export function BlockedUsersCard() {
  const { t } = useTranslation('manage');
  const query = useQuery({
    queryKey: dashboardKeys.blockedUsers,
    queryFn: ({ signal }) => dashboardApi.blockedUsers(signal),
  });
  const rows = query.data?.rows ?? [];
  const total = query.data?.total ?? 0;
  return (
    <DashboardCard
      id="blocked-users"
      title={t('dashboard.blocked.title')}
      link={
        total > 0
          ? { to: `${USERS_PATH}?f.status=blocked`, label: t('dashboard.blocked.all', { total }) }
          : undefined
      }
    >
      <CardStates query={query} empty={rows.length === 0} emptyText={t('dashboard.blocked.empty')}>
        <Rows testId="blocked-users">
          {rows.map((user) => (
            <Row key={user.id}>
              <Stack gap="0.5" minW="0">
                <RowLink to={`${USERS_PATH}/${user.id}`}>{user.name}</RowLink>
                <Text textStyle="xs" color="fg.muted" overflowWrap="anywhere">
                  {user.email}
                </Text>
              </Stack>
              {user.company_name ? (
                <Text textStyle="sm" color="fg.muted" textAlign="end" overflowWrap="anywhere">
                  {user.company_name}
                </Text>
              ) : null}
            </Row>
          ))}
        </Rows>
      </CardStates>
    </DashboardCard>
  );
}
