import { useMemo } from 'react';
import { useCan, useTranslation } from '@panel/shared-core';
import { useQuery } from '@panel/shared-core/query';
import { Link as RouterLink } from '@panel/shared-core/router';
import {
  Box,
  Button,
  Card,
  ErrorState,
  HStack,
  Heading,
  Link,
  PageHeader,
  PlusIcon,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@panel/shared-core/ui';
import { BalanceFigure } from '../../components/balance-figure';
import { TariffUsage } from '../../components/tariff-usage';
import { BALANCE_PATH } from '../balance/paths';
import { STATISTICS_PATH } from '../statistics/paths';
import { TARIFFS_PATH } from '../tariffs/paths';
import { AttentionList } from './attention-list';
import { LastMonthCharts } from './dashboard-charts';
import { currentCompanyQuery } from '../../api/company';
import { tariffListQuery } from '../../api/tariffs';
import { dashboardParts } from './dashboard-queries';
import { lastMonth } from '../../api/statistics';

function Panel({
  title,
  link,
  children,
  testId,
}: {
  title: string;
  link?: { to: string; label: string };
  children: React.ReactNode;
  testId?: string;
}) {
  const id = `dashboard-${testId}`;
  return (
    <Card.Root variant="outline" size="sm" as="section" aria-labelledby={id} minW="0" data-testid={testId}>
      <Card.Header>
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Heading as="h2" size="sm" id={id}>
            {title}
          </Heading>
          {link ? (
            <Link asChild textStyle="sm" colorPalette="brand">
              <RouterLink to={link.to}>{link.label}</RouterLink>
            </Link>
          ) : null}
        </HStack>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

function TariffPanel() {
  const { t } = useTranslation('client');
  const list = useQuery(tariffListQuery);
  const current = list.data?.tariffs.find((tariff) => tariff.id === list.data?.currentId);
  return (
    <Panel
      title={current ? t('dashboard.tariffOf', { name: current.name }) : t('dashboard.tariff')}
      link={{ to: TARIFFS_PATH, label: t('dashboard.compareTariffs') }}
      testId="tariff"
    >
      {list.isPending ? (
        <Skeleton h="24" />
      ) : list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : current && list.data.usage ? (
        <TariffUsage usage={list.data.usage} limits={current.limits} />
      ) : (
        <Text color="fg.muted">{t('dashboard.noTariff')}</Text>
      )}
    </Panel>
  );
}

/** The statistics listing over the days the charts show (`f.date=from..to`), so that it opens what they count. */
const statisticsOf = ({ from, to }: { from: string; to: string }) =>
  `${STATISTICS_PATH}?f.date=${from}..${to}`;

/**
 * `/client`: the company's home. Its balance (and a deposit), its tariff's usage, installs and deposits over the last
 * 30 days, and what needs attention, each part shown only to those whose permissions allow it.
 */
export default function DashboardScreen() {
  const { t } = useTranslation('client');
  const can = useCan();
  const sees = dashboardParts(can);
  // One period for the charts and their link.
  const range = useMemo(() => lastMonth(), []);
  const record = useQuery({ ...currentCompanyQuery, enabled: sees.company });
  const current = record.data;
  return (
    <Box>
      <PageHeader title={current?.name ?? t('dashboard.title')} description={t('dashboard.description')} />
      <Stack gap="6">
        {sees.company || sees.tariff ? (
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
            {sees.company ? (
              <Panel
                title={t('dashboard.balance')}
                link={sees.deposit ? { to: BALANCE_PATH, label: t('dashboard.transactions') } : undefined}
                testId="balance"
              >
                {record.isError ? (
                  <ErrorState onRetry={() => void record.refetch()} />
                ) : (
                  <Stack gap="4">
                    <BalanceFigure company={current} />
                    {current?.can_deposit ? (
                      <Button asChild colorPalette="brand" size="sm" alignSelf="start">
                        <RouterLink to={`${BALANCE_PATH}?deposit=1`}>
                          <PlusIcon />
                          {t('deposit.open')}
                        </RouterLink>
                      </Button>
                    ) : null}
                  </Stack>
                )}
              </Panel>
            ) : null}
            {sees.tariff ? <TariffPanel /> : null}
          </SimpleGrid>
        ) : null}
        {sees.statistics ? (
          <Panel
            title={t('dashboard.lastMonth')}
            link={{ to: statisticsOf(range), label: t('dashboard.allStatistics') }}
            testId="charts"
          >
            <LastMonthCharts range={range} />
          </Panel>
        ) : null}
        {/* Only those who can check something (and fix it) see the list: "nothing to do" would be a guess otherwise. */}
        {sees.company || sees.domains || sees.bots ? (
          <Panel title={t('dashboard.attention')} testId="attention-panel">
            <AttentionList company={current} />
          </Panel>
        ) : null}
      </Stack>
    </Box>
  );
}
