/**
 * The rules of a host name, which a company's domain form, an administrator's platform domain form and the server
 * apply alike.
 */

/** What is wrong with a host name: the key of the first rule it breaks (each side words it in its own texts). */
export type HostnameProblem =
  | 'required'
  | 'scheme'
  | 'path'
  | 'length'
  | 'lowercase'
  | 'characters'
  | 'labels'
  | 'label'
  | 'hyphen'
  | 'tld';

/**
 * The rules of a host name (a company's custom domain, an administrator's platform domain), in the order the forms
 * explain them: the first rule broken, or null. No scheme; no path, port, spaces or `@`; at most 253 characters;
 * lowercase letters, digits, hyphens and dots; at least two labels of 1 to 63 characters, none starting or ending
 * with a hyphen; a zone of 2 to 63 letters.
 *
 * @example
 * hostnameProblem('https://shop.example.com') // 'scheme'
 * hostnameProblem('shop.example.com') // null
 */
export function hostnameProblem(value: string): HostnameProblem | null {
  const name = value.trim();
  if (!name) return 'required';
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(name)) return 'scheme';
  if (/[/?#:\s@\\]/.test(name)) return 'path';
  if (name.length > 253) return 'length';
  if (/[A-Z]/.test(name)) return 'lowercase';
  if (!/^[a-z0-9.-]+$/.test(name)) return 'characters';
  const labels = name.split('.');
  if (labels.length < 2) return 'labels';
  if (labels.some((label) => label.length === 0 || label.length > 63)) return 'label';
  if (labels.some((label) => label.startsWith('-') || label.endsWith('-'))) return 'hyphen';
  if (!/^[a-z]{2,63}$/.test(labels[labels.length - 1]!)) return 'tld';
  return null;
}
