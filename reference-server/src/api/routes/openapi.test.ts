/** The reference server serves the contract's OpenAPI document, to anyone, as docs/openapi.json holds it. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../../testing/api-test';
import { SHELL } from '../../testing/api-test';

const COMMITTED = fileURLToPath(new URL('../../../../docs/openapi.json', import.meta.url));

test('GET /api/openapi.json answers the committed document, without a token', async ({ request }) => {
  const response = await request.get(`${SHELL}/api/openapi.json`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/json');
  expect(await response.json()).toEqual(JSON.parse(readFileSync(COMMITTED, 'utf8')));
});
