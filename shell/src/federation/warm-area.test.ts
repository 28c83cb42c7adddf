import type { Access } from '@panel/shared-core';
import { renderHook, waitFor } from '@testing-library/react';
import { loadRemoteModule, loadRemoteNav } from './remote-registry';
import { registerAll } from './remote-definitions';
import { warmPage } from './warm-area';
import { clientNav } from '../testing/remote-registry-mock';
import { resetFirstScreen, useAfterFirstScreen } from '../app/first-screen';
import { UNHURRIED_WAIT_MS } from '../testing/frame-probe';

jest.mock('@module-federation/enhanced/runtime', () =>
  jest.requireActual('../testing/federation-runtime-mock').federationRuntimeMock(),
);
jest.mock('@panel/shared-core/listing', () => ({}));
jest.mock('@panel/shared-core/listing-data', () => ({ prefetchListing: jest.fn(() => Promise.resolve()) }));
// Each entry's module is evaluated once per test file: this file warms one area once.
const mockEntryLoaded = jest.fn();
jest.mock('@panel/shared-core/record-data', () => {
  mockEntryLoaded('record-data');
  return {};
});
jest.mock('../app/signed-in', () => ({ RemoteArea: { preload: () => Promise.resolve() } }));
jest.mock('./remote-builds', () => ({}));
jest.mock('./remote-registry', () =>
  jest.requireActual('../testing/remote-registry-mock').remoteRegistryMock('https://cdn.test'),
);

beforeEach(() => {
  resetFirstScreen();
});

beforeAll(() => {
  registerAll({
    remotes: {
      client: 'https://cdn.test/client/mf-manifest.json',
      manage: 'https://cdn.test/manage/mf-manifest.json',
      users: 'https://cdn.test/users/mf-manifest.json',
    },
  });
});

describe('warmPage', () => {
  it("asks for the light entry of a record's calls with the area, which the routes' prefetch reads", async () => {
    (loadRemoteNav as jest.Mock).mockResolvedValue(clientNav);
    (loadRemoteModule as jest.Mock).mockResolvedValue({ routes: [] });
    const access: Access = { isAdmin: false, permissions: ['application.view'] } as Access;
    warmPage('/client/applications/7/edit', '', access, Promise.resolve());
    await waitFor(() => expect(mockEntryLoaded).toHaveBeenCalledWith('record-data'));
  });

  it("tells the layout that a screen is on its way on an area's page and at home, and nowhere else", () => {
    (loadRemoteNav as jest.Mock).mockResolvedValue(clientNav);
    (loadRemoteModule as jest.Mock).mockResolvedValue({ routes: [] });
    const access: Access = { isAdmin: false, permissions: ['application.view'] } as Access;
    const frameWaits = (pathname: string) => {
      resetFirstScreen({ waitMs: UNHURRIED_WAIT_MS });
      warmPage(pathname, '', access, Promise.resolve());
      const { result, unmount } = renderHook(() => useAfterFirstScreen(true));
      unmount();
      return !result.current;
    };
    expect(frameWaits('/client/applications')).toBe(true);
    expect(frameWaits('/')).toBe(true);
    expect(frameWaits('/not-found')).toBe(false);
  });
});
