import type { TFunction } from '@panel/shared-core';
import { formatDecimal, formatMoney, useTranslation } from '@panel/shared-core';
import {
  MoneyDialog,
  MoneyField,
  amountProblem,
  TextareaField,
  useForm,
  z,
  zodResolver,
} from '@panel/shared-core/record';
import { MANUAL_DEPOSIT_LIMITS, type ManageCompany } from '../../api/companies';
import type { ManualDepositController } from './use-manual-deposit';

/** The largest manual credit the server takes at once, and the bounds of its reason: the contract's. */
const MANUAL_MAX = MANUAL_DEPOSIT_LIMITS.max;
const { min: REASON_MIN, max: REASON_MAX } = MANUAL_DEPOSIT_LIMITS.reason;

/**
 * The rules of a manual deposit, in the panel's language and number format, the bound in the company's currency
 * (the server checks them again).
 */
export function manualDepositSchema(t: TFunction, currency: string, language: string) {
  const messages = {
    required: t('companies.deposit.rules.required'),
    number: t('companies.deposit.rules.number', {
      whole: formatDecimal(150, language),
      decimal: formatDecimal(150.5, language, 2),
    }),
    positive: t('companies.deposit.rules.positive'),
    max: t('companies.deposit.rules.max', { max: formatMoney(MANUAL_MAX, currency, language) }),
    decimals: t('companies.deposit.rules.decimals'),
    // No lower limit but zero for a manual credit.
    min: t('companies.deposit.rules.positive'),
  };
  return z.object({
    amount: z
      .string()
      .trim()
      .superRefine((value, ctx) => {
        const problem = amountProblem(value, { max: MANUAL_MAX });
        if (problem) ctx.addIssue({ code: 'custom', message: messages[problem] });
      }),
    reason: z
      .string()
      .trim()
      .min(1, t('companies.deposit.rules.reasonRequired'))
      .min(REASON_MIN, t('companies.deposit.rules.reasonMin', { count: REASON_MIN }))
      .max(REASON_MAX, t('companies.deposit.rules.reasonMax', { count: REASON_MAX })),
  });
}

type Values = { amount: string; reason: string };

export interface ManualDepositDialogProps {
  open: boolean;
  onClose: () => void;
  company: ManageCompany;
  deposit: ManualDepositController;
  /** The attempt to start from (an unconfirmed one being retried): straight to its confirmation. */
  initial?: Values;
}

const EMPTY: Values = { amount: '', reason: '' };
const FIELDS = ['amount', 'reason'] as const;

/**
 * The administrators' manual deposit in two steps (`MoneyDialog`): the amount and the required reason, then a
 * confirmation stating the balance before and after it, in exact cents, and the reason.
 */
export function ManualDepositDialog({ open, onClose, company, deposit, initial }: ManualDepositDialogProps) {
  const { t, i18n } = useTranslation('manage');
  const form = useForm<Values>({
    resolver: zodResolver(manualDepositSchema(t, company.currency, i18n.language)),
    mode: 'onTouched',
    defaultValues: initial ?? EMPTY,
  });
  const reason = (form.watch('reason') ?? '').trim();
  const money = (value: string) => formatMoney(value, company.currency, i18n.language);

  return (
    <MoneyDialog
      open={open}
      onClose={onClose}
      form={form}
      empty={EMPTY}
      initial={initial}
      fields={FIELDS}
      send={(amount) => deposit.send(amount, reason)}
      account={company}
      attempt={deposit}
      text={(key, values) => t(`companies.deposit.${key}`, { ...values, name: company.name })}
      size="md"
      testId="manual-deposit-dialog"
      figuresTestId="manual"
      facts={[{ label: t('companies.deposit.reason'), value: reason, testId: 'manual-reason' }]}
    >
      <MoneyField
        name="amount"
        label={t('companies.deposit.amount')}
        currency={company.currency}
        helperText={t('companies.deposit.amountHint', { max: money(MANUAL_MAX) })}
        required
      />
      <TextareaField
        name="reason"
        label={t('companies.deposit.reason')}
        helperText={t('companies.deposit.reasonHint')}
        maxLength={REASON_MAX}
        rows={3}
        required
      />
    </MoneyDialog>
  );
}
