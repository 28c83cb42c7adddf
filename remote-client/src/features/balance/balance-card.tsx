import { useTranslation } from '@panel/shared-core';
import { Card, HStack, Stack, Text } from '@panel/shared-core/ui';
import type { Company } from '../../api/company';
import { BalanceFigure } from '../../components/balance-figure';

/** The balance above the transactions: the figure and what may be done with it. */
export function BalanceCard({
  company,
  actions,
}: {
  company: Company | undefined;
  actions?: React.ReactNode;
}) {
  const { t } = useTranslation('client');
  return (
    <Card.Root variant="outline" size="sm" mb="4" as="section" aria-label={t('balance.current')}>
      <Card.Body>
        <HStack justify="space-between" align="center" gap="4" wrap="wrap">
          <Stack gap="1">
            <Text textStyle="sm" color="fg.muted">
              {t('balance.current')}
            </Text>
            <BalanceFigure company={company} />
          </Stack>
          {actions}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
