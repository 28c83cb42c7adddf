import { useCallback } from 'react';
import { attemptStore, useIdempotentSender, useSession, type IdempotentAttempt } from '@panel/shared-core';
import { useQueryClient } from '@panel/shared-core/query';
import { invalidateResource } from '@panel/shared-core/record-view';
import { companyResource, manualDepositApi, type ManualDepositResult } from '../../api/companies';

/** A manual deposit under way: its amount, its reason and its idempotency key. */
export type ManualDepositAttempt = IdempotentAttempt<{ amount: string; reason: string }>;

/**
 * One attempt per administrator and company (`panel.manual-deposit:<admin>:<company>`). The amount is what makes two
 * attempts the same one: a reworded reason keeps the key, so the money cannot move twice.
 */
const manualDeposits = attemptStore<{ amount: string; reason: string }>('manual-deposit', ['amount']);

export interface ManualDepositController {
  /** An attempt that was sent but whose answer never came. */
  unconfirmed: ManualDepositAttempt | null;
  sending: boolean;
  /** Sends the credit once (null while another is under way); the same amount reuses the attempt's key. */
  send: (amount: string, reason: string) => Promise<ManualDepositResult | null>;
  /** Gives up the unconfirmed attempt. */
  forget: () => void;
}

/**
 * The administrators' money-safe credit of a company's balance: pessimistic (the balance shown changes only with the
 * server's answer), one idempotency key per attempt kept until the server answers, and the company, its transactions
 * and the companies listing refreshed once credited.
 *
 * @example
 * const deposit = useManualDeposit(company.id);
 * const result = await deposit.send('100.00', 'Refund of the March invoice');
 */
export function useManualDeposit(companyId: number): ManualDepositController {
  const { user } = useSession();
  const sender = useIdempotentSender(manualDeposits, `${user ? String(user.id) : 'anonymous'}:${companyId}`);
  const queryClient = useQueryClient();
  const { send: sendOnce } = sender;

  const send = useCallback(
    async (amount: string, reason: string) => {
      const result = await sendOnce({ amount, reason }, (attempt) =>
        manualDepositApi.deposit(companyId, {
          amount: attempt.amount,
          reason: attempt.reason,
          idempotencyKey: attempt.key,
        }),
      );
      // Replayed or not, the balance may differ from the one shown: the record and its listings read it again.
      if (result) invalidateResource(queryClient, companyResource);
      return result;
    },
    [companyId, queryClient, sendOnce],
  );

  return { unconfirmed: sender.unconfirmed, sending: sender.sending, send, forget: sender.forget };
}
