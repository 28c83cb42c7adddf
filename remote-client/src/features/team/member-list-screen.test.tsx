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
import type { Invitation } from '../../api/team';
import { listingPage, listingSettings } from '../../test-fixtures';
import MemberListScreen from './member-list-screen';
import { invitation } from './test-fixtures';

const resources = loadLocales(resolve(__dirname, '../../locales'));

let api: FakeApi;
afterEach(() => {
  api.restore();
  window.sessionStorage.clear();
});

describe('the team screen', () => {
  it('invites from its button, then shows the new invitation in the list', async () => {
    const invitations: Invitation[] = [];
    api = fakeApi({
      'GET /client/listing/team/settings': json(
        200,
        listingSettings('team', [
          { key: 'id', label: 'ID', type: 'number' },
          { key: 'name', label: 'Name', type: 'text' },
        ]),
      ),
      'POST /client/listing/team/data': json(200, listingPage([{ id: 1, name: 'Olga Owner' }])),
      'GET /client/team/invitations': () => json(200, { data: invitations }),
      'GET /client/team/create': json(200, {
        options: {
          role_id: [{ value: 3, label: 'Viewer', description: 'Reads applications', permissions_count: 1 }],
        },
        defaults: { role_id: 3 },
      }),
      'POST /client/company/invite': ({ body }) => {
        const sent = invitation(12, { email: (body as { email: string }).email });
        invitations.push(sent);
        return json(200, { data: sent, message: 'Invited.' });
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
