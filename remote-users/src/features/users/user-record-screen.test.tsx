import { resolve } from 'node:path';
import {
  fakeApi,
  json,
  loadLocales,
  mockSession,
  mockUser,
  renderWithProviders,
  screen,
  waitFor,
  within,
  type FakeApi,
  type FakeRoute,
} from '@panel/shared-core/testing';
import { IMPERSONATION_KEY, readImpersonation, setImpersonationReload } from '@panel/shared-core';
import type { PlatformUser } from '../../api/users';
import { enums, platformUser } from './test-fixtures';
import UserRecordScreen from './user-record-screen';
import type { PermissionName } from '@panel/contract';

const resources = loadLocales(resolve(__dirname, '../../locales'));

let api: FakeApi;
afterEach(() => {
  api.restore();
  window.sessionStorage.clear();
});

function renderUser(
  permissions: PermissionName[],
  user: PlatformUser = platformUser(),
  extra: Record<string, FakeRoute> = {},
  me = mockUser({ id: 1 }),
  language: 'en' | 'ru' = 'en',
) {
  let current = user;
  api = fakeApi({
    'GET /admin/users/view/:id': () => json(200, { user: current }),
    'GET /admin/users/enums': json(200, enums),
    'PUT /manage/user/:id/change-status': ({ body }) => {
      current = { ...current, status: (body as { status: PlatformUser['status'] }).status };
      return json(200, { message: 'Done.', user: { id: current.id, status: current.status } });
    },
    ...extra,
  });
  return renderWithProviders(<UserRecordScreen />, {
    route: `/users/${user.id}`,
    path: '/users/:id',
    session: mockSession({ user: me, access: { isAdmin: true, permissions } }),
    language,
    resources,
  });
}

/** jsdom is as narrow as a phone: the actions other than Edit are in the "More actions" menu. Opens it, names them. */
async function moreActions(user: ReturnType<typeof renderUser>['user']): Promise<string[]> {
  await user.click(await screen.findByRole('button', { name: 'More actions' }));
  const items = await screen.findAllByRole('menuitem');
  return items.map((item) => item.textContent ?? '');
}

/** The value beside a fact's label. */
function fact(label: string): HTMLElement {
  const list = screen.getByTestId('fact-list');
  const term = within(list)
    .getAllByText(label)
    .find((node) => node.tagName === 'DT');
  if (!term?.nextElementSibling) throw new Error(`no fact ${label}`);
  return term.nextElementSibling as HTMLElement;
}

describe("a user's record screen", () => {
  it('shows who the user is, their company, role and permissions', async () => {
    renderUser(['users.admin', 'manage.users', 'manage.companies']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Olga Petrova' })).toBeInTheDocument();
    expect(fact('Public id')).toHaveTextContent('usr_5a1b');
    expect(fact('E-mail')).toHaveTextContent('olga@acme.test');
    expect(fact('Status')).toHaveTextContent('Active');
    expect(within(fact('Company')).getByRole('link', { name: 'Acme Media' })).toHaveAttribute(
      'href',
      '/manage/companies/3',
    );
    expect(fact('Role')).toHaveTextContent('Owner');
    expect(fact('Platform administrator')).toHaveTextContent('No');
    expect(fact('Telegram')).toHaveTextContent('Linked');
    // The language's label comes from the enums.
    expect(fact('Language')).toHaveTextContent('English');
    expect(fact('Last sign-in')).toHaveTextContent('Never');
    expect(fact('Registered')).toHaveTextContent('2026');

    const role = screen.getByRole('region', { name: 'Role and permissions' });
    expect(role).toHaveTextContent('Owner: 3 permissions');
    expect(
      within(role)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
      // By name; a permission the options do not name stays as its code.
    ).toEqual(['View applications', 'application.manage', 'Team and invitations']);
  });

  it('offers only Edit without manage.users, and the company as text without manage.companies', async () => {
    renderUser(['users.admin']);
    await screen.findByRole('heading', { level: 1, name: 'Olga Petrova' });
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    // The other actions would be in the "More actions" menu: there are none.
    expect(screen.queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
    expect(fact('Company')).toHaveTextContent('Acme Media');
    expect(within(fact('Company')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('blocks after a confirmation, then offers Unblock; opens Company and access', async () => {
    const { user, location } = renderUser(['users.admin', 'manage.users']);
    await screen.findByRole('heading', { level: 1, name: 'Olga Petrova' });
    expect(await moreActions(user)).toEqual(['Block', 'Sign in as this user', 'Company and access']);
    await user.click(screen.getByRole('menuitem', { name: 'Block' }));
    let question = await screen.findByRole('alertdialog', { name: 'Block' });
    expect(question).toHaveTextContent('Block Olga Petrova?');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.requests()).not.toContain('PUT /manage/user/5/change-status');

    await moreActions(user);
    await user.click(screen.getByRole('menuitem', { name: 'Block' }));
    question = await screen.findByRole('alertdialog', { name: 'Block' });
    await user.click(within(question).getByTestId('confirm-dialog-confirm'));
    expect(await screen.findByText('Olga Petrova is blocked')).toBeInTheDocument();
    expect(api.bodiesOf('PUT /manage/user/5/change-status')).toEqual([{ status: 'blocked' }]);
    // The record is read again: the status and the action follow.
    await waitFor(() => expect(fact('Status')).toHaveTextContent('Blocked'));
    expect(await moreActions(user)).toEqual(['Unblock', 'Company and access']);

    await user.click(screen.getByRole('menuitem', { name: 'Company and access' }));
    await waitFor(() => expect(location().pathname).toBe('/manage/users/5/edit'));
  });

  it('never offers to block yourself', async () => {
    const { user } = renderUser(['users.admin', 'manage.users'], platformUser({ id: 1, is_admin: true }));
    await screen.findByRole('heading', { level: 1, name: 'Olga Petrova' });
    expect(await moreActions(user)).toEqual(['Company and access']);
    expect(fact('Platform administrator')).toHaveTextContent('Yes');
  });

  it('signs in as the user after a confirmation, keeping the administrator aside', async () => {
    const reloads: string[] = [];
    setImpersonationReload((path) => reloads.push(path));
    window.localStorage.removeItem(IMPERSONATION_KEY);
    const { user } = renderUser(['users.admin', 'manage.users'], platformUser(), {
      'POST /manage/user/:id/login': json(200, {
        token: 'olga-token',
        access: { isAdmin: false, permissions: ['application.view'] },
        user: { id: 5, name: 'Olga Petrova', company_name: 'Acme Media' },
      }),
    });
    expect(await moreActions(user)).toContain('Sign in as this user');
    await user.click(screen.getByRole('menuitem', { name: 'Sign in as this user' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Your own session is kept');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in as this user' }));
    await waitFor(() => expect(reloads).toEqual(['/']));
    expect(api.requests()).toContain('POST /manage/user/5/login');
    expect(window.localStorage.getItem('token')).toBe('olga-token');
    expect(readImpersonation()).toMatchObject({
      // The administrator's own session, as renderUser signed them in (mockSession).
      admin: { token: 'test-token' },
      target: { id: 5, name: 'Olga Petrova', company: 'Acme Media' },
      returnTo: '/users/5',
    });
    window.localStorage.clear();
  });

  it('asks in Russian without a gendered pronoun, whoever the user is', async () => {
    const { user } = renderUser(
      ['users.admin', 'manage.users'],
      platformUser(),
      {},
      mockUser({ id: 1 }),
      'ru',
    );
    await user.click(await screen.findByRole('button', { name: 'Другие действия' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Войти от имени пользователя' }));
    const dialog = await screen.findByRole('alertdialog');
    // "Olga" beside "от его имени" (his) read as a slip: the text speaks of the account instead.
    expect(dialog).toHaveTextContent('ваши действия будут выполняться от имени этой учётной записи');
    expect(dialog.textContent).not.toMatch(/(его|её) имени|этот пользователь/);
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('offers no signing in as an administrator, or without manage.users', async () => {
    const { user } = renderUser(['users.admin', 'manage.users'], platformUser({ is_admin: true }));
    expect(await moreActions(user)).not.toContain('Sign in as this user');
  });
});
