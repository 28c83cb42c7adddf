/**
 * A fault's `contentType` (faults.ts): a body answered as is with a type of the test's choosing, so a browser test can
 * make a path answer what a real server never would (a stored file that is a script: e2e's security-headers.spec.ts).
 */
import { beforeEach, expect, test } from '@jest/globals';
import { inProcessApi } from '../testing/in-process-api';

const { request } = inProcessApi();

beforeEach(async () => {
  await request.post('/api/__test/reset');
});

test('a fault with a contentType answers its body as is, with that type, 200 unless it names a status', async () => {
  const path = '/common/file/static/pwned';
  const injected = await request.post('/api/__test/fault', {
    data: { path, body: 'window.__pwned = true;', contentType: 'text/javascript' },
  });
  expect(injected.status()).toBe(200);
  const script = await request.get(`/api${path}`);
  expect(script.status()).toBe(200);
  expect(script.headers()['content-type']).toBe('text/javascript');
  expect(await script.text()).toBe('window.__pwned = true;');

  await request.post('/api/__test/fault', {
    data: { path: '/openapi.json', status: 404, body: 'gone', contentType: 'text/plain; charset=utf-8' },
  });
  const text = await request.get('/api/openapi.json');
  expect(text.status()).toBe(404);
  expect(text.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(await text.text()).toBe('gone');
});

test('a contentType needs a body that is text, a type that is one, and no dropAfter', async () => {
  const refused = async (fault: Record<string, unknown>) => {
    const answer = await request.post('/api/__test/fault', { data: { path: '/openapi.json', ...fault } });
    expect({ fault, status: answer.status() }).toEqual({ fault, status: 422 });
  };
  await refused({ contentType: 'text/javascript' });
  await refused({ contentType: 'text/javascript', body: { script: true } });
  await refused({ contentType: 'javascript', body: 'x' });
  await refused({ contentType: 'text/javascript\r\nX-Other: 1', body: 'x' });
  await refused({ contentType: 'text/javascript', body: 'x', dropAfter: true });
  expect((await request.get('/api/__test/fault').then((r) => r.json())) as unknown).toEqual({ faults: [] });
});
