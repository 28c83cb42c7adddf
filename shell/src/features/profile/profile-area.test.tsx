import { resolve } from 'node:path';
import type { Profile } from '@panel/contract';
import { useAuth } from '@panel/shared-core';
import {
  fakeApi,
  json,
  loadLocales,
  mockSession,
  renderWithProviders,
  screen,
  userInfoAnswer,
  waitFor,
  type FakeApi,
  type FakeRoute,
} from '@panel/shared-core/testing';
import ProfileArea from './profile-area';

const resources = loadLocales(resolve(__dirname, '../../locales'));

const me: Profile = {
  id: 3,
  version: 1,
  name: 'Olga Frolova',
  email: 'member@acme.test',
  company_name: 'Acme Apps',
  role_name: 'Analyst',
  locale: 'ar',
  is_admin: false,
};

/** The header's source of the name: the session (useAuth), drawn beside the screen. */
function HeaderName() {
  return <p data-testid="header-name">{useAuth().userName}</p>;
}

let api: FakeApi;
afterEach(() => {
  api.restore();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

function renderAt(route: string, routes: Record<string, FakeRoute> = {}) {
  api = fakeApi({ 'GET /common/profile/edit': json(200, { data: me, options: {} }), ...routes });
  return renderWithProviders(
    <>
      <HeaderName />
      <ProfileArea />
    </>,
    {
      route,
      path: '/profile/*',
      session: mockSession({ user: { id: 3, public_id: 'usr_3', name: me.name, email: me.email } }),
      language: 'en',
      resources,
    },
  );
}

describe('the profile', () => {
  it('shows the account, saves the name and the header follows', async () => {
    const { user } = renderAt('/profile', {
      'POST /common/profile/update': ({ body }) =>
        json(200, { data: { ...me, name: (body as { name: string }).name, version: 2 }, message: 'Done.' }),
      'GET /common/auth/user': json(
        200,
        userInfoAnswer({ user: { id: 3, name: 'Mila Stone', email: me.email } }),
      ),
    });
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('Olga Frolova');
    expect(screen.getByText('member@acme.test')).toBeInTheDocument();
    expect(screen.getByText('Acme Apps')).toBeInTheDocument();
    expect(screen.getByText('Analyst')).toBeInTheDocument();
    // The language by its name, never its code.
    expect(screen.getByText('العربية')).toBeInTheDocument();
    expect(screen.getByTestId('header-name')).toHaveTextContent('Olga Frolova');

    await user.clear(name);
    await user.type(name, '  Mila Stone ');
    await user.click(screen.getByRole('button', { name: 'Save name' }));

    expect(await screen.findByText('Your name is now “Mila Stone”.')).toBeInTheDocument();
    expect(api.bodiesOf('POST /common/profile/update')).toEqual([{ name: 'Mila Stone', version: 1 }]);
    await waitFor(() => expect(screen.getByTestId('header-name')).toHaveTextContent('Mila Stone'));
  });

  it('refuses a blank name, sending nothing', async () => {
    const { user } = renderAt('/profile');
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Fill in this field')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(api.bodiesOf('POST /common/profile/update')).toEqual([]);
  });
});

describe('the password form', () => {
  const fields = () => ({
    current: screen.getByLabelText(/^Current password/),
    next: screen.getByLabelText(/^New password/),
    repeat: screen.getByLabelText(/^Repeat the new password/),
  });

  it('asks the password managers for the right fields and shows the rule', async () => {
    renderAt('/profile/password');
    await screen.findByRole('heading', { level: 1, name: 'Change password' });
    const { current, next, repeat } = fields();
    expect(current).toHaveAttribute('autocomplete', 'current-password');
    expect(next).toHaveAttribute('autocomplete', 'new-password');
    expect(repeat).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByText('At least 8 characters.')).toBeInTheDocument();
  });

  it('refuses a short new password and a repeat that differs before sending anything', async () => {
    const { user } = renderAt('/profile/password');
    await screen.findByRole('heading', { level: 1, name: 'Change password' });
    const { current, next, repeat } = fields();
    await user.type(current, 'owner123');
    await user.type(next, 'short');
    await user.type(repeat, 'other');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The new password needs at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('The repeated password must match the new password')).toBeInTheDocument();
    expect(api.bodiesOf('POST /common/profile/password')).toEqual([]);
  });

  it("puts the server's refusal of the current password on its field", async () => {
    const { user } = renderAt('/profile/password', {
      'POST /common/profile/password': json(422, {
        message: 'The current password is incorrect.',
        errors: { current_password: ['The current password is incorrect.'] },
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Change password' });
    const { current, next, repeat } = fields();
    await user.type(current, 'wrong-one');
    await user.type(next, 'brand-new-pass');
    await user.type(repeat, 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findAllByText('The current password is incorrect.')).length).toBeGreaterThan(0);
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveValue('');
  });

  it('changes the password, says so and returns to the profile', async () => {
    const { user, location } = renderAt('/profile/password', {
      'POST /common/profile/password': json(200, { message: 'Done.' }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Change password' });
    const { current, next, repeat } = fields();
    await user.type(current, 'member123');
    await user.type(next, 'brand-new-pass');
    await user.type(repeat, 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Your password has been changed. Your other sessions have been signed out.'),
    ).toBeInTheDocument();
    expect(api.bodiesOf('POST /common/profile/password')).toEqual([
      { current_password: 'member123', password: 'brand-new-pass', password_confirmation: 'brand-new-pass' },
    ]);
    await waitFor(() => expect(location().pathname).toBe('/profile'));
  });
});
