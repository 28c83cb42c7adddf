import { createElement } from 'react';
import { prefetchListing } from '@panel/shared-core/listing-data';
import { lazyScreen } from '@panel/shared-core/router';
import { waitFor } from '@testing-library/react';
import { loadRemoteModule, loadRemoteNav } from './remote-registry';
import { getRemote, MANIFEST_REQUEST, NAV_REQUEST, navUrl, registerAll } from './remote-definitions';
import { takeEarly } from './early-requests';
import { loadAreaRoutes, takeRemoteNav } from './fetch-ahead';
import { warmStart } from './warm-start';
import { DefaultLayout } from '../app/signed-in';
import { clientNav } from '../testing/remote-registry-mock';

jest.mock('@module-federation/enhanced/runtime', () =>
  jest.requireActual('../testing/federation-runtime-mock').federationRuntimeMock(),
);
jest.mock('@panel/shared-core/ui', () => ({ loadFullTheme: jest.fn(() => Promise.resolve()) }));
jest.mock('@panel/shared-core/listing', () => ({}));
jest.mock('@panel/shared-core/listing-data', () => ({ prefetchListing: jest.fn(() => Promise.resolve()) }));
jest.mock('../features/layout/default-layout', () => ({}));
jest.mock('./remote-area', () => ({}));
jest.mock('../features/home/home-redirect', () => ({}));
jest.mock('./remote-registry', () =>
  jest.requireActual('../testing/remote-registry-mock').remoteRegistryMock('https://cdn.test'),
);

const mockNav = loadRemoteNav as jest.MockedFunction<typeof loadRemoteNav>;
const mockModule = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;
const mockPrefetch = prefetchListing as jest.MockedFunction<typeof prefetchListing>;

const routes = { routes: [] };

function storeSession(permissions: string[]) {
  localStorage.setItem('token', 'stored-token');
  localStorage.setItem('access', JSON.stringify({ isAdmin: false, permissions }));
}

const manifestOf = (name: string) => `https://cdn.test/${name}/mf-manifest.json`;

beforeAll(() => {
  registerAll({
    remotes: { client: manifestOf('client'), manage: manifestOf('manage'), users: manifestOf('users') },
  });
});

beforeEach(() => {
  localStorage.clear();
  mockNav.mockReset().mockResolvedValue(clientNav);
  mockModule.mockReset().mockResolvedValue(routes);
  mockPrefetch.mockClear();
});

afterEach(async () => {
  // Hand over whatever a test left fetched ahead, so the next one starts with nothing in flight.
  for (const name of ['client', 'manage', 'users'] as const) {
    // The menus' early answers are taken by the real loadRemoteNav, mocked here.
    void takeEarly(navUrl(getRemote(name)))?.catch(() => undefined);
    await takeRemoteNav(name).catch(() => undefined);
    await loadAreaRoutes(name).catch(() => undefined);
  }
});

/**
 * A warm start that fetches the users area's routes, started after the call under test: its steps are those of
 * the call before it, so once its routes are asked for, whatever the earlier call would have asked for has been.
 */
async function warmStartAnotherArea() {
  storeSession(['application.view']);
  warmStart('/users/list', '', Promise.resolve());
  await waitFor(() => expect(mockModule).toHaveBeenCalledWith('users', 'routes', {}));
}

describe('warmStart', () => {
  it('fetches nothing ahead without a stored session', async () => {
    warmStart('/client/applications', '', Promise.resolve());
    expect(mockNav).not.toHaveBeenCalled();
    await warmStartAnotherArea();
    expect(mockModule).toHaveBeenCalledTimes(1);
    expect(mockPrefetch).not.toHaveBeenCalled();
  });

  it("settles once the code of the page's first render is there, so that it renders without a spinner", async () => {
    storeSession(['application.view']);
    let layoutArrives!: () => void;
    const layout = jest
      .spyOn(DefaultLayout, 'preload')
      .mockReturnValue(new Promise<void>((resolve) => (layoutArrives = resolve)));
    try {
      let settled = false;
      const firstCode = warmStart('/client/applications', '', Promise.resolve()).then(() => {
        settled = true;
      });
      await waitFor(() => expect(mockModule).toHaveBeenCalled());
      expect(settled).toBe(false);
      layoutArrives();
      await firstCode;
      expect(settled).toBe(true);
    } finally {
      layout.mockRestore();
    }
  });

  it("fetches every menu and the area's routes at once, and hands each over once", async () => {
    storeSession(['application.view']);
    warmStart('/client/applications', '', Promise.resolve());
    await waitFor(() => expect(mockModule).toHaveBeenCalled());
    expect(mockNav.mock.calls.map(([name]) => name).sort()).toEqual(['client', 'manage', 'users']);
    expect(mockModule).toHaveBeenCalledWith('client', 'routes', {});

    // The area takes the calls under way instead of making new ones...
    await expect(takeRemoteNav('client')).resolves.toBe(clientNav);
    await expect(loadAreaRoutes('client')).resolves.toBe(routes);
    expect(mockNav).toHaveBeenCalledTimes(3);
    expect(mockModule).toHaveBeenCalledTimes(1);
    // ...and a retry fetches again.
    await takeRemoteNav('client');
    await loadAreaRoutes('client', { fresh: true });
    expect(mockNav).toHaveBeenCalledTimes(4);
    expect(mockModule).toHaveBeenCalledTimes(2);
  });

  it('downloads no code of an area the stored access does not open', async () => {
    storeSession([]);
    warmStart('/client/applications', '', Promise.resolve());
    // The menus' answers are read by the warm start's signed-in part, once its code is there.
    await waitFor(() => expect(mockNav).toHaveBeenCalledWith('client'));
    await warmStartAnotherArea();
    expect(mockModule).toHaveBeenCalledTimes(1);
    expect(mockPrefetch).not.toHaveBeenCalled();
  });

  it("starts the listing's calls of a menu item's own screen, with the URL's query", async () => {
    storeSession(['application.view']);
    warmStart('/client/applications/', '?page=2', Promise.resolve());
    await waitFor(() => expect(mockPrefetch).toHaveBeenCalledTimes(1));
    expect(mockPrefetch).toHaveBeenCalledWith({
      name: 'application',
      scope: 'common',
      language: expect.any(String),
      search: '?page=2',
    });
  });

  it('asks for no listing on a record or on a screen without one', async () => {
    storeSession(['application.view']);
    warmStart('/client/applications/42', '', Promise.resolve());
    warmStart('/client/balance', '', Promise.resolve());
    // Started last, through the same steps: once it is asked for, the two above have been decided.
    warmStart('/client/applications', '?sort=name', Promise.resolve());
    await waitFor(() => expect(mockPrefetch).toHaveBeenCalled());
    expect(mockPrefetch).toHaveBeenCalledTimes(1);
    expect(mockPrefetch).toHaveBeenCalledWith(expect.objectContaining({ search: '?sort=name' }));
  });

  it("asks for the menus and the area's manifest at once; their readers take those answers instead of asking again", async () => {
    const sent = jest.fn(async (_url: string) => new Response('{}', { status: 200 }));
    const realFetch = globalThis.fetch;
    globalThis.fetch = sent as unknown as typeof fetch;
    const manifestCalls = () => sent.mock.calls.filter(([url]) => url === manifestOf('client')).length;
    try {
      let menusArrive = () => undefined as void;
      mockNav.mockReturnValue(new Promise((resolve) => (menusArrive = () => resolve(clientNav))));
      storeSession(['application.view']);
      warmStart('/client/applications/7', '', Promise.resolve());
      // From the first page's code, before the menus have answered, so before anything could load the area's code.
      await waitFor(() => expect(manifestCalls()).toBe(1));
      expect(sent).toHaveBeenCalledWith(manifestOf('client'), MANIFEST_REQUEST);
      for (const name of ['client', 'manage', 'users'])
        expect(sent).toHaveBeenCalledWith(`https://cdn.test/${name}/nav.json`, NAV_REQUEST);
      expect(mockModule).not.toHaveBeenCalled();
      menusArrive();
      await waitFor(() => expect(mockModule).toHaveBeenCalledWith('client', 'routes', {}));
      expect(manifestCalls()).toBe(1);
      // Taken once: a retry reads the manifest again.
      await loadAreaRoutes('client');
      await loadAreaRoutes('client', { fresh: true });
      expect(manifestCalls()).toBe(2);
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('sends no early request for the manifest of an area a user of this kind never opens', async () => {
    const sent = jest.fn(async (_url: string) => new Response('{}', { status: 200 }));
    const realFetch = globalThis.fetch;
    globalThis.fetch = sent as unknown as typeof fetch;
    try {
      mockNav.mockImplementation(async (name) =>
        name === 'manage' ? { ...clientNav, namespace: 'manage', area: { adminOnly: true } } : clientNav,
      );
      storeSession(['application.view']);
      warmStart('/manage/companies', '', Promise.resolve());
      expect(sent).not.toHaveBeenCalledWith(manifestOf('manage'), expect.anything());
      await warmStartAnotherArea();
      expect(sent).toHaveBeenCalledWith('https://cdn.test/manage/nav.json', NAV_REQUEST);
      expect(sent).not.toHaveBeenCalledWith(manifestOf('manage'), expect.anything());
      expect(mockModule).not.toHaveBeenCalledWith('manage', 'routes', expect.anything());
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it("on the home page, asks at once for the manifest of the area it leads to first, and the area's routes take it", async () => {
    const sent = jest.fn(async (_url: string) => new Response('{}', { status: 200 }));
    const realFetch = globalThis.fetch;
    globalThis.fetch = sent as unknown as typeof fetch;
    const manifestCalls = (name: string) =>
      sent.mock.calls.filter(([url]) => url === manifestOf(name)).length;
    let menusArrive = () => undefined as void;
    try {
      mockNav.mockReturnValue(new Promise((resolve) => (menusArrive = () => resolve(clientNav))));
      storeSession(['application.view']);
      warmStart('/', '', Promise.resolve());
      // Before the menus have said where `/` leads: a company's user is led into the client area unless it opens nothing.
      await waitFor(() => expect(manifestCalls('client')).toBe(1));
      expect(manifestCalls('manage') + manifestCalls('users')).toBe(0);
      menusArrive();
      await waitFor(() => expect(mockModule).toHaveBeenCalledWith('client', 'routes', {}));
      expect(manifestCalls('client')).toBe(1);
    } finally {
      // Whatever failed above, the warm start started here does not stay waiting into the next test.
      menusArrive();
      globalThis.fetch = realFetch;
    }
  });

  it('on the home page, warms the screen the menus will lead to', async () => {
    storeSession(['application.view']);
    warmStart('/', '', Promise.resolve());
    await waitFor(() => expect(mockPrefetch).toHaveBeenCalledTimes(1));
    expect(mockPrefetch).toHaveBeenCalledWith(expect.objectContaining({ name: 'application', search: '' }));
    expect(mockModule).toHaveBeenCalledWith('client', 'routes', {});
  });

  it('starts the calls of the screen a path opens, with its params, where the stored access opens its route', async () => {
    const prefetch = jest.fn(() => Promise.resolve());
    const Form = lazyScreen(() => Promise.resolve({ default: () => null, prefetch }));
    mockModule.mockResolvedValue({
      routes: [
        {
          path: 'applications/:id/edit',
          element: createElement(Form),
          handle: { permission: 'application.update' },
        },
      ],
    });
    storeSession(['application.view']);
    warmStart('/client/applications/7/edit', '', Promise.resolve());
    await waitFor(() => expect(mockModule).toHaveBeenCalledWith('client', 'routes', {}));
    await warmStartAnotherArea();
    expect(prefetch).not.toHaveBeenCalled();

    await loadAreaRoutes('client');
    storeSession(['application.view', 'application.update']);
    warmStart('/client/applications/7/edit', '', Promise.resolve());
    await waitFor(() => expect(prefetch).toHaveBeenCalledWith({ id: '7' }));
  });
});
