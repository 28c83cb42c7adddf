import type { FormOption } from '@panel/shared-core/record';

/**
 * The `{name}` placeholders of a text in order, or `unclosed` when a `{` has no `}` before the next `{` or the end
 * (the contract server reads texts the same way). A lone `}` is plain text.
 *
 * @example
 * placeholdersOf('Balance {balance} {currency}') // { names: ['balance', 'currency'], unclosed: false }
 */
export function placeholdersOf(text: string): { names: string[]; unclosed: boolean } {
  const names: string[] = [];
  for (let i = text.indexOf('{'); i !== -1; i = text.indexOf('{', i + 1)) {
    const close = text.indexOf('}', i + 1);
    const next = text.indexOf('{', i + 1);
    if (close === -1 || (next !== -1 && next < close)) return { names, unclosed: true };
    names.push(text.slice(i + 1, close));
    i = close;
  }
  return { names, unclosed: false };
}

export type PlaceholderProblem = { kind: 'unclosed' } | { kind: 'unknown'; names: string[] };

/**
 * What is wrong with a text's placeholders for an event that offers `allowed`: an unclosed brace first, else the
 * unknown names (each once), else nothing.
 *
 * @example
 * placeholderProblem('Hi {user}', ['company']) // { kind: 'unknown', names: ['user'] }
 */
export function placeholderProblem(text: string, allowed: readonly string[]): PlaceholderProblem | null {
  const { names, unclosed } = placeholdersOf(text);
  if (unclosed) return { kind: 'unclosed' };
  const unknown = [...new Set(names.filter((name) => !allowed.includes(name)))];
  return unknown.length > 0 ? { kind: 'unknown', names: unknown } : null;
}

/** `{name}`, as a text writes a placeholder. */
export const placeholderToken = (name: string) => `{${name}}`;

/**
 * The text with a placeholder put in place of the selection (`start`..`end`), and where the caret goes after it.
 *
 * @example
 * insertPlaceholder('Low: ', 5, 5, 'balance') // { text: 'Low: {balance}', caret: 14 }
 */
export function insertPlaceholder(
  text: string,
  start: number,
  end: number,
  name: string,
): { text: string; caret: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  const token = placeholderToken(name);
  return { text: `${text.slice(0, from)}${token}${text.slice(to)}`, caret: from + token.length };
}

/** The placeholders an event option offers (the create and edit calls send them with each event). */
export function placeholdersOfEvent(
  options: readonly FormOption[] | undefined,
  event: unknown,
): string[] | null {
  const option = options?.find((candidate) => String(candidate.value) === String(event));
  if (!option || !Array.isArray(option.placeholders)) return null;
  return option.placeholders.filter((name): name is string => typeof name === 'string');
}
