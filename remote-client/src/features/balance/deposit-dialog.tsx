import { useMemo } from 'react';
import type { TFunction } from '@panel/shared-core';
import { formatDecimal, formatMoney, useTranslation } from '@panel/shared-core';
import { MoneyDialog, MoneyField, amountProblem, useForm, z, zodResolver } from '@panel/shared-core/record';
import type { Company } from '../../api/company';
import type { DepositController } from './use-deposit';

/**
 * The amount rules (positive, two decimals at most, within the company's stated limits), their bounds and samples in
 * the reader's number format ("10,00 $" in Russian, not the wire's "10.00 USD").
 */
export function depositSchema(t: TFunction, limits: Company['deposit'], language: string) {
  const money = (value: string) => formatMoney(value, limits.currency, language);
  const messages = {
    required: t('deposit.rules.required'),
    number: t('deposit.rules.number', {
      whole: formatDecimal(150, language),
      decimal: formatDecimal(150.5, language, 2),
    }),
    positive: t('deposit.rules.positive'),
    max: t('deposit.rules.max', { max: money(limits.max) }),
    decimals: t('deposit.rules.decimals'),
    min: t('deposit.rules.min', { min: money(limits.min) }),
  };
  return z.object({
    amount: z
      .string()
      .trim()
      .superRefine((value, ctx) => {
        const problem = amountProblem(value, limits);
        if (problem) ctx.addIssue({ code: 'custom', message: messages[problem] });
      }),
  });
}

export interface DepositDialogProps {
  open: boolean;
  onClose: () => void;
  company: Company;
  deposit: DepositController;
  /** The amount to start with (an unconfirmed attempt being retried). */
  initialAmount?: string;
}

const EMPTY = { amount: '' };
const FIELDS = ['amount'] as const;

/**
 * Deposit in two steps (`MoneyDialog`): the amount, within the company's stated limits, then a confirmation that
 * states the amount and the balance after it. Only the server's answer changes the balance shown.
 */
export function DepositDialog({ open, onClose, company, deposit, initialAmount }: DepositDialogProps) {
  const { t, i18n } = useTranslation('client');
  const form = useForm<{ amount: string }>({
    resolver: zodResolver(depositSchema(t, company.deposit, i18n.language)),
    mode: 'onTouched',
    defaultValues: { amount: initialAmount ?? '' },
  });
  const initial = useMemo(() => (initialAmount ? { amount: initialAmount } : undefined), [initialAmount]);
  const money = (value: string) => formatMoney(value, company.currency, i18n.language);

  return (
    <MoneyDialog
      open={open}
      onClose={onClose}
      form={form}
      empty={EMPTY}
      initial={initial}
      fields={FIELDS}
      send={deposit.send}
      account={company}
      attempt={deposit}
      text={(key, values = {}) => t(`deposit.${key}`, values)}
      testId="deposit-dialog"
      figuresTestId="deposit"
    >
      <MoneyField
        name="amount"
        label={t('deposit.amount')}
        currency={company.currency}
        helperText={t('deposit.limits', { min: money(company.deposit.min), max: money(company.deposit.max) })}
        required
      />
    </MoneyDialog>
  );
}
