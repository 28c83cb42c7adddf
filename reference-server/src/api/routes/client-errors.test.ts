/**
 * The receiver of the panel's error reports (docs/error-reporting.md): anyone may report (the sign-in page fails
 * too), within the contract's shape and a per-address rate; administrators read the newest first.
 */
import { beforeEach, describe, expect, test } from '@jest/globals';
import { CLIENT_ERROR_LIMITS, type ClientError } from '@panel/contract';
import { createApi } from '../index';
import { signIn } from '../../testing/api-callers';
import { inProcessRequest } from '../../testing/in-process-api';

let now = Date.parse('2026-12-01T10:00:00Z');
const api = createApi({ testMode: true, checkAnswers: true, clock: () => now });
const request = inProcessRequest(api);

const error = (message: string, extra: Partial<ClientError> = {}): ClientError => ({
  message,
  stack: 'Error: x\n    at f (main.js:1:1)',
  kind: 'boundary',
  area: 'client',
  version: '1.4.0',
  route: '/admin/client/applications/1',
  user: 'u-42',
  time: '2026-12-01T09:59:59.000Z',
  count: 1,
  ...extra,
});
const report = (errors: unknown) => request.post('/api/client-errors', { data: { errors } });

beforeEach(() => api.reset());

describe('the error receiver', () => {
  test('keeps a batch without a session, and shows it to an administrator newest first', async () => {
    expect((await report([error('first')])).status()).toBe(200);
    const answer = await report([
      error('second', { kind: 'query', area: 'shell', version: null, user: null }),
    ]);
    expect(await answer.json()).toEqual({ accepted: 1 });
    const admin = await signIn(request, 'admin');
    const { data } = await admin.ok<{ data: (ClientError & { received_at: string })[] }>(
      'GET',
      '/manage/client-errors',
    );
    expect(data.map((row) => row.message)).toEqual(['second', 'first']);
    expect(data[1]).toEqual({ ...error('first'), received_at: '2026-12-01T10:00:00Z' });
  });

  test('takes the user from the session when the request carries a live one, else from the report', async () => {
    const owner = await signIn(request, 'owner');
    const { user } = await owner.ok<{ user: { public_id: string } }>('GET', '/common/auth/user');
    expect(
      await owner.ok('POST', '/client-errors', { errors: [error('signed in', { user: 'someone-else' })] }),
    ).toEqual({ accepted: 1 });
    const stale = await request.post('/api/client-errors', {
      data: { errors: [error('stale token')] },
      headers: { Authorization: 'Bearer not-a-session' },
    });
    expect(stale.status()).toBe(200);
    const admin = await signIn(request, 'admin');
    const { data } = await admin.ok<{ data: ClientError[] }>('GET', '/manage/client-errors');
    expect(data.map((row) => [row.message, row.user])).toEqual([
      ['stale token', 'u-42'],
      ['signed in', user.public_id],
    ]);
  });

  test('the test reset forgets them', async () => {
    await report([error('before the reset')]);
    expect((await request.post('/api/__test/reset')).status()).toBe(200);
    const admin = await signIn(request, 'admin');
    expect(await admin.ok('GET', '/manage/client-errors')).toEqual({ data: [] });
  });

  test('only administrators read them', async () => {
    const owner = await signIn(request, 'owner');
    expect(await owner.status('GET', '/manage/client-errors')).toBe(403);
    expect((await request.get('/api/manage/client-errors')).status()).toBe(401);
  });

  test('refuses what breaks the shape: an unknown kind, a long message, an empty or too large batch', async () => {
    expect((await report([error('x', { kind: 'other' as never })])).status()).toBe(422);
    expect((await report([error('x'.repeat(CLIENT_ERROR_LIMITS.message + 1))])).status()).toBe(422);
    expect((await report([])).status()).toBe(422);
    expect(
      (await report(Array.from({ length: CLIENT_ERROR_LIMITS.batch + 1 }, () => error('x')))).status(),
    ).toBe(422);
  });

  test('answers 429 past the per-address rate, and takes reports again a minute later', async () => {
    const batch = Array.from({ length: CLIENT_ERROR_LIMITS.batch }, (_, i) => error(`e${i}`));
    const rounds = CLIENT_ERROR_LIMITS.perAddressPerMinute / CLIENT_ERROR_LIMITS.batch;
    for (let round = 0; round < rounds; round += 1) expect((await report(batch)).status()).toBe(200);
    const refused = await report([error('one more')]);
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
    now += 61_000;
    expect((await report([error('later')])).status()).toBe(200);
  });

  test('keeps the newest ones only', async () => {
    const admin = await signIn(request, 'admin');
    for (let i = 0; i < CLIENT_ERROR_LIMITS.kept / CLIENT_ERROR_LIMITS.batch + 1; i += 1) {
      now += 61_000;
      await report(Array.from({ length: CLIENT_ERROR_LIMITS.batch }, (_, j) => error(`b${i}-${j}`)));
    }
    const { data } = await admin.ok<{ data: ClientError[] }>('GET', '/manage/client-errors');
    expect(data).toHaveLength(CLIENT_ERROR_LIMITS.kept);
    expect(data[0]!.message).toBe(`b${CLIENT_ERROR_LIMITS.kept / CLIENT_ERROR_LIMITS.batch}-19`);
  });
});
