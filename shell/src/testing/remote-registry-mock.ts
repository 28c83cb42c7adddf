import type { RemoteNav } from '@panel/shared-core';

/**
 * The shell's remote registry as its unit tests see it: every remote deployed at `<origin>/<name>/`, and the loads of
 * its menus and modules left to the test (mocks to answer and assert on).
 *
 * @example
 * jest.mock('./remote-registry', () =>
 *   jest.requireActual('../testing/remote-registry-mock').remoteRegistryMock('https://cdn.test'),
 * );
 */
export function remoteRegistryMock(origin: string) {
  const actual = jest.requireActual('../federation/remote-registry');
  return {
    ...actual,
    getRemote: (name: 'client' | 'manage' | 'users') => ({
      name,
      container: `panel_${name}`,
      mount: actual.REMOTE_MOUNTS[name],
      manifestUrl: `${origin}/${name}/mf-manifest.json`,
      baseUrl: `${origin}/${name}/`,
    }),
    loadRemoteModule: jest.fn(),
    loadRemoteNav: jest.fn(),
  };
}

/** The client area's menu in the warm start's tests: a listing's item (the applications) and a plain one. */
export const clientNav: RemoteNav = {
  namespace: 'client',
  area: {},
  items: [
    {
      to: '/applications',
      labelKey: 'nav.applications',
      permission: 'application.view',
      listing: { name: 'application', scope: 'common' },
    } as RemoteNav['items'][number],
    { to: '/balance', labelKey: 'nav.balance', permission: 'application.view' },
  ],
};
