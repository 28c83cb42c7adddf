import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { localeUrl } from '@panel/shared-core';
import {
  REMOTE_MOUNTS,
  allRemotes,
  defineRemotes,
  getRemote,
  isIncompatible,
  isTransient,
  loadRemoteModule,
  loadRemoteNav,
  parseRemoteNav,
  registerAll,
  remoteBaseUrl,
  remoteForPath,
} from './remote-registry';

jest.mock('@module-federation/enhanced/runtime', () =>
  jest.requireActual('../testing/federation-runtime-mock').federationRuntimeMock(),
);

const mockLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;
const mockRegisterRemotes = registerRemotes as jest.MockedFunction<typeof registerRemotes>;

const config = {
  remotes: {
    client: 'https://cdn.example.com/client/1.4.0/mf-manifest.json',
    manage: 'http://localhost:8082/mf-manifest.json',
    users: 'https://users.example.com/mf-manifest.json',
  },
};

describe('defineRemotes', () => {
  it('derives container, mount and base URL of every remote', () => {
    const defs = defineRemotes(config);
    expect(defs.client).toEqual({
      name: 'client',
      container: 'panel_client',
      mount: '/client',
      manifestUrl: config.remotes.client,
      baseUrl: 'https://cdn.example.com/client/1.4.0/',
    });
    expect(defs.manage.mount).toBe('/manage');
    expect(defs.manage.baseUrl).toBe('http://localhost:8082/');
    expect(defs.users).toMatchObject({ container: 'panel_users', mount: '/users' });
  });

  it('remoteBaseUrl is the folder of the manifest', () => {
    expect(remoteBaseUrl('https://a.example.com/x/y/mf-manifest.json')).toBe('https://a.example.com/x/y/');
  });
});

describe('registerAll', () => {
  it('registers every remote with the federation runtime, fetching no code', () => {
    registerAll(config);
    expect(mockRegisterRemotes).toHaveBeenCalledWith([
      { name: 'panel_client', entry: config.remotes.client },
      { name: 'panel_manage', entry: config.remotes.manage },
      { name: 'panel_users', entry: config.remotes.users },
    ]);
    expect(mockLoadRemote).not.toHaveBeenCalled();
    expect(getRemote('users').manifestUrl).toBe(config.remotes.users);
    expect(allRemotes().map((r) => r.name)).toEqual(['client', 'manage', 'users']);
  });
});

describe('remoteForPath', () => {
  it.each([
    ['/client', 'client'],
    ['/client/applications/5', 'client'],
    ['/manage/companies', 'manage'],
    ['/users', 'users'],
    ['/users/view/3', 'users'],
  ])('%s belongs to %s', (path, name) => {
    expect(remoteForPath(path)).toBe(name);
  });

  it.each(['/', '/clients', '/login', '/managers/x', '/not-found'])('%s belongs to no remote', (path) => {
    expect(remoteForPath(path)).toBeNull();
  });

  it('uses the mounts of the URL map', () => {
    expect(REMOTE_MOUNTS).toEqual({ client: '/client', manage: '/manage', users: '/users' });
  });
});

describe('parseRemoteNav', () => {
  it('keeps a valid nav and drops malformed items', () => {
    const nav = parseRemoteNav({
      namespace: 'client',
      area: { permission: 'x' },
      items: [
        { to: '/applications', labelKey: 'nav.applications', icon: 'apps', groupKey: 'groups.apps' },
        { to: 'relative', labelKey: 'nav.bad' },
        { to: '/no-label' },
        null,
        'text',
        { to: 'https://evil.example.com', labelKey: 'nav.evil' },
      ],
    });
    expect(nav.namespace).toBe('client');
    expect(nav.area).toEqual({ permission: 'x' });
    expect(nav.items).toEqual([
      { to: '/applications', labelKey: 'nav.applications', icon: 'apps', groupKey: 'groups.apps' },
    ]);
  });

  it('keeps the palette actions that lead somewhere in the area, and drops the rest', () => {
    const nav = parseRemoteNav({
      namespace: 'client',
      items: [],
      actions: [
        { to: '/applications/new', labelKey: 'palette.newApplication', permission: 'application.create' },
        { to: '//evil.example.com/x', labelKey: 'palette.evil' },
        { to: 'javascript:alert(1)', labelKey: 'palette.script' },
        { to: '/no-label' },
        null,
      ],
    });
    expect(nav.actions).toEqual([
      { to: '/applications/new', labelKey: 'palette.newApplication', permission: 'application.create' },
    ]);
    expect(parseRemoteNav({ namespace: 'users', items: [] }).actions).toEqual([]);
  });

  it('gives a missing area an empty rule', () => {
    expect(parseRemoteNav({ namespace: 'users', items: [] }).area).toEqual({});
  });

  it.each([null, 'nav', [], { items: [] }, { namespace: 'x' }, { namespace: 1, items: [] }])(
    'rejects %p',
    (input) => {
      expect(() => parseRemoteNav(input)).toThrow('nav.json');
    },
  );
});

describe('loadRemoteNav', () => {
  beforeEach(() => registerAll(config));

  it('fetches nav.json beside the manifest and points the namespace at the remote', async () => {
    const fetchImpl = jest.fn().mockResolvedValue({
      status: 200,
      json: async () => ({
        namespace: 'client',
        area: {},
        items: [{ to: '/pixels', labelKey: 'nav.pixels' }],
      }),
    });
    const nav = await loadRemoteNav('client', fetchImpl as unknown as typeof fetch);
    expect(fetchImpl).toHaveBeenCalledWith(
      'https://cdn.example.com/client/1.4.0/nav.json',
      expect.anything(),
    );
    expect(nav.items).toHaveLength(1);
    expect(localeUrl('/admin', 'en', 'client')).toBe(
      'https://cdn.example.com/client/1.4.0/locales/en/client.json',
    );
  });

  it('rejects on a non-200 answer', async () => {
    const fetchImpl = jest.fn().mockResolvedValue({ status: 503, json: async () => ({}) });
    await expect(loadRemoteNav('manage', fetchImpl as unknown as typeof fetch)).rejects.toThrow('HTTP 503');
  });
});

describe('isTransient and isIncompatible', () => {
  it.each([
    new Error('Failed to fetch'),
    new TypeError('NetworkError when attempting to fetch resource.'),
    new Error('Loading chunk 42 failed. (ChunkLoadError)'),
    new Error('[ Federation Runtime ]: RUNTIME-008 remoteEntryExports is undefined'),
    new Error('ScriptExternalLoadError: Loading script failed.'),
    'timeout of 10000ms exceeded',
  ])('%p is transient', (error) => {
    expect(isTransient(error)).toBe(true);
  });

  it.each([
    new TypeError("Cannot read properties of undefined (reading 'routes')"),
    new Error('boom'),
    'x is not a function',
  ])('%p is not transient', (error) => {
    expect(isTransient(error)).toBe(false);
  });

  it('recognises a remote built against another shared-core major', () => {
    expect(
      isIncompatible(
        new Error(
          'Version 2.0.0 from panel_client of shared singleton module @panel/shared-core does not satisfy the requirement ^1.0.0',
        ),
      ),
    ).toBe(true);
    expect(isIncompatible(new Error('Failed to fetch'))).toBe(false);
    expect(isIncompatible(new Error('react version mismatch'))).toBe(false);
  });
});

describe('loadRemoteModule', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    registerAll(config);
    mockRegisterRemotes.mockClear();
  });
  afterEach(() => jest.useRealTimers());

  it('returns the module at once when it loads', async () => {
    mockLoadRemote.mockResolvedValueOnce({ routes: [] });
    await expect(loadRemoteModule('client', 'routes')).resolves.toEqual({ routes: [] });
    expect(mockLoadRemote).toHaveBeenCalledWith('panel_client/routes');
    expect(mockRegisterRemotes).not.toHaveBeenCalled();
  });

  it('retries a transient failure after a pause, re-registering the broken entry', async () => {
    mockLoadRemote
      .mockRejectedValueOnce(new Error('Failed to fetch'))
      .mockResolvedValueOnce({ routes: ['ok'] });
    const result = loadRemoteModule('client', 'routes', { backoffMs: 100 });
    await jest.advanceTimersByTimeAsync(99);
    expect(mockLoadRemote).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ routes: ['ok'] });
    expect(mockLoadRemote).toHaveBeenCalledTimes(2);
    expect(mockRegisterRemotes).toHaveBeenCalledWith(
      [{ name: 'panel_client', entry: config.remotes.client }],
      { force: true },
    );
  });

  it('gives up after a bounded number of retries with the last error', async () => {
    mockLoadRemote.mockRejectedValue(new Error('Failed to fetch'));
    const result = loadRemoteModule('manage', 'routes', { retries: 2, backoffMs: 100 });
    const assertion = expect(result).rejects.toThrow('Failed to fetch');
    await jest.advanceTimersByTimeAsync(100 + 200 + 1000);
    await assertion;
    expect(mockLoadRemote).toHaveBeenCalledTimes(3);
  });

  it('does not retry a failure of the code itself', async () => {
    mockLoadRemote.mockRejectedValue(new TypeError("Cannot read properties of undefined (reading 'x')"));
    await expect(loadRemoteModule('users', 'routes')).rejects.toThrow(TypeError);
    expect(mockLoadRemote).toHaveBeenCalledTimes(1);
  });

  it('treats an empty module as a failure', async () => {
    mockLoadRemote.mockResolvedValue(null);
    await expect(loadRemoteModule('users', 'routes', { retries: 0 })).rejects.toThrow(
      'panel_users/routes is empty',
    );
  });

  it('re-registers first on a fresh attempt (a Retry after a failure)', async () => {
    mockLoadRemote.mockResolvedValueOnce({ routes: [] });
    await loadRemoteModule('client', 'routes', { fresh: true });
    expect(mockRegisterRemotes).toHaveBeenCalledWith(
      [{ name: 'panel_client', entry: config.remotes.client }],
      { force: true },
    );
  });
});
