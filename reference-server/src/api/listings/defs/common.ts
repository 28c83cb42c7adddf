/** Builders and shared vocabularies for the listing definitions. */
import { readFileSync } from 'node:fs';
import { tx, type Text } from '../../i18n';
import { COUNTRIES } from '../../store/words';
import type { ColumnDef, ColumnType, FilterDef, FilterType, OptionDef } from '../types';

export const col = (
  key: string,
  ru: string,
  en: string,
  type: ColumnType,
  extra: Partial<ColumnDef> = {},
): ColumnDef => ({
  key,
  label: tx(ru, en),
  type,
  ...extra,
});

export const flt = (
  key: string,
  ru: string,
  en: string,
  type: FilterType,
  extra: Partial<FilterDef> = {},
): FilterDef => ({
  key,
  label: tx(ru, en),
  type,
  ...extra,
});

/** Labels of enum values shown in filters (status cells send the raw value; the front end may translate). */
export const VALUE_LABELS: Record<string, Text> = {
  active: tx('Активен', 'Active'),
  blocked: tx('Заблокирован', 'Blocked'),
  invited: tx('Приглашён', 'Invited'),
  draft: tx('Черновик', 'Draft'),
  deactivated: tx('Деактивировано', 'Deactivated'),
  deleted: tx('Удалено', 'Deleted'),
  pending: tx('Ожидает', 'Pending'),
  disabled: tx('Отключён', 'Disabled'),
  error: tx('Ошибка', 'Error'),
  none: tx('Нет', 'None'),
  failed: tx('Сбой', 'Failed'),
  scheduled: tx('Запланировано', 'Scheduled'),
  sending: tx('Отправляется', 'Sending'),
  sent: tx('Отправлено', 'Sent'),
  paused: tx('На паузе', 'Paused'),
  deposit: tx('Пополнение', 'Deposit'),
  charge: tx('Списание', 'Charge'),
  refund: tx('Возврат', 'Refund'),
  manual: tx('Ручное пополнение', 'Manual deposit'),
  android: tx('Android', 'Android'),
  ios: tx('iOS', 'iOS'),
  desktop: tx('Компьютер', 'Desktop'),
  facebook: tx('Facebook', 'Facebook'),
  tiktok: tx('TikTok', 'TikTok'),
  google: tx('Google', 'Google'),
  snapchat: tx('Snapchat', 'Snapchat'),
  organic: tx('Органика', 'Organic'),
  platform: tx('Платформенный', 'Platform'),
  custom: tx('Собственный', 'Custom'),
  install: tx('Установка', 'Install'),
  first_open: tx('Первый запуск', 'First open'),
  inactive_days: tx('Неактивность (дни)', 'Inactive days'),
  telegram: tx('Telegram', 'Telegram'),
  email: tx('Эл. почта', 'Email'),
  single: tx('Разовое', 'One-off'),
  regular: tx('Регулярное', 'Recurring'),
  balance_low: tx('Низкий баланс', 'Low balance'),
  domain_error: tx('Ошибка домена', 'Domain error'),
  app_blocked: tx('Приложение заблокировано', 'Application blocked'),
  daily_report: tx('Ежедневный отчёт', 'Daily report'),
  deposit_received: tx('Поступление средств', 'Deposit received'),
  tariff_expiring: tx('Тариф истекает', 'Tariff expiring'),
  games: tx('Игры', 'Games'),
  casino: tx('Казино', 'Casino'),
  finance: tx('Финансы', 'Finance'),
  dating: tx('Знакомства', 'Dating'),
  sport: tx('Спорт', 'Sport'),
  utilities: tx('Утилиты', 'Utilities'),
  health: tx('Здоровье', 'Health'),
  education: tx('Образование', 'Education'),
  shopping: tx('Покупки', 'Shopping'),
  ru: tx('Русский', 'Russian'),
  en: tx('Английский', 'English'),
  de: tx('Немецкий', 'German'),
  es: tx('Испанский', 'Spanish'),
  pt: tx('Португальский', 'Portuguese'),
  tr: tx('Турецкий', 'Turkish'),
  fr: tx('Французский', 'French'),
  ar: tx('Арабский', 'Arabic'),
  'google-play': tx('Как в Google Play', 'Google Play style'),
  'app-store': tx('Как в App Store', 'App Store style'),
  minimal: tx('Минимальный', 'Minimal'),
  dark: tx('Тёмный', 'Dark'),
  USD: tx('USD', 'USD'),
  EUR: tx('EUR', 'EUR'),
  RUB: tx('RUB', 'RUB'),
};

/** An application's statuses in the words its record screen uses (shared-core/locales/{lng}/applications.json). */
function applicationStatusLabels(): Record<string, Text> {
  const words = (lng: 'ru' | 'en' | 'ar'): Record<string, string> =>
    JSON.parse(
      readFileSync(
        new URL(`../../../../../shared-domain/locales/${lng}/applications.json`, import.meta.url),
        'utf8',
      ),
    ).status;
  const [ru, en, ar] = [words('ru'), words('en'), words('ar')];
  return Object.fromEntries(
    Object.keys(ru).map((value) => [value, { ...tx(ru[value]!, en[value] ?? value), ar: ar[value] }]),
  );
}

/** "Активно", as an application is: the shared words are in the masculine ("Активен", a user or a domain). */
export const APPLICATION_STATUS_LABELS = applicationStatusLabels();

/** A country code's name in each language (Intl's region names: Node ships full ICU). */
function regionText(code: string): Text {
  const name = (lang: string) => new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code;
  return { ru: name('ru'), en: name('en'), ar: name('ar') };
}

/** The seeded countries as choices, by name: a cell shows "Germany", not "DE". */
export const COUNTRY_OPTIONS: OptionDef[] = COUNTRIES.map((code) => ({
  value: code,
  label: regionText(code),
}));

/** Filter options of enum values, in the listing's own words where it has them, else the shared ones. */
export const options = (
  values: readonly string[],
  labels: Record<string, Text> = VALUE_LABELS,
): OptionDef[] => values.map((value) => ({ value, label: labels[value] ?? VALUE_LABELS[value] ?? value }));

export const COLORS = {
  application: { draft: 'gray', active: 'green', deactivated: 'orange', deleted: 'red' },
  user: { active: 'green', blocked: 'red', invited: 'blue' },
  company: { active: 'green', blocked: 'red' },
  domain: { pending: 'yellow', active: 'green', disabled: 'gray', error: 'red' },
  ssl: { none: 'gray', pending: 'yellow', active: 'green', failed: 'red' },
  push: { draft: 'gray', scheduled: 'blue', sending: 'purple', sent: 'green', paused: 'orange' },
  oneSignal: { draft: 'gray', scheduled: 'blue', sent: 'green', failed: 'red' },
  transaction: { deposit: 'green', charge: 'orange', refund: 'blue', manual: 'purple' },
  platform: { android: 'green', ios: 'blue', desktop: 'gray' },
  pixel: { facebook: 'blue', tiktok: 'gray', google: 'red', snapchat: 'yellow' },
  source: { facebook: 'blue', tiktok: 'gray', google: 'red', organic: 'green' },
  trigger: { install: 'green', first_open: 'blue', inactive_days: 'orange' },
  channel: { telegram: 'blue', email: 'purple' },
  kind: { single: 'blue', regular: 'purple' },
  event: {
    balance_low: 'orange',
    domain_error: 'red',
    app_blocked: 'red',
    daily_report: 'blue',
    deposit_received: 'green',
    tariff_expiring: 'yellow',
  },
} satisfies Record<string, Record<string, string>>;

/** Shows a secret as `EAAG…f3a1`: write-only fields never leave the server whole. */
export const mask = (secret: string): string =>
  secret.length <= 8 ? '••••' : `${secret.slice(0, 4)}…${secret.slice(-4)}`;

export const percent = (part: number, whole: number): number =>
  whole ? Number(((part / whole) * 100).toFixed(2)) : 0;

export const CONFIRM_DELETE = tx('Удалить без возможности восстановления?', 'Delete permanently?');
