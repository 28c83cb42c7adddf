import { resolve } from 'node:path';
import { useState } from 'react';
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
import { InviteDialog } from './invite-dialog';
import { invitation } from './test-fixtures';

const resources = loadLocales(resolve(__dirname, '../../locales'));

const roles = [
  { value: 2, label: 'Manager', description: 'Runs applications and messaging', permissions_count: 9 },
  { value: 3, label: 'Viewer', description: 'Reads applications', permissions_count: 1 },
];

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p data-testid="dialog-state">{open ? 'open' : 'closed'}</p>
      <InviteDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

let api: FakeApi;
afterEach(() => {
  api.restore();
  window.sessionStorage.clear();
});

function renderInvite(routes: Record<string, FakeRoute>) {
  api = fakeApi(routes);
  return renderWithProviders(<Harness />, {
    route: '/client/team',
    session: mockSession({ access: { permissions: ['team.manage'] } }),
    language: 'en',
    resources,
  });
}

describe('the invite dialog', () => {
  it('requires an e-mail address before sending anything', async () => {
    const { user } = renderInvite({
      'GET /client/team/create': json(200, { options: { role_id: roles }, defaults: { role_id: 3 } }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Invite to the company' });
    const email = await within(dialog).findByRole('textbox', { name: /^E-mail/ });
    // The usual role is chosen already (the server's default); the address is missing.
    expect(await within(dialog).findByRole('combobox', { name: /^Role/ })).toHaveDisplayValue('Viewer');
    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    expect(await within(dialog).findAllByText('Fill this in.')).toHaveLength(1);
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await user.type(email, 'not-an-address');
    expect(
      await within(dialog).findByText('Enter an e-mail address like name@example.com.'),
    ).toBeInTheDocument();
    expect(api.requests()).toEqual(['GET /client/team/create']);
  });

  it('sends the e-mail and the role, then shows the invitation link to copy', async () => {
    const { user } = renderInvite({
      'GET /client/team/create': json(200, { options: { role_id: roles }, defaults: { role_id: 3 } }),
      'POST /client/company/invite': ({ body }) =>
        json(200, {
          data: invitation(12, {
            ...(body as object),
            role_name: 'Manager',
            key: 'k-12',
            link: '/admin/invite/k-12',
          }),
          message: 'Invited.',
        }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Invite to the company' });
    const role = await within(dialog).findByRole('combobox', { name: /^Role/ });
    // The usual role is chosen already.
    expect(role).toHaveDisplayValue('Viewer');
    await user.type(within(dialog).getByRole('textbox', { name: /^E-mail/ }), '  new.member@acme.test ');
    await user.selectOptions(role, 'Manager');
    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));

    // The confirmation says to whom, and holds the link with a copy button, not the table under the page.
    const sent = await screen.findByRole('alertdialog', { name: 'Invitation sent' });
    expect(sent).toHaveTextContent('Invitation sent to new.member@acme.test');
    expect(within(sent).getByRole('textbox', { name: 'Invitation link' })).toHaveValue(
      'http://localhost:8080/admin/invite/k-12',
    );
    expect(
      within(sent).getByRole('button', { name: 'Copy the invitation link for new.member@acme.test' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('dialog-state')).toHaveTextContent('closed');
    expect(api.bodiesOf('POST /client/company/invite')).toEqual([
      { email: 'new.member@acme.test', role_id: 2 },
    ]);
    await user.click(within(sent).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it("shows the server's refusal on the e-mail and stays open", async () => {
    const { user } = renderInvite({
      'GET /client/team/create': json(200, { options: { role_id: roles }, defaults: { role_id: 3 } }),
      'POST /client/company/invite': json(422, {
        message: 'The given data was invalid.',
        errors: { email: ['This person is already in the team.'] },
      }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Invite to the company' });
    const email = await within(dialog).findByRole('textbox', { name: /^E-mail/ });
    await user.type(email, 'jane@acme.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    expect(await within(dialog).findByText('This person is already in the team.')).toBeInTheDocument();
    expect(email).toHaveValue('jane@acme.test');
    expect(screen.getByTestId('dialog-state')).toHaveTextContent('open');
  });
});
