import { resolve } from 'node:path';
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
  type FakeRoute,
} from '@panel/shared-core/testing';
import { STORAGE_KEYS } from '@panel/shared-core';
import { queryClient } from '@panel/shared-core/query';
import { preloadScreens } from '@panel/shared-core/router';
import { routes } from '../../routes';
import { company as acme, companyEdit, dailyRow, domain, tariff, tariffList } from '../../test-fixtures';
import DashboardScreen from './dashboard-screen';
import type { PermissionName } from '@panel/contract';

const resources = loadLocales(resolve(__dirname, '../../locales'));

const company = acme({ balance: '20.00', tariff_id: 2, tariff_name: 'Growth' });

const tariffs = json(
  200,
  tariffList({
    data: [
      tariff(2, {
        name: 'Growth',
        price: '29.50',
        limits: { applications: 10, domains: 5, push_per_month: 20000, team_members: 5 },
        sort: 1,
      }),
    ],
    usage: { applications: 4, domains: 1, push_per_month: 100, team_members: 2 },
  }),
);

const day = (date: string, installs: number, deposits: string) =>
  dailyRow(date, { visits: installs * 3, installs, deposits_count: 1, deposits_sum: deposits });

const everything: Record<string, FakeRoute> = {
  'GET /client/company/edit': json(200, companyEdit(company)),
  'GET /client/tariff/list': tariffs,
  'GET /client/statistic/get-daily': json(200, {
    data: [day('2026-03-01', 1000, '100.10'), day('2026-03-02', 234, '49.90')],
    currency: 'USD',
  }),
  'GET /client/domain/get-custom': json(200, {
    data: [
      domain({ id: 14, name: 'good.acme.test', status: 'active' }),
      domain({ id: 15, name: 'bad.acme.test', status: 'error' }),
    ],
  }),
  'GET /client/telegram-bot/get-active-bot': json(404, { message: 'No active bot.' }),
};

let api: FakeApi;
afterEach(() => {
  api.restore();
  window.sessionStorage.clear();
});

function renderDashboard(permissions: PermissionName[], routes: Record<string, FakeRoute> = everything) {
  api = fakeApi(routes);
  return renderWithProviders(<DashboardScreen />, {
    route: '/client',
    session: mockSession({ access: { permissions } }),
    language: 'en',
    resources,
  });
}

describe('the dashboard', () => {
  it('starts the calls of the parts the stored access shows ahead of the screen, and draws from their answers', async () => {
    const permissions: PermissionName[] = ['tariff.view', 'statistics.view'];
    window.localStorage.setItem(STORAGE_KEYS.token, 'tok');
    window.localStorage.setItem(STORAGE_KEYS.access, JSON.stringify({ permissions, isAdmin: false }));
    api = fakeApi(everything);
    try {
      // What the shell does with the area's routes while the screen's code downloads (warm-area.ts).
      void preloadScreens(routes, '/');
      await waitFor(() =>
        expect([...api.requests()].sort()).toEqual([
          'GET /client/statistic/get-daily',
          'GET /client/tariff/list',
        ]),
      );
      renderWithProviders(<DashboardScreen />, {
        route: '/client',
        session: mockSession({ access: { permissions } }),
        language: 'en',
        resources,
        queryClient,
      });
      expect(await screen.findByTestId('dashboard-installs')).toHaveTextContent('1,234 installs');
      expect(await screen.findByRole('heading', { name: 'Tariff «Growth»' })).toBeInTheDocument();
      expect(api.requests()).toHaveLength(2);
    } finally {
      queryClient.clear();
      window.localStorage.clear();
    }
  });

  it('shows the balance, the tariff, the last month and what needs attention, each with its link', async () => {
    renderDashboard([
      'company.update',
      'company.deposit',
      'tariff.view',
      'statistics.view',
      'domain.manage',
      'bot.manage',
    ]);
    expect(await screen.findByRole('heading', { name: 'Acme', level: 1 })).toBeInTheDocument();

    const balance = screen.getByTestId('balance');
    expect(within(balance).getByTestId('company-balance')).toHaveTextContent('$20.00');
    expect(within(balance).getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '/client/balance?deposit=1',
    );
    expect(within(balance).getByRole('link', { name: 'Transactions' })).toHaveAttribute(
      'href',
      '/client/balance',
    );

    const tariff = screen.getByTestId('tariff');
    expect(await within(tariff).findByRole('heading', { name: 'Tariff «Growth»' })).toBeInTheDocument();
    expect(within(tariff).getByTestId('usage-applications')).toHaveTextContent('4 of 10');

    const charts = screen.getByTestId('charts');
    expect(await within(charts).findByTestId('dashboard-installs')).toHaveTextContent('1,234 installs');
    expect(charts).toHaveTextContent('$150.00 deposited');
    // The last 30 days, both ends included.
    const { from = '', to = '' } = api.calls.find((call) => call.url?.includes('get-daily'))!.params as {
      from?: string;
      to?: string;
    };
    expect(from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Today (UTC).
    expect(Date.now() - Date.parse(to)).toBeGreaterThanOrEqual(0);
    expect(Date.now() - Date.parse(to)).toBeLessThan(24 * 60 * 60 * 1000);
    expect(Date.parse(to) - Date.parse(from)).toBe(29 * 24 * 60 * 60 * 1000);

    const attention = await screen.findByTestId('attention');
    const items = within(attention).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'The domain bad.acme.test failed verification.See its DNS records',
      'The balance is low: $20.00.Deposit now',
      'No Telegram bot is active: notifications cannot reach Telegram.Set up a bot',
    ]);
    expect(items.map((item) => within(item).getByRole('link').getAttribute('href'))).toEqual([
      '/client/domains/15',
      '/client/balance?deposit=1',
      '/client/telegram-bots',
    ]);
  });

  it('asks only for what the permissions allow', async () => {
    renderDashboard(['tariff.view']);
    expect(await within(screen.getByTestId('tariff')).findByTestId('tariff-usage')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Overview', level: 1 })).toBeInTheDocument();
    expect(screen.queryByTestId('balance')).not.toBeInTheDocument();
    expect(screen.queryByTestId('charts')).not.toBeInTheDocument();
    // Nothing this user could check or fix: no attention list.
    expect(screen.queryByTestId('attention-panel')).not.toBeInTheDocument();
    expect(api.requests()).toEqual(['GET /client/tariff/list']);
  });

  it('says a low balance without a link to those who may not deposit', async () => {
    renderDashboard(['company.update'], {
      ...everything,
      'GET /client/company/edit': json(200, companyEdit({ ...company, can_deposit: false })),
    });
    const attention = await screen.findByTestId('attention');
    expect(within(attention).getByRole('listitem')).toHaveTextContent('The balance is low: $20.00.');
    expect(within(attention).queryByRole('link')).not.toBeInTheDocument();
    const balance = screen.getByTestId('balance');
    expect(within(balance).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByTestId('tariff')).not.toBeInTheDocument();
    await waitFor(() => expect(api.requests()).toEqual(['GET /client/company/edit']));
  });

  it('gathers many failing domains in one line leading to the listing filtered to them', async () => {
    const failing = [21, 22, 23, 24].map((id) => domain({ id, name: `d${id}.acme.test`, status: 'error' }));
    renderDashboard(['domain.manage'], {
      'GET /client/domain/get-custom': json(200, { data: failing }),
    });
    const attention = await screen.findByTestId('attention');
    const [line] = within(attention).getAllByRole('listitem');
    expect(within(attention).getAllByRole('listitem')).toHaveLength(1);
    expect(line).toHaveTextContent(
      '4 domains failed verification: d21.acme.test, d22.acme.test, d23.acme.test…',
    );
    expect(within(line!).getByRole('link', { name: 'See the domains in error' })).toHaveAttribute(
      'href',
      '/client/domains?f.status=error&f.type=custom',
    );
    expect(api.requests()).toEqual(['GET /client/domain/get-custom']);
  });

  it('says all is well when no check finds anything', async () => {
    renderDashboard(['domain.manage', 'bot.manage'], {
      'GET /client/domain/get-custom': json(200, {
        data: [domain({ name: 'ok.acme.test', status: 'active' })],
      }),
      'GET /client/telegram-bot/get-active-bot': json(200, {
        bot: {
          id: 3,
          username: 'acme_bot',
          is_active: true,
          chat_id: null,
          created_at: '2026-01-01T00:00:00Z',
        },
      }),
    });
    expect(await screen.findByTestId('attention-none')).toHaveTextContent('Nothing needs your attention.');
  });
});
