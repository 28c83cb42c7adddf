import { useTranslation } from '@panel/shared-core';
import { Box, HStack, SimpleGrid, Stack, Text } from '@panel/shared-core/ui';
import { Progress } from '@panel/shared-core/ui-heavy';
import type { TariffLimits } from '../api/tariffs';

const KEYS: (keyof TariffLimits)[] = ['applications', 'domains', 'push_per_month', 'team_members'];

/** What the company uses against each limit of its tariff; near (80%) and at the limit are coloured. */
export function TariffUsage({ usage, limits }: { usage: TariffLimits; limits: TariffLimits }) {
  const { t, i18n } = useTranslation('client');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" data-testid="tariff-usage">
      {KEYS.map((key) => {
        const used = usage[key];
        const limit = limits[key];
        const share = limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 100;
        const palette = used >= limit ? 'red' : share >= 80 ? 'orange' : 'teal';
        const label = t(`tariffs.limits.${key}`);
        return (
          <Stack key={key} gap="1">
            <HStack justify="space-between" gap="2">
              <Text textStyle="sm">{label}</Text>
              <Text textStyle="sm" fontWeight="medium" data-testid={`usage-${key}`}>
                {t('tariffs.usedOf', { used: number.format(used), limit: number.format(limit) })}
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
