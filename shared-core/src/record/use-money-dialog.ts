import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { fromCents, isNavigatedError, submitErrorMessages, toCents } from '@panel/shared-core';

/** What the server answers to a credit: the transaction, the balance after it, and whether it was a replay. */
export interface MoneyCredit {
  transaction: { amount: string };
  balance: string;
  /** The attempt's key had already been used: the money moved before, not now. */
  replayed?: boolean;
}

export type MoneyStep = 'amount' | 'confirm';

export interface UseMoneyDialogOptions<TValues extends FieldValues & { amount: string }> {
  open: boolean;
  onClose: () => void;
  form: UseFormReturn<TValues>;
  /** The values of a fresh dialog: a constant, since the dialog resets to them whenever it changes. */
  empty: TValues;
  /** The values of an unconfirmed attempt being retried: the dialog opens straight on its confirmation. */
  initial?: TValues;
  /** The fields a refusal (422) may name; an error on one of them goes back to the first step. */
  fields: readonly Path<TValues>[];
  /** Sends the normalised amount once (null while another attempt is under way). */
  send: (amount: string) => Promise<MoneyCredit | null>;
  onCredited: (credit: MoneyCredit) => void;
  /** Told with a failure that left the attempt's key in place: trying again cannot move the money twice. */
  retryHint: string;
}

/** "100" and "100.5" as the confirmation states them: "100.00", "100.50". */
export function normaliseAmount(amount: string): string {
  const cents = toCents(amount);
  return cents === null ? amount.trim() : fromCents(cents);
}

/**
 * The steps of a money dialog (`MoneyDialog`): the amount step checks the form, the confirmation sends it once. A
 * refusal on a field goes back to it; any other failure keeps the attempt and says that a retry is safe.
 */
export function useMoneyDialog<TValues extends FieldValues & { amount: string }>({
  open,
  onClose,
  form,
  empty,
  initial,
  fields,
  send,
  onCredited,
  retryHint,
}: UseMoneyDialogOptions<TValues>) {
  const [step, setStep] = useState<MoneyStep>('amount');
  const [summary, setSummary] = useState<string[]>([]);
  const summaryRef = useRef<HTMLDivElement | null>(null);
  const confirmRef = useRef<HTMLButtonElement | null>(null);
  const amount = normaliseAmount(form.watch('amount' as Path<TValues>) ?? '');

  useEffect(() => {
    if (open) {
      form.reset(initial ?? empty);
      setStep(initial ? 'confirm' : 'amount');
      setSummary([]);
    }
  }, [open, initial, empty, form]);

  useEffect(() => {
    if (step === 'confirm') requestAnimationFrame(() => confirmRef.current?.focus());
  }, [step]);

  // Once drawn: a focus asked for in the same turn as the failure finds no summary yet.
  useEffect(() => {
    if (summary.length > 0) summaryRef.current?.focus();
  }, [summary]);

  const toConfirm = form.handleSubmit(() => {
    setSummary([]);
    setStep('confirm');
  });

  const confirm = async () => {
    setSummary([]);
    try {
      const result = await send(amount);
      if (!result) return;
      onCredited(result);
      onClose();
    } catch (error) {
      const messages = submitErrorMessages(error, form.setError, fields);
      if (isNavigatedError(error)) return;
      if (fields.some((field) => form.getFieldState(field).error)) {
        setStep('amount');
        return;
      }
      setSummary([...messages, retryHint]);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 'amount') void toConfirm(event);
    else void confirm();
  };

  return { step, back: () => setStep('amount'), summary, summaryRef, confirmRef, amount, submit };
}
