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

/** jsdom is as narrow as a phone: the secondary actions are in the "More actions" menu. */
async function openAction(user: ReturnType<typeof renderDomain>['user'], name: string) {
  await user.click(await screen.findByRole('button', { name: 'More actions' }));
  await user.click(await screen.findByRole('menuitem', { name }));
}

/** The names of the secondary actions the menu offers. */
async function menuActions(user: ReturnType<typeof renderDomain>['user']) {
  await user.click(await screen.findByRole('button', { name: 'More actions' }));
  const items = await screen.findAllByRole('menuitem');
  const names = items.map((item) => item.textContent);
  await user.keyboard('{Escape}');
  return names;
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

  it('detaches the domain from its application once confirmed, naming both', async () => {
    let current = zone();
    const { user } = renderDomain({
      'GET /client/domain/:id/dns-zone-details': () => json(200, current),
      'POST /client/domain/:id/application': () => {
        current = zone({ domain: { ...zone().domain, application_id: null, application_name: '' } });
        return json(200, {
          data: current.domain,
          message: 'The domain shop.acme.test is detached from its application.',
        });
      },
    });
    await openAction(user, 'Detach');
    const question = await screen.findByRole('alertdialog', { name: 'Detach' });
    expect(question).toHaveTextContent(
      'Detach shop.acme.test from «Ocean Recipes»? The application is left without a domain: its page stops serving here.',
    );
    await user.click(within(question).getByRole('button', { name: 'Detach' }));
    expect(
      await screen.findByText('The domain shop.acme.test is detached from its application.'),
    ).toBeInTheDocument();
    expect(api.bodiesOf('POST /client/domain/14/application')).toEqual([{ application_id: null }]);
    expect(await screen.findByText('No application')).toBeInTheDocument();
    expect(await menuActions(user)).toEqual(
      ['Choose an application', 'Remove domain'].map((n) => expect.stringContaining(n)),
    );
  });

  it('removes a custom domain once confirmed, naming the application left without one', async () => {
    const { user } = renderDomain({
      'GET /client/domain/:id/dns-zone-details': json(200, zone()),
      'POST /client/domain/:id/delete': json(200, { message: 'The domain shop.acme.test is removed.' }),
    });
    await openAction(user, 'Remove domain');
    const question = await screen.findByRole('alertdialog', { name: 'Remove domain' });
    expect(question).toHaveTextContent('«Ocean Recipes» is left without a domain');
    await user.click(within(question).getByRole('button', { name: 'Remove domain' }));
    expect(await screen.findByText('The domain shop.acme.test is removed.')).toBeInTheDocument();
    expect(api.requests()).toContain('POST /client/domain/14/delete');
  });

  it("offers no removal of a platform domain, which is the platform's", async () => {
    const { user } = renderDomain({
      'GET /client/domain/:id/dns-zone-details': json(
        200,
        zone({ domain: { ...zone().domain, type: 'platform' } }),
      ),
    });
    expect(await menuActions(user)).toEqual(
      ['Change application', 'Detach'].map((n) => expect.stringContaining(n)),
    );
  });
});
