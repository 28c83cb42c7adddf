import { use } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@panel/shared-core/testing';
import { createTestI18n } from '@panel/shared-core/testing';
import { DEFAULT_SETTINGS, StateProvider, settingsAtom, store } from '@panel/shared-core';
import {
  Link,
  MemoryRouter,
  Outlet,
  useNavigate,
  useRoutes,
  type NavigateFunction,
  type RouteObject,
} from '@panel/shared-core/router';
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

function renderRoot(initial = '/a', tree: RouteObject[] = routes) {
  const router: { navigate: NavigateFunction } = { navigate: () => undefined };
  function Routed() {
    router.navigate = useNavigate();
    return useRoutes(tree);
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

/** A page whose code is still on its way until `release` is called. */
function slowPage() {
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  function Slow() {
    use(arrived);
    return <Page name="Slow page" to="/a" />;
  }
  return { element: <Slow />, release, arrived };
}

/** What stays around the pages: a search field and an open account menu, as the layout's header has. */
function Frame() {
  return (
    <>
      <header>
        <input aria-label="Search" />
        <div role="menu" aria-label="Account" data-state="open">
          <button type="button" role="menuitem">
            Sign out
          </button>
        </div>
      </header>
      <Outlet />
    </>
  );
}

describe('RootLayout: the focus stays with the user', () => {
  const slow = slowPage();
  const framed: RouteObject[] = [
    {
      element: <RootLayout />,
      children: [
        {
          element: <Frame />,
          children: [
            { path: 'a', element: <Page name="Page A" to="/b" /> },
            { path: 'b', element: <Page name="Page B" to="/a" /> },
            { path: 'slow', element: slow.element },
          ],
        },
      ],
    },
  ];
  // Only the clock of the focus move is controlled: React and the router keep their own scheduling.
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));
  afterEach(() => jest.useRealTimers());
  const settle = () => act(() => jest.runOnlyPendingTimers());

  it('leaves the focus in a menu the user opened while the next page was coming', async () => {
    const router = renderRoot('/a', framed);
    const item = screen.getByRole('menuitem', { name: 'Sign out' });
    item.focus();
    await act(async () => {
      await router.navigate('/b');
    });
    expect(screen.getByRole('heading', { name: 'Page B' })).toBeInTheDocument();
    settle();
    expect(item).toHaveFocus();
  });

  it('leaves the focus on a field the user went to while the next page was loading', async () => {
    const router = renderRoot('/a', framed);
    screen.getByRole('link', { name: 'Go to /b' }).focus();
    await act(async () => {
      void router.navigate('/slow');
    });
    // The navigation has started; the page it goes to is not there yet.
    expect(screen.getByRole('heading', { name: 'Page A' })).toBeInTheDocument();
    const search = screen.getByRole('textbox', { name: 'Search' });
    fireEvent.pointerDown(search);
    search.focus();
    fireEvent.keyDown(search, { key: 'a' });
    await act(async () => {
      slow.release();
      await slow.arrived;
    });
    expect(screen.getByRole('heading', { name: 'Slow page' })).toBeInTheDocument();
    settle();
    expect(search).toHaveFocus();
  });

  it('still moves the focus to the new page when something else than the user moved it meanwhile', async () => {
    const router = renderRoot('/a', framed);
    screen.getByRole('link', { name: 'Go to /b' }).focus();
    await act(async () => {
      await router.navigate('/b');
    });
    // As a closing dialog gives the focus back to what had it before it opened.
    screen.getByRole('textbox', { name: 'Search' }).focus();
    settle();
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
