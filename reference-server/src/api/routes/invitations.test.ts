/**
 * Invitations through the API only (docs/api-contract.md, "Company area"): invite, list, send again, revoke, and the
 * way through the public invitation page and registration that accepts one.
 */
import type { Invitation, SessionAnswer, UserInfoAnswer } from '@panel/contract';
import type { ApiRequest } from '../../testing/api-request';
import { expect, test } from '../../testing/api-test';
import { SHELL, demoInvite, resetServer } from '../../testing/api-test';
import { ROLE_IDS, callerFor, registerCompany, signIn, type Caller } from '../../testing/company';

const DAY = 24 * 60 * 60 * 1000;

const list = async (caller: Caller) =>
  (await caller.ok<{ data: Invitation[] }>('GET', '/client/team/invitations')).data;

const byKey = async (caller: Caller, key: string) => (await list(caller)).find((i) => i.key === key)!;

/** The public invitation read (no token). */
const publicInvite = (request: ApiRequest, key: string) =>
  request.get(`${SHELL}/api/common/auth/${key}/invite`, { headers: { 'Accept-Language': 'en' } });

const registerThrough = (request: ApiRequest, key: string, name = 'Invited Person') =>
  request.post(`${SHELL}/api/common/auth/register`, {
    data: { key, name, password: 'invited-123', password_confirmation: 'invited-123' },
    headers: { 'Accept-Language': 'en' },
  });

/** Within a minute of `expected` (the server's clock ran between the two). */
const near = (iso: string, expected: number) =>
  expect(Math.abs(Date.parse(iso) - expected)).toBeLessThan(60_000);

test.describe('invitations', () => {
  test.beforeEach(async ({ request }) => {
    await resetServer(request);
  });

  test('the seeded list holds one of each status, newest first, with who accepted what', async ({
    request,
  }) => {
    const owner = await signIn(request, 'owner');
    const rows = await list(owner);
    const statuses = Object.fromEntries(rows.map((i) => [i.key, i.status]));
    expect(statuses).toMatchObject({
      [demoInvite.key]: 'pending',
      [demoInvite.expiredKey]: 'expired',
      [demoInvite.revokedKey]: 'revoked',
      [demoInvite.acceptedKey]: 'accepted',
      // Stored as pending, but past its date.
      [demoInvite.lapsedKey]: 'expired',
    });
    const created = rows.map((i) => i.created_at);
    expect(created).toEqual([...created].sort().reverse());
    const accepted = rows.find((i) => i.key === demoInvite.acceptedKey)!;
    expect(accepted).toMatchObject({
      email: 'member@acme.test',
      accepted_user: { id: 3, name: 'Maria Ivanova' },
      link: `/admin/invite/${demoInvite.acceptedKey}`,
    });
    expect(accepted.accepted_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(rows.find((i) => i.key === demoInvite.key)).toMatchObject({
      role_name: 'Analyst',
      invited_by: 2,
      invited_by_name: 'Oleg Petrov',
      accepted_user: null,
      accepted_at: null,
    });
    // The invitee's page agrees that a lapsed one cannot be used.
    expect((await publicInvite(request, demoInvite.lapsedKey)).status()).toBe(422);
  });

  test('invite → the public page → registration: the invitation is accepted by the new user', async ({
    request,
  }) => {
    const owner = await signIn(request, 'owner');
    const invited = await owner.ok<{ data: Invitation; message: string }>('POST', '/client/company/invite', {
      email: 'New.Person@Example.test',
      role_id: ROLE_IDS.marketer,
    });
    expect(invited.message).toBe('Done.');
    const invitation = invited.data;
    expect(invitation).toMatchObject({
      email: 'new.person@example.test',
      role_id: ROLE_IDS.marketer,
      role_name: 'Marketer',
      status: 'pending',
      invited_by: 2,
      invited_by_name: 'Oleg Petrov',
      link: `/admin/invite/${invitation.key}`,
      accepted_user: null,
      accepted_at: null,
    });
    near(invitation.expires_at, Date.parse(invitation.created_at) + 7 * DAY);
    expect((await list(owner))[0]).toEqual(invitation);

    const page = await publicInvite(request, invitation.key!);
    expect(page.status()).toBe(200);
    expect(((await page.json()) as { invitation: Record<string, unknown> }).invitation).toMatchObject({
      key: invitation.key,
      email: 'new.person@example.test',
      company_name: 'Acme Apps',
      role_name: 'Marketer',
      status: 'pending',
    });

    const registered = await registerThrough(request, invitation.key!, 'Pat Newman');
    expect(registered.status()).toBe(200);
    const newcomer = callerFor(request, ((await registered.json()) as SessionAnswer).token);
    const info = await newcomer.ok<{ user: Pick<UserInfoAnswer['user'], 'id' | 'company_id' | 'role_id'> }>(
      'GET',
      '/common/auth/user',
    );
    expect(info.user).toMatchObject({ company_id: 1, role_id: ROLE_IDS.marketer });

    const after = await byKey(owner, invitation.key!);
    expect(after).toMatchObject({
      status: 'accepted',
      accepted_user: { id: info.user.id, name: 'Pat Newman' },
    });
    near(after.accepted_at!, Date.now());
    // Used once: the page and the registration refuse it now.
    expect((await publicInvite(request, invitation.key!)).status()).toBe(422);
    expect((await registerThrough(request, invitation.key!)).status()).toBe(422);
  });

  test('invite answers 422 on the email and the role', async ({ request }) => {
    const owner = await signIn(request, 'owner');
    const invite = (body: Record<string, unknown>, lang: 'en' | 'ru' = 'en') =>
      owner.invalid(
        'POST',
        '/client/company/invite',
        { email: 'fresh@example.test', role_id: 4, ...body },
        lang,
      );
    expect((await invite({ email: 'not-an-email' })).errors).toEqual({
      email: ['The email must be a valid email address.'],
    });
    expect((await invite({ email: 'MEMBER@acme.test' })).errors).toEqual({
      email: ['A user with this email is already in the team.'],
    });
    expect((await invite({ email: demoInvite.email })).errors).toEqual({
      email: ['This email has already been invited; the invitation is still pending.'],
    });
    expect((await invite({ role_id: ROLE_IDS.administrator })).errors).toEqual({
      role_id: ['The selected value is invalid.'],
    });
    expect((await invite({ role_id: ROLE_IDS.moderator, email: '' }, 'ru')).errors).toEqual({
      email: ['Поле обязательно для заполнения.'],
      role_id: ['Выбрано недопустимое значение.'],
    });
    expect((await invite({ role_id: null })).errors).toEqual({ role_id: ['The field is required.'] });
    // Only a pending invitation blocks a new one: an expired or revoked one does not.
    await owner.ok('POST', '/client/company/invite', { email: 'late.member@acme.test', role_id: 4 });
    await owner.ok('POST', '/client/company/invite', { email: 'lapsed.member@acme.test', role_id: 4 });
    await owner.ok('POST', '/client/company/invite', { email: 'revoked.member@acme.test', role_id: 4 });
  });

  test('revoke stops the key working; only a pending or expired invitation can be revoked', async ({
    request,
  }) => {
    const owner = await signIn(request, 'owner');
    const pending = await byKey(owner, demoInvite.key);
    expect((await publicInvite(request, demoInvite.key)).status()).toBe(200);

    const revoked = await owner.ok<{ data: Invitation; message: string }>(
      'POST',
      `/client/team/invitations/${pending.id}/revoke`,
    );
    expect(revoked).toMatchObject({ message: 'Done.', data: { id: pending.id, status: 'revoked' } });
    expect((await byKey(owner, demoInvite.key)).status).toBe('revoked');
    const page = await publicInvite(request, demoInvite.key);
    expect(page.status()).toBe(422);
    expect(((await page.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      key: ['The invitation is no longer valid: revoked.'],
    });
    const registration = await registerThrough(request, demoInvite.key);
    expect(registration.status()).toBe(422);
    expect(((await registration.json()) as { errors: Record<string, string[]> }).errors).toHaveProperty(
      'key',
    );

    // An expired one can be revoked; an accepted or a revoked one cannot.
    const expired = await byKey(owner, demoInvite.expiredKey);
    await owner.ok('POST', `/client/team/invitations/${expired.id}/revoke`);
    const accepted = await byKey(owner, demoInvite.acceptedKey);
    expect((await owner.invalid('POST', `/client/team/invitations/${accepted.id}/revoke`)).errors).toEqual({
      id: ['The invitation cannot be revoked: already accepted.'],
    });
    expect(
      (await owner.invalid('POST', `/client/team/invitations/${pending.id}/revoke`, {}, 'ru')).errors,
    ).toEqual({
      id: ['Приглашение нельзя отозвать: отозвано.'],
    });
  });

  test('send again renews an expired invitation for 7 days; accepted and revoked ones are refused', async ({
    request,
  }) => {
    const owner = await signIn(request, 'owner');
    const expired = await byKey(owner, demoInvite.expiredKey);
    expect((await publicInvite(request, demoInvite.expiredKey)).status()).toBe(422);

    const resent = await owner.ok<{ data: Invitation; message: string }>('POST', '/client/team/invite', {
      id: expired.id,
    });
    expect(resent).toMatchObject({ message: 'Done.', data: { id: expired.id, status: 'pending' } });
    near(resent.data.expires_at, Date.now() + 7 * DAY);
    expect(await byKey(owner, demoInvite.expiredKey)).toEqual(resent.data);
    expect((await publicInvite(request, demoInvite.expiredKey)).status()).toBe(200);

    // A lapsed (stored pending) one and a pending one are renewed too.
    const lapsed = await byKey(owner, demoInvite.lapsedKey);
    expect(
      (await owner.ok<{ data: Invitation }>('POST', '/client/team/invite', { id: lapsed.id })).data.status,
    ).toBe('pending');
    const pending = await byKey(owner, demoInvite.key);
    await owner.ok('POST', '/client/team/invite', { id: pending.id });

    const accepted = await byKey(owner, demoInvite.acceptedKey);
    const revoked = await byKey(owner, demoInvite.revokedKey);
    expect((await owner.invalid('POST', '/client/team/invite', { id: accepted.id })).errors).toEqual({
      id: ['The invitation cannot be sent again: already accepted.'],
    });
    expect((await owner.invalid('POST', '/client/team/invite', { id: revoked.id })).errors).toEqual({
      id: ['The invitation cannot be sent again: revoked.'],
    });
    expect((await owner.invalid('POST', '/client/team/invite', {})).errors).toEqual({
      id: ['The field is required.'],
    });
    expect(await owner.status('POST', '/client/team/invite', { id: 99_999 })).toBe(404);
  });

  test('403 without team.manage, 404 for an invitation of another company', async ({ request }) => {
    const member = await signIn(request, 'member');
    expect(await member.status('GET', '/client/team/invitations')).toBe(403);
    expect(
      await member.status('POST', '/client/company/invite', { email: 'x@example.test', role_id: 4 }),
    ).toBe(403);
    expect(await member.status('POST', '/client/team/invite', { id: 1 })).toBe(403);
    expect(await member.status('POST', '/client/team/invitations/1/revoke')).toBe(403);

    const other = await registerCompany(request, 'invites');
    const { data: foreign } = await other.ok<{ data: Invitation }>('POST', '/client/company/invite', {
      email: 'someone@other.test',
      role_id: ROLE_IDS.analyst,
    });
    expect((await list(other)).map((i) => i.id)).toEqual([foreign.id]);
    const owner = await signIn(request, 'owner');
    expect((await list(owner)).some((i) => i.id === foreign.id)).toBe(false);
    expect(await owner.status('POST', '/client/team/invite', { id: foreign.id })).toBe(404);
    expect(await owner.status('POST', `/client/team/invitations/${foreign.id}/revoke`)).toBe(404);
    expect((await byKey(other, foreign.key!)).status).toBe('pending');
  });
});
