import { useCallback, useRef, useState } from 'react';
import { isApiError, useSession } from '@panel/shared-core';
import { listingKeys } from '@panel/shared-core/listing';
import { useQueryClient } from '@panel/shared-core/query';
import { companyKeys, depositApi, type DepositResult } from '../../api/company';
import { attemptFor, clearAttempt, markSent, readAttempt, type DepositAttempt } from './deposit-attempt';

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
 * attempt kept across reloads and error screens, and the balance and transactions refreshed once credited.
 *
 * @example
 * const deposit = useDeposit();
 * const result = await deposit.send('100.00');
 */
export function useDeposit(): DepositController {
  const { user } = useSession();
  const userId = user ? String(user.id) : 'anonymous';
  const queryClient = useQueryClient();
  const [unconfirmed, setUnconfirmed] = useState<DepositAttempt | null>(() => {
    const attempt = readAttempt(userId);
    return attempt?.sentAt ? attempt : null;
  });
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);

  const send = useCallback(
    async (amount: string) => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setSending(true);
      const attempt = markSent(userId, attemptFor(userId, amount));
      setUnconfirmed(attempt);
      try {
        const result = await depositApi.deposit(attempt.amount, attempt.key);
        clearAttempt(userId);
        setUnconfirmed(null);
        void queryClient.invalidateQueries({ queryKey: companyKeys.all });
        void queryClient.invalidateQueries({
          queryKey: listingKeys.listing('client', 'company-balance-transactions'),
        });
        return result;
      } catch (error) {
        // A refusal (4xx) is final: nothing was credited, the next try is a new attempt. Without an answer (or with a
        // 5xx) the deposit may have gone through: the attempt and its key stay for a safe retry.
        if (isApiError(error) && error.status >= 400 && error.status < 500) {
          clearAttempt(userId);
          setUnconfirmed(null);
        }
        throw error;
      } finally {
        inFlight.current = false;
        setSending(false);
      }
    },
    [queryClient, userId],
  );

  const forget = useCallback(() => {
    clearAttempt(userId);
    setUnconfirmed(null);
  }, [userId]);

  return { unconfirmed, sending, send, forget };
}
