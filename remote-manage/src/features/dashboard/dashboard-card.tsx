import type { ReactNode } from 'react';
import { useTranslation } from '@panel/shared-core';
import { Link as RouterLink } from '@panel/shared-core/router';
import { Card, ErrorState, HStack, Heading, Link, Skeleton, Stack, Text } from '@panel/shared-core/ui';

export interface DashboardCardProps {
  /** Also names the card's region and its test id (`dashboard-<id>`). */
  id: string;
  title: string;
  /** Where the whole of what the card sums up lives. */
  link?: { to: string; label: string };
  children: ReactNode;
}

/**
 * One part of the administrators' dashboard: a titled region with a link to the screen it sums up.
 *
 * @example
 * <DashboardCard id="lowest" title={t('dashboard.lowest.title')} link={{ to: '/manage/companies', label }}>…</DashboardCard>
 */
export function DashboardCard({ id, title, link, children }: DashboardCardProps) {
  const headingId = `dashboard-${id}-title`;
  return (
    <Card.Root
      variant="outline"
      size="sm"
      as="section"
      aria-labelledby={headingId}
      minW="0"
      data-testid={`dashboard-${id}`}
    >
      <Card.Header>
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Heading as="h2" size="sm" id={headingId}>
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

export interface CardQueryState {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * What a card shows before its figures: a skeleton while they load, the error with Retry when they did not, the
 * empty text when there are none; else its content.
 *
 * @example
 * <CardStates query={query} empty={rows.length === 0} emptyText={t('dashboard.lowest.empty')}>…</CardStates>
 */
export function CardStates({
  query,
  empty,
  emptyText,
  skeletonHeight = '32',
  children,
}: {
  query: CardQueryState;
  empty: boolean;
  emptyText: string;
  skeletonHeight?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('manage');
  if (query.isPending) {
    return (
      <Stack gap="2" aria-busy="true" aria-label={t('dashboard.loading')} data-testid="card-loading">
        <Skeleton h={skeletonHeight} />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        size="sm"
        headingLevel={3}
        title={t('dashboard.failed')}
        onRetry={() => void query.refetch()}
        data-testid="card-error"
      />
    );
  }
  if (empty) {
    return (
      <Text color="fg.muted" textStyle="sm" data-testid="card-empty">
        {emptyText}
      </Text>
    );
  }
  return <>{children}</>;
}
