/**
 * What a backend team copies from the reference server's sign-in (docs/api-contract.md, "Sessions" and "Telegram"):
 * tokens that end (a lifetime, sign-out, a short sign-in-as token that names its administrator), the Telegram widget's
 * signature and age, the sign-in limit, scrypt hashes, and test controls that answer only on this machine.
 * The server runs on a clock of the test's own, so time passes without waiting.
 */
import { beforeEach, describe, expect, test } from '@jest/globals';
import type { SessionAnswer } from '@panel/contract';
import { demoAccounts, demoTelegramId } from '../accounts';
import { createApi } from '../index';
import { SESSION_LIFETIME_MS, SIGN_IN_AS_LIFETIME_MS } from '../sessions';
import { LOGIN_LIMIT } from '../login-limit';
import { TEST_SECRET_HEADER } from './test-controls';
import { callerFor, signIn, type Caller } from '../../testing/api-callers';
import { inProcessRequest } from '../../testing/in-process-api';
import { signedTelegramData } from '../../testing/telegram';

const MINUTE = 60 * 1000;
let now = Date.now();
const api = createApi({ testMode: true, checkAnswers: true, clock: () => now, testSecret: 'open-sesame' });
const request = inProcessRequest(api);

beforeEach(() => {
  now = Date.now();
  api.reset();
});

const userOf = async (caller: Caller) => caller.call('GET', '/common/auth/user');
const emailOf = async (caller: Caller) =>
  ((await (await userOf(caller)).json()) as { user: { email: string } }).user.email;

const post = (path: string, data: unknown, lang = 'en') =>
  request.post(`/api${path}`, { data, headers: { 'Accept-Language': lang } });

const login = (email: string, password: string, lang = 'en') =>
  post('/common/auth/login', { email, password }, lang);

describe('sessions', () => {
  test('sign-out revokes the token at once; another session of the same user keeps working', async () => {
    const first = await signIn(request, 'owner');
    const second = await signIn(request, 'owner');
    expect((await first.call('POST', '/common/auth/logout')).status()).toBe(200);
    expect((await userOf(first)).status()).toBe(401);
    expect(await emailOf(second)).toBe(demoAccounts.owner.email);
  });

  test('a token works for its lifetime, then answers 401', async () => {
    const owner = await signIn(request, 'owner');
    now += SESSION_LIFETIME_MS - MINUTE;
    expect(await emailOf(owner)).toBe(demoAccounts.owner.email);
    now += 2 * MINUTE;
    expect((await userOf(owner)).status()).toBe(401);
  });

  test('a sign-in-as token is short-lived, names its administrator and ends with "return to my account"', async () => {
    const admin = await signIn(request, 'admin');
    const borrowed = await admin.ok<SessionAnswer & { user: { id: number } }>('POST', '/manage/user/2/login');
    const asOwner = callerFor(request, borrowed.token);
    expect(await emailOf(asOwner)).toBe(demoAccounts.owner.email);

    now += SIGN_IN_AS_LIFETIME_MS + 1;
    expect((await userOf(asOwner)).status()).toBe(401);
    // The administrator's own session is not touched by the borrowed one's end.
    expect(await emailOf(admin)).toBe(demoAccounts.admin.email);

    const again = callerFor(request, (await admin.ok<SessionAnswer>('POST', '/manage/user/2/login')).token);
    expect((await again.call('POST', '/common/auth/logout')).status()).toBe(200);
    expect((await userOf(again)).status()).toBe(401);
  });

  test('a sign-in-as token stops working when its administrator is blocked', async () => {
    const admin = await signIn(request, 'admin');
    const asMember = callerFor(
      request,
      (await admin.ok<SessionAnswer>('POST', '/manage/user/3/login')).token,
    );
    expect((await userOf(asMember)).status()).toBe(200);
    api.store.users.get(1)!.status = 'blocked';
    expect((await userOf(asMember)).status()).toBe(401);
  });

  test('what is done with a sign-in-as token is recorded as "administrator X as user Y"', async () => {
    const admin = await signIn(request, 'admin');
    const asOwner = callerFor(request, (await admin.ok<SessionAnswer>('POST', '/manage/user/2/login')).token);
    await asOwner.ok('POST', '/client/company/deposit', {
      amount: '15.00',
      idempotency_key: 'as-owner-0001',
    });
    const invited = await asOwner.ok<{ data: { invited_by_name: string; id: number } }>(
      'POST',
      '/client/company/invite',
      { email: 'someone.new@example.test', role_id: 4 },
    );
    expect(invited.data.invited_by_name).toBe('Irina Volkova (administrator) as Oleg Petrov');

    const rows = async (caller: Caller, path: string, lang: 'en' | 'ru' = 'en') => {
      const answer = await caller.call(
        'POST',
        path,
        { perPage: 10, sort: { key: 'id', dir: 'desc' }, filters: {} },
        lang,
      );
      return ((await answer.json()) as { data: { amount: string; created_by_name: string }[] }).data;
    };
    const [latest] = await rows(admin, '/common/listing/manage-company-balance-transactions/data');
    expect(latest).toMatchObject({
      amount: '15.00',
      created_by_name: 'Irina Volkova (administrator) as Oleg Petrov',
    });
    const [russian] = await rows(admin, '/common/listing/manage-company-balance-transactions/data', 'ru');
    expect(russian!.created_by_name).toBe('Irina Volkova (администратор) от имени Oleg Petrov');

    // The owner's own deposit is the owner's alone.
    const owner = await signIn(request, 'owner');
    await owner.ok('POST', '/client/company/deposit', {
      amount: '16.00',
      idempotency_key: 'own-deposit-0001',
    });
    const [own] = await rows(admin, '/common/listing/manage-company-balance-transactions/data');
    expect(own).toMatchObject({ amount: '16.00', created_by_name: 'Oleg Petrov' });
  });
});

describe('passwords', () => {
  test('are kept as scrypt hashes, and sign-in and registration work with them', async () => {
    const owner = api.store.findUserByEmail(demoAccounts.owner.email)!;
    expect(owner.password_hash).toMatch(/^scrypt\$16384\$8\$1\$[0-9a-f]{64}$/);
    expect((await login(demoAccounts.owner.email, 'wrong-password')).status()).toBe(422);
    const registered = await post('/common/auth/register', {
      name: 'Kay',
      email: 'kay@example.test',
      password: 'a-long-password',
      password_confirmation: 'a-long-password',
      company_name: 'Kay Co',
    });
    expect(registered.status()).toBe(200);
    expect(api.store.findUserByEmail('kay@example.test')!.password_hash).toMatch(/^scrypt\$/);
    expect((await login('kay@example.test', 'a-long-password')).status()).toBe(200);
  });
});

describe('the sign-in limit', () => {
  test('after the failures allowed, even the right password waits, with Retry-After and a translated message', async () => {
    const { email, password } = demoAccounts.owner;
    for (let i = 0; i < LOGIN_LIMIT.perAccount; i++) expect((await login(email, 'nope')).status()).toBe(422);
    const refused = await login(email, password);
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(14 * 60);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Too many failed sign-in attempts. Try again in 15 min.',
    );
    const russian = await login(email, password, 'ru');
    expect(((await russian.json()) as { message: string }).message).toBe(
      'Слишком много неудачных попыток входа. Повторите через 15 мин.',
    );
    // Another account from the same address is not held up by this one's failures.
    expect((await login(demoAccounts.member.email, demoAccounts.member.password)).status()).toBe(200);

    now += LOGIN_LIMIT.windowMs + 1;
    expect((await login(email, password)).status()).toBe(200);
  });

  test('a successful sign-in clears the account’s failures', async () => {
    const { email, password } = demoAccounts.owner;
    for (let i = 0; i < LOGIN_LIMIT.perAccount - 1; i++) await login(email, 'nope');
    expect((await login(email, password)).status()).toBe(200);
    for (let i = 0; i < LOGIN_LIMIT.perAccount - 1; i++) await login(email, 'nope');
    expect((await login(email, password)).status()).toBe(200);
  });
});

describe('Telegram', () => {
  const telegramLogin = (data: unknown, lang = 'en') => post('/common/auth/telegram/login', data, lang);
  const errorsOf = async (answer: Awaited<ReturnType<typeof post>>) =>
    ((await answer.json()) as { errors: Record<string, string[]> }).errors;

  test('data signed with the bot token signs in the linked user', async () => {
    const answer = await telegramLogin(signedTelegramData({ now }));
    expect(answer.status()).toBe(200);
    const caller = callerFor(request, ((await answer.json()) as SessionAnswer).token);
    expect(await emailOf(caller)).toBe(demoAccounts.owner.email);
  });

  test('a forged hash, a changed or an added field are refused on `hash`', async () => {
    const forged = await telegramLogin({ ...signedTelegramData({ now }), hash: 'forged' });
    expect(forged.status()).toBe(422);
    expect(await errorsOf(forged)).toEqual({
      hash: ['The Telegram data is not signed by Telegram: sign in with Telegram again.'],
    });
    const signed = signedTelegramData({ now });
    expect((await telegramLogin({ ...signed, first_name: 'Mallory' })).status()).toBe(422);
    expect((await telegramLogin({ ...signed, is_admin: true })).status()).toBe(422);
    // Signed with another bot's token: not this server's bot.
    expect((await telegramLogin(signedTelegramData({ now, botToken: '1:another-bot' }))).status()).toBe(422);
  });

  test('data more than a day old, or from the future, is refused', async () => {
    const stale = await telegramLogin(signedTelegramData({ now, ageSeconds: 24 * 60 * 60 + 60 }));
    expect(await errorsOf(stale)).toEqual({
      hash: ['The Telegram sign-in is more than a day old: sign in with Telegram again.'],
    });
    expect((await telegramLogin(signedTelegramData({ now, ageSeconds: -3600 }))).status()).toBe(422);
    expect((await telegramLogin(signedTelegramData({ now, ageSeconds: 23 * 60 * 60 }))).status()).toBe(200);
  });

  test('without a bot token, Telegram sign-in is off', async () => {
    const off = createApi({ testMode: true, telegramBotToken: null });
    const answer = await inProcessRequest(off).post('/api/common/auth/telegram/login', {
      data: signedTelegramData(),
      headers: { 'Accept-Language': 'en' },
    });
    expect(answer.status()).toBe(422);
    expect(await errorsOf(answer)).toEqual({
      hash: ['Signing in with Telegram is not set up on this server.'],
    });
  });

  const signUp = {
    name: 'Tg User',
    email: 'tg.user@example.test',
    password: 'a-long-password',
    password_confirmation: 'a-long-password',
    company_name: 'Tg Co',
  };

  test('linking an id at registration needs that id’s signed data', async () => {
    const id = 555000111;
    const unsigned = await post(`/common/auth/telegram/${id}/register`, signUp);
    expect(await errorsOf(unsigned)).toEqual({
      telegram: ['The Telegram data is not signed by Telegram: sign in with Telegram again.'],
    });
    const someoneElse = await post(`/common/auth/telegram/${id}/register`, {
      ...signUp,
      telegram: signedTelegramData({ now, id: 555000222 }),
    });
    expect(await errorsOf(someoneElse)).toEqual({
      telegram: ['The Telegram data belongs to another Telegram user.'],
    });
    expect(api.store.findUserByEmail(signUp.email)).toBeUndefined();

    const own = await post(`/common/auth/telegram/${id}/register`, {
      ...signUp,
      telegram: signedTelegramData({ now, id }),
    });
    expect(own.status()).toBe(200);
    expect((await telegramLogin(signedTelegramData({ now, id }))).status()).toBe(200);
    // The owner's linked id stays theirs.
    const taken = await post(`/common/auth/telegram/${demoTelegramId}/register`, {
      ...signUp,
      email: 'other@example.test',
      telegram: signedTelegramData({ now }),
    });
    expect(Object.keys(await errorsOf(taken))).toEqual(['telegram_id']);
  });
});

describe('test controls', () => {
  const fromAddress = (remoteAddress: string, headers: Record<string, string> = {}) =>
    api.app.request('/api/__test/state', { headers }, { incoming: { socket: { remoteAddress } } } as never);

  test('answer this machine, and another only with the secret', async () => {
    expect((await fromAddress('127.0.0.1')).status).toBe(200);
    expect((await fromAddress('::1')).status).toBe(200);
    expect((await fromAddress('203.0.113.5')).status).toBe(404);
    expect((await fromAddress('203.0.113.5', { [TEST_SECRET_HEADER]: 'wrong' })).status).toBe(404);
    expect((await fromAddress('203.0.113.5', { [TEST_SECRET_HEADER]: 'open-sesame' })).status).toBe(200);
  });

  test('behind a proxy on this machine, the forwarded address decides, whatever the client wrote', async () => {
    expect((await fromAddress('127.0.0.1', { 'X-Forwarded-For': '127.0.0.1' })).status).toBe(200);
    expect((await fromAddress('127.0.0.1', { 'X-Forwarded-For': '203.0.113.5' })).status).toBe(404);
    // A client that claims to be local: the proxy appends the address it saw.
    expect((await fromAddress('127.0.0.1', { 'X-Forwarded-For': '127.0.0.1, 203.0.113.5' })).status).toBe(
      404,
    );
  });
});
