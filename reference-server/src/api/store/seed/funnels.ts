/**
 * The funnels: OneSignal funnel templates (platform) and Acme's OneSignal funnels and one-off OneSignal
 * notifications; system funnel templates (platform) and Acme's system funnels.
 */
import { DAY, iso } from '../store';
import type { FunnelStep } from '../types';
import { APP_WORDS_A, PUSH_BODIES, PUSH_TITLES } from '../words';
import { ACME_COMPANY_ID, type SeedContext } from './context';

const steps = ({ rnd }: SeedContext, count: number): FunnelStep[] =>
  Array.from({ length: count }, (_, k) => {
    const [, title] = rnd.pick(PUSH_TITLES);
    const [, body] = rnd.pick(PUSH_BODIES);
    return {
      delay_minutes: k === 0 ? 0 : k * rnd.pick([30, 60, 240, 1440]),
      title,
      body,
      url: `https://offers.example/f/${k}`,
    };
  });

const TRIGGERS = ['install', 'first_open', 'inactive_days'] as const;

export function seedOneSignalFunnelTemplates(ctx: SeedContext): void {
  const { store, rnd, ago } = ctx;
  for (let i = 1; i <= 8; i++) {
    store.oneSignalFunnelTemplates.insert({
      name: `${['Welcome', 'Retention', 'Win-back', 'Deposit'][i % 4]} funnel ${i}`,
      language: rnd.pick(['ru', 'en']),
      steps: steps(ctx, rnd.int(2, 6)),
      is_active: rnd.bool(0.8),
      created_at: iso(ago(10, 300)),
    });
  }
}

/** Acme's OneSignal funnels on its live applications (`acmeIds`), some copying a template's steps. */
export function seedOneSignalFunnels(ctx: SeedContext, acmeIds: readonly number[]): void {
  const { store, rnd, ago } = ctx;
  for (let i = 1; i <= 12; i++) {
    const template = rnd.bool(0.6) ? rnd.int(1, 8) : null;
    store.oneSignalFunnels.insert({
      company_id: ACME_COMPANY_ID,
      name: `Funnel ${rnd.pick(APP_WORDS_A)} ${i}`,
      application_id: rnd.pick(acmeIds),
      template_id: template,
      is_active: rnd.bool(0.7),
      steps: template ? store.oneSignalFunnelTemplates.get(template)!.steps : steps(ctx, rnd.int(2, 5)),
      subscribers: rnd.int(0, 40000),
      created_at: iso(ago(1, 200)),
    });
  }
}

/** Acme's one-off OneSignal notifications on its live applications (`acmeIds`). */
export function seedOneSignalSingles(
  { store, rnd, now, ago }: SeedContext,
  acmeIds: readonly number[],
): void {
  for (let i = 1; i <= 45; i++) {
    const [, title] = rnd.pick(PUSH_TITLES);
    const [, body] = rnd.pick(PUSH_BODIES);
    const status = rnd.weighted([
      ['draft', 1],
      ['scheduled', 1],
      ['sent', 6],
      ['failed', 0.5],
    ] as const);
    const sent = status === 'sent' ? rnd.int(500, 50000) : 0;
    const delivered = Math.floor(sent * rnd.float(0.8, 0.97, 3));
    store.oneSignalSingles.insert({
      company_id: ACME_COMPANY_ID,
      application_id: rnd.pick(acmeIds),
      name: `OneSignal blast #${i}`,
      title,
      body,
      url: `https://offers.example/os/${i}`,
      status,
      sent,
      delivered,
      clicked: Math.floor(delivered * rnd.float(0.01, 0.1, 3)),
      send_at:
        status === 'draft' ? null : iso(status === 'scheduled' ? now + rnd.int(1, 10) * DAY : ago(0, 90)),
      created_at: iso(ago(1, 120)),
    });
  }
}

export function seedSystemFunnelTemplates(ctx: SeedContext): void {
  const { store, rnd, ago } = ctx;
  for (let i = 1; i <= 5; i++) {
    const trigger = TRIGGERS[i % 3]!;
    store.systemFunnelTemplates.insert({
      name: `System template ${i}: ${trigger}`,
      trigger,
      trigger_value: trigger === 'inactive_days' ? rnd.int(1, 14) : null,
      is_active: true,
      steps: steps(ctx, rnd.int(1, 4)),
      created_at: iso(ago(10, 300)),
    });
  }
}

export function seedSystemFunnels(ctx: SeedContext): void {
  const { store, rnd, ago } = ctx;
  for (let i = 1; i <= 6; i++) {
    const trigger = TRIGGERS[i % 3]!;
    store.systemFunnels.insert({
      company_id: ACME_COMPANY_ID,
      name: `${trigger === 'install' ? 'After install' : trigger === 'first_open' ? 'First open' : 'Inactive'} ${i}`,
      trigger,
      trigger_value: trigger === 'inactive_days' ? rnd.int(1, 14) : null,
      template_id: null,
      is_active: rnd.bool(0.6),
      steps: steps(ctx, rnd.int(1, 4)),
      created_at: iso(ago(1, 200)),
    });
  }
}
