/**
 * The texts the platform itself wrote into the seeded records (the roles' and the tariffs' descriptions): answered in
 * the reader's language while a record still holds the platform's words. What an administrator typed instead is
 * answered as typed, like any text a person wrote.
 */
import { t, tx, type Lang, type Text } from '../i18n';

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
  ].map((text) => [text.en, text]),
);

/** A seeded description in the reader's language; any other text as it is. */
export function seededText(lang: Lang, text: string): string {
  const seeded = SEEDED[text];
  return seeded ? t(lang, seeded) : text;
}
