/**
 * The referral links (SPRING24, the demo's code, belongs to Acme's owner), then the companies that came through one:
 * each link's registrations and deposits count them.
 */
import { demoReferralCode } from '../../accounts';
import { DAY, iso, money } from '../store';
import { SMALL_COMPANIES, slug, type SeedContext } from './context';

export function seedReferralLinks({ store, rnd, now, ago }: SeedContext, ownerId: number): void {
  store.referralLinks.insert({
    code: demoReferralCode,
    name: 'Spring campaign',
    url: `http://localhost:8080/admin/registration/${demoReferralCode}`,
    owner_id: ownerId,
    bonus_percent: 10,
    registrations_count: 0,
    deposits_sum: '0.00',
    currency: 'USD',
    is_active: true,
    created_at: iso(now - 60 * DAY),
  });
  for (const [code, name, active] of [
    ['SUMMER23', 'Summer 2023', false],
    ['ACMEPARTNERS', 'Partner program', true],
    ['BLOGGERS', 'Bloggers', true],
  ] as const) {
    store.referralLinks.insert({
      code,
      name,
      url: `http://localhost:8080/admin/registration/${code}`,
      owner_id: ownerId,
      bonus_percent: rnd.pick([5, 7, 10, 15]),
      registrations_count: 0,
      deposits_sum: '0.00',
      currency: 'USD',
      is_active: active,
      created_at: iso(ago(60, 400)),
    });
  }
  for (let i = 0; i < 30; i++) {
    const company = store.companies.get(rnd.int(4, SMALL_COMPANIES + 3))!;
    const code = `${slug(company.name).replace(/-/g, '').slice(0, 8).toUpperCase()}${i}`;
    store.referralLinks.insert({
      code,
      name: `${company.name} referrals`,
      url: `http://localhost:8080/admin/registration/${code}`,
      owner_id: company.owner_id!,
      bonus_percent: rnd.pick([5, 7, 10]),
      registrations_count: 0,
      deposits_sum: '0.00',
      currency: company.currency,
      is_active: rnd.bool(0.8),
      created_at: iso(ago(10, 400)),
    });
  }
  // Some companies came through referral links; counters are kept consistent with that.
  for (const company of store.companies.rows) {
    if (company.id <= 3 || !rnd.bool(0.2)) continue;
    const link = store.referralLinks.get(rnd.int(1, store.referralLinks.size))!;
    company.referral_link_id = link.id;
    link.registrations_count += 1;
    link.deposits_sum = money(Number(link.deposits_sum) + rnd.int(50, 2000));
  }
}
