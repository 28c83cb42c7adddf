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
import type { ManageDomain } from '../../api/domains';
import DomainListScreen from './domain-list-screen';

const resources = loadLocales(resolve(__dirname, '../../locales'));

type Row = Pick<ManageDomain, 'id' | 'name' | 'company_name' | 'type' | 'status'>;

/** A listing's row as the administrators' calls answer the domain (ManageDomain). */
const domain = (row: Row): ManageDomain => ({
  ssl_status: 'none',
  company_id: row.company_name ? 3 : null,
  application_id: null,
  application_name: '',
  verified_at: null,
  checked_at: null,
  created_at: '2026-03-01T10:00:00Z',
  ...row,
});

let api: FakeApi;
afterEach(() => {
  api.restore();
  window.sessionStorage.clear();
});

const STATUSES = ['pending', 'active', 'disabled', 'error'];

const statusAction = (key: string, label: string, status: string, confirm?: string, done?: string) => ({
  key,
  label,
  ...(done ? { done } : {}),
  method: 'PUT',
  url: '/manage/domain/{id}/change-status',
  permission: 'manage.domains',
  body: { status },
  ...(confirm ? { confirm, destructive: true } : {}),
  visibleWhen: { field: 'status', in: STATUSES.filter((other) => other !== status) },
});

function renderDomains(rows: Row[], routes: Record<string, FakeRoute> = {}) {
  api = fakeApi({
    'GET /client/listing/domains/settings': json(200, {
      name: 'domains',
      columns: [
        { key: 'id', label: 'ID', type: 'number', sortable: true },
        { key: 'name', label: 'Domain', type: 'text', sortable: true },
        { key: 'company_name', label: 'Company', type: 'text', sortable: false },
        { key: 'status', label: 'Status', type: 'status', sortable: false },
      ],
      filters: [],
      sort: null,
      perPage: 25,
      perPageOptions: [25],
      search: false,
      // As the contract server declares them (listings/defs/manage.ts): one action per target status.
      actions: [
        statusAction('activate', 'Activate', 'active'),
        statusAction(
          'disable',
          'Disable',
          'disabled',
          'Disable the domain {name}? It stops serving its applications.',
          'Domain {name} disabled',
        ),
        statusAction('mark-pending', 'Mark as pending', 'pending', 'Mark the domain as pending?'),
      ],
    }),
    'POST /client/listing/domains/data': () =>
      json(200, { data: rows, meta: { current_page: 1, per_page: 25, total: rows.length, last_page: 1 } }),
    ...routes,
  });
  return renderWithProviders(<DomainListScreen />, {
    route: '/manage/domains',
    path: '/manage/domains',
    session: mockSession({ access: { isAdmin: true, permissions: ['manage.domains'] } }),
    language: 'en',
    resources,
  });
}

describe('the domains of the platform', () => {
  it("changes a domain's status from its row's menu, asking first, and offers no list of every domain", async () => {
    const rows: Row[] = [
      { id: 4, name: 'shop.acme.test', company_name: 'Acme Apps', type: 'custom', status: 'active' },
      { id: 9, name: 'apps.panel.test', company_name: '', type: 'platform', status: 'pending' },
    ];
    const { user } = renderDomains(rows, {
      'PUT /manage/domain/:id/change-status': ({ params, body }) => {
        const row = rows.find((candidate) => candidate.id === Number(params.id))!;
        row.status = (body as { status: Row['status'] }).status;
        return json(200, { data: domain(row), message: 'Done.' });
      },
    });
    expect(await screen.findByText('shop.acme.test')).toBeInTheDocument();
    // The old widget made the administrator pick the domain among all of them: it is gone.
    expect(screen.queryByRole('region', { name: "Change a domain's status" })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Domain' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Actions for row 4' }));
    const menu = await screen.findByRole('menu');
    // Only the moves out of the current status (active) are offered.
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Disable', 'Mark as pending']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Disable' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Disable' });
    // The question and the notice name the domain (and its new state), filled from its row.
    expect(confirm).toHaveTextContent('Disable the domain shop.acme.test? It stops serving its applications');
    // Nothing is sent before the answer.
    expect(api.requests()).not.toContain('PUT /manage/domain/4/change-status');

    await user.click(within(confirm).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Domain shop.acme.test disabled')).toBeInTheDocument();
    expect(api.bodiesOf('PUT /manage/domain/4/change-status')).toEqual([{ status: 'disabled' }]);
    // The listing is read again: the row now offers to activate it.
    await waitFor(() =>
      expect(api.requests().filter((call) => call.endsWith('/domains/data'))).toHaveLength(2),
    );
    await user.click(screen.getByRole('button', { name: 'Actions for row 4' }));
    expect(
      within(await screen.findByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Activate', 'Mark as pending']);
  });

  it('sends nothing when the change is cancelled', async () => {
    const { user } = renderDomains([
      { id: 4, name: 'shop.acme.test', company_name: 'Acme Apps', type: 'custom', status: 'active' },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Actions for row 4' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Disable' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Disable' });
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
