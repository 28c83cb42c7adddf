import { resolve } from 'node:path';
import type { TFunction } from '@panel/shared-core';
import {
  cleanup,
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
import type { ManageCompany } from '../../api/companies';
import CompanyFormScreen, { companySchema } from './company-form-screen';

const resources = loadLocales(resolve(__dirname, '../../locales'));

const company: ManageCompany = {
  id: 7,
  version: 1,
  name: 'Acme',
  status: 'active',
  balance: '125.50',
  currency: 'USD',
  tariff_id: 2,
  subscription_tier_id: 4,
  owner_id: 3,
  referral_link_id: null,
  contact_email: 'hello@acme.test',
  website: 'https://acme.test',
  timezone: 'UTC',
  created_at: '2026-01-05T09:30:00Z',
  owner_name: 'Olga Owner',
  owner_email: 'olga@acme.test',
  tariff_name: 'Growth',
  users_count: 3,
  applications_count: 4,
  domains_count: 2,
};

const options = {
  status: [
    { value: 'active', label: 'Active' },
    { value: 'blocked', label: 'Blocked' },
  ],
  tariff_id: [
    { value: 1, label: 'Start', is_active: false },
    { value: 2, label: 'Growth', is_active: true },
  ],
  timezone: [
    { value: 'UTC', label: 'UTC' },
    { value: 'Europe/Berlin', label: 'Europe/Berlin' },
  ],
};

const UPDATE = 'POST /manage/company/7/update';

let api: FakeApi;

function renderForm(routes: Record<string, FakeRoute> = {}) {
  api = fakeApi({
    'GET /manage/company/:id/edit': json(200, { data: company, options }),
    'POST /manage/company/:id/update': ({ body }) =>
      json(200, { data: { ...company, ...(body as object) }, message: 'Saved.' }),
    ...routes,
  });
  return renderWithProviders(<CompanyFormScreen />, {
    route: { pathname: '/manage/companies/7/edit', state: { from: '/manage/companies/7' } },
    path: '/manage/companies/:id/edit',
    session: mockSession({ access: { isAdmin: true, permissions: ['manage.companies'] } }),
    language: 'en',
    resources,
  });
}

/** The schema's messages are their keys here: the rules, not the words, are under test. */
const keyOnly = ((key: string) => key) as unknown as TFunction;
const valid = {
  name: 'Acme',
  status: 'active',
  tariff_id: 2,
  contact_email: '',
  website: '',
  timezone: 'UTC',
};
const messagesOf = (values: Record<string, unknown>) => {
  const result = companySchema(keyOnly).safeParse({ ...valid, ...values });
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the rules of a company', () => {
  it('want a name of 2 to 100 characters, an e-mail or nothing, an http(s) address or nothing, a tariff', () => {
    expect(messagesOf({})).toEqual([]);
    // The first message is the one the field shows.
    expect(messagesOf({ name: '  ' })[0]).toBe('name: companies.rules.nameRequired');
    expect(messagesOf({ name: 'A' })).toEqual(['name: companies.rules.nameMin']);
    expect(messagesOf({ name: 'A'.repeat(101) })).toEqual(['name: companies.rules.nameMax']);
    expect(messagesOf({ contact_email: 'not-an-email' })).toEqual(['contact_email: companies.rules.email']);
    expect(messagesOf({ contact_email: 'billing@acme.test' })).toEqual([]);
    expect(messagesOf({ website: 'ftp://acme.test' })).toEqual(['website: companies.rules.url']);
    expect(messagesOf({ website: 'acme.test' })).toEqual(['website: companies.rules.url']);
    expect(messagesOf({ website: 'https://acme.test/about' })).toEqual([]);
    expect(messagesOf({ tariff_id: null })).toEqual(['tariff_id: companies.rules.required']);
    expect(messagesOf({ status: 'deleted' })).toEqual(['status: companies.rules.required']);
  });
});

describe('the company edit form', () => {
  afterEach(() => {
    // Unmounted first: a form flushes its draft when it goes, which must not outlive this test.
    cleanup();
    api.restore();
    window.sessionStorage.clear();
    window.localStorage.clear();
  });

  it('loads the company, checks the fields as typed and saves the changes', async () => {
    const { user, location } = renderForm();
    const name = await screen.findByRole('textbox', { name: /^Company name/ });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Edit «Acme»');
    expect(name).toHaveValue('Acme');
    expect(screen.getByRole('combobox', { name: /^Tariff/ })).toHaveDisplayValue('Growth');
    // A tariff no longer offered is marked as such.
    expect(screen.getByRole('option', { name: 'Start (no longer offered)' })).toBeInTheDocument();

    const email = screen.getByRole('textbox', { name: 'Contact e-mail' });
    await user.clear(email);
    await user.type(email, 'nope');
    await user.tab();
    expect(
      await screen.findByText('Enter an e-mail address like name@example.com, or leave it empty.'),
    ).toBeInTheDocument();
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText("Enter the company's name.")).toBeInTheDocument();
    expect(api.requests()).not.toContain(UPDATE);

    await user.type(name, 'Acme Apps');
    await user.clear(email);
    await user.type(email, 'billing@acme.test');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Time zone/ }), 'Europe/Berlin');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(location().pathname).toBe('/manage/companies/7'));
    expect(api.bodiesOf(UPDATE)).toEqual([
      {
        version: 1,
        name: 'Acme Apps',
        status: 'active',
        tariff_id: 2,
        contact_email: 'billing@acme.test',
        website: 'https://acme.test',
        timezone: 'Europe/Berlin',
      },
    ]);
    expect(await screen.findByText('«Acme Apps» saved')).toBeInTheDocument();
  });

  it('warns what blocking does and asks once more before saving it', async () => {
    const { user, location } = renderForm();
    const status = await screen.findByRole('combobox', { name: /^Status/ });
    expect(screen.queryByTestId('blocking-warning')).not.toBeInTheDocument();
    await user.selectOptions(status, 'blocked');
    expect(await screen.findByTestId('blocking-warning')).toHaveTextContent(
      '«Acme» will be cut off from the platform: its users (3) lose access to the panel',
    );

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Block «Acme»?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.requests()).not.toContain(UPDATE);
    // The choice stays in the form.
    expect(status).toHaveValue('blocked');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Block «Acme»?' });
    await user.click(within(dialog).getByRole('button', { name: 'Block and save' }));
    await waitFor(() => expect(location().pathname).toBe('/manage/companies/7'));
    expect(api.bodiesOf(UPDATE)).toEqual([expect.objectContaining({ status: 'blocked' })]);
  });

  it('shows the broken rules instead of asking when blocking with a wrong field', async () => {
    const { user } = renderForm();
    const name = await screen.findByRole('textbox', { name: /^Company name/ });
    await user.selectOptions(screen.getByRole('combobox', { name: /^Status/ }), 'blocked');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText("Enter the company's name.")).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.requests()).not.toContain(UPDATE);
  });

  it('does not ask before saving a company that is blocked already', async () => {
    const { user } = renderForm({
      'GET /manage/company/:id/edit': json(200, { data: { ...company, status: 'blocked' }, options }),
    });
    const name = await screen.findByRole('textbox', { name: /^Company name/ });
    await waitFor(() => expect(name).toHaveValue('Acme'));
    expect(screen.queryByTestId('blocking-warning')).not.toBeInTheDocument();
    await user.type(name, ' Ltd');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(api.bodiesOf(UPDATE)).toEqual([expect.objectContaining({ name: 'Acme Ltd' })]),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('puts the server’s refusal on its field and keeps what was typed', async () => {
    const { user } = renderForm({
      'POST /manage/company/:id/update': json(422, {
        message: 'The given data was invalid.',
        errors: { website: ['This website is not reachable.'] },
      }),
    });
    const website = await screen.findByRole('textbox', { name: 'Website' });
    await user.clear(website);
    await user.type(website, 'https://acme.example');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This website is not reachable.')).toBeInTheDocument();
    expect(website).toHaveValue('https://acme.example');
    expect(website).toHaveAttribute('aria-invalid', 'true');
  });
});
