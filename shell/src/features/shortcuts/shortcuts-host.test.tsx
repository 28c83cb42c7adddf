import type { RemoteNav } from '@panel/shared-core';
import type { PermissionName } from '@panel/contract';
import {
  configure,
  createTestQueryClient,
  mockSession,
  screen,
  waitFor,
  within,
} from '@panel/shared-core/testing';
import { remoteNavKey } from '../../federation/use-remote-nav';
import { renderShell } from '../../testing/render-shell';
import { goShortcuts } from './go-shortcuts';
import { ShortcutsHost } from './shortcuts-host';

configure({ asyncUtilTimeout: 10_000 });

const clientNav: RemoteNav = {
  namespace: 'client',
  area: {},
  items: [
    { to: '/', labelKey: 'nav.home', shortcut: 'h' },
    { to: '/applications', labelKey: 'nav.applications', permission: 'application.view', shortcut: 'a' },
    { to: '/domains', labelKey: 'nav.domains', permission: 'domain.manage', shortcut: 'd' },
    { to: '/balance', labelKey: 'nav.balance', shortcut: 'Bad' },
  ],
};
const manageNav: RemoteNav = {
  namespace: 'manage',
  area: {},
  items: [{ to: '/domains', labelKey: 'nav.domains', permission: 'domain.manage', shortcut: 'd' }],
};
const usersNav: RemoteNav = { namespace: 'users', area: { adminOnly: true }, items: [] };

const resources = {
  en: {
    client: {
      nav: { home: 'Overview', applications: 'Applications', domains: 'Domains', balance: 'Balance' },
    },
    manage: { nav: { domains: 'All domains' } },
    users: {},
  },
  ru: {
    client: { nav: { home: 'Обзор', applications: 'Приложения', domains: 'Домены', balance: 'Баланс' } },
    manage: { nav: { domains: 'Все домены' } },
    users: {},
  },
};

function renderHost(permissions: PermissionName[], language: 'en' | 'ru' = 'en', route = '/client') {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(remoteNavKey('client'), clientNav);
  queryClient.setQueryData(remoteNavKey('manage'), manageNav);
  queryClient.setQueryData(remoteNavKey('users'), usersNav);
  return renderShell(<ShortcutsHost />, {
    route,
    queryClient,
    resources,
    language,
    session: mockSession({ access: { isAdmin: false, permissions } }),
  });
}

describe('the shell shortcuts', () => {
  it('give g and a letter to the screens the user may see, the current area first', () => {
    const can = (rule: { permission?: string }) => !rule.permission || rule.permission === 'domain.manage';
    const areas = [
      { name: 'client' as const, nav: clientNav },
      { name: 'manage' as const, nav: manageNav },
    ];
    expect(goShortcuts(areas, can, 'client').map((item) => `${item.letter} ${item.to}`)).toEqual([
      'h /client',
      'd /client/domains',
    ]);
    expect(goShortcuts(areas, can, 'manage').map((item) => `${item.letter} ${item.to}`)).toEqual([
      'd /manage/domains',
      'h /client',
    ]);
  });

  it('go to a screen with g then its letter, and not to one the user may not see', async () => {
    const { user, location } = renderHost(['application.view']);
    // The menus arrive, then their shortcuts.
    await user.keyboard('?');
    const sheet = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    await within(sheet).findByText('Go to Applications');
    expect(within(sheet).queryByText('Go to Domains')).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.keyboard('ga');
    expect(location().pathname).toBe('/client/applications');
    await user.keyboard('gd');
    expect(location().pathname).toBe('/client/applications');
    await user.keyboard('gh');
    expect(location().pathname).toBe('/client');
  });

  it('list every shortcut of the screen on the sheet, in the language of the page', async () => {
    const { user } = renderHost(['application.view'], 'ru');
    await user.keyboard('?');
    const sheet = await screen.findByRole('dialog', { name: 'Сочетания клавиш' });
    await within(sheet).findByText('Перейти: Приложения');
    expect(within(sheet).getByRole('heading', { name: 'Везде' })).toBeInTheDocument();
    expect(within(sheet).getByText('Показать сочетания клавиш')).toBeInTheDocument();
    expect(within(sheet).getByText(/не действуют, пока вы вводите текст/)).toBeInTheDocument();
    // The palette's Ctrl+K is listed too; a malformed letter in a menu is not.
    expect(within(sheet).getByText('Ctrl')).toBeInTheDocument();
    expect(within(sheet).queryByText('Перейти: Баланс')).toBeNull();
  });
});
