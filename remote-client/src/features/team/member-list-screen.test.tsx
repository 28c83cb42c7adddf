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
} from '@panel/shared-core/testing';
import MemberListScreen from './member-list-screen';

const resources = loadLocales(resolve(__dirname, '../../locales'));

let api: FakeApi;
afterEach(() => {
  api.restore();
  window.sessionStorage.clear();
});

describe('the team screen', () => {
  it('invites from its button, then shows the new invitation in the list', async () => {
    const invitations: unknown[] = [];
    api = fakeApi({
      'GET /client/listing/team/settings': json(200, {
        columns: [
          { key: 'id', label: 'ID', type: 'number' },
          { key: 'name', label: 'Name', type: 'text' },
        ],
        filters: [],
        perPage: 20,
      }),
      'POST /client/listing/team/data': json(200, {
        data: [{ id: 1, name: 'Olga Owner' }],
        meta: { current_page: 1, per_page: 20, total: 1, last_page: 1 },
      }),
      'GET /client/team/invitations': () => json(200, { data: invitations }),
      'GET /client/team/create': json(200, {
        options: { role_id: [{ value: 3, label: 'Viewer' }] },
        defaults: { role_id: 3 },
      }),
      'POST /client/company/invite': ({ body }) => {
        const invitation = {
          id: 12,
          key: 'k12',
          email: (body as { email: string }).email,
          role_id: 3,
          role_name: 'Viewer',
          status: 'pending',
          expires_at: '2026-04-01T10:00:00Z',
          invited_by: 1,
          invited_by_name: 'Olga Owner',
          created_at: '2026-03-25T10:00:00Z',
          link: '/admin/invite/k12',
          accepted_user: null,
          accepted_at: null,
        };
        invitations.push(invitation);
        return json(200, { data: invitation, message: 'Invited.' });
      },
    });
    const { user } = renderWithProviders(<MemberListScreen />, {
      route: '/client/team',
      path: '/client/team',
      session: mockSession({ access: { permissions: ['team.manage'] } }),
      language: 'en',
      resources,
    });
    expect(await screen.findByText('Olga Owner')).toBeInTheDocument();
    expect(await screen.findByText('No invitations yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a member' })).toHaveAttribute('href', '/client/team/new');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite to the company' });
    await user.type(await within(dialog).findByRole('textbox', { name: /^E-mail/ }), 'sam@acme.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = await screen.findByRole('alertdialog', { name: 'Invitation sent' });
    await user.click(within(sent).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const list = await screen.findByRole('list', { name: 'Invitations' });
    expect(within(list).getByText('sam@acme.test')).toBeInTheDocument();
    expect(api.bodiesOf('POST /client/company/invite')).toEqual([{ email: 'sam@acme.test', role_id: 3 }]);
  });
});
