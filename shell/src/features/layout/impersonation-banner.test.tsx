import { installFakeAdapter, json, screen, waitFor } from '@panel/shared-core/testing';
import { IMPERSONATION_KEY, setImpersonationReload } from '@panel/shared-core';
import { renderShell } from '../../testing/render-shell';
import { ImpersonationBanner } from './impersonation-banner';

const kept = {
  admin: { token: 'admin-token', access: { isAdmin: true, permissions: ['manage.users'] }, name: 'Irina' },
  target: { id: 9, name: 'Maria', company: 'Acme Apps' },
  returnTo: '/users/9',
  startedAt: '2026-11-23T10:00:00Z',
};

let reloads: string[];
beforeEach(() => {
  localStorage.clear();
  reloads = [];
  setImpersonationReload((path) => reloads.push(path));
});

describe('the impersonation banner', () => {
  it('says whose panel this is and returns to the administrator on the screen they left', async () => {
    localStorage.setItem(IMPERSONATION_KEY, JSON.stringify(kept));
    localStorage.setItem('token', 'member-token');
    const server = installFakeAdapter(() => json(200, { message: 'Done.' }));
    const { user } = renderShell(<ImpersonationBanner />);
    const banner = screen.getByRole('region', { name: 'Signed in as another user' });
    expect(banner).toHaveTextContent('You are signed in as Maria (Acme Apps)');
    await user.click(screen.getByRole('button', { name: 'Return to my account' }));
    expect(localStorage.getItem('token')).toBe('admin-token');
    expect(localStorage.getItem(IMPERSONATION_KEY)).toBeNull();
    await waitFor(() => expect(reloads).toEqual(['/users/9']));
    // The borrowed session is revoked on the server on the way back.
    expect(server.calls.map((call) => [call.url, call.headers.Authorization])).toContainEqual([
      '/common/auth/logout',
      'Bearer member-token',
    ]);
    server.restore();
  });

  it('is not there when the administrator is themselves', () => {
    renderShell(<ImpersonationBanner />);
    expect(screen.queryByTestId('impersonation-banner')).not.toBeInTheDocument();
  });
});
