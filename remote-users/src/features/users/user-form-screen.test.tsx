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
import { enums, platformUser } from './test-fixtures';
import UserFormScreen from './user-form-screen';

const resources = loadLocales(resolve(__dirname, '../../locales'));

let api: FakeApi;
afterEach(() => {
  api.restore();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

function renderForm(update: FakeRoute, choices: typeof enums = enums) {
  api = fakeApi({
    'GET /admin/users/view/:id': json(200, { user: platformUser() }),
    'GET /admin/users/enums': json(200, choices),
    'POST /admin/users/update/:id': update,
  });
  return renderWithProviders(<UserFormScreen />, {
    route: '/users/5/edit',
    path: '/users/:id/edit',
    session: mockSession({ access: { isAdmin: true, permissions: ['users.admin'] } }),
    language: 'en',
    resources,
  });
}

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe("the users area's user form", () => {
  it('offers the choices of the enums and saves the user', async () => {
    const { user, location } = renderForm(({ body }) =>
      json(200, { message: 'Done.', user: platformUser(body as object) }),
    );
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('Olga Petrova');
    const status = screen.getByRole('combobox', { name: /^Status/ });
    const role = screen.getByRole('combobox', { name: /^Role/ });
    const language = screen.getByRole('combobox', { name: /^Language/ });
    expect(optionTexts(status)).toEqual(['Active', 'Blocked', 'Invited']);
    expect(optionTexts(role)).toEqual(['No role', 'Owner', 'Buyer']);
    expect(optionTexts(language)).toEqual(['Russian', 'English']);
    expect(role).toHaveValue('1');
    expect(language).toHaveValue('en');
    expect(api.requests()).toEqual(['GET /admin/users/view/5', 'GET /admin/users/enums']);

    await user.selectOptions(role, 'Buyer');
    await user.selectOptions(language, 'Russian');
    await user.clear(name);
    await user.type(name, 'Olga Ivanova');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Olga Ivanova is saved')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/users/5'));
    expect(api.bodiesOf('POST /admin/users/update/5')).toEqual([
      {
        name: 'Olga Ivanova',
        email: 'olga@acme.test',
        status: 'active',
        locale: 'ru',
        role_id: 2,
        version: 1,
      },
    ]);
  });

  it("still shows the user's role when the enums leave it out (a role the administrator may not give)", async () => {
    // The server offers only the roles the administrator may give; the user's own (Owner) must still show and stay.
    const { user } = renderForm(
      ({ body }) => json(200, { message: 'Done.', user: platformUser(body as object) }),
      { ...enums, roles: enums.roles.filter((role) => role.value !== 1) },
    );
    const role = await screen.findByRole('combobox', { name: /^Role/ });
    expect(optionTexts(role)).toEqual(['No role', 'Buyer', 'Owner']);
    expect(role).toHaveValue('1');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.bodiesOf('POST /admin/users/update/5')).toHaveLength(1));
    expect(api.bodiesOf('POST /admin/users/update/5')[0]).toMatchObject({ role_id: 1 });
  });

  it('shows the server refusing a change of your own status on the status field, keeping the input', async () => {
    const { user, location } = renderForm(
      json(422, {
        message: 'The given data was invalid.',
        errors: { status: ['You cannot change your own status.'] },
      }),
    );
    const status = await screen.findByRole('combobox', { name: /^Status/ });
    await user.selectOptions(status, 'Blocked');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('You cannot change your own status.')).toBeInTheDocument();
    await waitFor(() => expect(status).toHaveAttribute('aria-invalid', 'true'));
    expect(status).toHaveValue('blocked');
    expect(location().pathname).toBe('/users/5/edit');
  });

  it('checks the e-mail before anything is sent', async () => {
    const { user } = renderForm(json(500, {}));
    const email = await screen.findByRole('textbox', { name: /^E-mail/ });
    await user.clear(email);
    await user.type(email, 'olga@');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter an e-mail address like name@example.com.')).toBeInTheDocument();
    expect(api.requests()).not.toContain('POST /admin/users/update/5');
  });
});
