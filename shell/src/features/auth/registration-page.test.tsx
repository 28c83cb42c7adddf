import { screen, waitFor } from '@panel/shared-core/testing';
import { ApiError, authApi, store, tokenAtom } from '@panel/shared-core';
import { renderShell } from '../../testing/render-shell';
import RegistrationPage from './registration-page';

const access = { isAdmin: false, permissions: [] };
const user = { id: 9, public_id: 'u9', name: 'Ivan', email: 'ivan@example.com' };

function renderPage(route = '/registration') {
  return renderShell(<RegistrationPage />, {
    route,
    path: route.startsWith('/registration/') ? '/registration/:referral' : '/registration',
  });
}

async function fill(
  u: ReturnType<typeof renderPage>['user'],
  overrides: Partial<Record<string, string>> = {},
) {
  const values = {
    name: 'Ivan',
    company: 'Acme',
    email: 'ivan@example.com',
    password: 'secret123',
    confirmation: 'secret123',
    ...overrides,
  };
  if (values.name) await u.type(screen.getByLabelText(/^Your name/), values.name);
  if (values.company) await u.type(screen.getByLabelText(/^Company name/), values.company);
  if (values.email) await u.type(screen.getByLabelText(/^Email/), values.email);
  if (values.password) await u.type(screen.getByLabelText(/^Password/), values.password);
  if (values.confirmation) await u.type(screen.getByLabelText(/^Repeat the password/), values.confirmation);
}

beforeEach(() => localStorage.clear());

describe('RegistrationPage', () => {
  it('validates with the schema: required fields, email, length, confirmation', async () => {
    const register = jest.spyOn(authApi, 'register');
    const { user: u } = renderPage();
    await fill(u, { company: '', email: 'ivan@', password: 'short', confirmation: 'other' });
    await u.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(await screen.findByText('Fill in this field')).toBeInTheDocument();
    expect(screen.getByText(/Enter a valid email address/)).toBeInTheDocument();
    expect(screen.getByText('At least 8 characters')).toBeInTheDocument();
    expect(register).not.toHaveBeenCalled();
  });

  it('refuses names with control characters or direction overrides, as the server does', async () => {
    const register = jest.spyOn(authApi, 'register');
    const { user: u } = renderPage();
    await fill(u, { name: 'Ivan\u202Egpj.exe', company: 'Acme\u2066' });
    await u.click(screen.getByRole('button', { name: 'Create an account' }));
    const message =
      'Remove the invisible control characters and text-direction overrides (U+202A–U+202E, U+2066–U+2069).';
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    expect(screen.getByLabelText(/^Your name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Company name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Email/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(register).not.toHaveBeenCalled();
  });

  it('asks for matching passwords', async () => {
    jest.spyOn(authApi, 'register');
    const { user: u } = renderPage();
    await fill(u, { confirmation: 'secret124' });
    await u.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(authApi.register).not.toHaveBeenCalled();
  });

  it('shows the referral code read-only and sends it; signs in and goes home', async () => {
    jest.spyOn(authApi, 'register').mockResolvedValue({ token: 'new', access });
    jest.spyOn(authApi, 'user').mockResolvedValue({ user, params: null, access });
    const { user: u, location } = renderPage('/registration/FRIEND42');
    expect(screen.getByTestId('referral-note')).toHaveTextContent('FRIEND42');
    const code = screen.getByLabelText('Referral code');
    expect(code).toHaveValue('FRIEND42');
    expect(code).toHaveAttribute('readonly');
    await fill(u);
    await u.click(screen.getByRole('button', { name: 'Create an account' }));
    await waitFor(() => expect(location().pathname).toBe('/'), { timeout: 3000 });
    expect(authApi.register).toHaveBeenCalledWith({
      name: 'Ivan',
      company_name: 'Acme',
      email: 'ivan@example.com',
      password: 'secret123',
      password_confirmation: 'secret123',
      referral: 'FRIEND42',
    });
    expect(store.get(tokenAtom)).toBe('new');
  });

  it('maps server errors onto the fields and keeps the values', async () => {
    jest.spyOn(authApi, 'register').mockRejectedValue(
      new ApiError({
        status: 422,
        message: 'Invalid.',
        errors: { email: ['The email has already been taken.'], referral: ['The referral code is unknown.'] },
      }),
    );
    const { user: u } = renderPage('/registration/NOPE');
    await fill(u);
    await u.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(await screen.findByText('The email has already been taken.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The referral code is unknown.');
    expect(screen.getByLabelText(/^Company name/)).toHaveValue('Acme');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the user to sign in when the server does not sign them in', async () => {
    jest.spyOn(authApi, 'register').mockResolvedValue(null);
    const { user: u, location } = renderPage();
    await fill(u);
    await u.click(screen.getByRole('button', { name: 'Create an account' }));
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(location().state).toEqual({ registered: true, email: 'ivan@example.com' });
  });
});
