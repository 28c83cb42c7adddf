/**
 * `nosniff` and the Permissions-Policy on every answer of the API (security-headers.ts, issue 47): the answers of its
 * handlers, of its refusals, of its error handler, of a stored file, of an injected fault, and of a request the HTTP
 * server refused before the API could read it.
 */
import { beforeEach, describe, expect, jest, test } from '@jest/globals';
import { PERMISSIONS_POLICY } from '../../../shared-core/deploy/security-headers.mjs';
import { signIn } from '../testing/api-callers';
import { inProcessApi } from '../testing/in-process-api';
import { demoAccounts } from './accounts';
import { JSON_BODY_LIMIT } from './http';
import { refusedRequestAnswer } from './index';

const { api, request } = inProcessApi();

beforeEach(async () => {
  await request.post('/api/__test/reset');
});

function expectHeaders(headers: Record<string, string>, what: string): void {
  expect({ what, nosniff: headers['x-content-type-options'] }).toEqual({ what, nosniff: 'nosniff' });
  expect({ what, policy: headers['permissions-policy'] }).toEqual({ what, policy: PERMISSIONS_POLICY });
}

// A 1×1 PNG, as image tools write it.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('every answer of the API carries nosniff and the Permissions-Policy', () => {
  test('a handler’s answer, public and signed in', async () => {
    const document = await request.get('/api/openapi.json');
    expect(document.status()).toBe(200);
    expectHeaders(document.headers(), 'GET /openapi.json');
    const owner = await signIn(request, 'owner');
    const user = await owner.call('GET', '/common/auth/user');
    expect(user.status()).toBe(200);
    expectHeaders(user.headers(), 'GET /common/auth/user');
  });

  test('the refusals: 400, 401, 404, 405, 413, 422', async () => {
    const owner = await signIn(request, 'owner');
    const answers = {
      400: await request.get('/api/client/application/1%5C/edit'),
      401: await request.get('/api/common/auth/user'),
      404: await request.get('/api/no/such/call'),
      405: await request.fetch('/api/common/auth/login', { method: 'DELETE' }),
      413: await owner.call('POST', '/client/pixels/store', 'x'.repeat(JSON_BODY_LIMIT + 1)),
      422: await request.post('/api/common/auth/login', { data: {} }),
    };
    for (const [status, answer] of Object.entries(answers)) {
      expect(answer.status()).toBe(Number(status));
      expectHeaders(answer.headers(), `the ${status}`);
    }
  });

  test('the error handler’s 500', async () => {
    const owner = await signIn(request, 'owner');
    const pixel = api.store.pixels.rows.find((row) => row.company_id === 1)!;
    // A stored name that is not a text breaks the edit call's answer: a 500 (router.ts, checkAnswers).
    (pixel as { name: unknown }).name = 42;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = await owner.call('GET', `/client/pixels/${pixel.id}/edit`);
    expect(answer.status()).toBe(500);
    expectHeaders(answer.headers(), 'the 500');
  });

  test('a stored file served back', async () => {
    const login = await request.post('/api/common/auth/login', {
      data: { email: demoAccounts.owner.email, password: demoAccounts.owner.password },
    });
    const { token } = (await login.json()) as { token: string };
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'dot.png');
    const encoded = new Request('http://localhost/', { method: 'POST', body: form });
    const uploaded = await request.post('/api/common/file/upload', {
      data: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'Content-Type': encoded.headers.get('content-type')!, Authorization: `Bearer ${token}` },
    });
    expect(uploaded.status()).toBe(200);
    const { url } = (await uploaded.json()) as { url: string };
    const file = await request.get(url);
    expect(file.status()).toBe(200);
    expectHeaders(file.headers(), `GET ${url}`);
  });

  test('an injected fault’s answer, JSON or not', async () => {
    await request.post('/api/__test/fault', { data: { path: '/common/auth/user', status: 503 } });
    await request.post('/api/__test/fault', { data: { path: '/openapi.json', nonJson: true } });
    const json = await request.get('/api/common/auth/user');
    expect(json.status()).toBe(503);
    expectHeaders(json.headers(), 'a fault with a status');
    const html = await request.get('/api/openapi.json');
    expect(html.headers()['content-type']).toMatch(/^text\/html/);
    expectHeaders(html.headers(), 'a fault that is not JSON');
  });

  test('a request the HTTP server refused before the API read it (servers.ts)', async () => {
    const answer = await refusedRequestAnswer({ 'Accept-Language': 'en' }, 'badPath');
    expect(answer.status).toBe(400);
    expectHeaders(Object.fromEntries(answer.headers), 'the refused request');
  });
});
