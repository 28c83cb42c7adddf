import { resolve } from 'node:path';
import { provideRemoteDirectory, type RemoteDirectory, type RemoteHealth } from '@panel/shared-core';
import {
  fakeApi,
  json,
  loadLocales,
  mockSession,
  renderWithProviders,
  screen,
  waitFor,
  within,
  type FakeApi,
} from '@panel/shared-core/testing';
import type { ReceivedClientError } from '../../api/client-errors';
import RemotesScreen from './remotes-screen';

const resources = loadLocales(resolve(__dirname, '../../locales'));

const url = (name: string) => `https://cdn.test/${name}/mf-manifest.json`;

const up = (name: string): RemoteHealth => ({
  name,
  manifestUrl: url(name),
  reachable: true,
  ms: 42,
  build: {
    version: '1.4.0',
    buildId: `${name}-build`,
    buildTime: '2026-11-20T10:00:00.000Z',
    sharedCore: '1.0.0',
  },
  compatible: true,
  problem: null,
  checkedAt: Date.parse('2026-11-24T09:00:00.000Z'),
});

const down = (name: string, problem: string): RemoteHealth => ({
  ...up(name),
  reachable: false,
  build: null,
  compatible: null,
  problem,
});

function directory(check: RemoteDirectory['check']): RemoteDirectory {
  return { names: ['client', 'manage', 'users'], manifestUrl: url, coreVersion: '1.0.0', check };
}

function renderScreen() {
  return renderWithProviders(<RemotesScreen />, {
    route: '/manage/system/remotes',
    session: mockSession({ access: { isAdmin: true, permissions: [] } }),
    language: 'en',
    resources,
  });
}

const card = (name: string) => screen.getByTestId(`remote-health-${name}`);

let api: FakeApi;
beforeEach(() => {
  api = fakeApi({ 'GET /manage/client-errors': json(200, { data: [] }) });
});
afterEach(() => {
  provideRemoteDirectory(null);
  api.restore();
});

const reported = (message: string, extra: Partial<ReceivedClientError> = {}): ReceivedClientError => ({
  message,
  stack: null,
  kind: 'boundary',
  area: 'client',
  version: '1.4.0',
  route: '/admin/client/applications/1',
  user: 'u-1',
  time: '2026-11-24T09:00:00.000Z',
  count: 1,
  received_at: '2026-11-24T09:00:01.000Z',
  ...extra,
});

describe('RemotesScreen', () => {
  it('lists the latest errors the pages reported, by section, with their kind, page, version and count', async () => {
    api.restore();
    api = fakeApi({
      'GET /manage/client-errors': json(200, {
        data: [
          reported('TypeError: Cannot read properties of undefined', { count: 3 }),
          reported('Error: 500 Server Error', {
            kind: 'query',
            area: 'shell',
            version: null,
            route: '/admin/',
          }),
          reported('effective-directive script-src refused https://evil.test/x.js', {
            kind: 'csp',
            area: 'users',
          }),
        ],
      }),
    });
    provideRemoteDirectory(directory(async (name) => up(name)));
    renderScreen();
    const client = within(await screen.findByTestId('errors-client'));
    expect(client.getByRole('heading', { name: 'Company (remote-client)' })).toBeInTheDocument();
    const row = client.getByTestId('client-error');
    expect(row).toHaveTextContent('Screen error');
    expect(row).toHaveTextContent('seen 3 times');
    expect(row).toHaveTextContent('version 1.4.0');
    expect(row).toHaveTextContent('TypeError: Cannot read properties of undefined');
    expect(row).toHaveTextContent('/admin/client/applications/1');
    expect(within(screen.getByTestId('errors-shell')).getByTestId('client-error')).toHaveTextContent(
      /Loading data.*seen 1 time/,
    );
    expect(within(screen.getByTestId('errors-users')).getByTestId('client-error')).toHaveTextContent(
      'Blocked by the security policy',
    );
    expect(screen.queryByTestId('errors-manage')).toBeNull();
  });

  it('says when no error was reported', async () => {
    provideRemoteDirectory(directory(async (name) => up(name)));
    renderScreen();
    expect(
      await within(screen.getByTestId('latest-errors')).findByText('No errors reported.'),
    ).toBeInTheDocument();
  });

  it('shows each remote with its address, version, build and the shared-core it was built with', async () => {
    provideRemoteDirectory(directory(async (name) => up(name)));
    renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'Remotes' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(card('client')).getByTestId('remote-state')).toHaveTextContent('Reachable'),
    );
    const client = within(card('client'));
    expect(client.getByText(url('client'))).toBeInTheDocument();
    expect(client.getByText('1.4.0')).toBeInTheDocument();
    expect(client.getByText('client-build')).toBeInTheDocument();
    expect(client.getByText('1.0.0 (the panel provides 1.0.0)')).toBeInTheDocument();
    expect(client.getByText('42 ms')).toBeInTheDocument();
  });

  it('shows a remote that is down, and an incompatible one, each with what is wrong', async () => {
    provideRemoteDirectory(
      directory(async (name) => {
        if (name === 'users') return down(name, 'network error');
        if (name === 'manage') return down(name, 'HTTP 404');
        return { ...up(name), compatible: false, build: { ...up(name).build!, sharedCore: '2.0.0' } };
      }),
    );
    renderScreen();
    await waitFor(() => expect(within(card('users')).getByTestId('remote-state')).toHaveTextContent('Down'));
    expect(within(card('users')).getByTestId('remote-problem')).toHaveTextContent(
      'The remote did not answer.',
    );
    expect(within(card('manage')).getByTestId('remote-problem')).toHaveTextContent(
      'The manifest answered HTTP 404.',
    );
    expect(within(card('client')).getByTestId('remote-state')).toHaveTextContent('Incompatible');
  });

  it('checks every remote again on "Check again"', async () => {
    let usersUp = false;
    const check = jest.fn(async (name: string) =>
      name === 'users' && !usersUp ? down(name, 'network error') : up(name),
    );
    provideRemoteDirectory(directory(check));
    const { user } = renderScreen();
    await waitFor(() => expect(within(card('users')).getByTestId('remote-state')).toHaveTextContent('Down'));
    expect(check).toHaveBeenCalledTimes(3);
    usersUp = true;
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() =>
      expect(within(card('users')).getByTestId('remote-state')).toHaveTextContent('Reachable'),
    );
    expect(check).toHaveBeenCalledTimes(6);
  });

  it('says so when no panel provides the remotes (the remote run alone)', async () => {
    renderScreen();
    expect(await screen.findByText('No panel around this screen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeDisabled();
  });
});
