/**
 * The company's people through the API only (docs/api-contract.md, "Company area"): the team calls (create, store,
 * edit, update, destroy; team.manage) with the tariff's member limit, and the company's users (edit, update,
 * change-status; user.manage).
 */
import { expect, test } from '../../testing/api-test';
import { resetServer } from '../../testing/api-test';
import {
  ROLE_IDS,
  addMember,
  listing,
  registerCompany,
  signIn,
  signInWith,
  type Option,
} from '../../testing/company';
import type { Member, MemberBody } from '@panel/contract';

const validMember = {
  name: 'Nina Kuznetsova',
  email: 'nina@acme-team.test',
  role_id: ROLE_IDS.marketer,
  password: 'secret-123',
  password_confirmation: 'secret-123',
} satisfies MemberBody;

test.describe('team', () => {
  test.beforeEach(async ({ request }) => {
    await resetServer(request);
  });

  test('create offers the company roles and a member role by default', async ({ request }) => {
    const owner = await signIn(request, 'owner');
    const { options, defaults } = await owner.ok<{
      options: { role_id: Option<number>[] };
      defaults: { role_id: number };
    }>('GET', '/client/team/create');
    expect(options.role_id.map((o) => o.label)).toEqual([
      'Owner',
      'Manager',
      'Analyst',
      'Support',
      'Marketer',
      'Finance',
      'Auditor',
    ]);
    expect(options.role_id.every((o) => typeof o.value === 'number')).toBe(true);
    expect(defaults).toEqual({ role_id: ROLE_IDS.analyst });
  });

  test('store creates an active member who signs in at once; edit and the listings show them', async ({
    request,
  }) => {
    const owner = await signIn(request, 'owner');
    const stored = await owner.ok<{ data: Member; message: string }>(
      'POST',
      '/client/team/store',
      validMember,
    );
    expect(stored.message).toBe('Done.');
    expect(stored.data).toMatchObject({
      name: 'Nina Kuznetsova',
      email: 'nina@acme-team.test',
      role_id: ROLE_IDS.marketer,
      role_name: 'Marketer',
      status: 'active',
      is_owner: false,
      is_self: false,
      last_login_at: null,
    });

    const edit = await owner.ok<{ data: Member; options: { role_id: Option<number>[] } }>(
      'GET',
      `/client/team/${stored.data.id}/edit`,
    );
    expect(edit.data).toEqual(stored.data);
    expect(edit.options.role_id.length).toBe(7);

    const team = await listing<{ id: number; role_name: string }>(owner, 'team', {
      search: 'nina@acme-team',
    });
    expect(team.data.map((row) => [row.id, row.role_name])).toEqual([[stored.data.id, 'Marketer']]);

    // The new member signs in with the password and gets the role's permissions.
    const nina = await signInWith(request, 'nina@acme-team.test', 'secret-123');
    const info = await nina.ok<{ user: { company_id: number }; access: { permissions: string[] } }>(
      'GET',
      '/common/auth/user',
    );
    expect(info.user.company_id).toBe(1);
    expect(info.access.permissions).toContain('pixel.manage');
  });

  test('store answers 422 per field', async ({ request }) => {
    const owner = await signIn(request, 'owner');
    const store = (fields: Record<string, unknown>, lang: 'en' | 'ru' = 'en') =>
      owner.invalid('POST', '/client/team/store', { ...validMember, ...fields }, lang);
    expect((await store({ name: 'N' })).errors).toEqual({
      name: ['The value must be 2 to 100 characters long.'],
    });
    expect((await store({ email: 'nina-at-acme' })).errors).toEqual({
      email: ['The email must be a valid email address.'],
    });
    // Taken by any user, of this company or another.
    expect((await store({ email: 'OWNER@acme.test' })).errors).toEqual({
      email: ['The email has already been taken.'],
    });
    expect((await store({ email: 'admin@panel.test' })).errors).toEqual({
      email: ['The email has already been taken.'],
    });
    expect((await store({ role_id: ROLE_IDS.administrator })).errors).toEqual({
      role_id: ['The selected value is invalid.'],
    });
    expect((await store({ role_id: undefined })).errors).toEqual({ role_id: ['The field is required.'] });
    expect((await store({ password: 'short', password_confirmation: 'short' })).errors).toEqual({
      password: ['The password must be at least 8 characters.'],
    });
    expect((await store({ password_confirmation: 'secret-124' })).errors).toEqual({
      password_confirmation: ['The password confirmation does not match.'],
    });
    expect((await store({ name: '', email: '' }, 'ru')).errors).toEqual({
      name: ['Поле обязательно для заполнения.'],
      email: ['Поле обязательно для заполнения.'],
    });
  });

  test("store answers 422 on `limit` once the tariff's team members are reached", async ({ request }) => {
    // A new company is on Start: two team members, the owner included.
    const other = await registerCompany(request, 'limit');
    await other.ok('POST', '/client/team/store', { ...validMember, email: 'first@other.test' });
    const refused = await other.invalid('POST', '/client/team/store', {
      ...validMember,
      email: 'second@other.test',
    });
    expect(refused.errors).toEqual({
      limit: ['The Start tariff allows at most 2 team members (blocked ones do not count).'],
    });
    expect(refused.message).toBe(refused.errors.limit![0]);
    const ru = await other.invalid('POST', '/client/team/store', { ...validMember, email: 'x' }, 'ru');
    expect(ru.errors.limit).toEqual([
      'Тариф «Start» допускает не больше 2 участников команды (заблокированные не считаются).',
    ]);
    expect(ru.errors.email).toEqual(['Введите корректный адрес электронной почты.']);
  });

  test('update changes the name and the role; the owner and yourself keep your roles', async ({
    request,
  }) => {
    const owner = await signIn(request, 'owner');
    const { data: stored } = await owner.ok<{ data: Member }>('POST', '/client/team/store', validMember);
    const updated = await owner.ok<{ data: Member; message: string }>('POST', '/client/team/update', {
      id: stored.id,
      name: 'Nina K.',
      role_id: ROLE_IDS.support,
    });
    expect(updated.data).toMatchObject({
      id: stored.id,
      name: 'Nina K.',
      role_id: ROLE_IDS.support,
      role_name: 'Support',
    });
    const renamed = await owner.ok<{ data: Member }>('POST', '/client/team/update', {
      id: stored.id,
      name: 'Nina',
    });
    expect(renamed.data).toMatchObject({ name: 'Nina', role_id: ROLE_IDS.support });
    expect((await owner.ok<{ data: Member }>('GET', `/client/team/${stored.id}/edit`)).data.name).toBe(
      'Nina',
    );

    // The owner's role: refused with the reason; the same role, or only the name, is fine.
    const me = (await owner.ok<{ user: { id: number } }>('GET', '/common/auth/user')).user.id;
    const ownerRole = await owner.invalid('POST', '/client/team/update', {
      id: me,
      role_id: ROLE_IDS.manager,
    });
    expect(ownerRole.errors).toEqual({
      role_id: ["The company owner's role cannot be changed: the owner always has every permission."],
    });
    const self = await owner.ok<{ data: Member }>('POST', '/client/team/update', {
      id: me,
      name: 'Oleg P.',
      role_id: ROLE_IDS.owner,
    });
    expect(self.data).toMatchObject({ name: 'Oleg P.', is_owner: true, is_self: true });

    // Your own role, as a manager of the team who is not the owner.
    const { member, caller: deputy } = await addMember(request, owner, ROLE_IDS.owner, 'deputy');
    const own = await deputy.invalid(
      'POST',
      '/client/team/update',
      { id: member.id, role_id: ROLE_IDS.analyst },
      'ru',
    );
    expect(own.errors).toEqual({
      role_id: ['Нельзя изменить собственную роль: попросите об этом другого администратора команды.'],
    });

    expect((await owner.invalid('POST', '/client/team/update', { name: 'No id' })).errors).toEqual({
      id: ['The field is required.'],
    });
    expect(
      (await owner.invalid('POST', '/client/team/update', { id: stored.id, name: 'x', role_id: 99 })).errors,
    ).toEqual({
      name: ['The value must be 2 to 100 characters long.'],
      role_id: ['The selected value is invalid.'],
    });
  });

  test('destroy removes a member but never the owner or yourself', async ({ request }) => {
    const owner = await signIn(request, 'owner');
    const { data: stored } = await owner.ok<{ data: Member }>('POST', '/client/team/store', validMember);
    expect(await owner.ok('DELETE', `/client/team/${stored.id}/destroy`)).toEqual({ message: 'Done.' });
    expect(await owner.status('GET', `/client/team/${stored.id}/edit`)).toBe(404);
    const me = (await owner.ok<{ user: { id: number } }>('GET', '/common/auth/user')).user.id;
    expect((await owner.invalid('DELETE', `/client/team/${me}/destroy`)).errors).toEqual({
      id: ['You cannot change your own status.'],
    });
  });

  test('403 without team.manage, 404 for a user of another company', async ({ request }) => {
    const member = await signIn(request, 'member');
    expect(await member.status('GET', '/client/team/create')).toBe(403);
    expect(await member.status('POST', '/client/team/store', validMember)).toBe(403);
    expect(await member.status('GET', '/client/team/3/edit')).toBe(403);
    expect(await member.status('POST', '/client/team/update', { id: 3, name: 'Maria' })).toBe(403);
    expect(await member.status('DELETE', '/client/team/4/destroy')).toBe(403);

    const other = await registerCompany(request, 'foreign');
    const foreignId = (await other.ok<{ user: { id: number } }>('GET', '/common/auth/user')).user.id;
    const owner = await signIn(request, 'owner');
    expect(await owner.status('GET', `/client/team/${foreignId}/edit`)).toBe(404);
    expect(await owner.status('POST', '/client/team/update', { id: foreignId, name: 'Mine now' })).toBe(404);
    expect(await owner.status('DELETE', `/client/team/${foreignId}/destroy`)).toBe(404);
    expect(await owner.status('GET', '/client/user/edit/1')).toBe(404); // the platform administrator
  });
});

test.describe("the company's users", () => {
  test.beforeEach(async ({ request }) => {
    await resetServer(request);
  });

  test('edit answers the member with the role and locale options; update saves name, role and locale', async ({
    request,
  }) => {
    const owner = await signIn(request, 'owner');
    const { member } = await addMember(request, owner, ROLE_IDS.support, 'user-edit');
    const edit = await owner.ok<{
      data: Member;
      options: { role_id: Option<number>[]; locale: Option<string>[] };
    }>('GET', `/client/user/edit/${member.id}`);
    // Signing in (addMember does) stamps last_login_at; everything else is what store answered.
    expect(edit.data).toEqual({ ...member, last_login_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    expect(edit.options.locale).toEqual([
      { value: 'ru', label: 'Русский' },
      { value: 'en', label: 'English' },
      { value: 'ar', label: 'العربية' },
    ]);
    expect(edit.options.role_id.map((o) => o.value)).toContain(ROLE_IDS.finance);

    const saved = await owner.ok<{ data: Member; message: string }>(
      'POST',
      `/client/user/update/${member.id}`,
      {
        name: 'Renamed User',
        role_id: ROLE_IDS.finance,
        locale: 'ru',
      },
    );
    expect(saved).toMatchObject({
      message: 'Done.',
      data: {
        id: member.id,
        name: 'Renamed User',
        role_id: ROLE_IDS.finance,
        role_name: 'Finance',
        locale: 'ru',
      },
    });
    const again = await owner.ok<{ data: Member }>('GET', `/client/user/edit/${member.id}`);
    expect(again.data).toMatchObject({ name: 'Renamed User', role_id: ROLE_IDS.finance, locale: 'ru' });
    const rows = await listing<{ id: number; role_name: string; name: string }>(owner, 'user', {
      search: 'user-edit@',
    });
    expect(rows.data).toMatchObject([{ id: member.id, name: 'Renamed User', role_name: 'Finance' }]);
  });

  test("update answers 422 per field and keeps the owner's and your own role", async ({ request }) => {
    const owner = await signIn(request, 'owner');
    const { member } = await addMember(request, owner, ROLE_IDS.support, 'user-rules');
    expect(
      (
        await owner.invalid('POST', `/client/user/update/${member.id}`, {
          name: 'x',
          role_id: 1,
          locale: 'de',
        })
      ).errors,
    ).toEqual({
      name: ['The value must be 2 to 100 characters long.'],
      role_id: ['The selected value is invalid.'],
      locale: ['The selected value is invalid.'],
    });
    expect(
      (await owner.invalid('POST', '/client/user/update/2', { role_id: ROLE_IDS.analyst })).errors,
    ).toEqual({
      role_id: ["The company owner's role cannot be changed: the owner always has every permission."],
    });
    const { member: manager, caller } = await addMember(request, owner, ROLE_IDS.owner, 'user-self');
    expect(
      (await caller.invalid('POST', `/client/user/update/${manager.id}`, { role_id: ROLE_IDS.analyst }))
        .errors,
    ).toEqual({ role_id: ['You cannot change your own role: ask another team manager to do it.'] });
    // Your own name and locale are fine.
    const self = await caller.ok<{ data: Member }>('POST', `/client/user/update/${manager.id}`, {
      locale: 'en',
    });
    expect(self.data).toMatchObject({ is_self: true, locale: 'en' });
  });

  test('change-status refuses yourself and the owner with a reason, and blocks others', async ({
    request,
  }) => {
    const owner = await signIn(request, 'owner');
    const { member } = await addMember(request, owner, ROLE_IDS.owner, 'status');
    expect(await owner.ok('GET', '/client/user/2/change-status')).toEqual({
      can: false,
      reason: 'You cannot change your own status.',
    });
    const manager = await signInWith(request, 'status@acme-team.test', 'member-pass');
    const ownerCheck = await manager.call('GET', '/client/user/2/change-status', undefined, 'ru');
    expect(await ownerCheck.json()).toEqual({
      can: false,
      reason: 'Нельзя изменить статус владельца компании.',
    });
    expect(
      (await manager.invalid('PUT', '/client/user/2/change-status', { status: 'blocked' })).errors,
    ).toEqual({
      status: ['The company owner status cannot be changed.'],
    });

    expect(await owner.ok('GET', `/client/user/${member.id}/change-status`)).toEqual({ can: true });
    expect(await owner.ok('PUT', `/client/user/${member.id}/change-status`, { status: 'blocked' })).toEqual({
      message: 'Done.',
      user: { id: member.id, status: 'blocked' },
    });
    expect((await owner.ok<{ data: Member }>('GET', `/client/user/edit/${member.id}`)).data.status).toBe(
      'blocked',
    );
    expect(await manager.status('GET', '/common/auth/user')).toBe(401);
  });

  test('403 without user.manage, 404 for a user of another company', async ({ request }) => {
    const member = await signIn(request, 'member');
    expect(await member.status('GET', '/client/user/edit/3')).toBe(403);
    expect(await member.status('POST', '/client/user/update/3', { name: 'Maria' })).toBe(403);
    expect(await member.status('GET', '/client/user/4/change-status')).toBe(403);

    const other = await registerCompany(request, 'users-foreign');
    const foreignId = (await other.ok<{ user: { id: number } }>('GET', '/common/auth/user')).user.id;
    const owner = await signIn(request, 'owner');
    expect(await owner.status('GET', `/client/user/edit/${foreignId}`)).toBe(404);
    expect(await owner.status('POST', `/client/user/update/${foreignId}`, { name: 'Mine' })).toBe(404);
    expect(await owner.status('GET', `/client/user/${foreignId}/change-status`)).toBe(404);
    expect(await owner.status('PUT', `/client/user/${foreignId}/change-status`, { status: 'blocked' })).toBe(
      404,
    );
  });
});
