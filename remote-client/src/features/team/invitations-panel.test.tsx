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
import type { Invitation } from '../../api/team';
import { invitation } from './test-fixtures';
import { InvitationsPanel } from './invitations-panel';

const resources = loadLocales(resolve(__dirname, '../../locales'));

const all = [
  invitation(1, { email: 'pending@acme.test' }),
  invitation(2, { email: 'expired@acme.test', status: 'expired' }),
  invitation(3, {
    email: 'accepted@acme.test',
    status: 'accepted',
    accepted_user: { id: 9, name: 'Jane Roe' },
    accepted_at: '2026-03-26T12:00:00Z',
  }),
  invitation(4, { email: 'revoked@acme.test', status: 'revoked' }),
];

let api: FakeApi;
afterEach(() => {
  api.restore();
  window.sessionStorage.clear();
});

function renderPanel(routes: Record<string, FakeRoute> = {}) {
  api = fakeApi({ 'GET /client/team/invitations': json(200, { data: all }), ...routes });
  return renderWithProviders(<InvitationsPanel />, {
    route: '/client/team',
    session: mockSession({ access: { permissions: ['team.manage'] } }),
    language: 'en',
    resources,
  });
}

const rowOf = (email: string) =>
  screen.getAllByTestId('invitation').find((row) => row.textContent?.includes(email))!;

describe('the invitations panel', () => {
  it('offers neither the link nor sending again for a role the user may not give, and says who can', async () => {
    renderPanel({
      'GET /client/team/invitations': json(200, {
        data: [invitation(5, { email: 'owner2@acme.test', role_name: 'Owner', key: null, link: null })],
      }),
    });
    const row = await screen.findByTestId('invitation');
    expect(row).toHaveTextContent(
      'Only someone who may give the role “Owner” can share or send this invitation again.',
    );
    expect(
      within(row)
        .queryAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Revoke']);
  });

  it('lists each invitation with its status and only the actions that apply', async () => {
    renderPanel();
    await screen.findByRole('list', { name: 'Invitations' });
    expect(screen.getAllByTestId('invitation').map((row) => row.dataset.status)).toEqual([
      'pending',
      'expired',
      'accepted',
      'revoked',
    ]);
    const buttons = (email: string) =>
      within(rowOf(email))
        .queryAllByRole('button')
        .map((button) => button.getAttribute('aria-label') ?? button.textContent);

    const pending = rowOf('pending@acme.test');
    expect(within(pending).getByText('Pending')).toBeInTheDocument();
    expect(pending).toHaveTextContent('Role: Viewer · invited by Olga Owner');
    expect(pending).toHaveTextContent('Valid until');
    expect(buttons('pending@acme.test')).toEqual([
      'Copy the invitation link for pending@acme.test',
      'Send again',
      'Revoke',
    ]);

    expect(within(rowOf('expired@acme.test')).getByText('Expired')).toBeInTheDocument();
    expect(rowOf('expired@acme.test')).toHaveTextContent('Expired on');
    expect(buttons('expired@acme.test')).toEqual(['Send again', 'Revoke']);

    const accepted = rowOf('accepted@acme.test');
    expect(within(accepted).getByText('Accepted')).toBeInTheDocument();
    expect(accepted).toHaveTextContent(/Joined as Jane Roe on Mar 26, 2026/);
    expect(buttons('accepted@acme.test')).toEqual([]);

    const revoked = rowOf('revoked@acme.test');
    expect(within(revoked).getByText('Revoked')).toBeInTheDocument();
    expect(revoked).toHaveTextContent('The link no longer works.');
    expect(buttons('revoked@acme.test')).toEqual([]);
  });

  it("copies the pending invitation's full link", async () => {
    const { user } = renderPanel();
    await screen.findByRole('list', { name: 'Invitations' });
    await user.click(screen.getByRole('button', { name: 'Copy the invitation link for pending@acme.test' }));
    await waitFor(async () =>
      expect(await window.navigator.clipboard.readText()).toBe(
        `${window.location.origin}/admin/invite/key-1`,
      ),
    );
  });

  it('sends an expired invitation again', async () => {
    let status: Invitation['status'] = 'expired';
    const { user } = renderPanel({
      'GET /client/team/invitations': () =>
        json(200, { data: [invitation(2, { email: 'expired@acme.test', status })] }),
      'POST /client/team/invite': () => {
        status = 'pending';
        return json(200, { data: invitation(2, { status }), message: 'The invitation is sent again.' });
      },
    });
    await screen.findByRole('list', { name: 'Invitations' });
    await user.click(within(rowOf('expired@acme.test')).getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('The invitation is sent again.')).toBeInTheDocument();
    expect(api.bodiesOf('POST /client/team/invite')).toEqual([{ id: 2 }]);
    await waitFor(() => expect(rowOf('expired@acme.test')).toHaveAttribute('data-status', 'pending'));
  });

  it('revokes only after confirmation', async () => {
    const { user } = renderPanel({
      'POST /client/team/invitations/:id/revoke': ({ params }) =>
        json(200, { data: invitation(Number(params.id), { status: 'revoked' }), message: 'Revoked.' }),
    });
    await screen.findByRole('list', { name: 'Invitations' });
    const revoke = () => within(rowOf('pending@acme.test')).getByRole('button', { name: 'Revoke' });

    await user.click(revoke());
    let question = await screen.findByRole('alertdialog', { name: 'Revoke' });
    expect(question).toHaveTextContent(
      'Revoke the invitation of pending@acme.test? Its link will stop working.',
    );
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.requests()).not.toContain('POST /client/team/invitations/1/revoke');

    await user.click(revoke());
    question = await screen.findByRole('alertdialog', { name: 'Revoke' });
    await user.click(within(question).getByTestId('confirm-dialog-confirm'));
    expect(await screen.findByText('Revoked.')).toBeInTheDocument();
    expect(api.requests()).toContain('POST /client/team/invitations/1/revoke');
  });
});
