import { useCallback } from 'react';
import { attemptStore, useIdempotentSender, useSession, type IdempotentAttempt } from '@panel/shared-core';
import { listingKeys } from '@panel/shared-core/listing';
import { useQueryClient } from '@panel/shared-core/query';
import { companyKeys, depositApi, type DepositResult } from '../../api/company';

/** The deposit under way: its amount and its idempotency key (`panel.deposit:<user id>` in sessionStorage). */
export type DepositAttempt = IdempotentAttempt<{ amount: string }>;

/** One attempt per user: the amount is what makes two attempts the same one. */
const depositAttempts = attemptStore<{ amount: string }>('deposit', ['amount']);

export interface DepositController {
  /** An attempt that was sent but whose answer never came (the page was left, the network failed). */
  unconfirmed: DepositAttempt | null;
  sending: boolean;
  /**
   * Sends the deposit of `amount` once: while one is under way, another call sends nothing and answers null. The
   * same amount reuses the attempt's idempotency key, so the server never credits it twice.
   */
  send: (amount: string) => Promise<DepositResult | null>;
  /** Gives up the unconfirmed attempt (the user checked the transactions and saw it credited, or not wanted). */
  forget: () => void;
}

/**
 * The money-safe deposit: pessimistic (the balance changes only with the server's answer), one idempotency key per
 * attempt kept across reloads and error screens (`useIdempotentSender`), and the balance and transactions refreshed
 * once credited.
 *
 * @example
 * const deposit = useDeposit();
 * const result = await deposit.send('100.00');
 */
export function useDeposit(): DepositController {
  const { user } = useSession();
  const sender = useIdempotentSender(depositAttempts, user ? String(user.id) : 'anonymous');
  const queryClient = useQueryClient();
  const { send: sendOnce } = sender;

  const send = useCallback(
    async (amount: string) => {
      const result = await sendOnce({ amount }, (attempt) => depositApi.deposit(attempt.amount, attempt.key));
      if (result) {
        void queryClient.invalidateQueries({ queryKey: companyKeys.all });
        void queryClient.invalidateQueries({
          queryKey: listingKeys.listing('client', 'company-balance-transactions'),
        });
      }
      return result;
    },
    [queryClient, sendOnce],
  );

  return { unconfirmed: sender.unconfirmed, sending: sender.sending, send, forget: sender.forget };
}
