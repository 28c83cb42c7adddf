/**
 * The notifications: each named company's settings (every event on both channels) and the platform's notification
 * templates (every event, channel and language).
 */
import { iso } from '../store';
import { NOTIFICATION_EVENTS } from '../words';
import { notificationTemplateName } from '../seed-texts';
import type { SeedContext } from './context';

export function seedNotifications({ store, rnd, ago }: SeedContext): void {
  for (const companyId of [1, 2, 3]) {
    for (const event of NOTIFICATION_EVENTS) {
      for (const channel of ['telegram', 'email'] as const) {
        store.notifications.insert({
          company_id: companyId,
          event,
          channel,
          is_active: rnd.bool(0.6),
          updated_at: iso(ago(0, 60)),
        });
      }
    }
  }
}

export function seedNotificationTemplates({ store, ago }: SeedContext): void {
  for (const event of NOTIFICATION_EVENTS) {
    for (const channel of ['telegram', 'email'] as const) {
      for (const language of ['ru', 'en'] as const) {
        store.notificationTemplates.insert({
          name: notificationTemplateName('en', event, channel, language),
          event,
          channel,
          language,
          text: NOTIFICATION_TEXTS[event][language],
          created_at: iso(ago(30, 400)),
        });
      }
    }
  }
}

/** The seeded notification templates' texts: each names only its event's placeholders (routes/templates.ts). */
const NOTIFICATION_TEXTS: Record<(typeof NOTIFICATION_EVENTS)[number], { ru: string; en: string }> = {
  balance_low: {
    ru: '{company}: баланс {balance} {currency}, ниже порога {threshold}. Пополните его, чтобы приложения работали.',
    en: '{company}: the balance is {balance} {currency}, below {threshold}. Top it up to keep the applications running.',
  },
  domain_error: {
    ru: '{company}: домен {domain} не работает: {error}.',
    en: '{company}: the domain {domain} is failing: {error}.',
  },
  app_blocked: {
    ru: '{company}: приложение {application} заблокировано. Причина: {reason}.',
    en: '{company}: the application {application} was blocked. Reason: {reason}.',
  },
  daily_report: {
    ru: '{company}, отчёт за {date}: установок {installs}, депозитов на {deposits_sum} {currency}.',
    en: '{company}, report for {date}: {installs} installs, deposits of {deposits_sum} {currency}.',
  },
  deposit_received: {
    ru: '{company}: зачислено {amount} {currency}, баланс {balance} {currency}.',
    en: '{company}: {amount} {currency} credited, the balance is {balance} {currency}.',
  },
  tariff_expiring: {
    ru: '{company}: тариф {tariff} закончится {expires_at}.',
    en: '{company}: the tariff {tariff} ends on {expires_at}.',
  },
};
