import { formatMoney, toCents, useCan, useTranslation } from '@panel/shared-core';
import { useQuery } from '@panel/shared-core/query';
import { Link as RouterLink } from '@panel/shared-core/router';
import { AlertIcon, Box, CheckIcon, HStack, Link, Skeleton, Stack, Text } from '@panel/shared-core/ui';
import type { Company } from '../../api/company';
import { BALANCE_PATH } from '../balance/paths';
import { BOTS_PATH } from '../telegram-bots/paths';
import { DOMAINS_PATH } from '../domains/paths';
import { activeBotQuery } from '../../api/bots';
import { customDomainsQuery } from '../../api/domains';
import { dashboardParts } from './dashboard-queries';

/** Up to this many failing domains are named one by one. */
const MAX_NAMED = 3;

interface Concern {
  key: string;
  text: string;
  /** Where to fix it; none when the user may not (a low balance seen by someone who cannot deposit). */
  fix?: { to: string; label: string };
}

/**
 * What needs the company's attention, each with a link to fix it: domains whose verification failed, a balance under
 * the low mark, no active Telegram bot. Each check runs only for those allowed to fix it.
 */
export function AttentionList({ company }: { company: Company | undefined }) {
  const { t, i18n } = useTranslation('client');
  const can = useCan();
  const { domains: seesDomains, bots: seesBots } = dashboardParts(can);
  const domains = useQuery({ ...customDomainsQuery, enabled: seesDomains });
  const bot = useQuery({ ...activeBotQuery, enabled: seesBots });
  const loading = (seesDomains && domains.isPending) || (seesBots && bot.isPending);

  const concerns: Concern[] = [];
  const failing = (domains.data ?? []).filter((domain) => domain.status === 'error');
  if (failing.length > MAX_NAMED) {
    // Many at once: one line for them all, leading to the listing filtered to them.
    concerns.push({
      key: 'domains',
      text: t('dashboard.domainErrors', {
        count: failing.length,
        names: failing
          .slice(0, MAX_NAMED)
          .map((domain) => domain.name)
          .join(', '),
      }),
      // The listing holds the platform's domains too: filtered to the custom ones, it opens exactly those counted.
      fix: { to: `${DOMAINS_PATH}?f.status=error&f.type=custom`, label: t('dashboard.fixDomains') },
    });
  } else {
    for (const domain of failing) {
      concerns.push({
        key: `domain-${domain.id}`,
        text: t('dashboard.domainError', { name: domain.name }),
        fix: { to: `${DOMAINS_PATH}/${domain.id}`, label: t('dashboard.fixDomain') },
      });
    }
  }
  if (company && (toCents(company.balance) ?? 0) < (toCents(company.low_balance) ?? 0)) {
    concerns.push({
      key: 'balance',
      text: t('dashboard.lowBalance', {
        balance: formatMoney(company.balance, company.currency, i18n.language),
      }),
      fix: company.can_deposit ? { to: `${BALANCE_PATH}?deposit=1`, label: t('dashboard.topUp') } : undefined,
    });
  }
  if (seesBots && bot.isSuccess && bot.data === null) {
    concerns.push({
      key: 'bot',
      text: t('dashboard.noBot'),
      fix: { to: BOTS_PATH, label: t('dashboard.fixBot') },
    });
  }

  if (loading) return <Skeleton h="16" aria-busy="true" />;
  if (concerns.length === 0) {
    return (
      <HStack gap="2" color="green.fg" data-testid="attention-none">
        <CheckIcon aria-hidden="true" />
        <Text>{t('dashboard.allGood')}</Text>
      </HStack>
    );
  }
  return (
    <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" data-testid="attention">
      {concerns.map((concern) => (
        <HStack as="li" key={concern.key} gap="3" align="start" borderWidth="1px" borderRadius="l2" p="3">
          <Box color="orange.fg" mt="0.5" flexShrink={0}>
            <AlertIcon aria-hidden="true" />
          </Box>
          <Stack gap="1" minW="0">
            <Text>{concern.text}</Text>
            {concern.fix ? (
              <Link asChild colorPalette="brand" fontWeight="medium" textStyle="sm">
                <RouterLink to={concern.fix.to}>{concern.fix.label}</RouterLink>
              </Link>
            ) : null}
          </Stack>
        </HStack>
      ))}
    </Stack>
  );
}
