/** The balance transactions of every company; each company's balance ends consistent with its history. */
import { iso, isoDate, money } from '../store';
import { ACME_COMPANY_ID, type SeedContext } from './context';

export function seedTransactions({ store, rnd, ago }: SeedContext): void {
  for (const company of store.companies.rows) {
    const count = company.id === ACME_COMPANY_ID ? 240 : company.id <= 3 ? 40 : 2;
    const times = Array.from({ length: count }, () => ago(0, 365)).sort((a, b) => a - b);
    let balance = 0;
    for (const [index, time] of times.entries()) {
      const type =
        index === 0
          ? 'deposit'
          : rnd.weighted([
              ['charge', 6],
              ['deposit', 3],
              ['refund', 0.5],
              ['manual', 0.5],
            ] as const);
      const amount =
        type === 'charge'
          ? -Math.min(balance, rnd.float(5, 400))
          : type === 'refund'
            ? rnd.float(5, 50)
            : rnd.float(100, 3000);
      balance = Number((balance + amount).toFixed(2));
      store.transactions.insert({
        company_id: company.id,
        type,
        amount: money(amount),
        balance_after: money(balance),
        currency: company.currency,
        reason:
          type === 'charge'
            ? { kind: 'installs', date: isoDate(time) }
            : type === 'refund'
              ? { kind: 'domain-refund' }
              : type === 'manual'
                ? { kind: 'typed', text: 'Compensation for the outage of 12 March' }
                : { kind: 'card-deposit' },
        created_by: type === 'manual' ? 1 : type === 'deposit' ? company.owner_id : null,
        acting_admin_id: null,
        idempotency_key: type === 'deposit' ? `seed-${company.id}-${index}` : null,
        created_at: iso(time),
      });
    }
    company.balance = money(balance);
  }
}
