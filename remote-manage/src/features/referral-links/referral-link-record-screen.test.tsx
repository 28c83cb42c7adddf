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
import type { ReferralLink } from '../../api/referral-links';
import ReferralLinkRecordScreen from './referral-link-record-screen';

const resources = loadLocales(resolve(__dirname, '../../locales'));

const link: ReferralLink = {
  id: 21,
  version: 1,
  name: 'Spring campaign',
  code: 'SPRING-26',
  url: 'http://localhost:8080/admin/registration/SPRING-26',
  owner_id: 5,
  owner_name: 'Olga Owner',
  owner_email: 'olga@example.test',
  bonus_percent: 12.5,
  is_active: true,
  registrations_count: 2,
  deposits_sum: '1250.50',
  currency: 'USD',
  created_at: '2026-01-01T00:00:00Z',
  companies: [
    {
      id: 8,
      name: 'Blue Apps',
      currency: 'USD',
      created_at: '2026-02-01T10:00:00Z',
      deposits_sum: '1000.00',
    },
    {
      id: 9,
      name: 'Green Games',
      currency: 'USD',
      created_at: '2026-02-03T10:00:00Z',
      deposits_sum: '250.50',
    },
  ],
};

let api: FakeApi;
afterEach(() => {
  api.restore();
  window.sessionStorage.clear();
});

describe('the referral link screen', () => {
  it('shows what the link brought, links to its companies and copies its address', async () => {
    api = fakeApi({
      'GET /manage/referral-link/:id/edit': json(200, { data: link, options: { owner_id: [] } }),
    });
    const { user } = renderWithProviders(<ReferralLinkRecordScreen />, {
      route: '/manage/referral-links/21',
      path: '/manage/referral-links/:id',
      session: mockSession({ access: { isAdmin: true, permissions: ['manage.referrals'] } }),
      language: 'en',
      resources,
    });
    expect(await screen.findByRole('heading', { name: 'Spring campaign', level: 1 })).toBeInTheDocument();
    const facts = screen.getByTestId('fact-list');
    expect(facts).toHaveTextContent('Olga Owner');
    expect(facts).toHaveTextContent('12.5 %');
    expect(facts).toHaveTextContent('Registrations2');
    expect(facts).toHaveTextContent('Their deposits$1,250.50');
    expect(screen.getByTestId('link-active')).toHaveTextContent('Active');

    const rows = screen.getAllByTestId('referred-company');
    expect(within(rows[0]!).getByRole('link', { name: 'Blue Apps' })).toHaveAttribute(
      'href',
      '/manage/companies/8',
    );
    expect(rows[1]).toHaveTextContent('$250.50');

    await user.click(screen.getByRole('button', { name: "Copy the link's address" }));
    await waitFor(async () =>
      expect(await window.navigator.clipboard.readText()).toBe(
        'http://localhost:8080/admin/registration/SPRING-26',
      ),
    );
  });
});
