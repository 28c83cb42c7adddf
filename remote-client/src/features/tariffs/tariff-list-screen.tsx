import { monthlyPrice } from '@panel/contract';
import { formatMoney, useTranslation } from '@panel/shared-core';
import { useQuery } from '@panel/shared-core/query';
import { type FormOption } from '@panel/shared-core/record-data';
import { optionLabel } from '@panel/shared-core/record-view';
import { Link as RouterLink } from '@panel/shared-core/router';
import {
  Badge,
  Box,
  Button,
  Card,
  CheckIcon,
  EmptyState,
  ErrorState,
  HStack,
  Heading,
  List,
  PageHeader,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@panel/shared-core/ui';
import { tariffListQuery, type Tariff, type TariffLimits } from '../../api/tariffs';
import { TariffUsage } from '../../components/tariff-usage';
import { TARIFFS_PATH } from './paths';
import { tariffQuestionHref, tariffRequestHref } from './tariff-request';

const LIMIT_KEYS: (keyof TariffLimits)[] = ['applications', 'domains', 'push_per_month', 'team_members'];

function TariffCard({
  tariff,
  current,
  currentTariff,
  features,
}: {
  tariff: Tariff;
  current: boolean;
  /** The company's tariff, named in a request to change it. */
  currentTariff: Tariff | undefined;
  /** The features by name (`options.features`). */
  features: readonly FormOption[];
}) {
  const { t, i18n } = useTranslation('client');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Card.Root
      variant="outline"
      size="sm"
      as="article"
      aria-labelledby={`tariff-${tariff.id}`}
      borderColor={current ? 'brand.solid' : undefined}
      borderWidth={current ? '2px' : '1px'}
      data-testid="tariff-card"
      data-current={current || undefined}
    >
      <Card.Header>
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Heading as="h2" size="md" id={`tariff-${tariff.id}`}>
            {tariff.name}
          </Heading>
          {current ? <Badge colorPalette="brand">{t('tariffs.current')}</Badge> : null}
        </HStack>
        <Text fontSize="2xl" fontWeight="semibold">
          {formatMoney(tariff.price, tariff.currency, i18n.language)}
          <Text as="span" textStyle="sm" color="fg.muted" fontWeight="normal">
            {' '}
            {t(`tariffs.per.${tariff.period}`)}
          </Text>
        </Text>
        {tariff.period === 'year' ? (
          // Beside monthly prices a yearly one is read as monthly unless its monthly figure is said.
          <Text textStyle="sm" color="fg.muted" data-testid="tariff-monthly">
            {t('tariffs.monthlyEquivalent', {
              price: formatMoney(
                monthlyPrice(tariff.price, tariff.period) ?? tariff.price,
                tariff.currency,
                i18n.language,
              ),
            })}
          </Text>
        ) : null}
        {tariff.description ? (
          <Text textStyle="sm" color="fg.muted">
            {tariff.description}
          </Text>
        ) : null}
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <List.Root listStyleType="none" gap="1" textStyle="sm" aria-label={t('tariffs.limitsTitle')}>
            {LIMIT_KEYS.map((key) => (
              <List.Item key={key}>
                <Text as="span" fontWeight="medium">
                  {number.format(tariff.limits[key])}
                </Text>{' '}
                {t(`tariffs.limitUnits.${key}`, { count: tariff.limits[key] })}
              </List.Item>
            ))}
          </List.Root>
          {tariff.features.length > 0 ? (
            <List.Root listStyleType="none" gap="1" textStyle="sm" aria-label={t('tariffs.features')}>
              {tariff.features.map((feature) => (
                <List.Item key={feature} display="flex" gap="2" alignItems="start">
                  <Box color="green.fg" flexShrink={0} mt="0.5">
                    <CheckIcon aria-hidden="true" />
                  </Box>
                  {optionLabel(features, feature)}
                </List.Item>
              ))}
            </List.Root>
          ) : null}
        </Stack>
      </Card.Body>
      <Card.Footer flexDirection="column" gap="2">
        {current ? null : (
          <Button asChild colorPalette="brand" size="sm" w="full">
            <a
              href={tariffRequestHref(t, tariff, currentTariff)}
              // Begins with the visible text (WCAG 2.5.3), then names the plan: every card has one.
              aria-label={t('tariffs.requestOf', { name: tariff.name })}
            >
              {t('tariffs.request')}
            </a>
          </Button>
        )}
        <Button asChild variant="outline" size="sm" w="full">
          <RouterLink
            to={`${TARIFFS_PATH}/${tariff.id}`}
            aria-label={t('tariffs.detailsOf', { name: tariff.name })}
          >
            {t('tariffs.details')}
          </RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

/** `/client/tariffs`: the tariffs side by side, the company's own marked, and its usage against its limits. */
export default function TariffListScreen() {
  const { t } = useTranslation('client');
  const list = useQuery(tariffListQuery);
  const current = list.data?.tariffs.find((tariff) => tariff.id === list.data?.currentId);
  return (
    <Box>
      <PageHeader
        title={t('nav.tariffs')}
        description={t('tariffs.description')}
        actions={
          <Button asChild variant="outline" size="sm">
            <a href={tariffQuestionHref(t)}>{t('tariffs.question')}</a>
          </Button>
        }
      />
      <Text textStyle="sm" color="fg.muted" mb="4">
        {t('tariffs.changeHow')}
      </Text>
      {list.isPending ? (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" aria-busy="true">
          <Skeleton h="80" />
          <Skeleton h="80" />
          <Skeleton h="80" />
        </SimpleGrid>
      ) : list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : list.data.tariffs.length === 0 ? (
        <EmptyState title={t('tariffs.empty')} />
      ) : (
        <Stack gap="6">
          {current && list.data.usage ? (
            <Card.Root variant="subtle" size="sm" as="section" aria-labelledby="usage-heading">
              <Card.Header>
                <Heading as="h2" size="sm" id="usage-heading">
                  {t('tariffs.usageTitle', { name: current.name })}
                </Heading>
              </Card.Header>
              <Card.Body>
                <TariffUsage usage={list.data.usage} limits={current.limits} />
              </Card.Body>
            </Card.Root>
          ) : null}
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
            {list.data.tariffs.map((tariff) => (
              <TariffCard
                key={tariff.id}
                tariff={tariff}
                current={tariff.id === list.data.currentId}
                currentTariff={current}
                features={list.data.features}
              />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Box>
  );
}
