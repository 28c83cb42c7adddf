import { registerAll } from './remote-definitions';
import { warmStart } from './warm-start';
import { warmPage } from './warm-area';
import { DefaultLayout, RemoteArea } from '../app/signed-in';

/*
 * Apart from warm-start.test.ts, which runs the real warm area: here its `warmPage` is a mock, so that the test can
 * hold it and see what the first render waits for.
 */
jest.mock('@module-federation/enhanced/runtime', () =>
  jest.requireActual('../testing/federation-runtime-mock').federationRuntimeMock(),
);
jest.mock('@panel/shared-core/ui', () => ({ loadFullTheme: jest.fn(() => Promise.resolve()) }));
jest.mock('../features/layout/default-layout', () => ({}));
jest.mock('./remote-area', () => ({}));
jest.mock('../features/home/home-redirect', () => ({}));
jest.mock('./warm-area', () => ({ warmPage: jest.fn() }));

const mockWarmPage = warmPage as jest.MockedFunction<typeof warmPage>;

beforeAll(() => {
  const manifest = (name: string) => `https://cdn.test/${name}/mf-manifest.json`;
  registerAll({
    remotes: { client: manifest('client'), manage: manifest('manage'), users: manifest('users') },
  });
});

it('settles only once the warm area has told the layout whether a screen is on its way (first-screen.ts)', async () => {
  localStorage.setItem('token', 'stored-token');
  localStorage.setItem('access', JSON.stringify({ isAdmin: false, permissions: ['application.view'] }));
  jest.spyOn(DefaultLayout, 'preload').mockResolvedValue();
  jest.spyOn(RemoteArea, 'preload').mockResolvedValue();
  // Held: a warm area whose module has not run yet (the first render must not start before it says).
  let warmed!: () => void;
  mockWarmPage.mockReturnValue(new Promise<void>((resolve) => (warmed = resolve)) as unknown as void);
  let settled = false;
  const firstCode = warmStart('/client/applications', '', Promise.resolve()).then(() => {
    settled = true;
  });
  // Every promise that does not depend on the warm area settles within a turn of the event loop.
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(mockWarmPage).toHaveBeenCalledWith(
    '/client/applications',
    '',
    expect.anything(),
    expect.any(Promise),
  );
  expect(settled).toBe(false);
  warmed();
  await firstCode;
  expect(settled).toBe(true);
});
