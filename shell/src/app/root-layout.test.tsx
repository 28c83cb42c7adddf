import { act, render, screen, waitFor } from '@panel/shared-core/testing';
import { createTestI18n } from '@panel/shared-core/testing';
import { DEFAULT_SETTINGS, StateProvider, settingsAtom, store } from '@panel/shared-core';
import { Link, MemoryRouter, useNavigate, useRoutes, type NavigateFunction } from '@panel/shared-core/router';
import { UiProvider } from '@panel/shared-core/ui';
import { lastLocation, forgetLocation } from '../features/errors/last-location';
import { RootLayout } from './root-layout';

function Page({ name, to }: { name: string; to: string }) {
  return (
    <main id="main" tabIndex={-1}>
      <h1>{name}</h1>
      <Link to={to}>Go to {to}</Link>
    </main>
  );
}

const routes = [
  {
    element: <RootLayout />,
    children: [
      { path: 'a', element: <Page name="Page A" to="/b?x=1" /> },
      { path: 'b', element: <Page name="Page B" to="/error" /> },
      { path: 'error', element: <Page name="Error" to="/a" /> },
    ],
  },
];

function renderRoot(initial = '/a') {
  const router: { navigate: NavigateFunction } = { navigate: () => undefined };
  function Routed() {
    router.navigate = useNavigate();
    return useRoutes(routes);
  }
  render(
    <StateProvider>
      <UiProvider>
        <MemoryRouter initialEntries={[initial]}>
          <Routed />
        </MemoryRouter>
      </UiProvider>
    </StateProvider>,
  );
  return router;
}

beforeEach(() => {
  createTestI18n({ language: 'ru' });
  store.set(settingsAtom, { ...DEFAULT_SETTINGS });
  forgetLocation();
});

describe('RootLayout', () => {
  it('keeps the color mode in step with the theme setting', async () => {
    renderRoot();
    expect(document.documentElement).toHaveClass('light');
    act(() => store.set(settingsAtom, { theme: 'dark' }));
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
    expect(document.documentElement).not.toHaveClass('light');
  });

  it('keeps <html lang dir> following the language', async () => {
    renderRoot();
    expect(document.documentElement.lang).toBe('ru');
    expect(document.documentElement.dir).toBe('ltr');
    const { i18n } = await import('@panel/shared-core');
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    expect(document.documentElement.lang).toBe('en');
    await act(async () => {
      await i18n.changeLanguage('ru');
    });
  });

  it('moves focus to the main content after a navigation, not on the first page', async () => {
    const router = renderRoot();
    expect(document.activeElement).toBe(document.body);
    await act(async () => {
      await router.navigate('/b');
    });
    expect(await screen.findByRole('heading', { name: 'Page B' })).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  });

  it('remembers the last ordinary page for the Retry of the 500 screen', async () => {
    const router = renderRoot();
    await act(async () => {
      await router.navigate('/b?x=1');
    });
    await act(async () => {
      await router.navigate('/error', { replace: true });
    });
    expect(lastLocation()).toBe('/b?x=1');
  });
});
