import { useCan, useTranslation } from '@panel/shared-core';
import { Link as RouterLink } from '@panel/shared-core/router';
import { Box, HStack, Link, SimpleGrid, Stack, Text } from '@panel/shared-core/ui';
import { Progress } from '@panel/shared-core/ui-heavy';
import type { TariffLimits } from '../api/tariffs';
import { HOME_PATH } from '../features/dashboard/paths';
import { nav } from '../nav';

const KEYS: (keyof TariffLimits)[] = ['applications', 'domains', 'push_per_month', 'team_members'];

/**
 * The listing rows each figure counts (docs/api-contract.md, "Tariffs"): the figure opens them, so the number and
 * the listing's total agree. Pushes are counted over two listings, so that figure opens none.
 */
const COUNTED: Partial<Record<keyof TariffLimits, { to: string; search: string }>> = {
  applications: { to: '/applications', search: '' },
  domains: { to: '/domains', search: '?f.type=custom' },
  team_members: { to: '/team', search: '?f.status=active,invited' },
};

/** The counts that leave something out say what (tariffs.usageHint). */
const HINTS: ReadonlySet<keyof TariffLimits> = new Set(['team_members']);

/** Where a figure leads, when the user may open that listing (the permission is the menu item's). */
function useCountedLink(): (key: keyof TariffLimits) => string | null {
  const can = useCan();
  return (key) => {
    const counted = COUNTED[key];
    const item = counted && nav.items.find((candidate) => candidate.to === counted.to);
    if (!counted || !item || !can({ permission: item.permission })) return null;
    return `${HOME_PATH}${counted.to}${counted.search}`;
  };
}

/**
 * What the company uses against each limit of its tariff; near (80%) and at the limit are coloured. Each label says
 * what is counted, and a figure opens the rows it counts.
 */
export function TariffUsage({ usage, limits }: { usage: TariffLimits; limits: TariffLimits }) {
  const { t, i18n } = useTranslation('client');
  const number = new Intl.NumberFormat(i18n.language);
  const linkOf = useCountedLink();
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" data-testid="tariff-usage">
      {KEYS.map((key) => {
        const used = usage[key];
        const limit = limits[key];
        const share = limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 100;
        const palette = used >= limit ? 'red' : share >= 80 ? 'orange' : 'teal';
        const label = t(`tariffs.usage.${key}`);
        const to = linkOf(key);
        const figure = t('tariffs.usedOf', { used: number.format(used), limit: number.format(limit) });
        return (
          <Stack key={key} gap="1">
            <HStack justify="space-between" gap="2">
              <Text textStyle="sm">{label}</Text>
              <Text textStyle="sm" fontWeight="medium" whiteSpace="nowrap" data-testid={`usage-${key}`}>
                {to ? (
                  <Link asChild colorPalette="brand">
                    <RouterLink to={to}>{figure}</RouterLink>
                  </Link>
                ) : (
                  figure
                )}
              </Text>
            </HStack>
            <Progress.Root
              value={share}
              size="sm"
              colorPalette={palette}
              // The progress bar's accessible name is this text (the bar itself is the track).
              translations={{ value: () => t('tariffs.usageLabel', { label, used, limit }) }}
            >
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
            {HINTS.has(key) ? (
              <Text textStyle="xs" color="fg.muted">
                {t(`tariffs.usageHint.${key}`)}
              </Text>
            ) : null}
            {used >= limit ? (
              <Box>
                <Text textStyle="xs" color="red.fg">
                  {t('tariffs.limitReached')}
                </Text>
              </Box>
            ) : null}
          </Stack>
        );
      })}
    </SimpleGrid>
  );
}
