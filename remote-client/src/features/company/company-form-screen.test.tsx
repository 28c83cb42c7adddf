import { resolve } from 'node:path';
import {
  fakeApi,
  json,
  loadLocales,
  mockSession,
  renderWithProviders,
  screen,
  waitFor,
  type FakeApi,
  type FakeRoute,
} from '@panel/shared-core/testing';
import type { TFunction } from '@panel/shared-core';
import { company as acme } from '../../test-fixtures';
import CompanyFormScreen, { companySchema } from './company-form-screen';

const resources = loadLocales(resolve(__dirname, '../../locales'));

const company = acme({ website: 'https://acme.test' });

const options = {
  timezone: [
    { value: 'UTC', label: 'UTC' },
    { value: 'Europe/Berlin', label: 'Europe/Berlin' },
  ],
};

let api: FakeApi;
afterEach(() => {
  api.restore();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

function renderCompany(routes: Record<string, FakeRoute> = {}) {
  api = fakeApi({ 'GET /client/company/edit': json(200, { data: company, options }), ...routes });
  return renderWithProviders(<CompanyFormScreen />, {
    route: '/client/company',
    path: '/client/company',
    session: mockSession({ access: { permissions: ['company.update'] } }),
    language: 'en',
    resources,
  });
}

describe('the company profile form', () => {
  it('loads the profile and saves the changes', async () => {
    const { user, location } = renderCompany({
      'POST /client/company/update': ({ body }) =>
        json(200, { data: { ...company, ...(body as object) }, message: 'Saved.' }),
    });
    const name = await screen.findByRole('textbox', { name: /^Company name/ });
    expect(name).toHaveValue('Acme');
    expect(screen.getByRole('textbox', { name: 'Contact e-mail' })).toHaveValue('owner@acme.test');
    expect(screen.getByRole('textbox', { name: 'Website' })).toHaveValue('https://acme.test');

    await user.clear(name);
    await user.type(name, 'Acme Apps');
    await user.clear(screen.getByRole('textbox', { name: 'Website' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /^Time zone/ }), 'Europe/Berlin');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('The company profile is saved')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/client'));
    expect(api.bodiesOf('POST /client/company/update')).toEqual([
      {
        name: 'Acme Apps',
        contact_email: 'owner@acme.test',
        website: '',
        timezone: 'Europe/Berlin',
        version: 1,
      },
    ]);
  });

  it('refuses a short name, a bad e-mail and a website that is not http(s), sending nothing', async () => {
    const { user } = renderCompany();
    const name = await screen.findByRole('textbox', { name: /^Company name/ });
    await user.clear(name);
    await user.type(name, 'A');
    const email = screen.getByRole('textbox', { name: 'Contact e-mail' });
    await user.clear(email);
    await user.type(email, 'owner@');
    const website = screen.getByRole('textbox', { name: 'Website' });
    await user.clear(website);
    await user.type(website, 'ftp://acme.test');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('At least 2 characters.')).toBeInTheDocument();
    expect(screen.getByText('Enter an e-mail address like name@example.com.')).toBeInTheDocument();
    expect(screen.getByText('Enter a full address starting with http:// or https://.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(website).toHaveAttribute('aria-invalid', 'true');

    // Fixing a field clears its error as typed; a bare host is not a website address.
    await user.clear(website);
    await user.type(website, 'http://acme.test');
    await waitFor(() => expect(website).not.toHaveAttribute('aria-invalid', 'true'));
    await user.clear(website);
    await user.type(website, 'acme.test');
    await waitFor(() => expect(website).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAttribute('maxLength', '100');
    expect(api.requests()).toEqual(['GET /client/company/edit']);
  });

  it('holds the name to 2–100 characters after trimming', () => {
    const t = ((key: string, values?: Record<string, unknown>) =>
      values ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction;
    const schema = companySchema(t);
    const valid = { name: 'Acme', contact_email: '', website: '', timezone: 'UTC' };
    expect(schema.safeParse(valid).success).toBe(true);
    expect(schema.safeParse({ ...valid, name: 'x'.repeat(100) }).success).toBe(true);
    const messages = (name: string) =>
      schema.safeParse({ ...valid, name }).error?.issues.map((issue) => issue.message);
    expect(messages('x'.repeat(101))).toEqual(['validation.maxLength {"max":100}']);
    expect(messages('  A  ')).toEqual(['validation.minLength {"min":2}']);
  });

  it('refuses control characters and direction overrides in the name, and keeps the marks of Arabic text', () => {
    const t = ((key: string) => key) as unknown as TFunction;
    const schema = companySchema(t);
    const valid = { name: 'Acme', contact_email: '', website: '', timezone: 'UTC' };
    const messages = (name: string) =>
      schema.safeParse({ ...valid, name }).error?.issues.map((issue) => issue.message);
    for (const name of ['Acme\u202Egpj.exe', 'Acme\u2067Apps', 'Acme\u0007', 'Acme\nApps'])
      expect(messages(name)).toEqual(['validation.plainText']);
    expect(schema.safeParse({ ...valid, name: 'شركة Acme\u200F' }).success).toBe(true);
  });

  it("puts the server's 422 on its field", async () => {
    const { user, location } = renderCompany({
      'POST /client/company/update': json(422, {
        message: 'The given data was invalid.',
        errors: { name: ['This name is taken.'] },
      }),
    });
    const name = await screen.findByRole('textbox', { name: /^Company name/ });
    await user.type(name, ' Two');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This name is taken.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveValue('Acme Two');
    expect(location().pathname).toBe('/client/company');
  });
});
