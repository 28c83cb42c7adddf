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
  type FakeRoute,
} from '@panel/shared-core/testing';
import TariffListScreen from './tariff-list-screen';

const resources = loadLocales(resolve(__dirname, '../../locales'));

const tariff = (id: number, name: string, sort: number, extra: object = {}) => ({
  id,
  name,
  description: `${name} plan`,
  price: '29.00',
  currency: 'USD',
  period: 'month',
  limits: { applications: 10, domains: 2, push_per_month: 50_000, team_members: 2 },
  features: ['pwa'],
  is_active: true,
  sort,
  tiers_count: 4,
  companies_count: 1,
  ...extra,
});

let api: FakeApi;
afterEach(() => api.restore());

function renderList(list: FakeRoute) {
  api = fakeApi({ 'GET /manage/tariff/list': list });
  return renderWithProviders(<TariffListScreen />, {
    route: '/manage/tariffs',
    path: '/manage/tariffs',
    session: mockSession({ access: { isAdmin: true, permissions: ['manage.tariffs'] } }),
    language: 'en',
    resources,
  });
}

describe('the tariffs', () => {
  it('shows each tariff as a card, by position, linking to its screen', async () => {
    renderList(
      json(200, {
        data: [
          tariff(2, 'Pro', 2, { price: '99.00', companies_count: 12 }),
          tariff(1, 'Start', 1, { is_active: false, period: 'year' }),
        ],
      }),
    );
    const cards = await screen.findAllByTestId('tariff-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Start', 'Pro']);
    expect(cards[0]).toHaveTextContent('$29.00 per year');
    expect(cards[0]).toHaveTextContent('Inactive');
    expect(cards[1]).toHaveTextContent('$99.00 per month');
    expect(cards[1]).toHaveTextContent('4 tiers · 12 companies');
    expect(within(cards[1]!).getByRole('link', { name: 'Pro' })).toHaveAttribute('href', '/manage/tariffs/2');
    expect(screen.getByRole('link', { name: 'New tariff' })).toHaveAttribute('href', '/manage/tariffs/new');
  });

  it('says so when there is no tariff yet', async () => {
    renderList(json(200, { data: [] }));
    expect(await screen.findByText('No tariffs yet')).toBeInTheDocument();
  });
});
