import { store } from '@panel/shared-core';
import { fetchRuntimeConfig, type RuntimeConfig } from '../config/runtime-config';
import { moveRemote } from './remote-registry';
import { CORE_VERSION, markRunning, readManifest, rememberBuild, type ManifestRead } from './remote-builds';
import { areaGenerationAtom } from './area-generations';
import {
  acceptUpdate,
  areaUpdatesAtom,
  checkForUpdates,
  dismissUpdate,
  resetVersionWatch,
} from './version-watch';

jest.mock('@module-federation/enhanced/runtime', () =>
  jest.requireActual('../testing/federation-runtime-mock').federationRuntimeMock(),
);
jest.mock('@panel/shared-core/query', () => ({
  queryClient: { invalidateQueries: jest.fn(() => Promise.resolve()), getQueryData: jest.fn() },
}));
jest.mock('../config/runtime-config', () => ({
  ...jest.requireActual('../config/runtime-config'),
  fetchRuntimeConfig: jest.fn(),
}));
jest.mock('./remote-registry', () => ({
  ...jest.requireActual('./remote-registry'),
  moveRemote: jest.fn(),
}));
jest.mock('./remote-builds', () => {
  const actual = jest.requireActual('./remote-builds');
  return { ...actual, readManifest: jest.fn() };
});

const mockConfig = fetchRuntimeConfig as jest.MockedFunction<typeof fetchRuntimeConfig>;
const mockRead = readManifest as jest.MockedFunction<typeof readManifest>;
const mockMove = moveRemote as jest.MockedFunction<typeof moveRemote>;

const OLD_URL = 'https://cdn.test/client/1.0.0/mf-manifest.json';
const NEW_URL = 'https://cdn.test/client/1.1.0/mf-manifest.json';

const config = (clientUrl: string): RuntimeConfig => ({
  mainHost: 'panel.test',
  apiBaseUrl: '/api',
  telegramBot: null,
  errorReportUrl: null,
  cspReportUrl: null,
  remotes: {
    client: clientUrl,
    manage: 'https://cdn.test/manage/mf-manifest.json',
    users: 'https://cdn.test/users/mf-manifest.json',
  },
});

const build = (buildId: string, sharedCore = CORE_VERSION) => ({
  version: '1.0.0',
  buildId,
  buildTime: '2026-11-20T10:00:00.000Z',
  sharedCore,
});
const read = (url: string, buildId: string, sharedCore?: string): ManifestRead => ({
  url,
  text: '{}',
  ms: 3,
  build: build(buildId, sharedCore),
  scripts: [],
});

/** The tab runs the client area built as `running`, loaded from OLD_URL. */
function runClient(running = 'first') {
  rememberBuild(OLD_URL, build(running));
  markRunning('client', OLD_URL);
}

/** Lets pending promises run until `done` holds. */
async function waitUntil(done: () => boolean): Promise<void> {
  for (let i = 0; i < 50 && !done(); i += 1) await Promise.resolve();
  expect(done()).toBe(true);
}

beforeEach(() => {
  resetVersionWatch();
  mockConfig.mockReset().mockResolvedValue(config(OLD_URL));
  mockRead.mockReset();
  mockMove.mockReset();
});

describe('checkForUpdates', () => {
  it('asks for nothing while no area has loaded', async () => {
    await checkForUpdates();
    expect(mockConfig).not.toHaveBeenCalled();
    expect(store.get(areaUpdatesAtom)).toEqual([]);
  });

  it('offers nothing when the running build is still the deployed one', async () => {
    runClient('first');
    mockRead.mockResolvedValue(read(OLD_URL, 'first'));
    await checkForUpdates();
    expect(mockRead).toHaveBeenCalledWith(OLD_URL);
    expect(store.get(areaUpdatesAtom)).toEqual([]);
  });

  it('offers the area again when its manifest names another build at the same address', async () => {
    runClient('first');
    mockRead.mockResolvedValue(read(OLD_URL, 'second'));
    await checkForUpdates();
    expect(store.get(areaUpdatesAtom)).toEqual([
      { name: 'client', manifestUrl: OLD_URL, build: build('second') },
    ]);
  });

  it('offers the new address when the runtime configuration moved the remote', async () => {
    runClient('first');
    mockConfig.mockResolvedValue(config(NEW_URL));
    mockRead.mockResolvedValue(read(NEW_URL, 'first'));
    await checkForUpdates();
    expect(mockRead).toHaveBeenCalledWith(NEW_URL);
    expect(store.get(areaUpdatesAtom)[0]?.manifestUrl).toBe(NEW_URL);
  });

  it('does not offer a build made for another major of shared-core', async () => {
    runClient('first');
    mockRead.mockResolvedValue(read(OLD_URL, 'second', `${Number(CORE_VERSION.split('.')[0]) + 1}.0.0`));
    await checkForUpdates();
    expect(store.get(areaUpdatesAtom)).toEqual([]);
  });

  it('takes an unreadable configuration or manifest as "nothing new"', async () => {
    runClient('first');
    mockConfig.mockRejectedValueOnce(new Error('offline'));
    await checkForUpdates();
    mockRead.mockRejectedValueOnce(new Error('HTTP 503'));
    await checkForUpdates();
    expect(store.get(areaUpdatesAtom)).toEqual([]);
  });

  it('does not offer again a build the user said "later" to, but does offer a newer one', async () => {
    runClient('first');
    mockRead.mockResolvedValue(read(OLD_URL, 'second'));
    await checkForUpdates();
    dismissUpdate('client');
    expect(store.get(areaUpdatesAtom)).toEqual([]);
    await checkForUpdates();
    expect(store.get(areaUpdatesAtom)).toEqual([]);
    mockRead.mockResolvedValue(read(OLD_URL, 'third'));
    await checkForUpdates();
    expect(store.get(areaUpdatesAtom).map((update) => update.build.buildId)).toEqual(['third']);
  });
});

describe('acceptUpdate', () => {
  it('does not offer again an update taken while a look was under way', async () => {
    runClient('first');
    mockRead.mockResolvedValueOnce(read(OLD_URL, 'second'));
    await checkForUpdates();
    // Another look starts; the user takes the update before its manifest answers.
    let answer: (value: ManifestRead) => void = () => undefined;
    mockRead.mockReturnValueOnce(new Promise<ManifestRead>((resolve) => (answer = resolve)));
    const look = checkForUpdates();
    await waitUntil(() => mockRead.mock.calls.length === 2);
    acceptUpdate('client');
    answer(read(OLD_URL, 'second'));
    await look;
    expect(store.get(areaUpdatesAtom)).toEqual([]);
  });

  it('points the remote at the new deployment and mounts the area again', async () => {
    runClient('first');
    mockConfig.mockResolvedValue(config(NEW_URL));
    mockRead.mockResolvedValue(read(NEW_URL, 'second'));
    await checkForUpdates();
    acceptUpdate('client');
    expect(mockMove).toHaveBeenCalledWith('client', NEW_URL);
    expect(store.get(areaGenerationAtom)).toEqual({ client: 1, manage: 0, users: 0 });
    expect(store.get(areaUpdatesAtom)).toEqual([]);
    // Until the area has loaded again, nothing is running there to compare with.
    mockRead.mockClear();
    await checkForUpdates();
    expect(mockRead).not.toHaveBeenCalled();
  });
});
