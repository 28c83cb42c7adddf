/**
 * The deposit under way, kept in sessionStorage per user: its amount and its idempotency key. A retry (a second
 * click, a retry after the answer was lost, coming back from the error screen) sends the same key, so the server
 * credits the attempt once. It is dropped when the server confirms the deposit, or when the user gives it up.
 */
export interface DepositAttempt {
  amount: string;
  key: string;
  /** When it was first sent (ms); null while it is only confirmed, not sent. */
  sentAt: number | null;
}

const storageKey = (userId: string) => `panel.deposit:${userId}`;

function newKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

export function readAttempt(userId: string): DepositAttempt | null {
  try {
    const raw = sessionStorage.getItem(storageKey(userId));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<DepositAttempt>;
    if (typeof value.amount !== 'string' || typeof value.key !== 'string') return null;
    return {
      amount: value.amount,
      key: value.key,
      sentAt: typeof value.sentAt === 'number' ? value.sentAt : null,
    };
  } catch {
    return null;
  }
}

function writeAttempt(userId: string, attempt: DepositAttempt): void {
  try {
    sessionStorage.setItem(storageKey(userId), JSON.stringify(attempt));
  } catch {
    // Private mode without storage: the attempt lives as long as the page, which still covers double clicks.
  }
}

/** The attempt for this amount: the one under way when the amount is the same, else a new one with a new key. */
export function attemptFor(userId: string, amount: string): DepositAttempt {
  const current = readAttempt(userId);
  if (current && current.amount === amount) return current;
  const attempt = { amount, key: newKey(), sentAt: null };
  writeAttempt(userId, attempt);
  return attempt;
}

export function markSent(userId: string, attempt: DepositAttempt): DepositAttempt {
  const sent = { ...attempt, sentAt: attempt.sentAt ?? Date.now() };
  writeAttempt(userId, sent);
  return sent;
}

export function clearAttempt(userId: string): void {
  try {
    sessionStorage.removeItem(storageKey(userId));
  } catch {
    // Nothing stored.
  }
}
