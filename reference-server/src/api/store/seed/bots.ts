/** The Telegram bots: three of Acme's (one active) and Northwind's. */
import { iso } from '../store';
import type { SeedContext } from './context';

export function seedBots({ store, rnd, ago }: SeedContext): void {
  for (const [companyId, username, active] of [
    [1, 'acme_alerts_bot', true],
    [1, 'acme_reports_bot', false],
    [1, 'acme_support_bot', false],
    [2, 'northwind_bot', true],
  ] as const) {
    store.bots.insert({
      company_id: companyId,
      username,
      token: `${rnd.int(1000000000, 9999999999)}:AA${rnd.hex(33)}`,
      is_active: active,
      chat_id: active ? String(-rnd.int(1000000000, 1999999999)) : null,
      created_at: iso(ago(5, 300)),
    });
  }
}
