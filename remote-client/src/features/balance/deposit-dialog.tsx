import { useEffect, useRef, useState } from 'react';
import type { TFunction } from '@panel/shared-core';
import {
  addAmounts,
  formatMoney,
  isNavigatedError,
  submitErrorMessages,
  toCents,
  useTranslation,
} from '@panel/shared-core';
import { FormProvider, MoneyField, amountProblem, useForm, z, zodResolver } from '@panel/shared-core/record';
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

/** Normalises "100" and "100.5" to "100.00" / "100.50", as the confirmation states it. */
const normalise = (amount: string) => {
  const cents = toCents(amount);
  return cents === null ? amount : `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
};

/**
 * Deposit in two steps: the amount (checked as typed), then a confirmation that states the amount and the balance
 * after it. Only the server's answer changes the balance shown.
 */
export function DepositDialog({ open, onClose, company, deposit, initialAmount }: DepositDialogProps) {
  const { t, i18n } = useTranslation('client');
  const form = useForm<{ amount: string }>({
    resolver: zodResolver(depositSchema(t, company.deposit)),
    mode: 'onTouched',
    defaultValues: { amount: initialAmount ?? '' },
  });
  const [step, setStep] = useState<'amount' | 'confirm'>('amount');
  const [summary, setSummary] = useState<string[]>([]);
  const summaryRef = useRef<HTMLDivElement | null>(null);
  const confirmRef = useRef<HTMLButtonElement | null>(null);

  const amount = normalise(form.watch('amount') ?? '');
  const money = (value: string) => formatMoney(value, company.currency, i18n.language);
  const after = addAmounts(company.balance, amount);

  useEffect(() => {
    if (open) {
      form.reset({ amount: initialAmount ?? '' });
      setStep(initialAmount ? 'confirm' : 'amount');
      setSummary([]);
    }
  }, [open, initialAmount, form]);

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
      const result = await deposit.send(amount);
      if (!result) return;
      notify.success(
        result.replayed
          ? t('deposit.alreadyCredited', {
              amount: money(result.transaction.amount),
              balance: money(result.balance),
            })
          : t('deposit.credited', {
              amount: money(result.transaction.amount),
              balance: money(result.balance),
            }),
      );
      onClose();
    } catch (error) {
      const messages = submitErrorMessages(error, form.setError, ['amount']);
      if (isNavigatedError(error)) return;
      if (form.getFieldState('amount').error) {
        setStep('amount');
        return;
      }
      // The attempt keeps its key: trying again cannot credit twice, and the user is told so.
      setSummary([...messages, t('deposit.retryHint')]);
      requestAnimationFrame(() => summaryRef.current?.focus());
    }
  };

  const busy = deposit.sending;
  const dialogSize = useDialogSize('sm');
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
          <Dialog.Content data-testid="deposit-dialog">
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
                    {step === 'amount' ? t('deposit.title') : t('deposit.confirmTitle')}
                  </Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="4">
                    <FormErrorSummary ref={summaryRef} messages={summary} />
                    {step === 'amount' ? (
                      <>
                        <Text color="fg.muted" textStyle="sm">
                          {t('deposit.current', { balance: money(company.balance) })}
                        </Text>
                        <MoneyField
                          name="amount"
                          label={t('deposit.amount')}
                          currency={company.currency}
                          helperText={t('deposit.limits', {
                            min: money(company.deposit.min),
                            max: money(company.deposit.max),
                          })}
                          required
                        />
                      </>
                    ) : (
                      <>
                        <Text>{t('deposit.confirmText', { amount: money(amount) })}</Text>
                        <DataList.Root orientation="horizontal" size="md">
                          <DataList.Item>
                            <DataList.ItemLabel>{t('deposit.balanceNow')}</DataList.ItemLabel>
                            <DataList.ItemValue>{money(company.balance)}</DataList.ItemValue>
                          </DataList.Item>
                          <DataList.Item>
                            <DataList.ItemLabel>{t('deposit.amount')}</DataList.ItemLabel>
                            <DataList.ItemValue data-testid="deposit-amount">
                              +{money(amount)}
                            </DataList.ItemValue>
                          </DataList.Item>
                          <DataList.Item>
                            <DataList.ItemLabel>{t('deposit.balanceAfter')}</DataList.ItemLabel>
                            <DataList.ItemValue fontWeight="semibold" data-testid="deposit-balance-after">
                              {after === null ? '—' : money(after)}
                            </DataList.ItemValue>
                          </DataList.Item>
                        </DataList.Root>
                        {deposit.unconfirmed && deposit.unconfirmed.amount === amount ? (
                          <Alert.Root status="info" size="sm">
                            <Alert.Indicator />
                            <Alert.Description>{t('deposit.safeRetry')}</Alert.Description>
                          </Alert.Root>
                        ) : null}
                      </>
                    )}
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  {step === 'confirm' ? (
                    <Button variant="outline" onClick={() => setStep('amount')} disabled={busy}>
                      {t('deposit.back')}
                    </Button>
                  ) : (
                    <Button variant="outline" onClick={onClose} disabled={busy}>
                      {t('deposit.cancel')}
                    </Button>
                  )}
                  <Box>
                    {step === 'amount' ? (
                      <Button key="continue" type="submit" colorPalette="brand">
                        {t('deposit.continue')}
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
                        {t('deposit.confirm', { amount: money(amount) })}
                      </Button>
                    )}
                  </Box>
                </Dialog.Footer>
              </form>
            </FormProvider>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('deposit.close')} disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
