import { resolve } from 'node:path';
import {
  configure,
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
import DomainsScreen from './domains-screen';

const resources = loadLocales(resolve(__dirname, '../../locales'));
// Chakra renders slowly in jsdom, the more so while the other suites run beside this one.
configure({ asyncUtilTimeout: 10_000 });

interface Row {
  id: number;
  name: string;
  company_name: string;
  type: string;
  status: string;
}

let api: FakeApi;
afterEach(() => {
  api.restore();
  window.sessionStorage.clear();
});

function renderDomains(rows: Row[], routes: Record<string, FakeRoute> = {}) {
  api = fakeApi({
    'GET /client/listing/domains/settings': json(200, {
      columns: [
        { key: 'id', label: 'ID', type: 'number' },
        { key: 'name', label: 'Domain', type: 'text' },
        { key: 'company_name', label: 'Company', type: 'text' },
        { key: 'status', label: 'Status', type: 'status' },
      ],
      filters: [],
      perPage: 25,
    }),
    'POST /client/listing/domains/data': () =>
      json(200, { data: rows, meta: { current_page: 1, per_page: 25, total: rows.length, last_page: 1 } }),
    ...routes,
  });
  return renderWithProviders(<DomainsScreen />, {
    route: '/manage/domains',
    path: '/manage/domains',
    session: mockSession({ access: { isAdmin: true, permissions: ['manage.domains'] } }),
    language: 'en',
    resources,
  });
}

describe('the domains of the platform', () => {
  it('asks before changing a status, naming the domain and the new status, then sends it', async () => {
    const rows: Row[] = [
      { id: 4, name: 'shop.acme.test', company_name: 'Acme Apps', type: 'custom', status: 'active' },
      { id: 9, name: 'apps.panel.test', company_name: '', type: 'platform', status: 'pending' },
    ];
    const { user } = renderDomains(rows, {
      'PUT /manage/domain/:id/change-status': ({ params, body }) => {
        const row = rows.find((candidate) => candidate.id === Number(params.id))!;
        row.status = (body as { status: string }).status;
        return json(200, { data: row, message: 'Done.' });
      },
    });
    const section = await screen.findByRole('region', { name: "Change a domain's status" });
    const domain = within(section).getByRole('combobox', { name: 'Domain' });
    await waitFor(() => expect(within(domain).getAllByRole('option')).toHaveLength(3));
    expect(within(section).getByRole('button', { name: 'Change status' })).toBeDisabled();

    await user.selectOptions(domain, 'shop.acme.test — Acme Apps (Active)');
    const status = within(section).getByRole('combobox', { name: 'New status' });
    // The current status is shown, and cannot be chosen again.
    expect(within(status).getByRole('option', { name: 'Active (now)' })).toBeDisabled();
    await user.selectOptions(status, 'Disabled');
    expect(section).toHaveTextContent('Disabled: the domain stops serving its applications');

    await user.click(within(section).getByRole('button', { name: 'Change status' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Change status' });
    expect(confirm).toHaveTextContent('Change the status of shop.acme.test from Active to Disabled?');
    // Nothing is sent before the answer.
    expect(api.requests()).not.toContain('PUT /manage/domain/4/change-status');

    await user.click(within(confirm).getByRole('button', { name: 'Make it Disabled' }));
    expect(await screen.findByText('shop.acme.test is now Disabled')).toBeInTheDocument();
    expect(api.bodiesOf('PUT /manage/domain/4/change-status')).toEqual([{ status: 'disabled' }]);
    // The listing is read again, and shows the new status in the choice too.
    await waitFor(() =>
      expect(
        within(domain).getByRole('option', { name: 'shop.acme.test — Acme Apps (Disabled)' }),
      ).toBeInTheDocument(),
    );
  });

  it('sends nothing when the change is cancelled', async () => {
    const { user } = renderDomains([
      { id: 9, name: 'apps.panel.test', company_name: '', type: 'platform', status: 'pending' },
    ]);
    const section = await screen.findByRole('region', { name: "Change a domain's status" });
    const domain = within(section).getByRole('combobox', { name: 'Domain' });
    await waitFor(() => expect(within(domain).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(domain, 'apps.panel.test — Platform (Pending)');
    await user.selectOptions(within(section).getByRole('combobox', { name: 'New status' }), 'Active');
    await user.click(within(section).getByRole('button', { name: 'Change status' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Change status' });
    expect(confirm).toHaveTextContent('Change the status of apps.panel.test from Pending to Active?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.requests().filter((call) => call.startsWith('PUT'))).toEqual([]);
  });

  it('adds a platform domain, checking the hostname first and showing a refusal on the field', async () => {
    const { user } = renderDomains([], {
      'POST /manage/domain/store': json(422, {
        message: 'The given data was invalid.',
        errors: { name: ['apps.panel.test is taken already.'] },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add a platform domain' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a platform domain' });
    const name = within(dialog).getByRole('textbox', { name: /^Domain name/ });
    await user.type(name, 'https://apps.panel.test');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(
      await within(dialog).findByText('Leave out «http://» or «https://»: only the domain name.'),
    ).toBeInTheDocument();
    expect(api.requests()).not.toContain('POST /manage/domain/store');

    await user.clear(name);
    await user.type(name, 'apps.panel.test');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('apps.panel.test is taken already.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(api.bodiesOf('POST /manage/domain/store')).toEqual([{ name: 'apps.panel.test' }]);
  });
});
