/**
 * The administrators' users (docs/api-contract.md, "Administrators: companies, users, domains"): a user's record (edit,
 * update and its rules), "sign in as" (a company user's token and who that is; never yourself or another
 * administrator), and the all-users listing's filters under both of its names (`/common/listing/all-users/…` and the
 * users remote's `/admin/users/list`).
 */
import type { ManagedUser, PlatformUser, SessionAnswer, UserInfoAnswer } from '@panel/contract';
import type { ApiRequest } from '../../testing/api-request';
import { expect, test } from '../../testing/api-test';
import { SHELL, demoAccounts, resetServer } from '../../testing/api-test';
import { ACME_ID, ROLE_IDS, callers, listing, signIn, type Caller } from '../../testing/admin';

interface Option {
  value: string | number;
  label: string;
  permissions?: string[];
}

type Row = Pick<ManagedUser, 'id' | 'email' | 'status' | 'company_id' | 'role_id' | 'is_admin'>;

/** Seeded ids: the administrator (1), the Acme owner (2), the Acme member, the blocked one, then three moderators. */
const ADMIN_ID = 1;
const MEMBER_ID = 3;
const BLOCKED_ID = 4;
const MODERATOR_ID = 5;

const edit = (caller: Caller, id: number) =>
  caller.ok<{ data: ManagedUser; options: Record<string, Option[]> }>('GET', `/manage/user/${id}/edit`);
const update = (id: number) => `/manage/user/${id}/update`;
const login = (id: number) => `/manage/user/${id}/login`;

/** A caller for a token answered by sign-in-as. */
function withToken(request: ApiRequest, token: string) {
  return (path: string) =>
    request.get(`${SHELL}/api${path}`, {
      headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'en' },
    });
}

test.describe("administrators' users", () => {
  test.beforeEach(async ({ request }) => {
    await resetServer(request);
  });

  test('edit answers the user with company and role names, and the options', async ({ request }) => {
    const { admin } = await callers(request);
    const { data, options } = await edit(admin, MEMBER_ID);
    expect(data).toMatchObject({
      id: MEMBER_ID,
      name: 'Maria Ivanova',
      email: demoAccounts.member.email,
      status: 'active',
      company_id: ACME_ID,
      company_name: 'Acme Apps',
      role_id: ROLE_IDS.analyst,
      role_name: 'Analyst',
      is_admin: false,
      locale: 'en',
    });
    expect(Object.keys(data).sort()).toEqual(
      [
        'id',
        'version',
        'name',
        'email',
        'status',
        'company_id',
        'company_name',
        'role_id',
        'role_name',
        'is_admin',
        'locale',
        'created_at',
        'last_login_at',
      ].sort(),
    );
    expect(options.company_id!.find((o) => o.value === ACME_ID)?.label).toBe('Acme Apps');
    expect(options.company_id!.length).toBeGreaterThan(100);
    const analyst = options.role_id!.find((o) => o.value === ROLE_IDS.analyst)!;
    expect(analyst.permissions).toEqual(['application.view', 'statistics.view']);
    expect(options.role_id!.find((o) => o.value === ROLE_IDS.administrator)!.permissions).toContain(
      'manage.users',
    );
    expect(options.status!.map((o) => o.value)).toEqual(['active', 'blocked', 'invited']);
    // A platform administrator has no company.
    expect((await edit(admin, MODERATOR_ID)).data).toMatchObject({
      company_id: null,
      company_name: '',
      is_admin: true,
    });
  });

  test('update round trip: name, email, company, role and is_admin', async ({ request }) => {
    const { admin } = await callers(request);
    const body = {
      name: 'Maria Ivanova-Smith',
      email: 'Maria.Smith@Acme.test',
      company_id: 2,
      role_id: ROLE_IDS.marketer,
      is_admin: false,
    };
    const answer = await admin.ok<{ data: ManagedUser; message: string }>('POST', update(MEMBER_ID), body);
    expect(answer.message).toBe('Done.');
    const expected = {
      name: 'Maria Ivanova-Smith',
      email: 'maria.smith@acme.test',
      company_id: 2,
      company_name: 'Northwind Mobile',
      role_id: ROLE_IDS.marketer,
      role_name: 'Marketer',
      is_admin: false,
    };
    expect(answer.data).toMatchObject(expected);
    expect((await edit(admin, MEMBER_ID)).data).toMatchObject(expected);
    // The all-users listing shows the change, and the member now signs in with the new e-mail.
    const rows = await listing<Row>(admin, 'all-users', { search: 'maria.smith@acme.test' }, 'common');
    expect(rows.data).toEqual([expect.objectContaining({ id: MEMBER_ID, company_id: 2 })]);
    const signedIn = await request.post(`${SHELL}/api/common/auth/login`, {
      data: { email: 'maria.smith@acme.test', password: demoAccounts.member.password },
    });
    expect(signedIn.status()).toBe(200);

    // Out of any company, without a role; then made an administrator.
    const platform = await admin.ok<{ data: ManagedUser }>('POST', update(MEMBER_ID), {
      company_id: null,
      role_id: null,
      is_admin: true,
    });
    expect(platform.data).toMatchObject({
      company_id: null,
      company_name: '',
      role_id: null,
      role_name: '',
      is_admin: true,
      name: 'Maria Ivanova-Smith',
    });
  });

  test('update rules: name, email (valid, not taken), company and role exist, a company user needs a role', async ({
    request,
  }) => {
    const { admin } = await callers(request);
    const invalid = await admin.invalid('POST', update(MEMBER_ID), {
      name: '',
      email: 'nope',
      company_id: 999999,
      role_id: 999999,
    });
    expect(invalid.errors).toEqual({
      name: ['The field is required.'],
      email: ['The email must be a valid email address.'],
      company_id: ['The selected value is invalid.'],
      role_id: ['The selected value is invalid.'],
    });
    expect(
      (await admin.invalid('POST', update(MEMBER_ID), { email: demoAccounts.owner.email.toUpperCase() }))
        .errors,
    ).toEqual({ email: ['The email has already been taken.'] });
    // Its own e-mail is not "taken".
    await admin.ok('POST', update(MEMBER_ID), { email: demoAccounts.member.email });
    // A company user needs a role: taking the role away, or moving a user without a role into a company.
    expect((await admin.invalid('POST', update(MEMBER_ID), { role_id: null })).errors).toEqual({
      role_id: ['A user of a company needs a role.'],
    });
    expect(
      (await admin.invalid('POST', update(MODERATOR_ID), { company_id: ACME_ID, role_id: null })).errors,
    ).toEqual({ role_id: ['A user of a company needs a role.'] });
    const ru = await admin.invalid('POST', update(MEMBER_ID), { role_id: '' }, 'ru');
    expect(ru.errors.role_id).toEqual(['Пользователю компании нужна роль.']);
    expect((await admin.invalid('POST', update(MEMBER_ID), { is_admin: 'maybe' })).errors.is_admin).toEqual([
      'The value must be true or false.',
    ]);
    // Nothing was saved.
    expect((await edit(admin, MEMBER_ID)).data).toMatchObject({
      name: 'Maria Ivanova',
      company_id: ACME_ID,
      role_id: ROLE_IDS.analyst,
    });
  });

  test("an administrator cannot take away their own is_admin, but may another's", async ({ request }) => {
    const { admin } = await callers(request);
    const own = await admin.invalid('POST', update(ADMIN_ID), { is_admin: false });
    expect(own.errors).toEqual({ is_admin: ['You cannot take away your own administrator rights.'] });
    expect((await edit(admin, ADMIN_ID)).data.is_admin).toBe(true);
    // Keeping it, or changing one's own name, is fine.
    await admin.ok('POST', update(ADMIN_ID), { is_admin: true, name: 'Irina V.' });
    const other = await admin.ok<{ data: ManagedUser }>('POST', update(MODERATOR_ID), { is_admin: false });
    expect(other.data.is_admin).toBe(false);
  });

  test('sign in as a company user: their token and who they are', async ({ request }) => {
    const { admin } = await callers(request);
    const answer = await admin.ok<
      SessionAnswer & { user: Pick<UserInfoAnswer['user'], 'id' | 'name' | 'company_name'> }
    >('POST', login(MEMBER_ID));
    expect(answer.user).toEqual({ id: MEMBER_ID, name: 'Maria Ivanova', company_name: 'Acme Apps' });
    expect(answer.access).toEqual({
      isAdmin: false,
      permissions: ['application.view', 'statistics.view'],
    });
    const me = await withToken(request, answer.token)('/common/auth/user');
    expect(me.status()).toBe(200);
    expect(((await me.json()) as { user: { id: number } }).user.id).toBe(MEMBER_ID);
    // The administrator's own session goes on.
    expect(await admin.status('GET', '/common/auth/user')).toBe(200);
  });

  test('never as yourself, another administrator or a blocked user (422); others may not (403)', async ({
    request,
  }) => {
    const { admin, moderator, owner } = await callers(request);
    expect((await admin.invalid('POST', login(ADMIN_ID))).errors).toEqual({
      id: ['You are already signed in as this user.'],
    });
    expect((await admin.invalid('POST', login(MODERATOR_ID))).errors).toEqual({
      id: ['You cannot sign in as another administrator.'],
    });
    expect((await admin.invalid('POST', login(MODERATOR_ID), undefined, 'ru')).message).toBe(
      'Нельзя войти под другим администратором.',
    );
    expect((await admin.invalid('POST', login(BLOCKED_ID))).errors).toEqual({
      id: ['This account is blocked.'],
    });
    expect(await admin.status('POST', login(999999))).toBe(404);
    for (const caller of [moderator, owner]) {
      expect(await caller.status('POST', login(MEMBER_ID))).toBe(403);
      expect(await caller.status('GET', `/manage/user/${MEMBER_ID}/edit`)).toBe(403);
      expect(await caller.status('POST', update(MEMBER_ID), { name: 'Hacked' })).toBe(403);
    }
    expect(await admin.status('GET', '/manage/user/999999/edit')).toBe(404);
    expect(await admin.status('POST', update(999999), { name: 'Nobody' })).toBe(404);
  });

  test('all-users filters company_id, role_id and status, under both names', async ({ request }) => {
    const admin = await signIn(request, 'admin');
    const filters = { company_id: String(ACME_ID), role_id: String(ROLE_IDS.support), status: ['blocked'] };
    const common = await listing<Row>(admin, 'all-users', { filters }, 'common');
    expect(common.data.map((row) => row.id)).toContain(BLOCKED_ID);
    for (const row of common.data) {
      expect(row).toMatchObject({ company_id: ACME_ID, role_id: ROLE_IDS.support, status: 'blocked' });
    }
    const remote = await admin.ok<{ data: Row[]; meta: { total: number } }>('POST', '/admin/users/list', {
      filters,
      perPage: 100,
    });
    expect(remote.data).toEqual(common.data);

    const acme = await admin.ok<{ data: Row[]; meta: { total: number } }>('POST', '/admin/users/list', {
      filters: { company_id: String(ACME_ID) },
      perPage: 100,
    });
    expect(acme.meta.total).toBeGreaterThan(30);
    expect(acme.data.every((row) => row.company_id === ACME_ID)).toBe(true);
    const admins = await admin.ok<{ data: Row[] }>('POST', '/admin/users/list', {
      filters: { role_id: String(ROLE_IDS.moderator) },
    });
    expect(admins.data.map((row) => row.id)).toEqual([5, 6, 7]);
    const active = await admin.ok<{ data: Row[]; meta: { total: number } }>('POST', '/admin/users/list', {
      filters: { status: ['active'], company_id: String(ACME_ID) },
      perPage: 100,
    });
    expect(active.data.every((row) => row.status === 'active' && row.company_id === ACME_ID)).toBe(true);
    expect(active.data.map((row) => row.id)).not.toContain(BLOCKED_ID);
    // An unknown role is a filter error.
    expect(
      (await admin.invalid('POST', '/admin/users/list', { filters: { role_id: '999' } })).errors,
    ).toEqual({ 'filters.role_id': ['The selected value is invalid.'] });
  });

  test("the users remote's form offers the panel's three languages, and a user saved in Arabic stays so", async ({
    request,
  }) => {
    const admin = await signIn(request, 'admin');
    const enums = await admin.ok<{ locales: Option[] }>('GET', '/admin/users/enums');
    expect(enums.locales).toEqual([
      { value: 'ru', label: 'Russian' },
      { value: 'en', label: 'English' },
      { value: 'ar', label: 'Arabic' },
    ]);
    const { user } = await admin.ok<{ user: PlatformUser }>('GET', `/admin/users/view/${MEMBER_ID}`);
    const body = { name: user.name, email: user.email, status: user.status, role_id: user.role_id };
    await admin.ok('POST', `/admin/users/update/${MEMBER_ID}`, { ...body, locale: 'ar' });
    expect(
      (await admin.ok<{ user: PlatformUser }>('GET', `/admin/users/view/${MEMBER_ID}`)).user.locale,
    ).toBe('ar');
    expect(
      (await admin.invalid('POST', `/admin/users/update/${MEMBER_ID}`, { ...body, locale: 'de' })).errors,
    ).toEqual({ locale: ['The selected value is invalid.'] });
  });
});
