/**
 * No role above one's own (docs/api-contract.md, "Team and invitations"): a user gives, and is offered, only roles
 * whose permissions they all hold (contract canGrantRole); an administrator may give company roles but no
 * administrator's permission they lack. A record's current role may always stay.
 */
import { beforeEach, describe, expect, test } from '@jest/globals';
import type { PermissionName } from '@panel/contract';
import { createApi } from '../index';
import { hashPassword } from '../passwords';
import { ROLE_IDS } from '../store/seed/context';
import { signIn, signInWith, type Caller } from '../../testing/api-callers';
import { inProcessRequest } from '../../testing/in-process-api';

const api = createApi({ testMode: true, checkAnswers: true });
const request = inProcessRequest(api);
const ACME_ID = 1;
const REFUSAL = 'You can only give a role whose permissions you all have yourself.';

/**
 * A user of a role of these permissions (a company's when `companyId`, an administrator otherwise; `isAdmin` flags a
 * company user an administrator too).
 */
async function someoneWith(
  permissions: PermissionName[],
  companyId: number | null,
  isAdmin = companyId === null,
): Promise<Caller> {
  const role = api.store.roles.insert({
    name: `Test role ${api.store.roles.size + 1}`,
    description: '',
    permissions,
    is_system: false,
    created_at: '2026-01-01T00:00:00Z',
  } as never);
  const email = `grant-${role.id}@example.test`;
  const salt = 'test-salt';
  const { id: _id, ...template } = api.store.users.get(3)!;
  api.store.users.insert({
    ...template,
    email,
    company_id: companyId,
    role_id: role.id,
    is_admin: isAdmin,
    telegram_id: null,
    password_salt: salt,
    password_hash: hashPassword('a-long-password', salt),
  } as never);
  return signInWith(request, email, 'a-long-password');
}

const roleIds = (options: { value: number }[]) => options.map((option) => option.value);

beforeEach(() => api.reset());

/** A team lead: team.manage without the money. */
const lead = () => someoneWith(['team.manage', 'application.view', 'statistics.view'], ACME_ID);

describe('a team lead (team.manage without the money)', () => {
  test('cannot make a member or an invitation an owner, and is not offered the role', async () => {
    const caller = await lead();
    const { options } = await caller.ok<{ options: { role_id: { value: number }[] } }>(
      'GET',
      '/client/team/create',
    );
    // Analyst (application.view, statistics.view) and the lead's own role are within reach; the others are not.
    expect(roleIds(options.role_id)).toContain(ROLE_IDS.analyst);
    for (const above of [ROLE_IDS.owner, ROLE_IDS.manager, ROLE_IDS.finance, ROLE_IDS.marketer])
      expect(roleIds(options.role_id)).not.toContain(above);

    const member = {
      name: 'Lead Made',
      email: 'made@example.test',
      password: 'secret-123',
      password_confirmation: 'secret-123',
    };
    expect(
      (await caller.invalid('POST', '/client/team/store', { ...member, role_id: ROLE_IDS.owner })).errors,
    ).toEqual({ role_id: [REFUSAL] });
    expect(
      (
        await caller.invalid('POST', '/client/company/invite', {
          email: 'x@example.test',
          role_id: ROLE_IDS.owner,
        })
      ).errors,
    ).toEqual({ role_id: [REFUSAL] });
    // A role within their own permissions is theirs to give.
    await caller.ok('POST', '/client/team/store', { ...member, role_id: ROLE_IDS.analyst });
  });

  test('cannot raise a member to owner, but may save a member whose higher role stays as it is', async () => {
    const caller = await lead();
    const marketer = api.store.users.rows.find(
      (u) => u.company_id === ACME_ID && u.role_id === ROLE_IDS.marketer,
    )!;
    expect(
      (await caller.invalid('POST', '/client/team/update', { id: marketer.id, role_id: ROLE_IDS.owner }))
        .errors,
    ).toEqual({ role_id: [REFUSAL] });
    const { options } = await caller.ok<{ options: { role_id: { value: number }[] } }>(
      'GET',
      `/client/team/${marketer.id}/edit`,
    );
    // The member's own role shows in the picker, even though the lead could not give it.
    expect(roleIds(options.role_id)).toContain(ROLE_IDS.marketer);
    expect(roleIds(options.role_id)).not.toContain(ROLE_IDS.owner);
    await caller.ok('POST', '/client/team/update', {
      id: marketer.id,
      role_id: ROLE_IDS.marketer,
      name: 'Renamed',
    });
  });
});

describe('other ways a role is given', () => {
  const acmeUser = (roleId: number) =>
    api.store.users.rows.find((u) => u.company_id === ACME_ID && u.role_id === roleId)!;

  test("sending an owner's invitation again is refused to a lead, and allowed to the owner", async () => {
    const owner = await signIn(request, 'owner');
    const { data } = await owner.ok<{ data: { id: number } }>('POST', '/client/company/invite', {
      email: 'co-owner@example.test',
      role_id: ROLE_IDS.owner,
    });
    const caller = await lead();
    // Sending again would keep an owner's key alive (and valid 7 more days) through someone who could not invite it.
    expect((await caller.invalid('POST', '/client/team/invite', { id: data.id })).errors).toEqual({
      role_id: [REFUSAL],
    });
    await owner.ok('POST', '/client/team/invite', { id: data.id });
  });

  test("a lead sees an owner's invitation without its key or link, and an analyst's with them", async () => {
    const owner = await signIn(request, 'owner');
    for (const [email, role_id] of [
      ['co-owner@example.test', ROLE_IDS.owner],
      ['analyst@example.test', ROLE_IDS.analyst],
    ] as const)
      await owner.ok('POST', '/client/company/invite', { email, role_id });
    const listed = async (caller: Caller) => {
      const { data } = await caller.ok<{
        data: { email: string; key: string | null; link: string | null }[];
      }>('GET', '/client/team/invitations');
      return Object.fromEntries(data.map((row) => [row.email, row]));
    };
    // Whoever holds the key registers with the invitation's role: the lead could otherwise become an owner.
    const byLead = await listed(await lead());
    expect(byLead['co-owner@example.test']).toMatchObject({ key: null, link: null });
    expect(byLead['analyst@example.test']!.key).toEqual(expect.any(String));
    expect(byLead['analyst@example.test']!.link).toBe(`/admin/invite/${byLead['analyst@example.test']!.key}`);
    expect((await listed(owner))['co-owner@example.test']!.key).toEqual(expect.any(String));
  });

  test('the company users form (user.manage) offers and gives only roles within reach', async () => {
    const caller = await someoneWith(['user.manage', 'application.view', 'statistics.view'], ACME_ID);
    const analyst = acmeUser(ROLE_IDS.analyst);
    const { options } = await caller.ok<{ options: { role_id: { value: number }[] } }>(
      'GET',
      `/client/user/edit/${analyst.id}`,
    );
    expect(roleIds(options.role_id)).toContain(ROLE_IDS.analyst);
    expect(roleIds(options.role_id)).not.toContain(ROLE_IDS.owner);
    expect(
      (await caller.invalid('POST', `/client/user/update/${analyst.id}`, { role_id: ROLE_IDS.finance }))
        .errors,
    ).toEqual({ role_id: [REFUSAL] });
  });

  test("the new member form's preset role is one the user may give", async () => {
    // Analyst (the usual preset) needs statistics.view, which this user lacks.
    const caller = await someoneWith(['team.manage', 'application.view'], ACME_ID);
    const answer = await caller.ok<{
      options: { role_id: { value: number }[] };
      defaults: { role_id: number };
    }>('GET', '/client/team/create');
    expect(roleIds(answer.options.role_id)).not.toContain(ROLE_IDS.analyst);
    expect(roleIds(answer.options.role_id)).toContain(answer.defaults.role_id);
  });

  test('a company user flagged administrator, without manage.users, gives only what they hold', async () => {
    const caller = await someoneWith(['team.manage', 'application.view'], ACME_ID, true);
    expect(
      (
        await caller.invalid('POST', '/client/company/invite', {
          email: 'x@example.test',
          role_id: ROLE_IDS.owner,
        })
      ).errors,
    ).toEqual({ role_id: [REFUSAL] });
  });
});

test('the owner, holding every company permission, may give the owner role', async () => {
  const owner = await signIn(request, 'owner');
  await owner.ok('POST', '/client/company/invite', {
    email: 'co-owner@example.test',
    role_id: ROLE_IDS.owner,
  });
});

describe('an administrator', () => {
  test('with manage.users alone gives company roles, but not the Administrator role', async () => {
    const userAdmin = await someoneWith(['manage.users'], null);
    const member = api.store.users.rows.find(
      (u) => u.company_id === ACME_ID && u.role_id === ROLE_IDS.analyst,
    )!;
    expect(
      (
        await userAdmin.invalid('POST', `/manage/user/${member.id}/update`, {
          role_id: ROLE_IDS.administrator,
        })
      ).errors,
    ).toEqual({ role_id: [REFUSAL] });
    await userAdmin.ok('POST', `/manage/user/${member.id}/update`, { role_id: ROLE_IDS.owner });
    const { options } = await userAdmin.ok<{ options: { role_id: { value: number }[] } }>(
      'GET',
      `/manage/user/${member.id}/edit`,
    );
    expect(roleIds(options.role_id)).not.toContain(ROLE_IDS.administrator);
    expect(roleIds(options.role_id)).toContain(ROLE_IDS.owner);
  });

  test('with users.admin alone is offered and gives only roles within their own permissions', async () => {
    // No manage.users: they cannot sign in as users, so the company permissions are not theirs to give either.
    const usersAdmin = await someoneWith(['users.admin'], null);
    const member = api.store.users.rows.find(
      (u) => u.company_id === ACME_ID && u.role_id === ROLE_IDS.analyst,
    )!;
    const { roles } = await usersAdmin.ok<{ roles: { value: number }[] }>('GET', '/admin/users/enums');
    for (const above of [ROLE_IDS.administrator, ROLE_IDS.owner, ROLE_IDS.analyst])
      expect(roleIds(roles)).not.toContain(above);
    const body = { name: member.name, email: member.email, status: member.status, locale: member.locale };
    expect(
      (
        await usersAdmin.invalid('POST', `/admin/users/update/${member.id}`, {
          ...body,
          role_id: ROLE_IDS.owner,
        })
      ).errors,
    ).toEqual({ role_id: [REFUSAL] });
    // The user's current role may stay.
    await usersAdmin.ok('POST', `/admin/users/update/${member.id}`, { ...body, role_id: ROLE_IDS.analyst });
  });

  test('cannot make an administrator of a user whose role holds a permission they lack', async () => {
    const userAdmin = await someoneWith(['manage.users'], null);
    // An account holding the Administrator role, not (yet) an administrator: the flag would open its permissions.
    const dormant = api.store.users.rows.find((u) => !u.is_admin)!;
    dormant.role_id = ROLE_IDS.administrator;
    expect(
      (await userAdmin.invalid('POST', `/manage/user/${dormant.id}/update`, { is_admin: true })).errors,
    ).toEqual({ role_id: [REFUSAL] });
    const admin = await signIn(request, 'admin');
    await admin.ok('POST', `/manage/user/${dormant.id}/update`, { is_admin: true });
  });

  test('holding every permission (the seeded administrator) gives any role', async () => {
    const admin = await signIn(request, 'admin');
    const member = api.store.users.rows.find(
      (u) => u.company_id === ACME_ID && u.role_id === ROLE_IDS.analyst,
    )!;
    await admin.ok('POST', `/manage/user/${member.id}/update`, { role_id: ROLE_IDS.manager });
  });
});

describe('a role editor (manage.roles)', () => {
  test('cannot add to a role, its own or another, a permission they lack; what is there may stay', async () => {
    const editor = await someoneWith(['manage.roles', 'application.view'], null);
    const own = api.store.roles.rows.at(-1)!;
    const refusal =
      'You can only add to a role permissions you have yourself: manage.users, manage.companies.';
    expect(
      (
        await editor.invalid('PUT', `/manage/roles/${own.id}/update`, {
          permissions: ['manage.roles', 'application.view', 'manage.users', 'manage.companies'],
        })
      ).errors,
    ).toEqual({ permissions: [refusal] });
    expect(
      (
        await editor.invalid('POST', '/manage/roles/store', {
          name: 'Everything',
          permissions: ['application.view', 'manage.users', 'manage.companies'],
        })
      ).errors,
    ).toEqual({ permissions: [refusal] });
    // A role that already holds more than the editor may keep it while its other parts change.
    const wide = api.store.roles.insert({
      name: 'Wide',
      description: '',
      permissions: ['manage.users', 'application.view'],
      is_system: false,
      created_at: '2026-01-01T00:00:00Z',
    } as never);
    await editor.ok('PUT', `/manage/roles/${wide.id}/update`, { description: 'Changed by the editor' });
    await editor.ok('POST', '/manage/roles/store', { name: 'Viewers', permissions: ['application.view'] });
  });
});
