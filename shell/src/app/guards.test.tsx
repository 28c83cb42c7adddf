import { lazy, Suspense, useEffect } from 'react';
import { act, createTestI18n, render, screen, setTestSession, waitFor } from '@panel/shared-core/testing';
import { navigateTo, setNavigator, store, userAtom } from '@panel/shared-core';
import { ProgressRouter, Route, Routes, useLocation, useNavigate } from '@panel/shared-core/router';
import { UiProvider } from '@panel/shared-core/ui';
import { renderShell } from '../testing/render-shell';
import { PublicOnly, RequireAuth } from './guards';

const user = { id: 1, public_id: 'u', name: 'U', email: 'u@example.com' };

function tree() {
  return (
    <Routes>
      <Route element={<PublicOnly />}>
        <Route path="/login" element={<p>Login page</p>} />
      </Route>
      <Route element={<RequireAuth withoutSession={{ '/not-found': <p>Not found, alone</p> }} />}>
        <Route path="/" element={<p>Home</p>} />
        <Route path="/client/*" element={<p>Client area</p>} />
        <Route path="/not-found" element={<p>Not found, in the layout</p>} />
      </Route>
    </Routes>
  );
}

beforeEach(() => sessionStorage.clear());

describe('guards', () => {
  it('sends an anonymous visitor to /login, remembering where they were', async () => {
    const { location } = renderShell(tree(), { route: '/client/pixels?page=2' });
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(location().state).toEqual({ from: '/client/pixels?page=2' });
    expect(screen.getByText('Login page')).toBeInTheDocument();
  });

  it('sends a signed-in user away from the public pages', async () => {
    const { location } = renderShell(tree(), {
      route: '/login',
      session: { token: 't', user, access: { isAdmin: false, permissions: [] } },
    });
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(screen.getByText('Home')).toBeInTheDocument();
  });

  it('keeps the public page while a sign-in loads its user, then goes where the user was headed', async () => {
    sessionStorage.setItem('panel.returnTo', '/client/team');
    const { location } = renderShell(tree(), { route: '/login', session: { token: 't', user: null } });
    // `restoring`: the login page stays, with its busy button and the typed values.
    expect(screen.getByText('Login page')).toBeInTheDocument();
    act(() => store.set(userAtom, user));
    await waitFor(() => expect(location().pathname).toBe('/client/team'));
    // Arrived: the remembered origin is not used again by a later sign-in.
    await waitFor(() => expect(sessionStorage.getItem('panel.returnTo')).toBeNull());
  });

  it('shows a spinner on a guarded page while the session is restored', () => {
    renderShell(tree(), { route: '/client', session: { token: 't', user: null } });
    expect(screen.getByTestId('page-spinner')).toBeInTheDocument();
    expect(screen.queryByText('Client area')).not.toBeInTheDocument();
  });

  it.each([
    ['a visitor', undefined],
    ['a session that could not be restored', { token: 't', user: null }],
  ])('shows a page that opens without a session as it is to %s', (_, session) => {
    renderShell(tree(), { route: '/not-found/', session });
    expect(screen.getByText('Not found, alone')).toBeInTheDocument();
    expect(screen.queryByTestId('page-spinner')).not.toBeInTheDocument();
  });

  it("gives a signed-in user that page's own route", () => {
    renderShell(tree(), {
      route: '/not-found',
      session: { token: 't', user, access: { isAdmin: false, permissions: [] } },
    });
    expect(screen.getByText('Not found, in the layout')).toBeInTheDocument();
    expect(screen.queryByText('Not found, alone')).not.toBeInTheDocument();
  });

  it("lets the session's own way to /login keep its origin while the page before is still drawn", async () => {
    // The login page's code arrives when the test says so: the navigation stays pending meanwhile.
    let arrive: () => void = () => {};
    const code = new Promise<{ default: () => React.JSX.Element }>((done) => {
      arrive = () => done({ default: () => <p>Login page</p> });
    });
    const LoginPage = lazy(() => code);
    const seen: { state?: unknown; pathname?: string } = {};
    function Probe() {
      const location = useLocation();
      const navigate = useNavigate();
      seen.state = location.state;
      seen.pathname = location.pathname;
      useEffect(() => {
        setNavigator((to, options) => void navigate(to, options));
        return () => setNavigator(null);
      }, [navigate]);
      return null;
    }
    createTestI18n({ language: 'en' });
    setTestSession({ token: 't', user, access: { isAdmin: false, permissions: [] } });
    window.history.replaceState(null, '', '/admin/client/pixels');
    render(
      <UiProvider>
        <ProgressRouter basename="/admin">
          <Probe />
          <Suspense fallback={<p>fallback</p>}>
            <Routes>
              <Route element={<PublicOnly />}>
                <Route path="/login" element={<LoginPage />} />
              </Route>
              <Route element={<RequireAuth />}>
                <Route path="/client/*" element={<p>Client area</p>} />
              </Route>
            </Routes>
          </Suspense>
        </ProgressRouter>
      </UiProvider>,
    );
    expect(screen.getByText('Client area')).toBeInTheDocument();

    // A refused call: the session goes and the core navigates to /login with the page the call was made for (its
    // address already the next page's, while the screen still draws the page before).
    act(() => {
      setTestSession({});
      navigateTo('/login', { replace: true, state: { from: '/client/pixels?page=2' } });
    });
    await act(async () => arrive());

    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(seen.pathname).toBe('/login');
    expect(seen.state).toEqual({ from: '/client/pixels?page=2' });
  });
});
