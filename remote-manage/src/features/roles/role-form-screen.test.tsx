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
import type { Role } from '../../api/roles';
import RoleFormScreen from './role-form-screen';

const resources = loadLocales(resolve(__dirname, '../../locales'));

const options = {
  permissions: [
    {
      value: 'application.view',
      label: 'View applications',
      group: 'application',
      group_label: 'Applications',
    },
    {
      value: 'application.create',
      label: 'Create and clone applications',
      group: 'application',
      group_label: 'Applications',
    },
    { value: 'pixel.manage', label: 'Pixels', group: 'pixel', group_label: 'Pixels' },
  ],
};

const role: Role = {
  id: 3,
  version: 1,
  name: 'Owner',
  description: 'Everything in the company',
  permissions: ['application.view', 'pixel.manage'],
  is_system: true,
  users_count: 12,
  created_at: '2025-01-01T00:00:00Z',
};

let api: FakeApi;
afterEach(() => {
  api.restore();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

function renderForm(route: string, routes: Record<string, FakeRoute>) {
  api = fakeApi(routes);
  return renderWithProviders(<RoleFormScreen />, {
    route,
    path: route.endsWith('/new') ? '/manage/roles/new' : '/manage/roles/:id/edit',
    session: mockSession({ access: { isAdmin: true, permissions: ['manage.roles'] } }),
    language: 'en',
    resources,
  });
}

const create = (store: FakeRoute) => ({
  'GET /manage/roles/create': json(200, {
    options,
    defaults: { name: '', description: '', permissions: [] },
  }),
  'POST /manage/roles/store': store,
});

describe('the role form', () => {
  it('asks for a name and at least one permission before sending anything', async () => {
    const { user } = renderForm(
      '/manage/roles/new',
      create(({ body }) =>
        json(200, { data: { ...role, ...(body as object), id: 8, is_system: false }, message: 'Saved.' }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    expect(await screen.findByText("Enter the role's name.")).toBeInTheDocument();
    expect(screen.getByText('Choose at least one permission.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests()).toEqual(['GET /manage/roles/create']);

    // The server's limit: a name of 60 characters at most.
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAttribute('maxlength', '60');

    await user.type(screen.getByRole('textbox', { name: /^Name/ }), '  Support  ');
    await user.click(screen.getByRole('checkbox', { name: /^Pixels/ }));
    await waitFor(() =>
      expect(screen.queryByText('Choose at least one permission.')).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Role «Support» saved')).toBeInTheDocument();
    expect(api.bodiesOf('POST /manage/roles/store')).toEqual([
      { name: 'Support', description: '', permissions: ['pixel.manage'] },
    ]);
  });

  it('warns of a permission that acts on what the role cannot see, and stops when the view is chosen', async () => {
    const { user } = renderForm('/manage/roles/new', create(json(200, {})));
    await user.click(await screen.findByRole('checkbox', { name: /^Create and clone applications/ }));
    expect(await screen.findByTestId('role-unseen')).toHaveTextContent(
      '«Create and clone applications» without «View applications»: the role can change what it cannot see.',
    );
    await user.click(screen.getByRole('checkbox', { name: /^View applications/ }));
    await waitFor(() => expect(screen.queryByTestId('role-unseen')).not.toBeInTheDocument());
  });

  it('refuses a name with a direction override, in the panel’s words, before sending anything', async () => {
    const { user } = renderForm('/manage/roles/new', create(json(200, {})));
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.type(name, 'Support\u202Egpj.exe');
    await user.click(screen.getByRole('checkbox', { name: /^Pixels/ }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(
      await screen.findByText(
        'Remove the invisible control characters and text-direction overrides (U+202A–U+202E, U+2066–U+2069).',
      ),
    ).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests()).toEqual(['GET /manage/roles/create']);
  });

  it("shows the server's refusal of the name on the name field, keeping what was typed", async () => {
    const { user } = renderForm(
      '/manage/roles/new',
      create(
        json(422, {
          message: 'The given data was invalid.',
          errors: { name: ['A role named «Support» exists already.'] },
        }),
      ),
    );
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.type(name, 'Support');
    await user.click(screen.getByRole('checkbox', { name: /View applications/ }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('A role named «Support» exists already.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveValue('Support');
    expect(screen.getByRole('checkbox', { name: /View applications/ })).toBeChecked();
  });

  it("keeps a system role's permissions as they are and does not send them", async () => {
    const { user } = renderForm('/manage/roles/3/edit', {
      'GET /manage/roles/:id/edit': json(200, { data: role, options }),
      'PUT /manage/roles/:id/update': ({ body }) =>
        json(200, { data: { ...role, ...(body as object) }, message: 'Saved.' }),
    });
    expect(await screen.findByText(/This is a system role/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /^Pixels/ })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /^Pixels/ })).toBeChecked();
    const description = screen.getByRole('textbox', { name: /^Description/ });
    await user.clear(description);
    await user.type(description, 'The company owner');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(api.bodiesOf('PUT /manage/roles/3/update')).toEqual([
        { name: 'Owner', description: 'The company owner', version: 1 },
      ]),
    );
  });
});
