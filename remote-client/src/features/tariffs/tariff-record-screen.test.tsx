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
} from '@panel/shared-core/testing';
import { tariff } from '../../test-fixtures';
import TariffRecordScreen from './tariff-record-screen';

const resources = loadLocales(resolve(__dirname, '../../locales'));

const growth = tariff(2, {
  name: 'Growth',
  description: 'For growing teams.',
  price: '29.50',
  limits: { applications: 10, domains: 5, push_per_month: 20000, team_members: 5 },
  // Codes: the answer's options name them.
  features: ['custom-domains', 'sla'],
  tiers: [
    {
      id: 21,
      version: 1,
      tariff_id: 2,
      name: 'Base',
      installs_from: 0,
      installs_to: 9999,
      price_per_install: '0.05',
      currency: 'USD',
    },
    {
      id: 22,
      version: 1,
      tariff_id: 2,
      name: 'Volume',
      installs_from: 10000,
      installs_to: null,
      price_per_install: '0.03',
      currency: 'USD',
    },
  ],
});

const FEATURES = [
  { value: 'custom-domains', label: 'Custom domains' },
  { value: 'sla', label: 'Priority support' },
];

let api: FakeApi;
afterEach(() => {
  api.restore();
  window.sessionStorage.clear();
});

function renderTariff(answer: unknown) {
  api = fakeApi({ 'GET /client/tariff/:id/show': json(200, answer) });
  return renderWithProviders(<TariffRecordScreen />, {
    route: '/client/tariffs/2',
    path: '/client/tariffs/:id',
    session: mockSession({ access: { permissions: ['tariff.view'] } }),
    language: 'en',
    resources,
  });
}

describe('the tariff screen', () => {
  it('shows the price, the limits and the tiers table of the current tariff', async () => {
    renderTariff({ data: growth, is_current: true, options: { features: FEATURES } });
    expect(await screen.findByRole('heading', { name: 'Growth', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Your plan')).toBeInTheDocument();
    const facts = screen.getByTestId('fact-list');
    expect(facts).toHaveTextContent('Price$29.50 per month');
    expect(facts).toHaveTextContent('Pushes a month20,000');
    expect(facts).toHaveTextContent('FeaturesCustom domains, Priority support');

    const table = screen.getByRole('table', { name: 'Subscription tiers' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => within(row).queryAllByRole(row.querySelector('th') ? 'columnheader' : 'cell'))
      .map((cells) => cells.map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Tier', 'Installs a month', 'Price per install'],
      ['Base', '0 – 9,999', '$0.05'],
      ['Volume', '10,000 and more', '$0.03'],
    ]);
    expect(api.requests()).toEqual(['GET /client/tariff/2/show']);
  });

  it('says when a tariff that is not the current one has no tiers', async () => {
    renderTariff({ data: { ...growth, tiers: [] }, is_current: false, options: { features: FEATURES } });
    await waitFor(() =>
      expect(screen.getByText('This tariff has no per-install pricing.')).toBeInTheDocument(),
    );
    expect(screen.queryByText('Your plan')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
