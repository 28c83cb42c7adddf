/** What is wrong with a hostname: the key of the first rule it breaks (each area words it in its own texts). */
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
 * The rules of a hostname, checked before anything is sent (the server checks again): the first rule broken, or null.
 * No scheme, no path, lowercase labels of letters, digits and hyphens. A company's custom domain and an
 * administrator's platform domain follow the same rules.
 *
 * @example
 * hostnameProblem('https://shop.example.com') // 'scheme'
 * hostnameProblem('shop.example.com') // null
 */
export function hostnameProblem(value: string): HostnameProblem | null {
  const name = value.trim();
  if (!name) return 'required';
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(name)) return 'scheme';
  if (/[/?#:\s@]/.test(name)) return 'path';
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
