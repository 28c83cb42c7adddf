import { isApiError, useLanguage, useTranslation } from '@panel/shared-core';
import { formatMoney, useCellFormat } from '@panel/shared-core/listing';
import { useQuery } from '@panel/shared-core/query';
import { Link as RouterLink } from '@panel/shared-core/router';
import {
  Badge,
  Box,
  Button,
  Card,
  EmptyState,
  ErrorState,
  HStack,
  Heading,
  LinkBox,
  LinkOverlay,
  PageHeader,
  PlusIcon,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  WalletIcon,
} from '@panel/shared-core/ui';
import { tariffKeys, tariffsApi, type Tariff } from '../../api/tariffs';
import { TARIFFS_PATH, tariffPath } from './paths';

function TariffCard({ tariff }: { tariff: Tariff }) {
  const { t } = useTranslation('manage');
  const fmt = useCellFormat();
  const price = formatMoney(tariff.price, tariff.currency, fmt) ?? tariff.price;
  return (
    <LinkBox as="li" listStyleType="none" data-testid="tariff-card">
      <Card.Root variant="outline" size="sm" height="full" _hover={{ borderColor: 'border.emphasized' }}>
        <Card.Header>
          <HStack justify="space-between" align="start" gap="2">
            <Heading as="h2" size="md" overflowWrap="anywhere">
              <LinkOverlay asChild>
                <RouterLink to={tariffPath(tariff.id)}>{tariff.name}</RouterLink>
              </LinkOverlay>
            </Heading>
            <Badge colorPalette={tariff.is_active ? 'green' : 'gray'}>
              {tariff.is_active ? t('tariffs.active') : t('tariffs.inactive')}
            </Badge>
          </HStack>
          {tariff.description ? (
            <Text textStyle="sm" color="fg.muted">
              {tariff.description}
            </Text>
          ) : null}
        </Card.Header>
        <Card.Body>
          <Stack gap="1">
            <Text textStyle="xl" fontWeight="semibold">
              {t(`tariffs.pricePer.${tariff.period}`, { price, defaultValue: price })}
            </Text>
            <Text textStyle="sm" color="fg.muted">
              {[
                tariff.tiers_count === undefined
                  ? null
                  : t('tariffs.tiersCount', { count: tariff.tiers_count }),
                tariff.companies_count === undefined
                  ? null
                  : t('tariffs.companiesCount', { count: tariff.companies_count }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}

/** `/manage/tariffs`: every tariff as a card (price, tiers, companies on it), and "New tariff". */
export default function TariffListScreen() {
  const { t } = useTranslation('manage');
  useLanguage();
  const list = useQuery({
    queryKey: tariffKeys.list(),
    queryFn: ({ signal }) => tariffsApi.list(signal),
  });
  const newButton = (
    <Button asChild colorPalette="brand" size="sm">
      <RouterLink to={`${TARIFFS_PATH}/new`} state={{ from: TARIFFS_PATH }}>
        <PlusIcon />
        {t('tariffs.new')}
      </RouterLink>
    </Button>
  );
  let content;
  if (list.error) {
    content = (
      <ErrorState
        title={t('tariffs.loadFailed')}
        description={isApiError(list.error) ? list.error.message : undefined}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (list.isPending) {
    content = (
      <SimpleGrid
        columns={{ base: 1, md: 2, xl: 3 }}
        gap="4"
        aria-busy="true"
        aria-label={t('tariffs.loading')}
      >
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height="40" borderRadius="l3" />
        ))}
      </SimpleGrid>
    );
  } else if (list.data.length === 0) {
    content = (
      <EmptyState icon={WalletIcon} title={t('tariffs.empty')} description={t('tariffs.emptyHint')} />
    );
  } else {
    content = (
      <SimpleGrid
        as="ul"
        columns={{ base: 1, md: 2, xl: 3 }}
        gap="4"
        m="0"
        p="0"
        aria-label={t('nav.tariffs')}
      >
        {list.data.map((tariff) => (
          <TariffCard key={tariff.id} tariff={tariff} />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <Box>
      <PageHeader title={t('nav.tariffs')} description={t('tariffs.listDescription')} actions={newButton} />
      {content}
    </Box>
  );
}
