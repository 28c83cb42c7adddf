import { Suspense } from 'react';
import {
  act,
  fireEvent,
  flushErrorReports,
  resetErrorReporting,
  screen,
  waitFor,
} from '@panel/shared-core/testing';
import { Link, Outlet, lazyScreen, useParams } from '@panel/shared-core/router';
import {
  configureErrorReporting,
  navigateTo,
  useDeclareRecordName,
  type RemoteNav,
} from '@panel/shared-core';
import { renderShell } from '../testing/render-shell';
import RemoteArea, { forgetLoadedRoutes } from './remote-area';
import { loadRemoteModule, loadRemoteNav } from './remote-registry';
import { PageMetaProvider, usePageMeta } from '../app/page-meta';
import { resetFirstScreen } from '../app/first-screen';
import { FrameProbe, expectScreenUnhurried } from '../testing/frame-probe';
import type { PermissionName } from '@panel/contract';

jest.mock('@module-federation/enhanced/runtime', () =>
  jest.requireActual('../testing/federation-runtime-mock').federationRuntimeMock(),
);
jest.mock('./remote-registry', () =>
  jest.requireActual('../testing/remote-registry-mock').remoteRegistryMock('http://localhost'),
);

const mockLoadModule = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;
const mockLoadNav = loadRemoteNav as jest.MockedFunction<typeof loadRemoteNav>;

const clientNav: RemoteNav = {
  namespace: 'client',
  area: {},
  items: [
    { to: '/applications', labelKey: 'nav.applications', permission: 'application.view' },
    { to: '/pixels', labelKey: 'nav.pixels', permission: 'pixel.manage' },
  ],
};
const manageNav: RemoteNav = {
  namespace: 'manage',
  area: { adminOnly: true },
  items: [{ to: '/companies', labelKey: 'nav.companies' }],
};

const routes = [
  {
    path: 'applications',
    handle: { titleKey: 'nav.applications' },
    element: <p>Applications screen</p>,
  },
  {
    path: 'settings',
    handle: { titleKey: 'nav.settings', permission: 'company.update' },
    element: <p>Settings screen</p>,
  },
];

const resources = {
  en: {
    client: {
      nav: {
        applications: 'Applications',
        pixels: 'Pixels',
        settings: 'Settings',
        application: 'Application',
        comments: 'Comments',
        edit: 'Edit application',
      },
    },
  },
};

/** Every trail the header was given, in order. */
const trails: string[] = [];
function Crumbs() {
  const { crumbs } = usePageMeta();
  const trail = crumbs.map((c) => c.label).join(' / ');
  if (trails[trails.length - 1] !== trail) trails.push(trail);
  return <p data-testid="crumbs">{trail}</p>;
}

/** Renders when something under the area suspends. */
const suspended = jest.fn();
function SuspendedFallback() {
  suspended();
  return <p>Suspended</p>;
}

function renderArea(
  name: 'client' | 'manage',
  route: string,
  permissions: PermissionName[] = ['application.view'],
  isAdmin = false,
) {
  return renderShell(
    <PageMetaProvider>
      <Crumbs />
      <FrameProbe />
      <Suspense fallback={<SuspendedFallback />}>
        <RemoteArea name={name} />
      </Suspense>
    </PageMetaProvider>,
    {
      route,
      path: `/${name}/*`,
      resources,
      session: {
        token: 't',
        user: { id: 1, public_id: 'u', name: 'U', email: 'u@example.com' },
        access: { isAdmin, permissions },
      },
    },
  );
}

beforeEach(() => {
  resetFirstScreen();
  // RemoteArea keeps the routes it loaded for the page's lifetime: no test may see what another one loaded.
  forgetLoadedRoutes();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mockLoadNav.mockImplementation(async (name) => (name === 'client' ? clientNav : manageNav));
});

describe('RemoteArea', () => {
  it('shows the unavailable panel when the remote fails to load, and recovers on Retry without a reload', async () => {
    mockLoadModule.mockRejectedValueOnce(new Error('Failed to fetch')).mockResolvedValueOnce({ routes });
    const { user } = renderArea('client', '/client/applications');

    const panel = await screen.findByTestId('area-unavailable-client');
    expect(panel).toHaveTextContent('The “Company” section is unavailable');
    expect(panel).toHaveTextContent('could not be loaded');
    expect(screen.queryByText('Applications screen')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Applications screen')).toBeInTheDocument();
    expect(screen.queryByTestId('area-unavailable-client')).not.toBeInTheDocument();
    expect(mockLoadModule).toHaveBeenCalledTimes(2);
    expect(mockLoadModule).toHaveBeenLastCalledWith('client', 'routes', { fresh: true });
    // The header learns the title and trail from the route handles.
    await waitFor(() => expect(screen.getByTestId('crumbs')).toHaveTextContent('Company / Applications'));
  });

  it("lets the layout's frame fill in once the area's screen has shown", async () => {
    expectScreenUnhurried();
    let loadRoutes: (module: { routes: typeof routes }) => void = () => undefined;
    mockLoadModule.mockReturnValueOnce(new Promise((resolve) => (loadRoutes = resolve)));
    renderArea('client', '/client/applications');
    // The area's spinner is no screen: the frame keeps waiting (the cold load's main thread goes to the screen).
    await waitFor(() => expect(mockLoadModule).toHaveBeenCalled());
    expect(screen.getByTestId('frame')).toHaveTextContent('waiting');
    act(() => loadRoutes({ routes }));
    expect(await screen.findByText('Applications screen')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('frame')).toHaveTextContent('filled'));
  });

  it("lets the layout's frame fill in when the area cannot be shown: its menus are the way elsewhere", async () => {
    expectScreenUnhurried();
    mockLoadModule.mockRejectedValueOnce(new Error('Failed to fetch'));
    renderArea('client', '/client/applications');
    expect(await screen.findByTestId('area-unavailable-client')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('frame')).toHaveTextContent('filled'));
  });

  describe('reports why the area cannot be shown', () => {
    const fetchMock = jest.fn();
    beforeEach(() => {
      fetchMock.mockReset().mockResolvedValue({ ok: true });
      globalThis.fetch = fetchMock as unknown as typeof fetch;
      configureErrorReporting({ url: '/api/client-errors' });
    });
    afterEach(() => resetErrorReporting());

    const reported = async () => {
      await flushErrorReports();
      // The receiver's calls only: the page's other requests go through fetch too.
      return fetchMock.mock.calls
        .filter(([url]) => url === '/api/client-errors')
        .flatMap(
          ([, init]: [string, RequestInit]) =>
            (JSON.parse(init.body as string) as { errors: { kind: string; area: string; message: string }[] })
              .errors,
        );
    };

    it('as a load when its routes module is not what the panel expects, whatever its message says', async () => {
      mockLoadModule.mockResolvedValueOnce({ routes: 'none' } as never);
      renderArea('client', '/client/applications');
      expect(await screen.findByTestId('area-unavailable-client')).toBeInTheDocument();
      await waitFor(async () =>
        expect(await reported()).toEqual([
          expect.objectContaining({
            kind: 'remote-load',
            area: 'client',
            message: 'Error: client/routes exports no routes',
          }),
        ]),
      );
    });

    it('as a boundary error when one of its screens throws while rendering', async () => {
      function Broken(): never {
        throw new Error('x is undefined');
      }
      mockLoadModule.mockResolvedValueOnce({ routes: [{ path: 'applications', element: <Broken /> }] });
      renderArea('client', '/client/applications');
      expect(await screen.findByTestId('area-unavailable-client')).toBeInTheDocument();
      await waitFor(async () =>
        expect(await reported()).toEqual([
          expect.objectContaining({ kind: 'boundary', area: 'client', message: 'Error: x is undefined' }),
        ]),
      );
    });
  });

  it('keeps loaded routes and gates a route by its own handle', async () => {
    mockLoadModule.mockResolvedValue({ routes });
    // First visit: the area downloads its routes.
    const first = renderArea('client', '/client/applications');
    expect(await screen.findByText('Applications screen')).toBeInTheDocument();
    expect(mockLoadModule).toHaveBeenCalledTimes(1);
    first.unmount();

    // Coming back (a new mount) reuses them, and the settings route's own permission sends the user away.
    const { location } = renderArea('client', '/client/settings');
    await waitFor(() => expect(location().pathname).toBe('/not-allowed'));
    expect(screen.queryByText('Settings screen')).not.toBeInTheDocument();
    expect(mockLoadModule).toHaveBeenCalledTimes(1);
  });

  it("waits for the first screen's code before it renders the routes, so that the screen never suspends", async () => {
    let release: () => void = () => undefined;
    const code = new Promise<void>((resolve) => {
      release = resolve;
    });
    const factory = jest.fn(async () => {
      await code;
      return { default: () => <p>Lazy applications screen</p> };
    });
    const LazyApplications = lazyScreen(factory);
    mockLoadModule.mockResolvedValue({
      routes: [{ path: 'applications', handle: routes[0]!.handle, element: <LazyApplications /> }],
    });
    renderArea('client', '/client/applications');

    // The routes are in and the screen's code is asked for; the area's own spinner stays until it arrives.
    await waitFor(() => expect(factory).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('Lazy applications screen')).not.toBeInTheDocument();

    act(() => release());
    expect(await screen.findByText('Lazy applications screen')).toBeInTheDocument();
    expect(suspended).not.toHaveBeenCalled();
  });

  it('asks for a record screen and its tab at once when the user moves to them', async () => {
    const never = new Promise<never>(() => undefined);
    const recordCode = jest.fn(() => never);
    const tabCode = jest.fn(() => never);
    const Record = lazyScreen(recordCode);
    const Tab = lazyScreen(tabCode);
    mockLoadModule.mockResolvedValue({
      routes: [
        ...routes,
        {
          path: 'applications/:id',
          handle: { titleKey: 'nav.applications' },
          element: <Record />,
          children: [{ index: true, element: <Tab /> }],
        },
      ],
    });
    renderArea('client', '/client/applications');
    expect(await screen.findByText('Applications screen')).toBeInTheDocument();
    expect(recordCode).not.toHaveBeenCalled();

    act(() => navigateTo('/client/applications/8'));
    // The tab's code does not wait for the record screen's, which here never arrives.
    await waitFor(() => expect(tabCode).toHaveBeenCalledTimes(1));
    expect(recordCode).toHaveBeenCalledTimes(1);
  });

  it("loads a record's code before the click, once idle, when its route asks for it, and none of its calls", async () => {
    const calls = jest.fn();
    const code = jest.fn(async () => ({ default: () => <p>Record screen</p> }));
    const Record = lazyScreen(code, { prefetch: calls });
    mockLoadModule.mockResolvedValue({
      routes: [
        {
          path: 'applications',
          handle: routes[0]!.handle,
          element: <Link to="/client/applications/8">Golden Weather</Link>,
        },
        {
          path: 'applications/:id',
          handle: { titleKey: 'nav.application', preloadWhenIdle: true },
          element: <Record />,
        },
      ],
    });
    renderArea('client', '/client/applications');
    const link = await screen.findByRole('link', { name: 'Golden Weather' });

    await waitFor(() => expect(code).toHaveBeenCalledTimes(1));
    // A press asks at once (an answer that failed would send the user away from the listing).
    fireEvent.pointerDown(link, { button: 0 });
    expect(calls).not.toHaveBeenCalled();
    expect(screen.queryByText('Record screen')).not.toBeInTheDocument();
  });

  it("names the record in the breadcrumbs and the document's title once its screen has said which", async () => {
    function RecordScreen() {
      useDeclareRecordName('Golden Weather', '/client/applications/8');
      return (
        <>
          <p>Record screen</p>
          <Outlet />
        </>
      );
    }
    mockLoadModule.mockResolvedValue({
      routes: [
        ...routes,
        {
          path: 'applications/:id',
          handle: { titleKey: 'nav.application' },
          element: <RecordScreen />,
          children: [
            { path: 'comments', handle: { titleKey: 'nav.comments' }, element: <p>Comments tab</p> },
          ],
        },
      ],
    });
    renderArea('client', '/client/applications/8');
    expect(await screen.findByText('Record screen')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('crumbs')).toHaveTextContent(/^Company \/ Golden Weather$/),
    );
    expect(document.title).toBe('Golden Weather · Panel');

    // A tab of the record: the record's crumb keeps its name, the tab is the title.
    const before = trails.length;
    act(() => navigateTo('/client/applications/8/comments'));
    expect(await screen.findByText('Comments tab')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('crumbs')).toHaveTextContent(/^Company \/ Golden Weather \/ Comments$/),
    );
    // Not even for a moment does the trail go back to the record's kind.
    expect(trails.slice(before)).toEqual(['Company / Golden Weather / Comments']);
    expect(document.title).toBe('Comments · Golden Weather · Panel');

    // Elsewhere the name is gone with its screen.
    act(() => navigateTo('/client/applications'));
    expect(await screen.findByText('Applications screen')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('crumbs')).toHaveTextContent(/^Company \/ Applications$/));
    expect(document.title).toBe('Applications · Panel');
  });

  it("names the record on its edit form, a route beside the record's, without rendering the form again", async () => {
    let formRenders = 0;
    function EditForm() {
      formRenders += 1;
      // As the real screens do: reading the route's params subscribes the screen to the routes' render.
      const { id } = useParams();
      useDeclareRecordName('Golden Weather', `/client/applications/${id}`);
      return <p>Edit form</p>;
    }
    mockLoadModule.mockResolvedValue({
      routes: [
        {
          path: 'applications',
          handle: { titleKey: 'nav.applications' },
          children: [
            { index: true, element: <p>Applications screen</p> },
            { path: ':id/edit', handle: { titleKey: 'nav.edit' }, element: <EditForm /> },
            { path: ':id', handle: { titleKey: 'nav.application' }, element: <p>Record screen</p> },
          ],
        },
      ],
    });
    renderArea('client', '/client/applications/8/edit');
    expect(await screen.findByText('Edit form')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('crumbs')).toHaveTextContent(
        /^Company \/ Applications \/ Golden Weather \/ Edit application$/,
      ),
    );
    expect(document.title).toBe('Edit application · Golden Weather · Panel');
    // The name it declared reached the title and the breadcrumbs without rendering the routes below them again.
    expect(formRenders).toBe(1);
  });

  it('sends a user who may not open the path to /not-allowed before any code is fetched', async () => {
    const { location } = renderArea('client', '/client/pixels');
    await waitFor(() => expect(location().pathname).toBe('/not-allowed'));
    expect(mockLoadModule).not.toHaveBeenCalled();
  });

  it('closes an admin-only area to a company user', async () => {
    const { location } = renderArea('manage', '/manage/companies', ['application.view']);
    await waitFor(() => expect(location().pathname).toBe('/not-allowed'));
    expect(mockLoadModule).not.toHaveBeenCalled();
  });

  it('says so when the remote was built for another version of the panel', async () => {
    mockLoadModule.mockRejectedValue(
      new Error('shared singleton module @panel/shared-core: version 2.0.0 does not satisfy ^1.0.0'),
    );
    renderArea('manage', '/manage/companies', [], true);
    expect(await screen.findByTestId('area-unavailable-manage')).toHaveTextContent(
      'built for another version',
    );
  });
});
