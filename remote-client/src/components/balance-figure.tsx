import { formatMoney, toCents, useTranslation } from '@panel/shared-core';
import { Skeleton, Stack, Text } from '@panel/shared-core/ui';
import type { Company } from '../api/company';

/** The company's balance as the server last answered it, with a warning under the low-balance mark. */
export function BalanceFigure({
  company,
  size = 'lg',
}: {
  company: Company | undefined;
  size?: 'md' | 'lg';
}) {
  const { t, i18n } = useTranslation('client');
  if (!company) return <Skeleton h={size === 'lg' ? '12' : '9'} w="48" />;
  const low = (toCents(company.balance) ?? 0) < (toCents(company.low_balance) ?? 0);
  return (
    <Stack gap="0.5">
      <Text
        as="span"
        fontSize={size === 'lg' ? '3xl' : '2xl'}
        fontWeight="semibold"
        color={low ? 'red.fg' : undefined}
        data-testid="company-balance"
      >
        {formatMoney(company.balance, company.currency, i18n.language)}
      </Text>
      {low ? (
        <Text textStyle="sm" color="red.fg">
          {t('balance.low', { threshold: formatMoney(company.low_balance, company.currency, i18n.language) })}
        </Text>
      ) : null}
    </Stack>
  );
}
