/**
 * Calls of a resource a test makes up, for the platform's own tests (a form's, a record screen's): declared like the
 * contract's (`defineCalls` and a schema table) and held to the schemas the test gives, as every answer in a test is.
 */
import { defineCalls, type Access, type CallSpec } from '@panel/contract';
import type { CallSchema, SchemaTypes } from '@panel/contract/schemas/define';
import { addTestCalls } from '../http/answer-check';

/**
 * @example
 * const thingCalls = testCalls('things', 'user', {
 *   edit: { route: 'GET /client/thing/{id}/edit', summary: 'A thing', answer: EditForm(Thing, z.object({})) },
 * });
 */
export function testCalls<const T extends Record<string, CallSchema & { route: CallSpec }>>(
  resource: string,
  access: Access,
  table: T,
) {
  const routes = Object.fromEntries(Object.entries(table).map(([key, { route }]) => [key, route])) as {
    [K in keyof T]: T[K]['route'];
  };
  const calls = defineCalls<SchemaTypes<T>>()(resource, access, routes);
  addTestCalls(
    Object.entries(calls).map(([key, call]) => {
      const { route: _route, ...schema } = table[key]!;
      return { ...call, ...schema };
    }),
  );
  return calls;
}
