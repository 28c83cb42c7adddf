import { useMemo } from 'react';
import type { TFunction } from '@panel/shared-core';
import { formatMoney, useTranslation } from '@panel/shared-core';
import { MoneyDialog, MoneyField, amountProblem, useForm, z, zodResolver } from '@panel/shared-core/record';
import type { Company } from '../../api/company';
import type { DepositController } from './use-deposit';

/** The amount rules (positive, two decimals at most, within the company's stated limits). */
export function depositSchema(t: TFunction, limits: Company['deposit']) {
  const messages = {
    required: t('deposit.rules.required'),
    number: t('deposit.rules.number'),
    positive: t('deposit.rules.positive'),
    max: t('deposit.rules.max', { max: limits.max, currency: limits.currency }),
    decimals: t('deposit.rules.decimals'),
    min: t('deposit.rules.min', { min: limits.min, currency: limits.currency }),
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
    resolver: zodResolver(depositSchema(t, company.deposit)),
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
