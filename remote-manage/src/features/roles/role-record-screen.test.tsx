import { resolve } from 'node:path';
import {
  fakeApi,
  json,
  loadLocales,
  mockSession,
  renderWithProviders,
  screen,
  waitFor,
  within,
  type FakeApi,
  type FakeRoute,
} from '@panel/shared-core/testing';
import type { Role, RoleDeletion } from '../../api/roles';
import RoleRecordScreen from './role-record-screen';
import type { PermissionName } from '@panel/contract';

const resources = loadLocales(resolve(__dirname, '../../locales'));

const options = {
  permissions: [
    {
      value: 'application.view',
      label: 'View applications',
      group: 'application',
      group_label: 'Applications',
    },
    {
      value: 'application.create',
      label: 'Create and clone applications',
      group: 'application',
      group_label: 'Applications',
    },
    { value: 'pixel.manage', label: 'Pixels', group: 'pixel', group_label: 'Pixels' },
  ],
};

const role = (overrides: Partial<Role> = {}): Role => ({
  id: 7,
  version: 1,
  name: 'Support',
  description: 'Answers the customers',
  permissions: ['application.view', 'application.create', 'pixel.manage'],
  is_system: false,
  users_count: 0,
  created_at: '2025-01-01T00:00:00Z',
  ...overrides,
});

/** jsdom is as narrow as a phone: Delete is in the "More actions" menu. */
async function chooseDelete(user: { click: (element: Element) => Promise<void> }) {
  await user.click(await screen.findByRole('button', { name: 'More actions' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
}

let api: FakeApi;
afterEach(() => {
  api.restore();
  window.sessionStorage.clear();
});

function renderRole(
  record: Role,
  deletion: Omit<RoleDeletion, 'id' | 'name'>,
  more: Record<string, FakeRoute> = {},
  permissions: PermissionName[] = ['manage.roles', 'users.admin'],
) {
  api = fakeApi({
    'GET /manage/roles/:id/edit': json(200, { data: record, options }),
    'GET /manage/roles/:id/delete': json(200, { data: { id: record.id, name: record.name, ...deletion } }),
    ...more,
  });
  return renderWithProviders(<RoleRecordScreen />, {
    route: `/manage/roles/${record.id}`,
    path: '/manage/roles/:id',
    session: mockSession({ access: { isAdmin: true, permissions } }),
    language: 'en',
    resources,
  });
}

describe('the role screen', () => {
  it('shows the permissions by group and links to the users who hold the role', async () => {
    renderRole(role({ users_count: 3 }), { is_system: false, users_count: 3, users: [] });
    expect(await screen.findByRole('heading', { name: 'Support', level: 1 })).toBeInTheDocument();
    const groups = screen.getAllByTestId('role-permission-group');
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual(['Applications', 'Pixels']);
    expect(within(groups[0]!).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: '3 users' })).toHaveAttribute('href', '/users?f.role_id=7');
  });

  it('explains that a system role is never deleted, and destroys nothing', async () => {
    const { user } = renderRole(role({ is_system: true, name: 'Owner' }), {
      is_system: true,
      users_count: 0,
      users: [],
    });
    expect(await screen.findByTestId('system-role')).toHaveTextContent('System');
    await chooseDelete(user);
    const dialog = await screen.findByRole('alertdialog', { name: '«Owner» cannot be deleted' });
    expect(dialog).toHaveTextContent('It is a system role: the panel relies on it, so it is never deleted.');
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.requests()).toEqual(['GET /manage/roles/7/edit', 'GET /manage/roles/7/delete']);
  });

  it('says how many users hold the role, names the first ones and links to all of them', async () => {
    const { user, location } = renderRole(role({ users_count: 12 }), {
      is_system: false,
      users_count: 12,
      users: [
        { id: 31, name: 'Ann Lee', email: 'ann@acme.test' },
        { id: 32, name: 'Bob Roy', email: 'bob@acme.test' },
      ],
    });
    await chooseDelete(user);
    const dialog = await screen.findByRole('alertdialog', { name: '«Support» cannot be deleted' });
    expect(dialog).toHaveTextContent(
      '12 users hold this role. A role can be deleted only when nobody holds it.',
    );
    const holders = within(dialog).getByRole('list', { name: 'Users who hold the role' });
    expect(
      within(holders)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ann Lee ann@acme.test', 'Bob Roy bob@acme.test']);
    expect(dialog).toHaveTextContent('…and 10 more.');
    await user.click(within(dialog).getByRole('link', { name: 'See the 12 users' }));
    await waitFor(() => expect(location().pathname).toBe('/users'));
    expect(location().search).toBe('?f.role_id=7');
    expect(api.requests()).not.toContain('DELETE /manage/roles/7/destroy');
  });

  it('names the count without a link for an administrator who may not open the users area', async () => {
    const { user } = renderRole(
      role({ users_count: 1 }),
      { is_system: false, users_count: 1, users: [{ id: 31, name: 'Ann Lee', email: 'ann@acme.test' }] },
      {},
      ['manage.roles'],
    );
    expect(await screen.findByText('1 user')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '1 user' })).not.toBeInTheDocument();
    await chooseDelete(user);
    const dialog = await screen.findByRole('alertdialog', { name: '«Support» cannot be deleted' });
    expect(dialog).toHaveTextContent('1 user holds this role.');
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
  });

  it('destroys a role nobody holds once confirmed, and returns to the listing', async () => {
    const { user, location } = renderRole(
      role(),
      { is_system: false, users_count: 0, users: [] },
      { 'DELETE /manage/roles/:id/destroy': json(200, { message: 'Deleted.' }) },
    );
    await chooseDelete(user);
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete' });
    expect(confirm).toHaveTextContent('Delete the role «Support»? This cannot be undone.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Role «Support» deleted')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/manage/roles'));
    expect(api.requests()).toContain('DELETE /manage/roles/7/destroy');
  });
});
