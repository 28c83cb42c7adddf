/**
 * What a balance transaction says about itself. What the system did is kept as a reason and its parameters, and said
 * in the reader's language each time it is read; only what a person typed (a manual deposit's reason) is shown as
 * typed.
 */
import { t, tx, type Lang } from './i18n';
import type { TransactionReason } from './store/types';

const TEXTS = {
  'card-deposit': tx('Пополнение картой', 'Card deposit'),
  deposit: tx('Пополнение баланса', 'Balance top-up'),
  installs: tx('Установки за {date}', 'Installs on {date}'),
  'domain-refund': tx(
    'Возврат за домен, который не удалось подключить',
    'Refund for a domain that failed to connect',
  ),
} as const;

// One formatter per language: a listing describes hundreds of rows per request.
const days = new Map<Lang, Intl.DateTimeFormat>();
const dayFormat = (lang: Lang) => {
  let format = days.get(lang);
  if (!format)
    days.set(lang, (format = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' })));
  return format;
};

/** The description of a transaction in `lang`. */
export function describeTransaction(lang: Lang, reason: TransactionReason): string {
  if (reason.kind === 'typed') return reason.text;
  const text = t(lang, TEXTS[reason.kind]);
  if (reason.kind !== 'installs') return text;
  return text.replace('{date}', dayFormat(lang).format(new Date(`${reason.date}T00:00:00Z`)));
}
