/**
 * The companies: three named ones (Acme Apps is id 1) and SMALL_COMPANIES generated ones. Owners, referral links and
 * balances are filled in later by the users, referral-links and transactions seeders.
 */
import { DAY, iso } from '../store';
import type { Company, Currency } from '../types';
import { COMPANY_ADJECTIVES, COMPANY_NOUNS, COMPANY_SUFFIXES } from '../words';
import { SMALL_COMPANIES, type SeedContext } from './context';
import { firstTierOf } from './tariffs';

export function seedCompanies({ store, rnd, now, ago }: SeedContext): void {
  // Acme is on Enterprise: its seeded team (~35 members), applications (~1,150) and custom domains (~220) fit that
  // tariff's limits, so creating a member or a domain works in the demo (routes/team.ts, routes/domains.ts).
  const named: [string, Currency, number, Pick<Company, 'contact_email' | 'website' | 'timezone'>][] = [
    [
      'Acme Apps',
      'USD',
      4,
      { contact_email: 'billing@acme.test', website: 'https://acme.test', timezone: 'Europe/Moscow' },
    ],
    [
      'Northwind Mobile',
      'EUR',
      3,
      { contact_email: 'hello@northwind.test', website: 'https://northwind.test', timezone: 'Europe/London' },
    ],
    ['Globex Studio', 'RUB', 1, { contact_email: '', website: '', timezone: 'Asia/Dubai' }],
  ];
  for (const [name, currency, tariffId, contact] of named) {
    store.companies.insert({
      name,
      status: 'active',
      balance: '0.00',
      currency,
      tariff_id: tariffId,
      subscription_tier_id: firstTierOf(tariffId),
      owner_id: null,
      referral_link_id: null,
      ...contact,
      created_at: iso(now - rnd.int(500, 700) * DAY),
    });
  }
  const usedCompanyNames = new Set(named.map(([name]) => name));
  for (let i = 0; i < SMALL_COMPANIES; i++) {
    let name = `${rnd.pick(COMPANY_ADJECTIVES)} ${rnd.pick(COMPANY_NOUNS)} ${rnd.pick(COMPANY_SUFFIXES)}`;
    if (usedCompanyNames.has(name)) name = `${name} ${i + 1}`;
    usedCompanyNames.add(name);
    const tariffId = rnd.weighted([
      [1, 6],
      [2, 3],
      [3, 1],
      [4, 0.3],
    ] as const);
    store.companies.insert({
      name,
      status: rnd.bool(0.05) ? 'blocked' : 'active',
      balance: '0.00',
      currency: rnd.weighted([
        ['USD', 6],
        ['EUR', 3],
        ['RUB', 2],
      ] as const),
      tariff_id: tariffId,
      subscription_tier_id: firstTierOf(tariffId) + rnd.int(0, 3),
      owner_id: null,
      referral_link_id: null,
      contact_email: '',
      website: '',
      timezone: 'UTC',
      created_at: iso(ago(1, 720)),
    });
  }
}
