/**
 * A language's name in the reader's language ("English", "Английский"), from Intl rather than a list of our own:
 * every code an API sends gets a name, capitalised as a label. The code itself when Intl knows none.
 *
 * @example
 * languageName('en', 'ru') // "Английский"
 */
export function languageName(code: string, locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
    // A name standing alone starts with a capital, as the listings' option labels do ("Английский", not "английский").
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    // An invalid tag (a typo in stored data) throws: show it as it is.
    return code;
  }
}
