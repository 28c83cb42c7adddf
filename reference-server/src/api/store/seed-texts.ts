/**
 * The texts the platform itself wrote into the seeded records (the roles' names and descriptions, the tariffs'
 * descriptions): answered in
 * the reader's language while a record still holds the platform's words. What an administrator typed instead is
 * answered as typed, like any text a person wrote.
 */
import { LANGS, t, tx, type Lang, type Text } from '../i18n';
// The words the listings show an event and a channel by: a template's name says them the same way.
import { VALUE_LABELS } from '../listings/defs/common';

const SEEDED: Record<string, Text> = Object.fromEntries(
  [
    tx(
      'Администратор платформы: все разделы администрирования',
      'Platform administrator: every administration area',
    ),
    tx('Владелец компании: всё внутри компании', 'Company owner: everything inside the company'),
    tx('Ведёт приложения, маркетинг и рассылки', 'Runs applications, marketing and messaging'),
    tx('Читает приложения и статистику', 'Reads applications and statistics'),
    tx('Отвечает на отзывы', 'Answers reviews'),
    tx('Пиксели, пуши и воронки', 'Pixels, pushes and funnels'),
    tx('Баланс и тарифы', 'Balance and tariffs'),
    tx('Модератор платформы: приложения и шаблоны', 'Platform moderator: applications and templates'),
    tx('Статистика только для чтения, пока никому не назначена', 'Read-only statistics, not assigned yet'),
    tx('Для первой кампании', 'For a first campaign'),
    tx('Для растущих команд', 'For growing teams'),
    tx('Для агентств', 'For agencies'),
    tx('Годовой договор с приоритетной поддержкой', 'Yearly contract with priority support'),
    // The seeded roles' names (seed/roles.ts).
    tx('Администратор', 'Administrator'),
    tx('Владелец', 'Owner'),
    tx('Менеджер', 'Manager'),
    tx('Аналитик', 'Analyst'),
    tx('Поддержка', 'Support'),
    tx('Маркетолог', 'Marketer'),
    // Not the app category's word for finance (i18n-ar.ts): a team's role.
    { ...tx('Финансы', 'Finance'), ar: 'المالية' },
    tx('Модератор', 'Moderator'),
    tx('Аудитор', 'Auditor'),
  ].map((text) => [text.en, text]),
);

/** A seeded name or description in the reader's language; any other text as it is. */
export function seededText(lang: Lang, text: string): string {
  const seeded = SEEDED[text];
  return seeded ? t(lang, seeded) : text;
}

/** Every language's words of a seeded text; a text of one's own is only itself. */
export function seededVariants(text: string): string[] {
  const seeded = SEEDED[text];
  return seeded ? LANGS.map((lang) => t(lang, seeded)) : [text];
}

/**
 * What to store when a form sends back a text it read (a role's name or description): the stored words while what was
 * sent is one of their translations, so that a seeded text saved untouched in Russian still reads in English and Arabic.
 */
export const storedText = (stored: string, sent: string): string =>
  seededVariants(stored).includes(sent) ? stored : sent;

/** A role's name as the reader reads it: a seeded role's in their language, an administrator's own as typed. */
export const roleName = (lang: Lang, role: { name: string } | undefined | null): string | null =>
  role ? seededText(lang, role.name) : null;

const languageName = (lang: Lang, code: string): string => {
  const name = new Intl.DisplayNames([lang], { type: 'language' }).of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
};

/**
 * A seeded notification template's name: its event, channel and language in words ("Low balance · Telegram ·
 * English"), never the codes they are stored by.
 */
export function notificationTemplateName(
  lang: Lang,
  event: string,
  channel: string,
  language: string,
): string {
  const word = (code: string) => (VALUE_LABELS[code] ? t(lang, VALUE_LABELS[code]) : code);
  return `${word(event)} · ${word(channel)} · ${languageName(lang, language)}`;
}

/** A template's name in the reader's language while it is still the seeded one; an administrator's own as typed. */
export function seededTemplateName(
  lang: Lang,
  template: { name: string; event: string; channel: string; language: string },
): string {
  const { name, event, channel, language } = template;
  return name === notificationTemplateName('en', event, channel, language)
    ? notificationTemplateName(lang, event, channel, language)
    : name;
}
