/**
 * The signed-in user's profile and password (docs/api-contract.md, "Profile"): the name changes and nothing else, a
 * password change needs the current password, keeps the sign-up's rules, counts wrong guesses as failed sign-ins and
 * ends every other session of the user while the one that changed it keeps working.
 */
import { beforeEach, describe, expect, test } from '@jest/globals';
import type { Profile, ProfileSaved, SessionAnswer } from '@panel/contract';
import { AUTH_LIMITS } from '@panel/contract';
import { demoAccounts } from '../accounts';
import { createApi } from '../index';
import { LOGIN_LIMIT } from '../login-limit';
import { callerFor, signIn, signInWith, type Caller } from '../../testing/api-callers';
import { inProcessRequest } from '../../testing/in-process-api';

let now = Date.now();
const api = createApi({ testMode: true, checkAnswers: true, clock: () => now });
const request = inProcessRequest(api);

beforeEach(() => {
  now = Date.now();
  api.reset();
});

const PROFILE = '/common/profile/edit';
const UPDATE = '/common/profile/update';
const PASSWORD = '/common/profile/password';
const { owner, member, admin } = demoAccounts;

const profileOf = async (caller: Caller) => (await caller.ok<{ data: Profile }>('GET', PROFILE)).data;
const userStatus = async (caller: Caller) => (await caller.call('GET', '/common/auth/user')).status();
const login = (email: string, password: string) =>
  request.post('/api/common/auth/login', { data: { email, password } });
const change = (caller: Caller, current: string, next: string, confirmation = next) =>
  caller.call('POST', PASSWORD, {
    current_password: current,
    password: next,
    password_confirmation: confirmation,
  });

describe('the profile', () => {
  test("reads the user's name, email, company, role and language; an administrator has no company", async () => {
    expect(await profileOf(await signIn(request, 'owner'))).toMatchObject({
      email: owner.email,
      company_name: 'Acme Apps',
      role_name: expect.any(String),
      locale: expect.stringMatching(/^(ru|en|ar)$/),
      is_admin: false,
    });
    expect(await profileOf(await signIn(request, 'admin'))).toMatchObject({
      email: admin.email,
      company_name: null,
      is_admin: true,
    });
  });

  test('changes the name only: the user info follows, the email stays whatever the body says', async () => {
    const caller = await signIn(request, 'member');
    const before = await profileOf(caller);
    const saved = await caller.ok<ProfileSaved>('POST', UPDATE, {
      name: '  Mila Stone  ',
      email: 'taken.over@example.test',
      version: before.version,
    });
    expect(saved.data).toMatchObject({
      name: 'Mila Stone',
      email: member.email,
      version: before.version + 1,
    });
    const info = await caller.ok<{ user: { name: string; email: string } }>('GET', '/common/auth/user');
    expect(info.user).toMatchObject({ name: 'Mila Stone', email: member.email });
  });

  test('a blank or too long name answers 422 on name; a stale version 409 with the profile as it is', async () => {
    const caller = await signIn(request, 'owner');
    expect((await caller.invalid('POST', UPDATE, { name: '   ' })).errors.name).toEqual([
      'The field is required.',
    ]);
    const long = 'a'.repeat(AUTH_LIMITS.text.max + 1);
    expect((await caller.invalid('POST', UPDATE, { name: long })).errors.name).toEqual([
      expect.stringContaining(String(AUTH_LIMITS.text.max)),
    ]);
    const { version } = await profileOf(caller);
    await caller.ok('POST', UPDATE, { name: 'First', version });
    const stale = await caller.call('POST', UPDATE, { name: 'Second', version });
    expect(stale.status()).toBe(409);
    expect(((await stale.json()) as { data: Profile }).data.name).toBe('First');
  });
});

describe('the password change', () => {
  test('a wrong current password answers 422 on current_password alone and changes nothing', async () => {
    const caller = await signIn(request, 'owner');
    const answer = await change(caller, 'not-my-password', 'brand-new-pass');
    expect(answer.status()).toBe(422);
    const body = (await answer.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.errors).toEqual({ current_password: ['The current password is incorrect.'] });
    expect(body.message).toBe('The current password is incorrect.');
    expect((await login(owner.email, owner.password)).status()).toBe(200);
    expect((await login(owner.email, 'brand-new-pass')).status()).toBe(422);
  });

  test('a too short new password or a confirmation that differs answers 422 naming the rule', async () => {
    const caller = await signIn(request, 'owner');
    const short = 'x'.repeat(AUTH_LIMITS.password.min - 1);
    expect(
      (
        await caller.invalid('POST', PASSWORD, {
          current_password: owner.password,
          password: short,
          password_confirmation: short,
        })
      ).errors,
    ).toEqual({ password: ['The password must be at least 8 characters.'] });
    expect(
      (
        await caller.invalid('POST', PASSWORD, {
          current_password: owner.password,
          password: 'brand-new-pass',
          password_confirmation: 'brand-new-pasS',
        })
      ).errors,
    ).toEqual({ password_confirmation: ['The password confirmation does not match.'] });
    expect((await caller.invalid('POST', PASSWORD, {}, 'ru')).errors).toMatchObject({
      current_password: ['Поле обязательно для заполнения.'],
      password: ['Поле обязательно для заполнения.'],
    });
    expect((await login(owner.email, owner.password)).status()).toBe(200);
  });

  test("ends every other session of the user (a sign-in-as one too), keeps this one and other users'", async () => {
    const current = await signIn(request, 'member');
    const otherTab = await signIn(request, 'member');
    const adminCaller = await signIn(request, 'admin');
    const borrowed = callerFor(
      request,
      (await adminCaller.ok<SessionAnswer>('POST', '/manage/user/3/login')).token,
    );
    const ownerCaller = await signIn(request, 'owner');
    expect(await userStatus(borrowed)).toBe(200);

    const answer = await change(current, member.password, 'a-much-longer-one');
    expect(answer.status()).toBe(200);
    expect(((await answer.json()) as { message: string }).message).toContain('other sessions');

    expect(await userStatus(current)).toBe(200);
    expect(await userStatus(otherTab)).toBe(401);
    expect(await userStatus(borrowed)).toBe(401);
    expect(await userStatus(adminCaller)).toBe(200);
    expect(await userStatus(ownerCaller)).toBe(200);

    expect((await login(member.email, member.password)).status()).toBe(422);
    const again = await signInWith(request, member.email, 'a-much-longer-one');
    expect(await userStatus(again)).toBe(200);
    // Hashed as every password is (passwords.ts), never kept as typed.
    const stored = api.store.findUserByEmail(member.email)!;
    expect(stored.password_hash).toMatch(/^scrypt\$/);
    expect(stored.password_hash).not.toContain('a-much-longer-one');
  });

  test('wrong guesses count as failed sign-ins: past the limit 429, even with the right password', async () => {
    const caller = await signIn(request, 'owner');
    for (let i = 0; i < LOGIN_LIMIT.perAccount; i += 1)
      expect((await change(caller, `wrong-${i}`, 'brand-new-pass')).status()).toBe(422);
    const limited = await change(caller, owner.password, 'brand-new-pass');
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
    now += LOGIN_LIMIT.windowMs + 1;
    expect((await change(caller, owner.password, 'brand-new-pass')).status()).toBe(200);
  });
});
