import { resolve } from 'node:path';
import { useRoutes, type RouteObject } from '@panel/shared-core/router';
import {
  fakeApi,
  json,
  loadLocales,
  menuRouteDisagreements,
  navShortcutProblems,
  unknownNavPermissions,
  mockSession,
  renderWithProviders,
  screen,
  waitFor,
  type FakeApi,
} from '@panel/shared-core/testing';
import { nav } from './nav';
import { routes } from './routes';

const resources = loadLocales(resolve(__dirname, 'locales'));

/** Every path the routes declare, relative to the area (`''` for the index). */
function paths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const own = route.index ? parent : [parent, route.path ?? ''].filter(Boolean).join('/');
    return [own, ...paths(route.children ?? [], own)];
  });
}

const TEMPLATES = [
  'push-templates',
  'onesignal-templates',
  'system-funnel-templates',
  'notification-templates',
];

function Area() {
  return useRoutes([{ path: '/manage', children: routes }]);
}

let api: FakeApi | undefined;
afterEach(() => api?.restore());

describe('the routes of the administrators area', () => {
  const declared = paths(routes);

  it('give every menu item one screen, and each template its list, new and edit paths', () => {
    for (const item of nav.items) {
      const path = item.to.replace(/^\/+/, '');
      // The area's home (`/`) is its index route.
      expect(routes.filter((route) => (route.index ? '' : route.path) === path)).toHaveLength(1);
    }
    for (const base of TEMPLATES)
      for (const path of [base, `${base}/new`, `${base}/:id/edit`, `${base}/:id`])
        expect(declared).toContain(path);
    expect(nav.items.find((item) => item.to === '/telegram-bots')).toMatchObject({
      listing: { name: 'bots' },
      permission: 'manage.companies',
    });
  });

  it('agree with every menu item on its permission and admin-only rule', () => {
    expect(menuRouteDisagreements(nav, routes)).toEqual([]);
    // nav.json is JSON, which the type check does not read: its permissions are held to the catalogue here.
    expect(unknownNavPermissions(nav)).toEqual([]);
    // So are its `g` shortcuts: one letter each, none claimed twice in the area.
    expect(navShortcutProblems(nav)).toEqual([]);
  });

  it('gate every template path to administrators with manage.templates', () => {
    const templateRoutes = routes.filter((route) => TEMPLATES.includes(route.path ?? ''));
    expect(templateRoutes).toHaveLength(TEMPLATES.length);
    for (const route of templateRoutes) {
      expect(route.handle).toMatchObject({ permission: 'manage.templates', adminOnly: true });
      for (const child of route.children ?? [])
        if (child.handle)
          expect(child.handle).toMatchObject({ permission: 'manage.templates', adminOnly: true });
    }
  });

  it("lead a template's own path to its edit form", async () => {
    api = fakeApi({
      'GET /manage/push-template/:id/edit': json(200, {
        data: {
          id: 5,
          version: 1,
          name: 'Welcome',
          language: 'en',
          title: 'Hi',
          body: 'Welcome aboard.',
          icon_url: 'https://cdn.example/icon.png',
          image_url: null,
          url: 'https://example.com',
          created_at: '2026-01-01T00:00:00Z',
        },
        options: { language: [{ value: 'en', label: 'English' }] },
      }),
    });
    const { location } = renderWithProviders(<Area />, {
      route: '/manage/push-templates/5',
      session: mockSession({ access: { isAdmin: true, permissions: ['manage.templates'] } }),
      language: 'en',
      resources,
    });
    await waitFor(() => expect(location().pathname).toBe('/manage/push-templates/5/edit'));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Push template «Welcome»' })).toBeInTheDocument(),
    );
  });
});
