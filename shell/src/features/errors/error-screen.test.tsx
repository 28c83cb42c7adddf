import { screen, waitFor, within } from '@panel/shared-core/testing';
import { IMPERSONATION_KEY } from '@panel/shared-core';
import { renderShell } from '../../testing/render-shell';
import { ErrorScreen } from './error-screen';
import { forgetLocation, rememberLocation } from './last-location';

beforeEach(() => forgetLocation());

describe('ErrorScreen', () => {
  it.each([
    [403, 'Access denied', /do not have permission/],
    [404, 'Page not found', /does not exist/],
    [500, 'Something went wrong', /did not answer/],
  ] as const)('%s: icon, translated title and text, home and back', (code, title, text) => {
    renderShell(<ErrorScreen code={code} />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByText(String(code))).toBeInTheDocument();
    expect(screen.getByTestId(`error-screen-${code}`).querySelector('svg')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Go to the home page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: 'Retry' })).toHaveLength(code === 500 ? 1 : 0);
    expect(document.title).toBe(`${title} · Panel`);
  });

  it('shows an administrator signed in as someone else the way back to their own account', () => {
    localStorage.setItem(
      IMPERSONATION_KEY,
      JSON.stringify({
        admin: { token: 'admin-token', access: { isAdmin: true, permissions: [] }, name: 'Irina' },
        target: { id: 9, name: 'Maria', company: 'Acme Apps' },
        returnTo: '/users/9',
        startedAt: '2026-11-23T10:00:00Z',
      }),
    );
    try {
      renderShell(<ErrorScreen code={403} />, { route: '/not-allowed' });
      // The banner itself, whose button is tested with it (impersonation-banner.test.tsx).
      const banner = screen.getByRole('region', { name: 'Signed in as another user' });
      expect(banner).toHaveTextContent('You are signed in as Maria (Acme Apps)');
      expect(within(banner).getByRole('button', { name: 'Return to my account' })).toBeInTheDocument();
    } finally {
      localStorage.clear();
    }
  });

  it('has no impersonation banner for someone signed in as themselves', () => {
    renderShell(<ErrorScreen code={404} />);
    expect(screen.queryByTestId('impersonation-banner')).not.toBeInTheDocument();
  });

  it('is translated (Russian by default)', () => {
    renderShell(<ErrorScreen code={404} />, { language: 'ru' });
    expect(screen.getByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'На главную' })).toBeInTheDocument();
  });

  it('goes home', async () => {
    const { user, location } = renderShell(<ErrorScreen code={403} />, { route: '/not-allowed' });
    await user.click(screen.getByRole('button', { name: 'Go to the home page' }));
    expect(location().pathname).toBe('/');
  });

  it('goes back to the home page when there is no history to go back to', async () => {
    const { user, location } = renderShell(<ErrorScreen code={404} />, { route: '/not-found' });
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(location().pathname).toBe('/');
  });

  it('retries the page whose call failed', async () => {
    rememberLocation('/client/domains?page=3');
    // The error pages themselves are never the page to return to.
    rememberLocation('/error');
    const { user, location } = renderShell(<ErrorScreen code={500} />, { route: '/error' });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(location().pathname).toBe('/client/domains'));
    expect(location().search).toBe('?page=3');
  });
});
