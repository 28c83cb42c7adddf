/** The push templates (platform-wide) and Acme's push notifications with their daily statistics. */
import { DAY, iso } from '../store';
import { PUSH_BODIES, PUSH_TITLES } from '../words';
import { ACME_COMPANY_ID, iconUrl, screenUrl, type SeedContext } from './context';

export function seedPushTemplates({ store, rnd, ago }: SeedContext): void {
  for (let i = 1; i <= 30; i++) {
    const [titleRu, titleEn] = rnd.pick(PUSH_TITLES);
    const [bodyRu, bodyEn] = rnd.pick(PUSH_BODIES);
    const language = rnd.pick(['ru', 'en'] as const);
    store.pushTemplates.insert({
      name: `${language === 'ru' ? titleRu : titleEn} (${language})`,
      language,
      title: language === 'ru' ? titleRu : titleEn,
      body: language === 'ru' ? bodyRu : bodyEn,
      icon_url: iconUrl(i),
      image_url: rnd.bool(0.4) ? screenUrl(i) : null,
      url: `https://offers.example/push/${i}`,
      created_at: iso(ago(5, 400)),
    });
  }
}

/** 60 one-off and 20 recurring notifications to Acme's live applications (`acmeIds`); the sent ones have 14 days of figures. */
export function seedPushNotifications(
  { store, rnd, now, ago, dayString }: SeedContext,
  acmeIds: readonly number[],
): void {
  for (let i = 1; i <= 80; i++) {
    const kind = i <= 60 ? 'single' : 'regular';
    const template = rnd.bool(0.5) ? store.pushTemplates.get(rnd.int(1, 30))! : null;
    const [titleRu, titleEn] = rnd.pick(PUSH_TITLES);
    const [bodyRu, bodyEn] = rnd.pick(PUSH_BODIES);
    const status = rnd.weighted([
      ['draft', 1],
      ['scheduled', 2],
      ['sending', 0.5],
      ['sent', 5],
      ['paused', 0.7],
    ] as const);
    const sent =
      status === 'sent' || status === 'sending' || (kind === 'regular' && status !== 'draft')
        ? rnd.int(1000, 90000)
        : 0;
    const delivered = Math.floor(sent * rnd.float(0.8, 0.97, 3));
    const ru = rnd.bool(0.6);
    const push = store.pushNotifications.insert({
      company_id: ACME_COMPANY_ID,
      kind,
      name: `${kind === 'single' ? 'Campaign' : 'Regular'} #${i}`,
      title: template?.title ?? (ru ? titleRu : titleEn),
      body: template?.body ?? (ru ? bodyRu : bodyEn),
      icon_url: iconUrl(i),
      image_url: null,
      url: `https://offers.example/p/${i}`,
      application_ids: rnd.sample(acmeIds, rnd.int(1, 5)),
      template_id: template?.id ?? null,
      send_at:
        kind === 'single' ? iso(status === 'scheduled' ? now + rnd.int(1, 20) * DAY : ago(0, 60)) : null,
      schedule:
        kind === 'regular'
          ? {
              days: rnd.sample([0, 1, 2, 3, 4, 5, 6], rnd.int(1, 5)).sort(),
              time: `${String(rnd.int(8, 21)).padStart(2, '0')}:00`,
              timezone: 'Europe/Moscow',
            }
          : null,
      status,
      sent,
      delivered,
      clicked: Math.floor(delivered * rnd.float(0.01, 0.12, 3)),
      created_at: iso(ago(1, 200)),
    });
    if (push.sent > 0) {
      for (let d = 13; d >= 0; d--) {
        const daySent = Math.floor(push.sent / 14);
        const dayDelivered = Math.floor(daySent * rnd.float(0.8, 0.97, 3));
        const clicked = Math.floor(dayDelivered * rnd.float(0.01, 0.12, 3));
        store.pushStats.insert({
          date: dayString(d),
          notification_id: push.id,
          company_id: ACME_COMPANY_ID,
          sent: daySent,
          delivered: dayDelivered,
          clicked,
          ctr: dayDelivered ? Number(((clicked / dayDelivered) * 100).toFixed(2)) : 0,
        });
      }
    }
  }
}
