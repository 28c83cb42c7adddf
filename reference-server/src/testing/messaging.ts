/**
 * Helpers of the messaging API tests (no browser page; docs/api-contract.md, "Messaging (company area)"): valid
 * bodies, the record shapes, and the company listings of messaging (scope `common`).
 */
import type { FunnelStep, PushCreateAnswer, PushNotificationBody } from '@panel/contract';
import type { Caller } from './company';
import { listing } from './company';

export { addMember, registerCompany, signIn, ROLE_IDS, type Caller, type Option } from './company';

/** The content of a push, valid (application_ids are added per test). */
export const pushContent = {
  name: 'Spring promo',
  title: 'Your bonus is waiting',
  body: 'Claim your free spins before midnight.',
  icon_url: 'https://cdn.example/icon.png',
  image_url: null,
  url: 'https://offers.example/spring',
  template_id: null,
} satisfies Partial<PushNotificationBody>;

export const step = (n: number, delay = n * 60): FunnelStep => ({
  delay_minutes: delay,
  title: `Step ${n}`,
  body: `Body of step ${n}`,
  url: `https://offers.example/step/${n}`,
});

/** An ISO date-time `days` from now (negative: in the past), without milliseconds. */
export const inDays = (days: number): string =>
  `${new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 19)}Z`;

/** The company's application ids (the push form's options). */
export async function applicationIds(caller: Caller): Promise<number[]> {
  const { options } = await caller.ok<PushCreateAnswer>('GET', '/client/push-notification/create');
  return options.application_ids.map((o) => o.value);
}

/** The rows of a company messaging listing (scope `common`). */
export const rowsOf = <T = Record<string, unknown>>(
  caller: Caller,
  name: string,
  body: Record<string, unknown> = {},
) => listing<T>(caller, name, body, 'common');
