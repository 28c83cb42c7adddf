/**
 * @jest-environment node
 */
// The federation runtime hands manifests over as fetch Responses, which jsdom does not have.
jest.mock('@module-federation/enhanced/runtime', () =>
  jest.requireActual('../testing/federation-runtime-mock').federationRuntimeMock(),
);
import {
  CORE_VERSION,
  checkRemoteHealth,
  dropHandOver,
  firstScripts,
  handOverManifest,
  isCompatibleBuild,
  lastReadBuild,
  manifestPlugin,
  parseRemoteBuild,
  readManifest,
  sameBuild,
} from './remote-builds';

/** A shared-core of a major this shell does not provide. */
const OTHER_MAJOR = `${Number(CORE_VERSION.split('.')[0]) + 1}.0.0`;

const manifest = (overrides: { buildId?: string; core?: string } = {}) => ({
  name: 'panel_client',
  metaData: {
    name: 'panel_client',
    buildInfo: {
      buildVersion: '1.4.0',
      buildName: '@panel/remote-client',
      buildId: overrides.buildId ?? 'abc123',
      buildTime: '2026-11-20T10:00:00.000Z',
    },
  },
  shared: [
    { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1' },
    // Built with the shared-core this shell provides, unless told otherwise.
    {
      name: '@panel/shared-core',
      version: overrides.core ?? CORE_VERSION,
      requiredVersion: `^${CORE_VERSION}`,
    },
  ],
});

const reply = (status: number, body: string) =>
  new Response(body, { status, headers: { 'Content-Type': 'application/json' } });

describe('parseRemoteBuild', () => {
  it('reads the version, the build stamp and the shared-core it was built with', () => {
    expect(parseRemoteBuild(manifest())).toEqual({
      version: '1.4.0',
      buildId: 'abc123',
      buildTime: '2026-11-20T10:00:00.000Z',
      sharedCore: CORE_VERSION,
    });
  });

  it('says null for what an older or foreign manifest lacks', () => {
    expect(parseRemoteBuild({ metaData: {} })).toEqual({
      version: null,
      buildId: null,
      buildTime: null,
      sharedCore: null,
    });
    expect(parseRemoteBuild(null).version).toBeNull();
  });
});

describe('isCompatibleBuild', () => {
  const build = (sharedCore: string | null) => ({ ...parseRemoteBuild(manifest()), sharedCore });

  it('accepts the same major of shared-core, refuses another', () => {
    expect(isCompatibleBuild(build('1.7.2'), '1.0.0')).toBe(true);
    expect(isCompatibleBuild(build('^1.0.0'), '1.3.0')).toBe(true);
    expect(isCompatibleBuild(build('2.0.0'), '1.0.0')).toBe(false);
    expect(isCompatibleBuild(build('^2.1.0'), '1.0.0')).toBe(false);
  });

  it('accepts a remote that does not use shared-core, and compares with this shell by default', () => {
    expect(isCompatibleBuild(build(null), '1.0.0')).toBe(true);
    expect(isCompatibleBuild(build(CORE_VERSION))).toBe(true);
  });
});

describe('sameBuild', () => {
  it('tells another build apart even under the same version', () => {
    const a = parseRemoteBuild(manifest());
    expect(sameBuild(a, parseRemoteBuild(manifest()))).toBe(true);
    expect(sameBuild(a, parseRemoteBuild(manifest({ buildId: 'def456' })))).toBe(false);
  });
});

describe('readManifest', () => {
  it('reads past the cache and returns the text with its build and timing', async () => {
    const fetchImpl = jest.fn(async () => reply(200, JSON.stringify(manifest())));
    const read = await readManifest('https://cdn.test/client/mf-manifest.json', fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith(
      'https://cdn.test/client/mf-manifest.json',
      expect.objectContaining({ cache: 'no-cache' }),
    );
    expect(read.build.buildId).toBe('abc123');
    expect(JSON.parse(read.text)).toEqual(manifest());
    expect(read.ms).toBeGreaterThanOrEqual(0);
  });

  it.each([
    ['an HTTP error', async () => reply(404, 'Not found'), 'HTTP 404'],
    ['no answer', async () => Promise.reject(new TypeError('Failed to fetch')), 'network error'],
    ['a page that is not JSON', async () => reply(200, '<!doctype html>'), 'not a manifest'],
    ['JSON that is not a manifest', async () => reply(200, '{"hello":1}'), 'not a manifest'],
  ])('says what went wrong on %s', async (_case, fetchImpl, message) => {
    await expect(readManifest('https://cdn.test/m.json', fetchImpl as typeof fetch)).rejects.toThrow(message);
  });
});

describe('firstScripts', () => {
  const withFiles = (metaData: Record<string, unknown>) => ({
    ...manifest(),
    metaData: { ...manifest().metaData, ...metaData },
    exposes: [
      { name: 'nav', assets: { js: { sync: ['nav.1.js'], async: [] } } },
      { name: 'routes', assets: { js: { sync: ['vendor.2.js', 'routes.3.js'], async: ['screen.4.js'] } } },
    ],
  });

  it("names the entry and the routes' files, beside the manifest when its publicPath is auto", () => {
    const json = withFiles({ publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } });
    expect(firstScripts('https://cdn.test/client/v2/mf-manifest.json', json)).toEqual([
      'https://cdn.test/client/v2/remoteEntry.js',
      'https://cdn.test/client/v2/vendor.2.js',
      'https://cdn.test/client/v2/routes.3.js',
    ]);
  });

  it("follows an explicit publicPath and the entry's folder", () => {
    const json = withFiles({
      publicPath: 'https://static.test/client/',
      remoteEntry: { name: 'remoteEntry.js', path: '/entry/' },
    });
    expect(firstScripts('https://cdn.test/client/mf-manifest.json', json)).toEqual([
      'https://static.test/client/entry/remoteEntry.js',
      'https://static.test/client/vendor.2.js',
      'https://static.test/client/routes.3.js',
    ]);
  });

  it('names nothing a manifest does not say', () => {
    expect(firstScripts('https://cdn.test/m.json', { metaData: {} })).toEqual([]);
    expect(firstScripts('https://cdn.test/m.json', null)).toEqual([]);
    expect(firstScripts('not a url', withFiles({ publicPath: 'auto' }))).toEqual([]);
  });

  it('comes with every manifest read', async () => {
    const json = withFiles({ publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } });
    const read = await readManifest('https://cdn.test/c/mf-manifest.json', async () =>
      reply(200, JSON.stringify(json)),
    );
    expect(read.scripts[0]).toBe('https://cdn.test/c/remoteEntry.js');
  });
});

describe('checkRemoteHealth', () => {
  it('reports a remote that answers, with its build and whether this shell can run it', async () => {
    const health = await checkRemoteHealth('client', 'https://cdn.test/m.json', async () =>
      reply(200, JSON.stringify(manifest({ core: OTHER_MAJOR }))),
    );
    expect(health).toMatchObject({ name: 'client', reachable: true, compatible: false, problem: null });
    expect(health.build?.version).toBe('1.4.0');
  });

  it('reports a remote that is down, with why', async () => {
    const health = await checkRemoteHealth('users', 'https://cdn.test/m.json', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(health).toMatchObject({
      reachable: false,
      build: null,
      compatible: null,
      problem: 'network error',
    });
  });
});

describe('manifestPlugin', () => {
  const url = 'https://cdn.test/client/mf-manifest.json';
  const plugin = manifestPlugin((candidate) => candidate === url);
  const fetchHook = plugin.fetch as (url: string, init: RequestInit) => Promise<Response> | undefined;
  const realFetch = global.fetch;
  let fetchMock: jest.Mock;

  beforeEach(() => {
    fetchMock = jest.fn(async () => reply(200, JSON.stringify(manifest({ buildId: 'from-network' }))));
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => {
    global.fetch = realFetch;
    dropHandOver(url);
  });

  it('serves a manifest handed over once, without a request, and remembers its build', async () => {
    handOverManifest(url, JSON.stringify(manifest({ buildId: 'handed' })));
    const first = await fetchHook(url, {});
    expect(await first?.json()).toMatchObject({ metaData: { buildInfo: { buildId: 'handed' } } });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(lastReadBuild(url)?.buildId).toBe('handed');

    const second = await fetchHook(url, {});
    expect(await second?.json()).toMatchObject({ metaData: { buildInfo: { buildId: 'from-network' } } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(lastReadBuild(url)?.buildId).toBe('from-network');
  });

  it('leaves other requests to the runtime', () => {
    expect(fetchHook('https://cdn.test/other.json', {})).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
