import { useMemo, useState } from 'react';
import { useTranslation } from '@panel/shared-core';
import { formatMoney, useCellFormat } from '@panel/shared-core/listing';
import { type FormOptions } from '@panel/shared-core/record-data';
import {
  FactList,
  RecordScreen,
  optionLabel,
  useRecord,
  useRecordActions,
  type RecordAction,
} from '@panel/shared-core/record-view';
import { useLocation, useNavigate, useParams } from '@panel/shared-core/router';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  EditIcon,
  EmptyState,
  HStack,
  Heading,
  IconButton,
  PlusIcon,
  SimpleGrid,
  Stack,
  Text,
  TrashIcon,
  Wrap,
} from '@panel/shared-core/ui';
import {
  LIMIT_KEYS,
  tariffActions,
  tariffs,
  tierActions,
  tiers,
  type SubscriptionTier,
  type Tariff,
} from '../../api/tariffs';
import { TARIFFS_PATH, tariffPath } from './paths';
import { TierDialog } from './tier-dialog';
import { nextTierStart, rangeProblems, rangeText, sortTiers } from './tier-rules';

function TierRow({
  tier,
  currency,
  last,
  onEdit,
}: {
  tier: SubscriptionTier;
  currency: string;
  /** Only the last tier can be deleted: without any other, the installs it covered would have no tier. */
  last: boolean;
  onEdit: (tier: SubscriptionTier) => void;
}) {
  const { t } = useTranslation('manage');
  const fmt = useCellFormat();
  const { run, pending } = useRecordActions(tiers, tier.id);
  const range = rangeText(t, tier, (value) => fmt.number.format(value));
  return (
    <Box
      as="li"
      display="grid"
      gridTemplateColumns={{
        base: '1fr auto',
        md: 'minmax(8rem, 1fr) minmax(10rem, 1fr) minmax(8rem, auto) auto',
      }}
      gap="2"
      alignItems="center"
      py="2"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
      data-testid="tier"
    >
      <Text fontWeight="medium" overflowWrap="anywhere">
        {tier.name}
      </Text>
      <HStack gap="1" justifySelf="end" gridColumn={{ md: '4' }} gridRow={{ md: '1' }}>
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={t('tariffs.tiers.editOne', { name: tier.name })}
          onClick={() => onEdit(tier)}
        >
          <EditIcon />
        </IconButton>
        {last ? (
          <IconButton
            size="xs"
            variant="ghost"
            colorPalette="red"
            loading={pending === 'delete'}
            aria-label={t('tariffs.tiers.deleteOne', { name: tier.name })}
            onClick={() =>
              void run('delete', tierActions.delete, {
                label: t('tariffs.tiers.delete'),
                confirm: t('tariffs.tiers.deleteConfirm', { name: tier.name, range }),
                destructive: true,
                // Not `removesRecord`: the tiers share the tariffs' keys, and the tariff must be read again.
                success: () => t('tariffs.tiers.deleted', { name: tier.name }),
              })
            }
          >
            <TrashIcon />
          </IconButton>
        ) : null}
      </HStack>
      <Text textStyle="sm" color="fg.muted" gridColumn={{ base: '1 / -1', md: '2' }} gridRow={{ md: '1' }}>
        {range}
      </Text>
      <Text
        textStyle="sm"
        gridColumn={{ base: '1 / -1', md: '3' }}
        gridRow={{ md: '1' }}
        textAlign={{ md: 'end' }}
      >
        {t('tariffs.tiers.perInstall', {
          price:
            formatMoney(tier.price_per_install, tier.currency ?? currency, fmt) ?? tier.price_per_install,
        })}
      </Text>
    </Box>
  );
}

/** The tiers of a tariff: their ranges in order, what is wrong with them, and Add / Edit / Delete in dialogs. */
function TiersCard({ tariff }: { tariff: Tariff }) {
  const { t } = useTranslation('manage');
  const fmt = useCellFormat();
  const list = useMemo(() => sortTiers(tariff.tiers ?? []), [tariff.tiers]);
  // undefined: closed; null: adding; a tier: editing it.
  const [editing, setEditing] = useState<SubscriptionTier | null | undefined>(undefined);
  const last = list.at(-1);
  const canAdd = nextTierStart(list) !== null;
  const problems = rangeProblems(list);
  const format = (value: number) => fmt.number.format(value);
  return (
    <Card.Root variant="outline" size="sm" as="section" aria-labelledby="tiers-heading">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Stack gap="0.5">
            <Heading as="h2" size="sm" id="tiers-heading">
              {t('tariffs.tiers.title')}
            </Heading>
            <Text textStyle="sm" color="fg.muted">
              {t('tariffs.tiers.description')}
            </Text>
          </Stack>
          <Button size="sm" variant="outline" disabled={!canAdd} onClick={() => setEditing(null)}>
            <PlusIcon />
            {t('tariffs.tiers.addTitle')}
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          {problems.map((problem) => (
            <Alert.Root key={`${problem.after.name}-${problem.before.name}`} status="warning" size="sm">
              <Alert.Indicator />
              <Alert.Description>
                {t(`tariffs.tiers.problem.${problem.kind}`, {
                  after: problem.after.name,
                  afterRange: rangeText(t, problem.after, format),
                  before: problem.before.name,
                  beforeRange: rangeText(t, problem.before, format),
                })}
              </Alert.Description>
            </Alert.Root>
          ))}
          {list.length === 0 ? (
            <EmptyState title={t('tariffs.tiers.none')} description={t('tariffs.tiers.noneHint')} />
          ) : (
            <Box as="ol" listStyleType="none" m="0" p="0" aria-labelledby="tiers-heading">
              {list.map((tier) => (
                <TierRow
                  key={tier.id}
                  tier={tier}
                  currency={tariff.currency}
                  last={tier === last}
                  onEdit={setEditing}
                />
              ))}
            </Box>
          )}
          {list.length > 1 ? (
            <Text textStyle="sm" color="fg.muted">
              {t('tariffs.tiers.deleteLastOnly')}
            </Text>
          ) : null}
          {!canAdd && last ? (
            <Text textStyle="sm" color="fg.muted" data-testid="add-tier-hint">
              {t('tariffs.tiers.lastIsOpen', { name: last.name })}
            </Text>
          ) : null}
        </Stack>
      </Card.Body>
      <TierDialog
        tariff={tariff}
        tariffTiers={list}
        tier={editing}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
      />
    </Card.Root>
  );
}

function Features({ tariff, options }: { tariff: Tariff; options: FormOptions }) {
  const { t } = useTranslation('manage');
  if (tariff.features.length === 0) return <Text color="fg.muted">{t('tariffs.noFeatures')}</Text>;
  return (
    <Wrap gap="2" as="ul" listStyleType="none" m="0" p="0" aria-label={t('tariffs.sections.features')}>
      {tariff.features.map((feature) => (
        <li key={feature}>
          <Badge variant="subtle" colorPalette="brand">
            {optionLabel(options.features, feature)}
          </Badge>
        </li>
      ))}
    </Wrap>
  );
}

/**
 * `/manage/tariffs/:id`: a tariff's price, limits and features, and its subscription tiers (added, edited and deleted
 * in dialogs); Edit and Delete (refused while companies are on it).
 */
export default function TariffRecordScreen() {
  const { t } = useTranslation('manage');
  const fmt = useCellFormat();
  const { id } = useParams();
  const tariffId = Number(id);
  const navigate = useNavigate();
  const location = useLocation();
  const { data, isPending, error, refetch } = useRecord(tariffs, tariffId);
  const { run, pending } = useRecordActions(tariffs, tariffId);
  const tariff = data?.record;
  const options = data?.options ?? {};

  const actions: RecordAction[] = tariff
    ? [
        {
          key: 'edit',
          label: t('tariffs.editAction'),
          icon: <EditIcon />,
          primary: true,
          onClick: () =>
            void navigate(`${tariffPath(tariffId)}/edit`, { state: { from: location.pathname } }),
        },
        {
          key: 'delete',
          label: t('tariffs.delete'),
          icon: <TrashIcon />,
          destructive: true,
          loading: pending === 'delete',
          onClick: () =>
            void run('delete', tariffActions.delete, {
              label: t('tariffs.delete'),
              confirm: t('tariffs.deleteConfirm', { name: tariff.name }),
              destructive: true,
              removesRecord: true,
              success: () => t('tariffs.deleted', { name: tariff.name }),
              navigateTo: () => TARIFFS_PATH,
            }),
        },
      ]
    : [];

  const price = tariff ? (formatMoney(tariff.price, tariff.currency, fmt) ?? tariff.price) : '';
  return (
    <RecordScreen
      title={tariff?.name}
      subtitle={tariff?.description || undefined}
      status={
        tariff ? (
          <Badge colorPalette={tariff.is_active ? 'green' : 'gray'}>
            {tariff.is_active ? t('tariffs.active') : t('tariffs.inactive')}
          </Badge>
        ) : undefined
      }
      back={{ to: TARIFFS_PATH, label: t('nav.tariffs') }}
      basePath={tariffPath(tariffId)}
      actions={actions}
      isLoading={isPending}
      error={error}
      onRetry={() => void refetch()}
    >
      {tariff ? (
        <Stack gap="6">
          <FactList
            facts={[
              {
                label: t('tariffs.fields.price'),
                value: t(`tariffs.pricePer.${tariff.period}`, {
                  price,
                  defaultValue: `${price} · ${optionLabel(options.period, tariff.period)}`,
                }),
              },
              { label: t('tariffs.fields.sort'), value: fmt.number.format(tariff.sort) },
              {
                label: t('tariffs.record.companies'),
                value:
                  tariff.companies_count === undefined
                    ? null
                    : t('tariffs.companiesCount', { count: tariff.companies_count }),
              },
            ]}
          />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Card.Root variant="outline" size="sm" as="section" aria-labelledby="limits-heading">
              <Card.Header>
                <Heading as="h2" size="sm" id="limits-heading">
                  {t('tariffs.sections.limits')}
                </Heading>
              </Card.Header>
              <Card.Body>
                <FactList
                  facts={LIMIT_KEYS.map((key) => ({
                    label: t(`tariffs.limits.${key}`),
                    value: fmt.number.format(tariff.limits?.[key] ?? 0),
                  }))}
                />
              </Card.Body>
            </Card.Root>
            <Card.Root variant="outline" size="sm" as="section" aria-labelledby="features-heading">
              <Card.Header>
                <Heading as="h2" size="sm" id="features-heading">
                  {t('tariffs.sections.features')}
                </Heading>
              </Card.Header>
              <Card.Body>
                <Features tariff={tariff} options={options} />
              </Card.Body>
            </Card.Root>
          </SimpleGrid>
          <TiersCard tariff={tariff} />
        </Stack>
      ) : null}
    </RecordScreen>
  );
}
