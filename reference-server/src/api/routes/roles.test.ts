/**
 * Roles through the API only (docs/api-contract.md, "Roles, tariffs and referral links (administrators)"): the form's
 * permission options grouped like the `permissions` listing, store/edit/update with their rules, what a destroy would
 * affect, destroy refused for a system role and for a role users hold, accepted for an unused one; isAdmin plus
 * manage.roles only.
 */
import type { PermissionOption, Role, RoleBody, RoleDeletion } from '@panel/contract';
import { expect, test } from '../../testing/api-test';
import { resetServer } from '../../testing/api-test';
import { addMember } from '../../testing/company';
import { ROLE_IDS, callers, listing, settingsOf, statuses } from '../../testing/catalog';

type RoleRow = Pick<Role, 'id' | 'name' | 'is_system' | 'users_count'>;

const valid = {
  name: 'Content editor',
  description: 'Edits applications and their comments',
  permissions: ['application.view', 'application.update', 'comment.manage'],
} satisfies RoleBody;

test.describe('roles (administrators)', () => {
  test.beforeEach(async ({ request }) => {
    await resetServer(request);
  });

  test('create offers every permission with its group, the groups of the permissions listing', async ({
    request,
  }) => {
    const { admin } = await callers(request);
    const form = await admin.ok<{ options: { permissions: PermissionOption[] }; defaults: unknown }>(
      'GET',
      '/manage/roles/create',
    );
    expect(form.defaults).toEqual({ name: '', description: '', permissions: [] });
    const permissions = await listing<{ name: string; group: string; description: string }>(
      admin,
      'permissions',
      { perPage: 100 },
      'common',
    );
    expect(form.options.permissions.map((o) => [o.value, o.group, o.label]).sort()).toEqual(
      permissions.data.map((p) => [p.name, p.group, p.description]).sort(),
    );
    const groups = new Set(form.options.permissions.map((o) => o.group));
    expect(groups).toContain('application');
    expect(groups).toContain('manage');
    expect(form.options.permissions.find((o) => o.value === 'manage.roles')).toEqual({
      value: 'manage.roles',
      label: 'Roles and permissions',
      group: 'manage',
      group_label: 'Administration',
    });
    // The groups' names are the permissions listing's group filter's: one source.
    const settings = await admin.ok<{
      filters: { key: string; options?: { value: string; label: string }[] }[];
    }>('GET', '/common/listing/permissions/settings');
    const filterNames = new Map(
      (settings.filters.find((f) => f.key === 'group')?.options ?? []).map((o) => [o.value, o.label]),
    );
    for (const option of form.options.permissions)
      expect([option.group, option.group_label]).toEqual([option.group, filterNames.get(option.group)]);
  });

  test('store saves a valid role; edit shows it with users_count and is_system; the listing links to its screen', async ({
    request,
  }) => {
    const { admin } = await callers(request);
    const stored = await admin.ok<{ data: Role; message: string }>('POST', '/manage/roles/store', {
      ...valid,
      name: '  Content editor  ',
      permissions: [...valid.permissions, 'comment.manage'],
    });
    expect(stored.data).toMatchObject({ ...valid, is_system: false, users_count: 0 });
    const edit = await admin.ok<{ data: Role; options: { permissions: PermissionOption[] } }>(
      'GET',
      `/manage/roles/${stored.data.id}/edit`,
    );
    expect(edit.data).toEqual(stored.data);
    expect(edit.options.permissions.length).toBeGreaterThan(20);

    const settings = await settingsOf(admin, 'roles');
    expect(settings.columns.find((c) => c.key === 'name')?.href).toBe('/manage/roles/{id}');
    expect(settings.columns.map((c) => c.key)).toContain('users_count');
    const rows = await listing<RoleRow>(admin, 'roles', { search: 'Content editor' }, 'common');
    expect(rows.data).toEqual([expect.objectContaining({ id: stored.data.id, users_count: 0 })]);
    expect(await admin.status('GET', '/manage/roles/9999/edit')).toBe(404);
  });

  test('store and update rules: unique name, lengths, at least one known permission', async ({ request }) => {
    const { admin } = await callers(request);
    const empty = await admin.invalid('POST', '/manage/roles/store', {});
    expect(Object.keys(empty.errors).sort()).toEqual(['name', 'permissions']);
    expect(empty.errors.permissions).toEqual(['Select at least one permission.']);

    const taken = await admin.invalid('POST', '/manage/roles/store', { ...valid, name: 'manager' });
    expect(taken.errors).toEqual({ name: ['A role with this name already exists.'] });
    const long = await admin.invalid('POST', '/manage/roles/store', {
      ...valid,
      name: 'x'.repeat(61),
      description: 'y'.repeat(301),
    });
    expect(Object.keys(long.errors).sort()).toEqual(['description', 'name']);
    const none = await admin.invalid('POST', '/manage/roles/store', { ...valid, permissions: [] });
    expect(none.errors).toEqual({ permissions: ['Select at least one permission.'] });
    const unknown = await admin.invalid('POST', '/manage/roles/store', {
      ...valid,
      permissions: ['application.view', 'rocket.launch'],
    });
    expect(unknown.errors.permissions).toEqual(['Unknown permissions: rocket.launch.']);
    const ru = await admin.invalid('POST', '/manage/roles/store', { ...valid, name: 'Manager' }, 'ru');
    expect(ru.errors.name).toEqual(['Роль с таким названием уже есть.']);

    // Update: a field left out keeps its value; its own name is not "taken"; another role's name is.
    const { data } = await admin.ok<{ data: Role }>('POST', '/manage/roles/store', valid);
    const renamed = await admin.ok<{ data: Role }>('PUT', `/manage/roles/${data.id}/update`, {
      name: 'CONTENT EDITOR',
    });
    expect(renamed.data).toMatchObject({ name: 'CONTENT EDITOR', permissions: valid.permissions });
    const clash = await admin.invalid('PUT', `/manage/roles/${data.id}/update`, { name: 'Support' });
    expect(clash.errors).toEqual({ name: ['A role with this name already exists.'] });
    const cleared = await admin.invalid('PUT', `/manage/roles/${data.id}/update`, { permissions: [] });
    expect(cleared.errors).toEqual({ permissions: ['Select at least one permission.'] });
    const updated = await admin.ok<{ data: Role }>('PUT', `/manage/roles/${data.id}/update`, {
      permissions: ['statistics.view'],
    });
    expect(updated.data.permissions).toEqual(['statistics.view']);
  });

  test("a system role's permissions are locked; its name and description may change", async ({ request }) => {
    const { admin } = await callers(request);
    const owner = await admin.ok<{ data: Role }>('GET', `/manage/roles/${ROLE_IDS.owner}/edit`);
    expect(owner.data.is_system).toBe(true);
    const locked = await admin.invalid('PUT', `/manage/roles/${ROLE_IDS.owner}/update`, {
      permissions: owner.data.permissions.slice(1),
    });
    expect(locked.errors).toEqual({ permissions: ["A system role's permissions cannot be changed."] });
    // The same permissions in another order are no change.
    const renamed = await admin.ok<{ data: Role }>('PUT', `/manage/roles/${ROLE_IDS.owner}/update`, {
      description: 'Owns the company',
      permissions: [...owner.data.permissions].reverse(),
    });
    expect(renamed.data).toMatchObject({ description: 'Owns the company', is_system: true });
    expect(renamed.data.permissions.sort()).toEqual([...owner.data.permissions].sort());
  });

  test('delete shows what destroying would affect: the holders, counted, the first ten named', async ({
    request,
  }) => {
    const { admin } = await callers(request);
    const impact = await admin.ok<{ data: RoleDeletion }>('GET', `/manage/roles/${ROLE_IDS.manager}/delete`);
    const holders = await listing(
      admin,
      'all-users',
      { filters: { role_id: String(ROLE_IDS.manager) } },
      'common',
    );
    expect(impact.data).toMatchObject({ id: ROLE_IDS.manager, name: 'Manager', is_system: false });
    expect(impact.data.users_count).toBe(holders.meta.total);
    expect(impact.data.users).toHaveLength(Math.min(10, holders.meta.total));
    expect(impact.data.users[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      email: expect.stringContaining('@'),
    });
    const unused = await admin.ok<{ data: Pick<RoleDeletion, 'users_count' | 'users'> }>(
      'GET',
      `/manage/roles/${ROLE_IDS.auditor}/delete`,
    );
    expect(unused.data).toMatchObject({ users_count: 0, users: [] });
  });

  test('destroy: refused for a system role and for a held role (the message says how many), done for an unused one', async ({
    request,
  }) => {
    const { admin, owner } = await callers(request);
    // The seed has a non-system role held by users and one held by nobody.
    const roles = await listing<RoleRow>(admin, 'roles', {}, 'common');
    expect(roles.data.some((r) => !r.is_system && r.users_count > 0)).toBe(true);
    expect(roles.data.find((r) => r.id === ROLE_IDS.auditor)).toMatchObject({
      is_system: false,
      users_count: 0,
    });

    const system = await admin.invalid('DELETE', `/manage/roles/${ROLE_IDS.owner}/destroy`);
    expect(system.errors).toEqual({ id: ['A system role cannot be deleted.'] });

    const held = roles.data.find((r) => r.id === ROLE_IDS.support)!;
    const inUse = await admin.invalid('DELETE', `/manage/roles/${ROLE_IDS.support}/destroy`);
    expect(inUse.message).toMatch(new RegExp(`^${held.users_count} users hold this role: .+\\. Give them`));
    const inUseRu = await admin.invalid(
      'DELETE',
      `/manage/roles/${ROLE_IDS.support}/destroy`,
      undefined,
      'ru',
    );
    expect(inUseRu.message).toContain(`(${held.users_count})`);

    // A role held by one user says so in the singular (the owner gives it to a new team member).
    const { data: solo } = await admin.ok<{ data: Role }>('POST', '/manage/roles/store', valid);
    await addMember(request, owner, solo.id, 'solo-holder');
    const one = await admin.invalid('DELETE', `/manage/roles/${solo.id}/destroy`);
    expect(one.message).toBe('1 user holds this role: Member solo-holder. Give them another role first.');

    expect(await admin.ok('DELETE', `/manage/roles/${ROLE_IDS.auditor}/destroy`)).toEqual({
      message: 'Deleted.',
    });
    expect(await admin.status('GET', `/manage/roles/${ROLE_IDS.auditor}/edit`)).toBe(404);
    expect(await admin.status('DELETE', `/manage/roles/${ROLE_IDS.auditor}/destroy`)).toBe(404);
    const roleIds = (await listing<RoleRow>(admin, 'roles', {}, 'common')).data.map((r) => r.id);
    expect(roleIds).not.toContain(ROLE_IDS.auditor);
  });

  test('only administrators with manage.roles: others get 403', async ({ request }) => {
    const { owner, moderator } = await callers(request);
    const calls: ['GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
      ['GET', '/manage/roles/create'],
      ['POST', '/manage/roles/store'],
      ['GET', `/manage/roles/${ROLE_IDS.manager}/edit`],
      ['PUT', `/manage/roles/${ROLE_IDS.manager}/update`],
      ['GET', `/manage/roles/${ROLE_IDS.manager}/delete`],
      ['DELETE', `/manage/roles/${ROLE_IDS.auditor}/destroy`],
    ];
    for (const caller of [owner, moderator]) {
      expect(await statuses(caller, calls)).toEqual(calls.map(([m, p]) => `${m} ${p} 403`));
    }
  });
});
