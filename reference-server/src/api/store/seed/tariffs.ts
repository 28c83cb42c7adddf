/** The tariffs, each with four subscription tiers (ids `firstTierOf(tariff)` to `firstTierOf(tariff) + 3`). */
import { money } from '../store';
import type { SeedContext } from './context';

/** The id of a seeded tariff's first (smallest) tier. */
export const firstTierOf = (tariffId: number): number => (tariffId - 1) * 4 + 1;

export function seedTariffs({ store }: SeedContext): void {
  const tariffSpecs = [
    ['Start', 'For a first campaign', 29, 'month', [10, 2, 50_000, 2], ['pwa', 'comments']],
    [
      'Pro',
      'For growing teams',
      99,
      'month',
      [100, 20, 500_000, 10],
      ['pwa', 'comments', 'push', 'pixels', 'funnels'],
    ],
    [
      'Business',
      'For agencies',
      299,
      'month',
      [1000, 200, 5_000_000, 50],
      ['pwa', 'comments', 'push', 'pixels', 'funnels', 'custom-domains', 'api'],
    ],
    [
      'Enterprise',
      'Yearly contract with priority support',
      2990,
      'year',
      [5000, 1000, 50_000_000, 500],
      ['pwa', 'comments', 'push', 'pixels', 'funnels', 'custom-domains', 'api', 'sla'],
    ],
  ] as const;
  tariffSpecs.forEach(([name, description, price, period, limits, features], index) => {
    const tariff = store.tariffs.insert({
      name,
      description,
      price: money(price),
      currency: 'USD',
      period,
      limits: {
        applications: limits[0],
        domains: limits[1],
        push_per_month: limits[2],
        team_members: limits[3],
      },
      features: [...features],
      is_active: true,
      sort: index + 1,
    });
    const bounds: [number, number | null, number][] = [
      [0, 1000, 0.05],
      [1001, 10_000, 0.04],
      [10_001, 100_000, 0.03],
      [100_001, null, 0.02],
    ];
    bounds.forEach(([from, to, price], tierIndex) =>
      store.tiers.insert({
        tariff_id: tariff.id,
        name: `${name} ${['S', 'M', 'L', 'XL'][tierIndex]}`,
        installs_from: from,
        installs_to: to,
        price_per_install: (price * (1 - index * 0.1)).toFixed(4),
        currency: 'USD',
      }),
    );
  });
}
