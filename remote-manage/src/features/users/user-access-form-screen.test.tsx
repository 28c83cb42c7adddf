import { resolve } from 'node:path';
import {
  fakeApi,
  json,
  loadLocales,
  mockSession,
  mockUser,
  renderWithProviders,
  screen,
  waitFor,
  within,
  type FakeApi,
  type FakeRoute,
} from '@panel/shared-core/testing';
import type { ManagedUser } from '../../api/users';
import UserAccessFormScreen from './user-access-form-screen';

const resources = loadLocales(resolve(__dirname, '../../locales'));

const options = {
  company_id: [
    { value: 3, label: 'Acme Media' },
    { value: 4, label: 'Blue Apps' },
  ],
  role_id: [
    { value: 1, label: 'Owner', permissions: ['application.view', 'application.manage', 'team.manage'] },
    { value: 2, label: 'Buyer', permissions: ['application.view'] },
  ],
  status: [
    { value: 'active', label: 'Active' },
    { value: 'blocked', label: 'Blocked' },
  ],
  permissions: [{ value: 'application.view', label: 'View applications' }],
};

function managed(overrides: Partial<ManagedUser> = {}): ManagedUser {
  return {
    id: 5,
    version: 1,
    name: 'Olga Petrova',
    email: 'olga@acme.test',
    status: 'active',
    company_id: 3,
    company_name: 'Acme Media',
    role_id: 1,
    role_name: 'Owner',
    is_admin: false,
    locale: 'en',
    created_at: '2026-01-15T09:30:00Z',
    last_login_at: null,
    ...overrides,
  };
}

let api: FakeApi;
afterEach(() => {
  api.restore();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

function renderForm(record: ManagedUser, update: FakeRoute, me = mockUser({ id: 1 })) {
  api = fakeApi({
    'GET /manage/user/:id/edit': json(200, { data: record, options }),
    'POST /manage/user/:id/update': update,
  });
  return renderWithProviders(<UserAccessFormScreen />, {
    route: { pathname: `/manage/users/${record.id}/edit`, state: { from: `/users/${record.id}` } },
    path: '/manage/users/:id/edit',
    session: mockSession({ user: me, access: { isAdmin: true, permissions: ['manage.users'] } }),
    language: 'en',
    resources,
  });
}

const saved =
  (record: ManagedUser): FakeRoute =>
  ({ body }) =>
    json(200, { data: { ...record, ...(body as object) }, message: 'Done.' });

describe("the administrators' user form", () => {
  it("shows the chosen role's permissions and asks for a role while the user has a company", async () => {
    const record = managed();
    const { user, location } = renderForm(record, saved(record));
    const role = await screen.findByRole('combobox', { name: /^Role/ });
    const permissions = screen.getByTestId('role-permissions');
    expect(permissions).toHaveTextContent('Owner allows 3 permissions:');
    expect(within(permissions).getAllByRole('listitem')).toHaveLength(3);

    await user.selectOptions(role, 'Buyer');
    await waitFor(() =>
      expect(screen.getByTestId('role-permissions')).toHaveTextContent('Buyer allows 1 permission:'),
    );
    // Named by what it allows, not by its code.
    expect(within(screen.getByTestId('role-permissions')).getByRole('listitem')).toHaveTextContent(
      /^View applications$/,
    );

    // A user of a company needs a role.
    await user.selectOptions(role, 'No role');
    expect(screen.queryByTestId('role-permissions')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('A user of a company needs a role.')).toBeInTheDocument();
    expect(role).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests()).not.toContain('POST /manage/user/5/update');

    // Without a company, no role is needed.
    await user.selectOptions(screen.getByRole('combobox', { name: /^Company/ }), 'No company');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Olga Petrova is saved')).toBeInTheDocument();
    expect(api.bodiesOf('POST /manage/user/5/update')).toEqual([
      {
        name: 'Olga Petrova',
        email: 'olga@acme.test',
        company_id: null,
        role_id: null,
        is_admin: false,
        version: 1,
      },
    ]);
    // Back to the user's record, in the users area.
    await waitFor(() => expect(location().pathname).toBe('/users/5'));
  });

  it('warns while administrator rights are being given, and puts the server’s refusal on its field', async () => {
    const record = managed();
    const { user } = renderForm(
      record,
      json(422, { message: 'The given data was invalid.', errors: { email: ['This e-mail is taken.'] } }),
    );
    const admin = await screen.findByRole('checkbox', { name: 'Administrator of the platform' });
    expect(screen.queryByTestId('admin-warning')).not.toBeInTheDocument();
    await user.click(admin);
    expect(await screen.findByTestId('admin-warning')).toHaveTextContent(
      'This makes the user an administrator',
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This e-mail is taken.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveAttribute('aria-invalid', 'true');
    expect(api.bodiesOf('POST /manage/user/5/update')).toEqual([
      expect.objectContaining({ is_admin: true, company_id: 3, role_id: 1 }),
    ]);
    await user.click(admin);
    await waitFor(() => expect(screen.queryByTestId('admin-warning')).not.toBeInTheDocument());
  });

  it('does not let an administrator take away their own rights', async () => {
    const record = managed({ id: 1, is_admin: true, company_id: null, role_id: null });
    renderForm(record, saved(record), mockUser({ id: 1 }));
    const admin = await screen.findByRole('checkbox', { name: 'Administrator of the platform' });
    expect(admin).toBeChecked();
    expect(admin).toBeDisabled();
    expect(screen.getByText('You cannot take away your own administrator rights.')).toBeInTheDocument();
    // Someone who is an administrator already gets no warning.
    expect(screen.queryByTestId('admin-warning')).not.toBeInTheDocument();
  });
});
