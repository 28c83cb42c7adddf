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
import type { Member } from '../../api/team';
import { member } from '../../test-fixtures';
import UserFormScreen from './user-form-screen';

const resources = loadLocales(resolve(__dirname, '../../locales'));

const options = {
  role_id: [
    { value: 2, label: 'Manager', description: 'Runs applications and messaging', permissions_count: 9 },
    { value: 3, label: 'Viewer', description: 'Reads applications', permissions_count: 1 },
  ],
  locale: [
    { value: 'ru', label: 'Русский' },
    { value: 'en', label: 'English' },
  ],
};

let api: FakeApi;
afterEach(() => {
  api.restore();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

function renderUser(routes: Record<string, FakeRoute>) {
  api = fakeApi(routes);
  return renderWithProviders(<UserFormScreen />, {
    route: '/client/users/5/edit',
    path: '/client/users/:id/edit',
    session: mockSession({ access: { permissions: ['user.manage'] } }),
    language: 'en',
    resources,
  });
}

describe('the user form', () => {
  it("shows the server's reason when the status may not change, and no Block button", async () => {
    renderUser({
      'GET /client/user/edit/:id': json(200, { data: member({ is_self: true }), options }),
      'GET /client/user/:id/change-status': json(200, {
        can: false,
        reason: 'You cannot block yourself.',
      }),
    });
    const status = await screen.findByTestId('user-status');
    expect(status).toHaveTextContent('Status:Active');
    expect(await within(status).findByTestId('status-refused')).toHaveTextContent(
      'You cannot block yourself.',
    );
    expect(within(status).queryByRole('button')).not.toBeInTheDocument();
    expect(api.requests()).toContain('GET /client/user/5/change-status');
  });

  it('blocks the user after confirmation, and shows the new status', async () => {
    let current = member();
    const { user } = renderUser({
      'GET /client/user/edit/:id': () => json(200, { data: current, options }),
      'GET /client/user/:id/change-status': json(200, { can: true }),
      'PUT /client/user/:id/change-status': ({ body }) => {
        current = member({ status: (body as { status: Member['status'] }).status });
        return json(200, { message: 'Bob Builder is blocked', user: { id: 5, status: current.status } });
      },
    });
    const status = await screen.findByTestId('user-status');
    const block = await within(status).findByRole('button', { name: 'Block' });

    await user.click(block);
    let question = await screen.findByRole('alertdialog', { name: 'Block' });
    expect(question).toHaveTextContent(
      'Block Bob Builder? They will be signed out and cannot sign in until unblocked.',
    );
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.requests()).not.toContain('PUT /client/user/5/change-status');

    await user.click(block);
    question = await screen.findByRole('alertdialog', { name: 'Block' });
    await user.click(within(question).getByTestId('confirm-dialog-confirm'));
    expect(await screen.findByText('Bob Builder is blocked')).toBeInTheDocument();
    expect(api.bodiesOf('PUT /client/user/5/change-status')).toEqual([{ status: 'blocked' }]);
    // The record is read again: the status and the next change follow the server.
    await waitFor(() => expect(screen.getByTestId('user-status')).toHaveTextContent('Status:Blocked'));
    expect(
      await within(screen.getByTestId('user-status')).findByRole('button', { name: 'Unblock' }),
    ).toBeInTheDocument();
  });

  it('saves the name, role and language', async () => {
    const { user, location } = renderUser({
      'GET /client/user/edit/:id': json(200, { data: member(), options }),
      'GET /client/user/:id/change-status': json(200, { can: true }),
      'POST /client/user/update/:id': ({ body }) =>
        json(200, { data: member(body as Partial<Member>), message: 'Saved.' }),
    });
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'B');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('At least 2 characters.')).toBeInTheDocument();
    await user.type(name, 'obby');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Language/ }), 'Русский');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Bobby is saved')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/client/users'));
    expect(api.bodiesOf('POST /client/user/update/5')).toEqual([
      { name: 'Bobby', role_id: 3, locale: 'ru', version: 1 },
    ]);
  });
});
