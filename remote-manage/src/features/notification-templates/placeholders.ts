import type { FormOption } from '@panel/shared-core/record-data';

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
