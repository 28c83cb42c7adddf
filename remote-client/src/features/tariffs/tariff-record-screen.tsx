import { monthlyPrice } from '@panel/contract';
import { formatMoney, useTranslation } from '@panel/shared-core';
import { useQuery } from '@panel/shared-core/query';
import { FactList, RecordScreen, optionLabel } from '@panel/shared-core/record-view';
import { useParams } from '@panel/shared-core/router';
import { Badge, Card, EmptyState, Heading, Stack } from '@panel/shared-core/ui';
import { Table } from '@panel/shared-core/ui-heavy';
import { tariffKeys, tariffListQuery, tariffsApi } from '../../api/tariffs';
import { TARIFFS_PATH } from './paths';
import { tariffQuestionHref, tariffRequestHref } from './tariff-request';

/** `/client/tariffs/:id`: a tariff's price, limits and features, and its subscription tiers (price per install). */
export default function TariffRecordScreen() {
  const { t, i18n } = useTranslation('client');
  const { id } = useParams();
  const tariffId = Number(id);
  const show = useQuery({
    queryKey: tariffKeys.show(tariffId),
    queryFn: ({ signal }) => tariffsApi.show(tariffId, signal),
  });
  const tariff = show.data?.tariff;
  // The company's current tariff, named in a request to leave it (the list is cached from the tariffs page).
  const list = useQuery({ ...tariffListQuery, enabled: show.data?.isCurrent === false });
  const currentTariff = list.data?.tariffs.find((item) => item.id === list.data?.currentId);
  const number = new Intl.NumberFormat(i18n.language);
  // The company's area cannot change its tariff: it asks the platform's administrators (a letter to the support).
  const go = (href: string) => () => window.location.assign(href);
  const actions = tariff
    ? show.data?.isCurrent
      ? [{ key: 'question', label: t('tariffs.question'), onClick: go(tariffQuestionHref(t)) }]
      : [
          {
            key: 'request',
            label: t('tariffs.request'),
            primary: true,
            onClick: go(tariffRequestHref(t, tariff, currentTariff)),
          },
          { key: 'question', label: t('tariffs.question'), onClick: go(tariffQuestionHref(t)) },
        ]
    : [];
  return (
    <RecordScreen
      title={tariff?.name}
      subtitle={tariff?.description}
      status={show.data?.isCurrent ? <Badge colorPalette="brand">{t('tariffs.current')}</Badge> : undefined}
      back={{ to: TARIFFS_PATH, label: t('nav.tariffs') }}
      basePath={`${TARIFFS_PATH}/${tariffId}`}
      actions={actions}
      isLoading={show.isPending}
      error={show.error}
      onRetry={() => void show.refetch()}
    >
      {tariff ? (
        <Stack gap="6">
          <FactList
            facts={[
              {
                label: t('tariffs.price'),
                value: [
                  `${formatMoney(tariff.price, tariff.currency, i18n.language)} ${t(`tariffs.per.${tariff.period}`)}`,
                  tariff.period === 'year'
                    ? t('tariffs.monthlyEquivalent', {
                        price: formatMoney(
                          monthlyPrice(tariff.price, tariff.period) ?? tariff.price,
                          tariff.currency,
                          i18n.language,
                        ),
                      })
                    : null,
                ]
                  .filter(Boolean)
                  .join(' · '),
              },
              { label: t('tariffs.limits.applications'), value: number.format(tariff.limits.applications) },
              { label: t('tariffs.limits.domains'), value: number.format(tariff.limits.domains) },
              {
                label: t('tariffs.limits.push_per_month'),
                value: number.format(tariff.limits.push_per_month),
              },
              { label: t('tariffs.limits.team_members'), value: number.format(tariff.limits.team_members) },
              {
                label: t('tariffs.features'),
                value: tariff.features.map((feature) => optionLabel(show.data?.features, feature)).join(', '),
              },
            ]}
          />
          <Card.Root variant="outline" size="sm" as="section" aria-labelledby="tiers-heading">
            <Card.Header>
              <Heading as="h2" size="sm" id="tiers-heading">
                {t('tariffs.tiers')}
              </Heading>
            </Card.Header>
            <Card.Body>
              {tariff.tiers.length === 0 ? (
                <EmptyState title={t('tariffs.noTiers')} />
              ) : (
                <Table.ScrollArea>
                  <Table.Root size="sm" aria-labelledby="tiers-heading">
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader>{t('tariffs.tier')}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t('tariffs.installs')}</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">{t('tariffs.perInstall')}</Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {tariff.tiers.map((tier) => (
                        <Table.Row key={tier.id} data-testid="tier">
                          <Table.Cell>{tier.name}</Table.Cell>
                          <Table.Cell>
                            {tier.installs_to === null
                              ? t('tariffs.installsFrom', { from: number.format(tier.installs_from) })
                              : t('tariffs.installsRange', {
                                  from: number.format(tier.installs_from),
                                  to: number.format(tier.installs_to),
                                })}
                          </Table.Cell>
                          <Table.Cell textAlign="end">
                            {formatMoney(tier.price_per_install, tier.currency, i18n.language)}
                          </Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                </Table.ScrollArea>
              )}
            </Card.Body>
          </Card.Root>
        </Stack>
      ) : null}
    </RecordScreen>
  );
}
