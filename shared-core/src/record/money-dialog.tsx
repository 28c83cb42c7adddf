import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { addAmounts, formatMoney, useTranslation } from '@panel/shared-core';
import { Alert, Box, Button, FormErrorSummary, Stack, Text, useDialogSize } from '@panel/shared-core/ui';
import { Dialog, notify } from '@panel/shared-core/ui-heavy';
import { DataList } from '@panel/shared-core/ui-form';
import { FormDialogFrame } from './form-dialog-frame';
import { useMoneyDialog, type UseMoneyDialogOptions } from './use-money-dialog';

/** The texts of a money dialog, each under its key in the caller's namespace (`deposit.title`...). */
export type MoneyDialogText =
  | 'title'
  | 'confirmTitle'
  | 'current'
  | 'confirmText'
  | 'amount'
  | 'balanceNow'
  | 'balanceAfter'
  | 'safeRetry'
  | 'retryHint'
  | 'back'
  | 'cancel'
  | 'continue'
  | 'confirm'
  | 'close'
  | 'credited'
  | 'alreadyCredited';

/** One more row of the confirmation, after the balance after (the reason of a manual credit). */
export interface MoneyFact {
  label: string;
  value: ReactNode;
  testId?: string;
}

export interface MoneyDialogProps<TValues extends FieldValues & { amount: string }> extends Omit<
  UseMoneyDialogOptions<TValues>,
  'onCredited' | 'retryHint'
> {
  /** Whose balance the money goes to: the balance before the credit, and its currency. */
  account: { balance: string; currency: string };
  /**
   * The attempt's state (`useIdempotentSender`): whether it is being sent, and one that was sent but never answered
   * (confirming the same amount again is said to be safe).
   */
  attempt: { sending: boolean; unconfirmed: { amount: string } | null };
  /** The caller's text for a key; `amount`, `balance` and the like are given as values. */
  text: (key: MoneyDialogText, values?: Record<string, string>) => string;
  size?: 'sm' | 'md';
  testId: string;
  /** Names the figures of the confirmation: `<figuresTestId>-balance-before`, `-amount`, `-balance-after`. */
  figuresTestId: string;
  facts?: MoneyFact[];
  /** The first step's fields: the amount (`MoneyField name="amount"`) and whatever goes with it. */
  children: ReactNode;
}

/**
 * Money moved in two steps: the amount (checked as typed), then a confirmation that states the balance before and
 * after it in exact cents. The caller's `send` carries the attempt's idempotency key (`useIdempotentSender`), so a
 * double click or a retry never moves the money twice; only the server's answer changes the balance shown.
 *
 * @example
 * <MoneyDialog open={open} onClose={close} form={form} empty={EMPTY} fields={['amount']} account={company}
 *   attempt={deposit} send={deposit.send} text={(k, v) => t(`deposit.${k}`, v)} testId="deposit-dialog"
 *   figuresTestId="deposit">
 *   <MoneyField name="amount" label={t('deposit.amount')} currency={c.currency} required />
 * </MoneyDialog>
 */
export function MoneyDialog<TValues extends FieldValues & { amount: string }>({
  account: { balance, currency },
  attempt,
  text,
  size = 'sm',
  testId,
  figuresTestId,
  facts = [],
  children,
  ...options
}: MoneyDialogProps<TValues>) {
  const { i18n } = useTranslation('record');
  const busy = attempt.sending;
  const money = (value: string) => formatMoney(value, currency, i18n.language);
  const { open, onClose, form } = options;
  const { step, back, summary, summaryRef, confirmRef, amount, submit } = useMoneyDialog({
    ...options,
    retryHint: text('retryHint'),
    onCredited: (result) => {
      const figures = { amount: money(result.transaction.amount), balance: money(result.balance) };
      notify.success(result.replayed ? text('alreadyCredited', figures) : text('credited', figures));
    },
  });
  const after = addAmounts(balance, amount);

  const dialogSize = useDialogSize(size);
  return (
    <FormDialogFrame
      open={open}
      onClose={onClose}
      busy={busy}
      size={dialogSize}
      testId={testId}
      form={form}
      onSubmit={submit}
      closeLabel={text('close')}
    >
      <Dialog.Header>
        <Dialog.Title>{step === 'amount' ? text('title') : text('confirmTitle')}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <FormErrorSummary ref={summaryRef} messages={summary} />
          {step === 'amount' ? (
            <>
              <Text color="fg.muted" textStyle="sm">
                {text('current', { balance: money(balance) })}
              </Text>
              {children}
            </>
          ) : (
            <>
              <Text>{text('confirmText', { amount: money(amount) })}</Text>
              <DataList.Root orientation="horizontal" size="md">
                <DataList.Item>
                  <DataList.ItemLabel>{text('balanceNow')}</DataList.ItemLabel>
                  <DataList.ItemValue data-testid={`${figuresTestId}-balance-before`}>
                    {money(balance)}
                  </DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>{text('amount')}</DataList.ItemLabel>
                  <DataList.ItemValue data-testid={`${figuresTestId}-amount`}>
                    +{money(amount)}
                  </DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>{text('balanceAfter')}</DataList.ItemLabel>
                  <DataList.ItemValue fontWeight="semibold" data-testid={`${figuresTestId}-balance-after`}>
                    {after === null ? '—' : money(after)}
                  </DataList.ItemValue>
                </DataList.Item>
                {facts.map((fact) => (
                  <DataList.Item key={fact.label}>
                    <DataList.ItemLabel>{fact.label}</DataList.ItemLabel>
                    <DataList.ItemValue overflowWrap="anywhere" data-testid={fact.testId}>
                      {fact.value}
                    </DataList.ItemValue>
                  </DataList.Item>
                ))}
              </DataList.Root>
              {attempt.unconfirmed?.amount === amount ? (
                <Alert.Root status="info" size="sm">
                  <Alert.Indicator />
                  <Alert.Description>{text('safeRetry')}</Alert.Description>
                </Alert.Root>
              ) : null}
            </>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        {step === 'confirm' ? (
          <Button variant="outline" onClick={back} disabled={busy}>
            {text('back')}
          </Button>
        ) : (
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {text('cancel')}
          </Button>
        )}
        <Box>
          {step === 'amount' ? (
            <Button key="continue" type="submit" colorPalette="brand">
              {text('continue')}
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
              {text('confirm', { amount: money(amount) })}
            </Button>
          )}
        </Box>
      </Dialog.Footer>
    </FormDialogFrame>
  );
}
