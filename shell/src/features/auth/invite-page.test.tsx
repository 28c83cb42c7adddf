import { screen, waitFor } from '@panel/shared-core/testing';
import { ApiError, authApi, store, tokenAtom } from '@panel/shared-core';
import { renderShell } from '../../testing/render-shell';
import InvitePage from './invite-page';

const access = { isAdmin: false, permissions: ['application.view'] };
const user = { id: 5, public_id: 'u5', name: 'Anna', email: 'anna@example.com' };
const invite = {
  key: 'k1',
  email: 'anna@example.com',
  status: 'pending' as const,
  company: { id: 2, name: 'Acme' },
  role: { id: 4, name: 'Marketer' },
};

function renderPage(key = 'k1') {
  return renderShell(<InvitePage />, { route: `/invite/${key}`, path: '/invite/:key' });
}

beforeEach(() => localStorage.clear());

describe('InvitePage', () => {
  it('loads the invitation, shows who invites whom, registers with the key and signs in', async () => {
    let resolve!: (value: typeof invite) => void;
    jest.spyOn(authApi, 'invite').mockReturnValue(new Promise((r) => (resolve = r)));
    jest.spyOn(authApi, 'register').mockResolvedValue({ token: 'inv', access });
    jest.spyOn(authApi, 'user').mockResolvedValue({ user, params: null, access });
    const { user: u, location } = renderPage();
    expect(screen.getByTestId('page-spinner')).toBeInTheDocument();
    resolve(invite);

    const facts = await screen.findByTestId('invite-facts');
    expect(facts).toHaveTextContent('Acme');
    expect(facts).toHaveTextContent('Marketer');
    expect(facts).toHaveTextContent('anna@example.com');
    expect(authApi.invite).toHaveBeenCalledWith('k1');

    await u.type(screen.getByLabelText(/^Your name/), 'Anna');
    await u.type(screen.getByLabelText(/^Password/), 'secret123');
    await u.type(screen.getByLabelText(/^Repeat the password/), 'secret123');
    await u.click(screen.getByRole('button', { name: 'Accept the invitation' }));

    await waitFor(() => expect(location().pathname).toBe('/'), { timeout: 3000 });
    expect(authApi.register).toHaveBeenCalledWith({
      name: 'Anna',
      password: 'secret123',
      password_confirmation: 'secret123',
      email: 'anna@example.com',
      key: 'k1',
    });
    expect(store.get(tokenAtom)).toBe('inv');
  });

  it('says clearly that an unknown key is not an invitation, with a way to sign in', async () => {
    jest.spyOn(authApi, 'invite').mockRejectedValue(new ApiError({ status: 404, message: 'Not found.' }));
    renderPage('nope');
    expect(await screen.findByRole('heading', { name: 'Invitation not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).not.toBeInTheDocument();
  });

  it("shows the server's message for an expired or used invitation", async () => {
    jest
      .spyOn(authApi, 'invite')
      .mockRejectedValue(new ApiError({ status: 410, message: 'This invitation expired on 1 May.' }));
    renderPage();
    expect(await screen.findByText('This invitation expired on 1 May.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'This invitation cannot be used' })).toBeInTheDocument();
  });

  it('reads a closed status of a loaded invitation', async () => {
    jest.spyOn(authApi, 'invite').mockResolvedValue({ ...invite, status: 'accepted' });
    renderPage();
    expect(await screen.findByText(/already been accepted/)).toBeInTheDocument();
  });

  it('keeps the values and shows field errors of a refused registration', async () => {
    jest.spyOn(authApi, 'invite').mockResolvedValue(invite);
    jest.spyOn(authApi, 'register').mockRejectedValue(
      new ApiError({
        status: 422,
        message: 'Invalid.',
        errors: { password: ['The password is too common.'] },
      }),
    );
    const { user: u } = renderPage();
    await u.type(await screen.findByLabelText(/^Your name/), 'Anna');
    await u.type(screen.getByLabelText(/^Password/), 'password1');
    await u.type(screen.getByLabelText(/^Repeat the password/), 'password1');
    await u.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    expect(await screen.findByText('The password is too common.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Your name/)).toHaveValue('Anna');
  });

  it('offers a retry when the invitation could not be loaded', async () => {
    jest
      .spyOn(authApi, 'invite')
      .mockRejectedValueOnce(new ApiError({ status: 0, message: 'Network error' }))
      .mockResolvedValueOnce(invite);
    const { user: u } = renderPage();
    await u.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('invite-facts')).toBeInTheDocument();
  });
});
