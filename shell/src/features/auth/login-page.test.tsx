import { act, screen, waitFor } from '@panel/shared-core/testing';
import { ApiError, authApi, store, tokenAtom } from '@panel/shared-core';
import { setRuntimeConfig } from '../../config/runtime-config-store';
import { Route, Routes } from '@panel/shared-core/router';
import { PublicOnly, RequireAuth } from '../../app/guards';
import { renderShell } from '../../testing/render-shell';
import { LoginPage } from './login-page';

const user = { id: 3, public_id: 'u3', name: 'Olga', email: 'olga@example.com' };
const access = { isAdmin: false, permissions: ['application.view'] };

function config(telegramBot: string | null) {
  setRuntimeConfig({
    mainHost: 'localhost',
    errorReportUrl: null,
    cspReportUrl: null,
    apiBaseUrl: '/api',
    remotes: {
      client: 'http://localhost:8081/mf-manifest.json',
      manage: 'http://localhost:8082/mf-manifest.json',
      users: 'http://localhost:8083/mf-manifest.json',
    },
    telegramBot,
  });
}

function renderLogin() {
  return renderShell(<LoginPage />, { route: '/login', path: '/login' });
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  config(null);
});

describe('LoginPage', () => {
  it('renders the form, the registration link and the language switch', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to the panel' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/registration');
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'EN' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.title).toBe('Sign in · Panel');
    // No Telegram without a bot in the configuration.
    expect(screen.queryByText('Sign in with Telegram')).not.toBeInTheDocument();
  });

  it('validates before calling the server', async () => {
    const login = jest.spyOn(authApi, 'login');
    const { user: u } = renderLogin();
    await u.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/Enter a valid email address/)).toBeInTheDocument();
    expect(screen.getByText('Fill in this field')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it('puts a 422 field error on its field and keeps what was typed', async () => {
    jest.spyOn(authApi, 'login').mockRejectedValue(
      new ApiError({
        status: 422,
        message: 'The given data was invalid.',
        errors: { email: ['These credentials do not match our records.'] },
      }),
    );
    const { user: u } = renderLogin();
    await u.type(screen.getByLabelText(/^Email/), 'olga@example.com');
    await u.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await u.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('These credentials do not match our records.')).toBeInTheDocument();
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveValue('olga@example.com');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('wrong-password');
    expect(authApi.login).toHaveBeenCalledWith({ email: 'olga@example.com', password: 'wrong-password' });
    expect(store.get(tokenAtom)).toBeNull();
  });

  it('shows messages that match no field above the form', async () => {
    jest
      .spyOn(authApi, 'login')
      .mockRejectedValue(
        new ApiError({ status: 422, message: 'Invalid.', errors: { captcha: ['The captcha is wrong.'] } }),
      );
    const { user: u } = renderLogin();
    await u.type(screen.getByLabelText(/^Email/), 'olga@example.com');
    await u.type(screen.getByLabelText(/^Password/), 'secret123');
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('The captcha is wrong.');
    expect(summary).toHaveTextContent('The form could not be saved');
  });

  it('explains a 401 as wrong credentials', async () => {
    jest
      .spyOn(authApi, 'login')
      .mockRejectedValue(new ApiError({ status: 401, message: 'Unauthenticated.' }));
    const { user: u } = renderLogin();
    await u.type(screen.getByLabelText(/^Email/), 'olga@example.com');
    await u.type(screen.getByLabelText(/^Password/), 'secret123');
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The email or password is incorrect.')).toBeInTheDocument();
  });

  it('signs in and returns to the remembered origin, inside the real guards', async () => {
    sessionStorage.setItem('panel.returnTo', '/client/pixels?page=2');
    jest.spyOn(authApi, 'login').mockResolvedValue({ token: 'tok', access });
    jest.spyOn(authApi, 'user').mockResolvedValue({ user, params: null, access });
    // The page and the public-page guard both react to the sign-in; they must agree on where to go.
    const { user: u, location } = renderShell(
      <Routes>
        <Route element={<PublicOnly />}>
          <Route path="/login" element={<LoginPage />} />
        </Route>
        <Route element={<RequireAuth />}>
          <Route path="/" element={<p>Home</p>} />
          <Route path="/client/*" element={<p>Pixels</p>} />
        </Route>
      </Routes>,
      { route: '/login' },
    );
    await u.type(screen.getByLabelText(/^Email/), ' olga@example.com ');
    await u.type(screen.getByLabelText(/^Password/), 'secret123');
    await u.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(location().pathname).toBe('/client/pixels'), { timeout: 3000 });
    expect(location().search).toBe('?page=2');
    expect(authApi.login).toHaveBeenCalledWith({ email: 'olga@example.com', password: 'secret123' });
    expect(store.get(tokenAtom)).toBe('tok');
    expect(await screen.findByText('Pixels')).toBeInTheDocument();
    // Used once, and the page stays where it arrived.
    await waitFor(() => expect(sessionStorage.getItem('panel.returnTo')).toBeNull());
    expect(`${location().pathname}${location().search}`).toBe('/client/pixels?page=2');
  });

  it('never follows an unsafe remembered origin', async () => {
    sessionStorage.setItem('panel.returnTo', '//evil.example.com/steal');
    jest.spyOn(authApi, 'login').mockResolvedValue({ token: 'tok', access });
    jest.spyOn(authApi, 'user').mockResolvedValue({ user, params: null, access });
    const { user: u, location } = renderLogin();
    await u.type(screen.getByLabelText(/^Email/), 'olga@example.com');
    await u.type(screen.getByLabelText(/^Password/), 'secret123');
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location().pathname).toBe('/'), { timeout: 3000 });
  });

  it('offers Telegram when a bot is configured and signs in with what the widget hands over', async () => {
    config('panel_bot');
    jest.spyOn(authApi, 'telegramLogin').mockResolvedValue({ token: 'tg', access });
    jest.spyOn(authApi, 'user').mockResolvedValue({ user, params: null, access });
    const { location } = renderLogin();
    expect(screen.getByText('Sign in with Telegram')).toBeInTheDocument();
    const script = (await screen.findByTestId('telegram-widget')).querySelector('script');
    expect(script?.src).toMatch(/^https:\/\/telegram\.org\/js\/telegram-widget\.js/);
    expect(script).toHaveAttribute('data-telegram-login', 'panel_bot');
    const onauth = script?.getAttribute('data-onauth') ?? '';
    const callback = /^(\w+)\(user\)$/.exec(onauth)?.[1];
    expect(callback).toBeTruthy();

    const data = { id: 42, first_name: 'Olga', auth_date: 1700000000, hash: 'abc' };
    act(() => {
      (window as unknown as Record<string, (u: unknown) => void>)[callback!]!(data);
    });
    await waitFor(() => expect(location().pathname).toBe('/'), { timeout: 3000 });
    expect(authApi.telegramLogin).toHaveBeenCalledWith(data);
    expect(store.get(tokenAtom)).toBe('tg');
  });

  it('shows a refused Telegram sign-in', async () => {
    config('panel_bot');
    jest
      .spyOn(authApi, 'telegramLogin')
      .mockRejectedValue(new ApiError({ status: 404, message: 'No account is linked to this Telegram.' }));
    renderLogin();
    const script = (await screen.findByTestId('telegram-widget')).querySelector('script');
    const callback = /^(\w+)\(user\)$/.exec(script?.getAttribute('data-onauth') ?? '')![1]!;
    act(() => {
      (window as unknown as Record<string, (u: unknown) => void>)[callback]!({
        id: 1,
        auth_date: 1,
        hash: 'h',
      });
    });
    expect(await screen.findByText('No account is linked to this Telegram.')).toBeInTheDocument();
  });
});
