import { useEffect, useRef, useState } from 'react';
import type { TFunction } from '@panel/shared-core';
import {
  addAmounts,
  formatMoney,
  fromCents,
  isNavigatedError,
  submitErrorMessages,
  toCents,
  useTranslation,
} from '@panel/shared-core';
import {
  FormProvider,
  MoneyField,
  amountProblem,
  TextareaField,
  useForm,
  z,
  zodResolver,
} from '@panel/shared-core/record';
import {
  Alert,
  Box,
  Button,
  CloseButton,
  FormErrorSummary,
  Portal,
  Stack,
  Text,
  useDialogSize,
} from '@panel/shared-core/ui';
import { Dialog, notify } from '@panel/shared-core/ui-heavy';
import { DataList } from '@panel/shared-core/ui-extra';
import type { ManageCompany } from '../../api/companies';
import type { ManualDepositController } from './use-manual-deposit';

/** The largest manual credit the server takes at once (docs/api-contract.md). */
export const MANUAL_MAX = '1000000.00';
export const REASON_MIN = 5;
export const REASON_MAX = 500;

/** The rules of a manual deposit, in the panel's language (the server checks them again). */
export function manualDepositSchema(t: TFunction) {
  const messages = {
    required: t('companies.deposit.rules.required'),
    number: t('companies.deposit.rules.number'),
    positive: t('companies.deposit.rules.positive'),
    max: t('companies.deposit.rules.max', { max: MANUAL_MAX }),
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

/** "100" and "100.5" as the confirmation states them: "100.00", "100.50". */
const normalise = (amount: string) => {
  const cents = toCents(amount);
  return cents === null ? amount : fromCents(cents);
};

export interface ManualDepositDialogProps {
  open: boolean;
  onClose: () => void;
  company: ManageCompany;
  deposit: ManualDepositController;
  /** The attempt to start from (an unconfirmed one being retried): straight to its confirmation. */
  initial?: Values;
}

/**
 * The administrators' manual deposit in two steps: the amount and the required reason (checked as typed), then a
 * confirmation stating the balance before and after it, in exact cents. The request carries the attempt's idempotency
 * key, so a double click or a retry never credits twice; only the server's answer changes the balance shown.
 */
export function ManualDepositDialog({ open, onClose, company, deposit, initial }: ManualDepositDialogProps) {
  const { t, i18n } = useTranslation('manage');
  const form = useForm<Values>({
    resolver: zodResolver(manualDepositSchema(t)),
    mode: 'onTouched',
    defaultValues: initial ?? { amount: '', reason: '' },
  });
  const [step, setStep] = useState<'amount' | 'confirm'>('amount');
  const [summary, setSummary] = useState<string[]>([]);
  const summaryRef = useRef<HTMLDivElement | null>(null);
  const confirmRef = useRef<HTMLButtonElement | null>(null);

  const amount = normalise((form.watch('amount') ?? '').trim());
  const reason = (form.watch('reason') ?? '').trim();
  const money = (value: string) => formatMoney(value, company.currency, i18n.language);
  const after = addAmounts(company.balance, amount);

  useEffect(() => {
    if (open) {
      form.reset(initial ?? { amount: '', reason: '' });
      setStep(initial ? 'confirm' : 'amount');
      setSummary([]);
    }
  }, [open, initial, form]);

  useEffect(() => {
    if (step === 'confirm') requestAnimationFrame(() => confirmRef.current?.focus());
  }, [step]);

  const toConfirm = form.handleSubmit(() => {
    setSummary([]);
    setStep('confirm');
  });

  const send = async () => {
    setSummary([]);
    try {
      const result = await deposit.send(amount, reason);
      if (!result) return;
      const figures = { amount: money(result.transaction.amount), balance: money(result.balance) };
      notify.success(
        result.replayed
          ? t('companies.deposit.alreadyCredited', figures)
          : t('companies.deposit.credited', { ...figures, name: company.name }),
      );
      onClose();
    } catch (error) {
      const messages = submitErrorMessages(error, form.setError, ['amount', 'reason']);
      if (isNavigatedError(error)) return;
      if (form.getFieldState('amount').error || form.getFieldState('reason').error) {
        setStep('amount');
        return;
      }
      // The attempt keeps its key: trying again cannot credit twice, and the administrator is told so.
      setSummary([...messages, t('companies.deposit.retryHint')]);
      requestAnimationFrame(() => summaryRef.current?.focus());
    }
  };

  const busy = deposit.sending;
  const dialogSize = useDialogSize('md');
  return (
    <Dialog.Root
      open={open}
      size={dialogSize}
      placement="center"
      closeOnInteractOutside={false}
      closeOnEscape={!busy}
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="manual-deposit-dialog">
            <FormProvider {...form}>
              <form
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  if (step === 'amount') void toConfirm(event);
                  else void send();
                }}
              >
                <Dialog.Header>
                  <Dialog.Title>
                    {step === 'amount'
                      ? t('companies.deposit.title', { name: company.name })
                      : t('companies.deposit.confirmTitle')}
                  </Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="4">
                    <FormErrorSummary ref={summaryRef} messages={summary} />
                    {step === 'amount' ? (
                      <>
                        <Text color="fg.muted" textStyle="sm">
                          {t('companies.deposit.current', { balance: money(company.balance) })}
                        </Text>
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
                      </>
                    ) : (
                      <>
                        <Text>
                          {t('companies.deposit.confirmText', { amount: money(amount), name: company.name })}
                        </Text>
                        <DataList.Root orientation="horizontal" size="md">
                          <DataList.Item>
                            <DataList.ItemLabel>{t('companies.deposit.balanceNow')}</DataList.ItemLabel>
                            <DataList.ItemValue data-testid="manual-balance-before">
                              {money(company.balance)}
                            </DataList.ItemValue>
                          </DataList.Item>
                          <DataList.Item>
                            <DataList.ItemLabel>{t('companies.deposit.amount')}</DataList.ItemLabel>
                            <DataList.ItemValue data-testid="manual-amount">
                              +{money(amount)}
                            </DataList.ItemValue>
                          </DataList.Item>
                          <DataList.Item>
                            <DataList.ItemLabel>{t('companies.deposit.balanceAfter')}</DataList.ItemLabel>
                            <DataList.ItemValue fontWeight="semibold" data-testid="manual-balance-after">
                              {after === null ? '—' : money(after)}
                            </DataList.ItemValue>
                          </DataList.Item>
                          <DataList.Item>
                            <DataList.ItemLabel>{t('companies.deposit.reason')}</DataList.ItemLabel>
                            <DataList.ItemValue overflowWrap="anywhere" data-testid="manual-reason">
                              {reason}
                            </DataList.ItemValue>
                          </DataList.Item>
                        </DataList.Root>
                        {deposit.unconfirmed && deposit.unconfirmed.amount === amount ? (
                          <Alert.Root status="info" size="sm">
                            <Alert.Indicator />
                            <Alert.Description>{t('companies.deposit.safeRetry')}</Alert.Description>
                          </Alert.Root>
                        ) : null}
                      </>
                    )}
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  {step === 'confirm' ? (
                    <Button variant="outline" onClick={() => setStep('amount')} disabled={busy}>
                      {t('companies.deposit.back')}
                    </Button>
                  ) : (
                    <Button variant="outline" onClick={onClose} disabled={busy}>
                      {t('companies.deposit.cancel')}
                    </Button>
                  )}
                  <Box>
                    {step === 'amount' ? (
                      <Button key="continue" type="submit" colorPalette="brand">
                        {t('companies.deposit.continue')}
                      </Button>
                    ) : (
                      <Button
                        key="confirm"
                        ref={confirmRef}
                        type="submit"
                        colorPalette="brand"
                        loading={busy}
                        // The confirm button takes the place of "Continue": the second click of a double click there
                        // (a click count above 1) is not a confirmation.
                        onClick={(event) => {
                          if (event.detail > 1) event.preventDefault();
                        }}
                      >
                        {t('companies.deposit.confirm', { amount: money(amount) })}
                      </Button>
                    )}
                  </Box>
                </Dialog.Footer>
              </form>
            </FormProvider>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('companies.deposit.close')} disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
