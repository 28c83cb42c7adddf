/**
 * The panel's languages, once: the ones a user may choose (users' `locale`), the ones the panel ships translations
 * for (shared-core's i18n), and each one's name in itself, which the language switch, the account panel, the palette
 * and the server's language choices all show. A name stays in its own language whatever the page's, so a user who
 * cannot read the current language still finds theirs. No zod here: the shell's first page imports this file.
 */
export const LANGUAGES = ['ru', 'en', 'ar'] as const;
export type LanguageCode = (typeof LANGUAGES)[number];

export const LANGUAGE_NAMES: Readonly<Record<LanguageCode, string>> = {
  ru: 'Русский',
  en: 'English',
  ar: 'العربية',
};
