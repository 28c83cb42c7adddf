import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../http/api-error';

/**
 * A money-moving request under way (a deposit, a manual credit), kept in sessionStorage with its idempotency key. A
 * retry (a second click, a retry after the answer was lost, coming back from the error screen) sends the same key,
 * so the server applies the attempt once. It is dropped when the server answers, or when the user gives it up.
 */
export type IdempotentAttempt<T extends Record<string, string>> = T & {
  key: string;
  /** When it was first sent (ms); null while it is only prepared, not sent. */
  sentAt: number | null;
};

/** The attempts of one kind of request, one per owner (a user; a user and a company). */
export interface AttemptStore<T extends Record<string, string>> {
  read: (owner: string) => IdempotentAttempt<T> | null;
  /**
   * The attempt for these values: the one under way when its `fields` are the same (with the other values updated),
   * else a new one with a new key.
   */
  attemptFor: (owner: string, values: T) => IdempotentAttempt<T>;
  /** Marks it sent, keeping the first time. */
  markSent: (owner: string, attempt: IdempotentAttempt<T>) => IdempotentAttempt<T>;
  clear: (owner: string) => void;
}

/** A key the servers accept (8..100 of letters, digits, `-` and `_`). */
function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * The sessionStorage of one kind of attempt (`panel.<name>:<owner>`). `fields` are what makes two attempts the same
 * one: the amount of a deposit, not the words that explain it.
 *
 * @example
 * const deposits = attemptStore<{ amount: string }>('deposit', ['amount']);
 * const attempt = deposits.markSent(userId, deposits.attemptFor(userId, { amount: '100.00' }));
 */
export function attemptStore<T extends Record<string, string>>(
  name: string,
  fields: readonly (keyof T & string)[],
): AttemptStore<T> {
  const storageKey = (owner: string) => `panel.${name}:${owner}`;

  const read = (owner: string): IdempotentAttempt<T> | null => {
    try {
      const raw = sessionStorage.getItem(storageKey(owner));
      if (!raw) return null;
      const value = JSON.parse(raw) as Record<string, unknown>;
      if (typeof value.key !== 'string' || fields.some((field) => typeof value[field] !== 'string'))
        return null;
      // The identifying fields must be there; the other values are kept as they were written.
      const attempt: Record<string, unknown> = {};
      for (const [name, entry] of Object.entries(value)) if (typeof entry === 'string') attempt[name] = entry;
      attempt.sentAt = typeof value.sentAt === 'number' ? value.sentAt : null;
      return attempt as IdempotentAttempt<T>;
    } catch {
      return null;
    }
  };

  const write = (owner: string, attempt: IdempotentAttempt<T>) => {
    try {
      sessionStorage.setItem(storageKey(owner), JSON.stringify(attempt));
    } catch {
      // Private mode without storage: the attempt lives as long as the page, which still covers double clicks.
    }
  };

  return {
    read,
    attemptFor(owner, values) {
      const current = read(owner);
      if (current && fields.every((field) => current[field] === values[field])) {
        // The same attempt: its key and first sending stay, its other values are the latest.
        const same = { ...current, ...values, key: current.key, sentAt: current.sentAt };
        write(owner, same);
        return same;
      }
      const attempt = { ...values, key: newIdempotencyKey(), sentAt: null } as IdempotentAttempt<T>;
      write(owner, attempt);
      return attempt;
    },
    markSent(owner, attempt) {
      const sent = { ...attempt, sentAt: attempt.sentAt ?? Date.now() };
      write(owner, sent);
      return sent;
    },
    clear(owner) {
      try {
        sessionStorage.removeItem(storageKey(owner));
      } catch {
        // Nothing stored.
      }
    },
  };
}

export interface IdempotentSender<T extends Record<string, string>> {
  /** An attempt that was sent but whose answer never came (the page was left, the network failed). */
  unconfirmed: IdempotentAttempt<T> | null;
  sending: boolean;
  /**
   * Sends `values` once through `call`: while one is under way, another call sends nothing and answers null. The same
   * values reuse the attempt's key, so the server never applies them twice.
   */
  send: <R>(values: T, call: (attempt: IdempotentAttempt<T>) => Promise<R>) => Promise<R | null>;
  /** Gives up the unconfirmed attempt (the user checked and saw it applied, or no longer wants it). */
  forget: () => void;
}

/**
 * The money-safe way to send a request: one idempotency key per attempt, kept across reloads and error screens until
 * the server answers. A refusal (4xx) is final and drops the attempt; without an answer (or with a 5xx) the request
 * may have gone through, so the attempt and its key stay for a safe retry.
 *
 * @example
 * const deposits = attemptStore<{ amount: string }>('deposit', ['amount']);
 * const sender = useIdempotentSender(deposits, String(user.id));
 * const result = await sender.send({ amount }, (attempt) => api.deposit(attempt.amount, attempt.key));
 */
export function useIdempotentSender<T extends Record<string, string>>(
  store: AttemptStore<T>,
  owner: string,
): IdempotentSender<T> {
  const sentOf = useCallback(
    (who: string) => {
      const attempt = store.read(who);
      return attempt?.sentAt ? attempt : null;
    },
    [store],
  );
  const [unconfirmed, setUnconfirmed] = useState<IdempotentAttempt<T> | null>(() => sentOf(owner));
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);

  // Another owner (another company's screen in the same place) has attempts of its own.
  const seenOwner = useRef(owner);
  useEffect(() => {
    if (seenOwner.current === owner) return;
    seenOwner.current = owner;
    setUnconfirmed(sentOf(owner));
  }, [owner, sentOf]);

  const send = useCallback(
    async <R>(values: T, call: (attempt: IdempotentAttempt<T>) => Promise<R>): Promise<R | null> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setSending(true);
      const attempt = store.markSent(owner, store.attemptFor(owner, values));
      setUnconfirmed(attempt);
      try {
        const result = await call(attempt);
        store.clear(owner);
        setUnconfirmed(null);
        return result;
      } catch (error) {
        if (isApiError(error) && error.status >= 400 && error.status < 500) {
          store.clear(owner);
          setUnconfirmed(null);
        }
        throw error;
      } finally {
        inFlight.current = false;
        setSending(false);
      }
    },
    [owner, store],
  );

  const forget = useCallback(() => {
    store.clear(owner);
    setUnconfirmed(null);
  }, [owner, store]);

  return { unconfirmed, sending, send, forget };
}
