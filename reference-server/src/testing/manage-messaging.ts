/**
 * Helpers of the administrators' messaging API tests (docs/api-contract.md, "Messaging templates (administrators)"):
 * callers for the platform administrator, a moderator (manage.templates without manage.companies) and the company
 * owner, and valid bodies for each kind of template.
 */
import type {
  FunnelStep,
  NotificationTemplateBody,
  OneSignalTemplateBody,
  PushTemplateBody,
  SystemFunnelTemplateBody,
} from '@panel/contract';
import type { ApiRequest } from './api-request';
import { signIn, signInWith, type Caller } from './company';

export { listing, type Caller, type Invalid, type Option } from './company';

/** A seeded moderator: isAdmin with manage.applications, manage.templates and manage.statistics. */
export const MODERATOR = { email: 'moderator1@panel.test', password: 'password123' } as const;

export interface Callers {
  admin: Caller;
  moderator: Caller;
  owner: Caller;
}

export async function callers(request: ApiRequest): Promise<Callers> {
  return {
    admin: await signIn(request, 'admin'),
    moderator: await signInWith(request, MODERATOR.email, MODERATOR.password),
    owner: await signIn(request, 'owner'),
  };
}

export const validPushTemplate = {
  name: 'Weekend bonus',
  language: 'en',
  title: 'Your weekend bonus is here',
  body: 'Open the app and claim 50 free spins before Sunday night.',
  icon_url: 'https://cdn.example/icons/bonus.png',
  image_url: null as string | null,
  url: 'https://offers.example/weekend',
} satisfies PushTemplateBody;

export const step = (delay: number, n: number): FunnelStep => ({
  delay_minutes: delay,
  title: `Step ${n} title`,
  body: `Step ${n} body`,
  url: `https://offers.example/step/${n}`,
});

export const validOneSignalTemplate = {
  name: 'Welcome series',
  language: 'ru',
  is_active: true,
  steps: [step(0, 1), step(1440, 2)],
} satisfies OneSignalTemplateBody;

export const validSystemFunnelTemplate = {
  name: 'Come back after a week',
  trigger: 'inactive_days',
  trigger_value: 7,
  is_active: true,
  steps: [step(0, 1)],
} satisfies SystemFunnelTemplateBody;

export const validNotificationTemplate = {
  name: 'Low balance (en, telegram)',
  event: 'balance_low',
  channel: 'telegram',
  language: 'en',
  text: 'Company {company}: the balance is {balance} {currency}, below {threshold} {currency}.',
} satisfies NotificationTemplateBody;
