import { resolve } from 'node:path';
import {
  fakeApi,
  json,
  loadLocales,
  mockSession,
  renderWithProviders,
  screen,
  within,
  type FakeApi,
} from '@panel/shared-core/testing';
import { tariff, tariffList } from '../../test-fixtures';
import TariffListScreen from './tariff-list-screen';

const resources = loadLocales(resolve(__dirname, '../../locales'));

let api: FakeApi;
afterEach(() => {
  api.restore();
  window.sessionStorage.clear();
});

describe('the tariffs screen', () => {
  it('shows the tariffs in order, marks the current one and its usage against the limits', async () => {
    api = fakeApi({
      'GET /client/tariff/list': json(
        200,
        tariffList({
          // Sent out of order: the screen sorts by `sort`.
          data: [
            tariff(3, {
              name: 'Business',
              price: '99.00',
              sort: 3,
              limits: { applications: 50, domains: 20, push_per_month: 100000, team_members: 25 },
            }),
            tariff(1, { name: 'Start', price: '0.00', sort: 1 }),
            tariff(2, {
              name: 'Growth',
              price: '29.50',
              sort: 2,
              description: 'For growing teams.',
              limits: { applications: 10, domains: 5, push_per_month: 20000, team_members: 5 },
              // Codes: the answer's options name them.
              features: ['custom-domains', 'sla'],
            }),
          ],
          current_tariff_id: 2,
          usage: { applications: 8, domains: 5, push_per_month: 1500, team_members: 1 },
          options: {
            features: [
              { value: 'custom-domains', label: 'Custom domains' },
              { value: 'sla', label: 'Priority support' },
            ],
          },
        }),
      ),
    });
    renderWithProviders(<TariffListScreen />, {
      route: '/client/tariffs',
      session: mockSession({ access: { permissions: ['tariff.view'] } }),
      language: 'en',
      resources,
    });
    const cards = await screen.findAllByTestId('tariff-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Start',
      'Growth',
      'Business',
    ]);
    expect(cards.map((card) => card.hasAttribute('data-current'))).toEqual([false, true, false]);
    expect(within(cards[1]!).getByText('Your plan')).toBeInTheDocument();
    expect(screen.getAllByText('Your plan')).toHaveLength(1);

    // The company cannot change its plan itself: each other plan writes to the administrators, naming both plans.
    expect(within(cards[1]!).queryByRole('link', { name: /^Request/ })).not.toBeInTheDocument();
    const request = new URL(
      within(cards[2]!).getByRole('link', { name: 'Request this plan: Business' }).getAttribute('href')!,
    );
    expect(request.protocol).toBe('mailto:');
    expect(request.searchParams.get('subject')).toBe('Plan change: Growth → Business (#3)');
    expect(screen.getByRole('link', { name: 'Ask about plans' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );

    const growth = cards[1]!;
    expect(growth).toHaveTextContent('$29.50 per month');
    expect(growth).toHaveTextContent('For growing teams.');
    expect(within(growth).getByRole('list', { name: 'Limits' })).toHaveTextContent('20,000 pushes a month');
    expect(within(growth).getByRole('list', { name: 'Features' })).toHaveTextContent(
      'Custom domainsPriority support',
    );
    expect(
      within(growth).getByRole('link', { name: 'Details and prices per install of Growth' }),
    ).toHaveAttribute('href', '/client/tariffs/2');

    const usage = screen.getByRole('region', { name: 'Your usage of Growth' });
    expect(within(usage).getByTestId('usage-applications')).toHaveTextContent('8 of 10');
    expect(within(usage).getByTestId('usage-push_per_month')).toHaveTextContent('1,500 of 20,000');
    // One bar per limit, filled to the share used (applications, domains, pushes, team members).
    const bars = within(usage).getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['80', '100', '8', '20']);
    // Each bar is named by what it measures, not by its percentage.
    expect(bars[0]).toHaveAccessibleName('Applications: 8 of 10');
    // Only the domains are at their limit.
    expect(within(usage).getAllByText('The limit is reached.')).toHaveLength(1);
  });

  it.each([
    ['en', '$2,990.00 per year', '≈ $249.17 a month, paid yearly'],
    ['ru', '2 990,00 $ в год', '≈ 249,17 $ в месяц при оплате за год'],
    ['ar', 'سنويًا', 'شهريًا عند الدفع سنويًا'],
  ] as const)(
    'gives a yearly price its monthly equivalent beside the monthly ones (%s)',
    async (language, yearly, monthly) => {
      api = fakeApi({
        'GET /client/tariff/list': json(
          200,
          tariffList({
            data: [
              tariff(1, { name: 'Pro', price: '99.00', sort: 1 }),
              tariff(2, { name: 'Enterprise', price: '2990.00', period: 'year', sort: 2 }),
            ],
          }),
        ),
      });
      renderWithProviders(<TariffListScreen />, {
        route: '/client/tariffs',
        session: mockSession({ access: { permissions: ['tariff.view'] } }),
        language,
        resources,
      });
      const [pro, enterprise] = await screen.findAllByTestId('tariff-card');
      const plain = (text: string | null | undefined) =>
        (text ?? '').replace(/[\u00a0\u202f\u2068\u2069]/g, ' ');
      expect(plain(enterprise!.textContent)).toContain(plain(yearly));
      expect(plain(within(enterprise!).getByTestId('tariff-monthly').textContent)).toContain(plain(monthly));
      // A monthly price needs none.
      expect(within(pro!).queryByTestId('tariff-monthly')).toBeNull();
    },
  );

  it('names what each usage counts, and opens the rows it counts when the user may see them', async () => {
    api = fakeApi({
      'GET /client/tariff/list': json(
        200,
        tariffList({
          data: [tariff(1)],
          usage: { applications: 8, domains: 2, push_per_month: 3, team_members: 4 },
        }),
      ),
    });
    renderWithProviders(<TariffListScreen />, {
      route: '/client/tariffs',
      // May open the domains and the team, not the applications.
      session: mockSession({ access: { permissions: ['tariff.view', 'domain.manage', 'team.manage'] } }),
      language: 'en',
      resources,
    });
    const usage = await screen.findByRole('region', { name: /^Your usage of/ });
    expect(within(usage).getByText('Custom domains')).toBeInTheDocument();
    expect(within(usage).getByText('Blocked members do not count.')).toBeInTheDocument();
    expect(within(within(usage).getByTestId('usage-domains')).getByRole('link')).toHaveAttribute(
      'href',
      '/client/domains?f.type=custom',
    );
    expect(within(within(usage).getByTestId('usage-team_members')).getByRole('link')).toHaveAttribute(
      'href',
      '/client/team?f.status=active,invited',
    );
    expect(within(within(usage).getByTestId('usage-applications')).queryByRole('link')).toBeNull();
    expect(within(within(usage).getByTestId('usage-push_per_month')).queryByRole('link')).toBeNull();
  });

  it.each([
    [
      'ru',
      { applications: 10, domains: 2, push_per_month: 1000, team_members: 500 },
      ['10 приложений', '2 собственных домена', '1 000 push-уведомлений в месяц', '500 участников команды'],
    ],
    [
      'ru',
      { applications: 21, domains: 1, push_per_month: 22, team_members: 111 },
      ['21 приложение', '1 собственный домен', '22 push-уведомления в месяц', '111 участников команды'],
    ],
    [
      'en',
      { applications: 1, domains: 2, push_per_month: 1, team_members: 1000 },
      ['1 application', '2 custom domains', '1 push a month', '1,000 team members'],
    ],
    [
      'ar',
      { applications: 1, domains: 2, push_per_month: 3, team_members: 11 },
      ['1 تطبيق', '2 نطاقان مخصصان', '3 إشعارات شهريًا', '11 عضوًا في الفريق'],
    ],
    [
      'ar',
      { applications: 0, domains: 100, push_per_month: 0, team_members: 0 },
      ['0 تطبيقات', '100 نطاق مخصص', '0 إشعارات شهريًا', '0 أعضاء في الفريق'],
    ],
  ] as const)('counts each limit with the plural rules of %s: %j', async (language, limits, expected) => {
    api = fakeApi({
      // The company's tariff is not among those offered: nothing is marked, no usage is shown.
      'GET /client/tariff/list': json(
        200,
        tariffList({ data: [tariff(1, { limits })], current_tariff_id: 9 }),
      ),
    });
    renderWithProviders(<TariffListScreen />, {
      route: '/client/tariffs',
      session: mockSession({ access: { permissions: ['tariff.view'] } }),
      language,
      resources,
    });
    const [card] = await screen.findAllByTestId('tariff-card');
    const items = within(within(card!).getAllByRole('list')[0]!).getAllByRole('listitem');
    // Intl's grouping space in Russian is a no-break space.
    expect(items.map((item) => item.textContent?.replace(/\u00a0/g, ' '))).toEqual(expected);
  });

  it("shows no usage when the company's tariff is not offered, and says when none is", async () => {
    api = fakeApi({
      'GET /client/tariff/list': json(
        200,
        tariffList({ data: [tariff(1, { name: 'Start' })], current_tariff_id: 9 }),
      ),
    });
    const first = renderWithProviders(<TariffListScreen />, {
      route: '/client/tariffs',
      session: mockSession({ access: { permissions: ['tariff.view'] } }),
      language: 'en',
      resources,
    });
    expect(await screen.findByTestId('tariff-card')).not.toHaveAttribute('data-current');
    expect(screen.queryByTestId('tariff-usage')).not.toBeInTheDocument();
    first.unmount();
    api.restore();

    api = fakeApi({ 'GET /client/tariff/list': json(200, tariffList({ data: [], current_tariff_id: 9 })) });
    renderWithProviders(<TariffListScreen />, {
      route: '/client/tariffs',
      session: mockSession({ access: { permissions: ['tariff.view'] } }),
      language: 'en',
      resources,
    });
    expect(await screen.findByText('No tariffs are offered yet.')).toBeInTheDocument();
  });
});
