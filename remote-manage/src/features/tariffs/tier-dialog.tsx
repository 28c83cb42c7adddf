import { useEffect, useMemo, useRef } from 'react';
import { formatDecimal, useTranslation } from '@panel/shared-core';
import {
  FormDialog,
  MoneyField,
  NumberField,
  TextField,
  invalidateResource,
  useForm,
  zodResolver,
} from '@panel/shared-core/record';
import { useQueryClient } from '@panel/shared-core/query';
import { Stack, Text } from '@panel/shared-core/ui';
import { notify } from '@panel/shared-core/ui-heavy';
import { tiers, type SubscriptionTier, type Tariff } from '../../api/tariffs';
import {
  TIER_NAME_MAX,
  nextTierStart,
  rangeText,
  sortTiers,
  tierSchema,
  type TierOutput,
  type TierValues,
} from './tier-rules';

export interface TierDialogProps {
  tariff: Pick<Tariff, 'id' | 'name' | 'currency'>;
  /** Every tier of the tariff as stored; the one being edited is left out of the range rules. */
  tariffTiers: readonly SubscriptionTier[];
  /** The tier to edit; none to add one. */
  tier?: SubscriptionTier | null;
  open: boolean;
  onClose: () => void;
}

function valuesOf(
  tier: SubscriptionTier | null | undefined,
  others: readonly SubscriptionTier[],
): TierValues {
  if (tier)
    return {
      name: tier.name,
      installs_from: tier.installs_from,
      installs_to: tier.installs_to,
      price_per_install: tier.price_per_install,
    };
  return { name: '', installs_from: nextTierStart(others), installs_to: null, price_per_install: '' };
}

/**
 * Adds or edits a subscription tier of a tariff in a dialog. The range is checked against the tariff's other tiers
 * as it is typed (no overlap, no gap, one open-ended tier at the end), and the server's refusal lands on the same
 * fields.
 *
 * @example
 * <TierDialog tariff={tariff} tariffTiers={tariff.tiers ?? []} tier={editing} open={open} onClose={close} />
 */
export function TierDialog({ tariff, tariffTiers, tier, open, onClose }: TierDialogProps) {
  const { t, i18n } = useTranslation('manage');
  const queryClient = useQueryClient();
  const format = useMemo(() => new Intl.NumberFormat(i18n.language).format, [i18n.language]);
  const others = useMemo(
    () => sortTiers(tariffTiers.filter((other) => other.id !== tier?.id)),
    [tariffTiers, tier?.id],
  );
  const form = useForm<TierValues, unknown, TierOutput>({
    resolver: zodResolver(tierSchema(t, others, format, i18n.language)),
    mode: 'onTouched',
    defaultValues: valuesOf(tier, others),
  });

  const wasOpen = useRef(false);
  useEffect(() => {
    // Each opening starts from the tier (or the next free range), not from what an earlier opening left; a refetch of
    // the tariff while the dialog is open leaves what is being typed alone.
    if (open && !wasOpen.current) form.reset(valuesOf(tier, others));
    wasOpen.current = open;
  }, [open, tier, others, form]);

  const save = async (values: TierOutput) => {
    const body = { ...values, tariff_id: tariff.id };
    const saved = tier ? await tiers.update(tier.id, body) : await tiers.store(body);
    invalidateResource(queryClient, tiers);
    notify.success(t('tariffs.tiers.saved', { name: saved.record?.name ?? values.name }));
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={tier ? t('tariffs.tiers.editTitle', { name: tier.name }) : t('tariffs.tiers.addTitle')}
      description={t('tariffs.tiers.dialogDescription', { tariff: tariff.name })}
      form={form}
      onSubmit={save}
      submitLabel={tier ? t('tariffs.tiers.save') : t('tariffs.tiers.add')}
    >
      <Stack gap="4">
        {others.length > 0 ? (
          <Text textStyle="sm" color="fg.muted" data-testid="other-tiers">
            {t('tariffs.tiers.others', {
              list: others.map((other) => `«${other.name}» ${rangeText(t, other, format)}`).join('; '),
            })}
          </Text>
        ) : null}
        <TextField name="name" label={t('tariffs.tiers.fields.name')} maxLength={TIER_NAME_MAX} required />
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
          <NumberField
            name="installs_from"
            label={t('tariffs.tiers.fields.installsFrom')}
            min={0}
            fractionDigits={0}
            required
          />
          <NumberField
            name="installs_to"
            label={t('tariffs.tiers.fields.installsTo')}
            helperText={t('tariffs.tiers.hints.installsTo')}
            min={0}
            fractionDigits={0}
          />
        </Stack>
        <MoneyField
          name="price_per_install"
          label={t('tariffs.tiers.fields.pricePerInstall')}
          helperText={t('tariffs.tiers.hints.pricePerInstall', {
            example: formatDecimal(0.045, i18n.language, 4),
          })}
          currency={tariff.currency}
          placeholder="0.0000"
          required
        />
      </Stack>
    </FormDialog>
  );
}
