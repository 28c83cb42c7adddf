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
import type { DnsZone } from '../../api/domains';
import DomainRecordScreen from './domain-record-screen';

const resources = loadLocales(resolve(__dirname, '../../locales'));
const MINUTE = 60_000;

function zone(overrides: Partial<DnsZone> = {}, checkedMinutesAgo = 5): DnsZone {
  const checked = new Date(Date.now() - checkedMinutesAgo * MINUTE).toISOString();
  return {
    domain: {
      id: 14,
      name: 'shop.acme.test',
      type: 'custom',
      status: 'pending',
      ssl_status: 'none',
      application_id: 5,
      application_name: 'Ocean Recipes',
      verified_at: null,
      checked_at: checked,
      created_at: '2026-03-01T10:00:00Z',
    },
    records: [
      { type: 'A', name: 'shop.acme.test', value: '203.0.113.10', ttl: 300 },
      { type: 'TXT', name: '_panel-verify.shop.acme.test', value: 'panel-verify=abc123', ttl: 300 },
    ],
    nameservers: ['ns1.panel.test', 'ns2.panel.test'],
    verification: { status: 'pending', checked_at: checked },
    ...overrides,
  };
}

let api: FakeApi;
afterEach(() => {
  api.restore();
  window.sessionStorage.clear();
});

function renderDomain(routes: Record<string, FakeRoute>) {
  api = fakeApi(routes);
  return renderWithProviders(<DomainRecordScreen />, {
    route: '/client/domains/14',
    path: '/client/domains/:id',
    session: mockSession({ access: { permissions: ['domain.manage'] } }),
    language: 'en',
    resources,
  });
}

describe('the domain screen', () => {
  it('shows the records to create with copy buttons, the verification and when it was last checked', async () => {
    const { user } = renderDomain({ 'GET /client/domain/:id/dns-zone-details': json(200, zone()) });
    expect(await screen.findByRole('heading', { name: 'shop.acme.test', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('verification-status')).toHaveTextContent('Waiting');
    expect(screen.getByText('last checked 5 minutes ago')).toBeInTheDocument();
    expect(screen.getByTestId('ssl-status')).toHaveTextContent('Not issued');
    expect(screen.queryByTestId('verification-help')).not.toBeInTheDocument();

    const records = screen.getAllByTestId('dns-record');
    expect(records).toHaveLength(2);
    expect(records[1]).toHaveTextContent('TXT');
    expect(within(records[1]!).getByTestId('dns-value')).toHaveTextContent('panel-verify=abc123');
    expect(
      within(records[1]!).getByRole('button', {
        name: 'Copy the name of the TXT record _panel-verify.shop.acme.test',
      }),
    ).toBeInTheDocument();
    await user.click(
      within(records[1]!).getByRole('button', {
        name: 'Copy the value of the TXT record _panel-verify.shop.acme.test',
      }),
    );
    await waitFor(async () =>
      expect(await window.navigator.clipboard.readText()).toBe('panel-verify=abc123'),
    );
    expect(screen.getByRole('button', { name: 'Copy ns2.panel.test' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ocean Recipes' })).toHaveAttribute(
      'href',
      '/client/applications/5',
    );
  });

  it('checks again on demand and shows what the check found', async () => {
    const { user } = renderDomain({
      'GET /client/domain/:id/dns-zone-details': json(200, zone({}, 120)),
      'POST /client/domain/:id/check': () => {
        const found = zone({}, 0);
        return json(200, {
          ...found,
          domain: { ...found.domain, status: 'active', ssl_status: 'pending' },
          verification: { status: 'verified', checked_at: new Date().toISOString() },
          message: 'The domain is verified.',
        });
      },
    });
    expect(await screen.findByText('last checked 2 hours ago')).toBeInTheDocument();
    const [check] = screen.getAllByRole('button', { name: 'Check again' });
    await user.click(check!);
    expect(await screen.findByText('The domain is verified.')).toBeInTheDocument();
    expect(screen.getByTestId('verification-status')).toHaveTextContent('Verified');
    expect(screen.getByTestId('ssl-status')).toHaveTextContent('Being issued');
    expect(screen.getByText(/^last checked (now|\d+ seconds? ago)$/)).toBeInTheDocument();
    expect(api.bodiesOf('POST /client/domain/14/check')).toEqual([undefined]);
    // The answer is the new state: the zone is not read again.
    expect(api.requests().filter((call) => call.startsWith('GET'))).toHaveLength(1);
  });

  it('explains what to do when verification failed', async () => {
    const { user } = renderDomain({
      'GET /client/domain/:id/dns-zone-details': json(200, zone()),
      'POST /client/domain/:id/check': () => {
        const found = zone({}, 0);
        return json(200, {
          ...found,
          domain: { ...found.domain, status: 'error' },
          verification: {
            status: 'failed',
            checked_at: new Date().toISOString(),
            message: 'The TXT record was not found.',
          },
          message: 'The TXT record was not found.',
        });
      },
    });
    const [check] = await screen.findAllByRole('button', { name: 'Check again' });
    await user.click(check!);
    const help = await screen.findByTestId('verification-help');
    expect(help).toHaveTextContent('What to do when verification fails');
    expect(within(help).getAllByRole('listitem')).toHaveLength(4);
    expect(help).toHaveTextContent('Still failing? Point the domain to the nameservers below instead.');
    expect(screen.getByTestId('verification-status')).toHaveTextContent('Failed');
    // The server's words, in the card and in the toast.
    expect(screen.getAllByText('The TXT record was not found.').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('Error')).toBeInTheDocument();
  });
});
