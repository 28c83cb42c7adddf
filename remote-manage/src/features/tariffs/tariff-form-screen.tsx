import { isLimitFeature, isPlainText } from '@panel/contract';
import type { TFunction } from '@panel/shared-core';
import { useRef } from 'react';
import { formatDecimal, formatMoney, useTranslation } from '@panel/shared-core';
import { listingUrl } from '@panel/shared-core/listing';
import {
  MoneyField,
  MultiSelectField,
  NumberField,
  RecordForm,
  SelectField,
  SwitchField,
  TagsField,
  TextField,
  TextareaField,
  useRecordForm,
  useWatch,
  z,
} from '@panel/shared-core/record';
import { useParams } from '@panel/shared-core/router';
import { useConfirm } from '@panel/shared-core/ui-heavy';
import { Card, Heading, SimpleGrid, Stack } from '@panel/shared-core/ui';
import {
  LIMIT_KEYS,
  TARIFF_LIMITS,
  isPrice,
  tariffs,
  type Tariff,
  type TariffLimits,
} from '../../api/tariffs';
import { TARIFFS_PATH, tariffPath } from './paths';

const { name: TARIFF_NAME_MAX, description: TARIFF_DESCRIPTION_MAX } = TARIFF_LIMITS;

/** A whole number, 0 or more (empty is refused too). */
function limitRule(t: TFunction) {
  return z
    .number({ error: t('tariffs.rules.wholeNumber') })
    .nullable()
    .refine(
      (value) => value !== null && Number.isInteger(value) && value >= 0,
      t('tariffs.rules.wholeNumber'),
    );
}

/**
 * The rules of a tariff (the server checks them again): limits are whole numbers, the price has 2 decimals at most;
 * its samples in the reader's number format ("29,90" in Russian).
 */
export function tariffSchema(t: TFunction, language: string) {
  const samples = { whole: formatDecimal(29, language), decimal: formatDecimal(29.9, language, 2) };
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, t('tariffs.rules.name'))
      .max(TARIFF_NAME_MAX, t('tariffs.rules.maxLength', { max: TARIFF_NAME_MAX }))
      .refine(isPlainText, t('validation.plainText')),
    description: z
      .string()
      .trim()
      .max(TARIFF_DESCRIPTION_MAX, t('tariffs.rules.maxLength', { max: TARIFF_DESCRIPTION_MAX })),
    price: z
      .string()
      .trim()
      .refine((price) => isPrice(price, TARIFF_LIMITS.priceDecimals), t('tariffs.rules.price', samples)),
    currency: z.string().nullable(),
    period: z
      .string()
      .nullable()
      .refine((value) => !!value, t('tariffs.rules.period')),
    limits: z.object({
      applications: limitRule(t),
      domains: limitRule(t),
      push_per_month: limitRule(t),
      team_members: limitRule(t),
    }),
    features: z.array(z.string()),
    is_active: z.boolean(),
    sort: z
      .number({ error: t('tariffs.rules.sort') })
      .nullable()
      .refine((value) => value !== null && Number.isInteger(value), t('tariffs.rules.sort')),
  });
}

type TariffValues = z.input<ReturnType<typeof tariffSchema>>;

function valuesOf(source: Partial<Tariff>): TariffValues {
  const limits: Partial<TariffLimits> = source.limits ?? {};
  return {
    name: source.name ?? '',
    description: source.description ?? '',
    price: source.price ?? '',
    currency: source.currency ?? null,
    period: source.period ?? null,
    limits: {
      applications: limits.applications ?? null,
      domains: limits.domains ?? null,
      push_per_month: limits.push_per_month ?? null,
      team_members: limits.team_members ?? null,
    },
    // A feature the limits grant (custom domains) is no choice here: the domains limit decides it.
    features: (source.features ?? []).filter((feature) => !isLimitFeature(feature)),
    is_active: source.is_active ?? true,
    sort: source.sort ?? null,
  };
}

/** The price, with the currency chosen beside it (or the tariff's own). */
function PriceField({ fallback, companies }: { fallback: string; companies: number }) {
  const { t } = useTranslation('manage');
  const currency = useWatch({ name: 'currency' }) as string | null;
  return (
    <MoneyField
      name="price"
      label={t('tariffs.fields.price')}
      currency={currency || fallback}
      helperText={companies > 0 ? t('tariffs.priceChange.hint', { count: companies }) : undefined}
      required
    />
  );
}

/** `/manage/tariffs/new` and `/manage/tariffs/:id/edit`: a tariff's price, limits and features. */
export default function TariffFormScreen() {
  const { id } = useParams();
  return <TariffForm key={id ?? 'new'} id={id === undefined ? undefined : Number(id)} />;
}

function TariffForm({ id }: { id: number | undefined }) {
  const { t, i18n } = useTranslation('manage');
  const editing = id !== undefined;
  const confirm = useConfirm();
  // The tariff as loaded, read by the confirmation (which the form calls with the values only).
  const loadedRef = useRef<Tariff | null>(null);
  const controller = useRecordForm({
    resource: tariffs,
    id,
    schema: tariffSchema(t, i18n.language),
    toValues: ({ record, defaults }: { record?: Tariff; defaults: Partial<Tariff> }) =>
      valuesOf(record ?? defaults),
    // The currency is left out when the server offers none to choose from (it keeps its own).
    toPayload: ({ currency, ...values }) => (currency ? { ...values, currency } : values),
    returnTo: (saved) =>
      saved ? tariffPath(saved.id) : id !== undefined ? tariffPath(id) : listingUrl(TARIFFS_PATH),
    successMessage: (saved) => t('tariffs.saved', { name: saved?.name ?? '' }),
    // A new price reaches every company on the tariff: the administrator is told how many before it is sent.
    confirm: (values) => {
      const loaded = loadedRef.current;
      if (!loaded || loaded.companies_count === 0 || Number(values.price) === Number(loaded.price))
        return true;
      return confirm({
        title: t('tariffs.priceChange.title'),
        message: t('tariffs.priceChange.confirm', {
          count: loaded.companies_count,
          name: loaded.name,
          from: formatMoney(loaded.price, loaded.currency, i18n.language),
          to: formatMoney(values.price, values.currency || loaded.currency, i18n.language),
        }),
        confirmLabel: t('tariffs.priceChange.save'),
      });
    },
  });
  const tariff = controller.record;
  loadedRef.current = tariff ?? null;
  const options = controller.options;
  return (
    <RecordForm
      controller={controller}
      title={
        editing
          ? tariff
            ? t('tariffs.editTitle', { name: tariff.name })
            : t('tariffs.edit')
          : t('tariffs.new')
      }
      description={t('tariffs.formDescription')}
      record={id !== undefined ? { name: tariff?.name, path: tariffPath(id) } : undefined}
    >
      <Card.Root variant="outline" size="sm" as="section" aria-labelledby="tariff-main-heading">
        <Card.Header>
          <Heading as="h2" size="sm" id="tariff-main-heading">
            {t('tariffs.sections.main')}
          </Heading>
        </Card.Header>
        <Card.Body>
          <Stack gap="5">
            <TextField name="name" label={t('tariffs.fields.name')} maxLength={TARIFF_NAME_MAX} required />
            <TextareaField
              name="description"
              label={t('tariffs.fields.description')}
              maxLength={TARIFF_DESCRIPTION_MAX}
              rows={3}
            />
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              <PriceField fallback={tariff?.currency ?? ''} companies={tariff?.companies_count ?? 0} />
              {options.currency?.length ? (
                <SelectField
                  name="currency"
                  label={t('tariffs.fields.currency')}
                  options={options.currency}
                  required
                />
              ) : null}
              <SelectField
                name="period"
                label={t('tariffs.fields.period')}
                options={options.period ?? []}
                required
              />
            </SimpleGrid>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="end">
              <NumberField
                name="sort"
                label={t('tariffs.fields.sort')}
                helperText={t('tariffs.hints.sort')}
                fractionDigits={0}
                required
              />
              <SwitchField
                name="is_active"
                label={t('tariffs.fields.isActive')}
                helperText={t('tariffs.hints.isActive')}
              />
            </SimpleGrid>
          </Stack>
        </Card.Body>
      </Card.Root>
      <Card.Root variant="outline" size="sm" as="section" aria-labelledby="tariff-limits-heading">
        <Card.Header>
          <Heading as="h2" size="sm" id="tariff-limits-heading">
            {t('tariffs.sections.limits')}
          </Heading>
        </Card.Header>
        <Card.Body>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {LIMIT_KEYS.map((key) => (
              <NumberField
                key={key}
                name={`limits.${key}`}
                label={t(`tariffs.limits.${key}`)}
                helperText={t('tariffs.hints.limit')}
                min={0}
                fractionDigits={0}
                required
              />
            ))}
          </SimpleGrid>
        </Card.Body>
      </Card.Root>
      <Card.Root variant="outline" size="sm" as="section" aria-labelledby="tariff-features-heading">
        <Card.Header>
          <Heading as="h2" size="sm" id="tariff-features-heading">
            {t('tariffs.sections.features')}
          </Heading>
        </Card.Header>
        <Card.Body>
          {options.features?.length ? (
            <MultiSelectField
              name="features"
              label={t('tariffs.fields.features')}
              helperText={t('tariffs.hints.features')}
              // A feature the limits grant is no choice: the domains limit above decides it.
              options={options.features.filter((option) => !isLimitFeature(String(option.value)))}
              describe={(option) => String(option.value)}
            />
          ) : (
            <TagsField
              name="features"
              label={t('tariffs.fields.features')}
              helperText={t('tariffs.hints.featureCodes')}
            />
          )}
        </Card.Body>
      </Card.Root>
    </RecordForm>
  );
}
