/**
 * Whether an answer is what the contract says: the status's body, field by field. The panel calls it on every answer
 * in development and in tests (shared-core's `callApi`), the reference server's tests on every answer of every route,
 * and `pnpm contract:check` on a backend's answers. A mismatch names the call, the field, what was expected and
 * what came.
 */
import type { z } from 'zod';
import type { ContractCall } from './registry';
import { BINARY, answerSchemaOf } from './schemas/define';

export interface Mismatch {
  /** `GET /client/pixels/{id}/edit (pixels.edit)`. */
  call: string;
  status: number;
  /** Where in the body: `data.name`, `data.events.2`, or `(the body)`. */
  field: string;
  expected: string;
  received: string;
}

/** What came, in a few words: `a number (42)`, `null`, `nothing (the field is missing)`. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing (the field is missing)';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (typeof value === 'object') return 'an object';
  const shown = JSON.stringify(value);
  const text = shown.length > 40 ? `${shown.slice(0, 37)}...` : shown;
  return `${typeof value === 'number' ? 'a number' : typeof value === 'string' ? 'a string' : `a ${typeof value}`} (${text})`;
}

function expectedOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected === 'int'
        ? 'a whole number'
        : `${/^[aeiou]/.test(issue.expected) ? 'an' : 'a'} ${issue.expected}`;
    case 'invalid_value':
      return `one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
    case 'too_small':
      return `${issue.origin === 'array' ? 'a list of' : issue.origin === 'string' ? 'a text of' : 'a value of'} at least ${String(issue.minimum)}`;
    case 'too_big':
      return `${issue.origin === 'array' ? 'a list of' : issue.origin === 'string' ? 'a text of' : 'a value of'} at most ${String(issue.maximum)}`;
    case 'invalid_format':
      return `a ${issue.format} string`;
    case 'invalid_union':
      return 'one of the shapes the contract allows';
    default:
      return issue.message;
  }
}

/** The first way `body` breaks `schema`, or null. */
export function firstMismatch(
  schema: z.ZodType,
  body: unknown,
): Pick<Mismatch, 'field' | 'expected' | 'received'> | null {
  const result = schema.safeParse(body, { reportInput: true });
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  const field = issue.path.length ? issue.path.map(String).join('.') : '(the body)';
  const input = 'input' in issue ? issue.input : undefined;
  return { field, expected: expectedOf(issue), received: describeValue(input) };
}

/** How a call is named in a mismatch: its method, its path and its id. */
export const callName = (call: Pick<ContractCall, 'method' | 'path' | 'id'>): string =>
  `${call.method} ${call.path} (${call.id})`;

/**
 * The first way an answer breaks the contract, or null: a 200 is held to the call's answer, an error status to the
 * error answers' shapes. A file's bytes are not looked into.
 */
export function answerMismatch(call: ContractCall, status: number, body: unknown): Mismatch | null {
  const schema = answerSchemaOf(call, status);
  if (schema === BINARY) return null;
  const found = firstMismatch(schema, body);
  return found && { call: callName(call), status, ...found };
}

/** One line: `GET /client/pixels/{id}/edit (pixels.edit) answered 200: data.name: expected a string, got a number (42)`. */
export const describeMismatch = (mismatch: Mismatch): string =>
  `${mismatch.call} answered ${mismatch.status}: ${mismatch.field}: expected ${mismatch.expected}, got ${mismatch.received}`;
