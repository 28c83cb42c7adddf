/**
 * Pure rules both sides apply: the panel's forms before a round trip, the reference server on every body. Written
 * once here (light: no zod), so the two cannot disagree on what an address, an email or an amount is.
 */

/**
 * An absolute http(s) address with a host.
 *
 * @example
 * isHttpUrl('https://example.com'); // true
 * isHttpUrl('example.com'); // false
 */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The most a one-line text field holds unless its resource names another limit (Laravel's `string` column). */
export const TEXT_MAX = 255;

/** An email address as both sides accept it: something, an @, a host with a dot, no spaces. */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmail = (value: string): boolean => EMAIL.test(value);

/*
 * What a text may hold. A name or a one-line text refuses every control character; a multi-line text (a comment, a
 * description, a push's body) keeps line breaks and tabs and refuses the rest. Both refuse the bidirectional
 * embeddings, overrides and isolates.
 *
 * - C0 controls (U+0000–U+001F), DEL (U+007F) and C1 controls (U+0080–U+009F) draw nothing, yet end up in a CSV
 *   export, a log line, an e-mail subject or a push, where they cut or garble what follows (a NUL, a stray line break).
 * - The embeddings and overrides U+202A–U+202E (LRE, RLE, PDF, LRO, RLO) and the isolates U+2066–U+2069 (LRI, RLI, FSI,
 *   PDI) reorder the characters after them: with U+202E, `Acme\u202Egpj.exe` is drawn `Acmeexe.jpg`, a name shows
 *   another text than it holds (names are shown to other users: members, administrators, invitees), and one left
 *   unclosed spills its direction onto the text around the name wherever it is drawn (a table, a toast, a menu).
 * - The marks U+200E (LRM), U+200F (RLM) and U+061C (ALM) stay allowed: they only set the direction of the neutral
 *   characters beside them and reorder nothing past themselves, and Arabic text (the panel ships Arabic) uses them
 *   rightly, e.g. around a Latin product name, digits or punctuation inside an Arabic sentence. The zero-width joiner
 *   and non-joiner (U+200D, U+200C), which Arabic and Persian spelling needs, are no controls either.
 * Every refused character is in the Basic Multilingual Plane, so a check by UTF-16 code unit is exact.
 */

const isControl = (code: number): boolean => code <= 0x1f || (code >= 0x7f && code <= 0x9f);
const isBidiOverride = (code: number): boolean =>
  (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
/** What a multi-line text keeps of the controls: tab, line feed, carriage return (a pasted Windows line end). */
const isLineControl = (code: number): boolean => code === 0x09 || code === 0x0a || code === 0x0d;

function holdsOnly(value: string, multiline: boolean): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (isBidiOverride(code)) return false;
    if (isControl(code) && !(multiline && isLineControl(code))) return false;
  }
  return true;
}

/**
 * A name or a one-line text: no control character (a line break or a tab neither), no bidirectional embedding,
 * override or isolate (U+202A–U+202E, U+2066–U+2069). The direction marks (LRM, RLM, ALM) are allowed.
 *
 * @example
 * isPlainText('Acme Apps'); // true
 * isPlainText('شركة Acme\u200f'); // true: a right-to-left mark
 * isPlainText('Acme\u202egpj.exe'); // false: a right-to-left override
 * isPlainText('Acme\nApps'); // false
 */
export const isPlainText = (value: string): boolean => holdsOnly(value, false);

/**
 * A multi-line text (a comment, a description, a push's title and body): as `isPlainText`, but line breaks (LF, CR) and
 * tabs are allowed.
 *
 * @example
 * isPlainMultilineText('First line\nSecond line'); // true
 * isPlainMultilineText('Bell\u0007'); // false
 */
export const isPlainMultilineText = (value: string): boolean => holdsOnly(value, true);

/**
 * True when a number has at most `decimals` digits after the decimal point (3.7 for 1, not 3.77). Judged on the
 * shortest decimal form JavaScript prints, so 0.1 + 0.2 (0.30000000000000004) has 17.
 *
 * @example
 * hasAtMostDecimals(3.7, 1); // true
 * hasAtMostDecimals(3.77, 1); // false
 */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  if (!Number.isFinite(value)) return false;
  // 1e-7 and 1.5e-7 print in exponent form: their digits are the mantissa's less the exponent.
  const [mantissa = '', exponent = '0'] = String(value).split('e');
  return Math.max(0, (mantissa.split('.')[1] ?? '').length - Number(exponent)) <= decimals;
}
