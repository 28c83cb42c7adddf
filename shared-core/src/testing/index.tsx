/**
 * `@panel/shared-core/testing`: renders a component the way the shell would (router, session store,
 * query client, i18n, UI kit), for the tests of shared-core, the shell and every remote.
 *
 * Requires `shared-core/src/testing/jsdom-polyfills.ts` in jest's `setupFiles`.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PermissionName, SessionAnswer, UserInfoAnswer } from '@panel/contract';
import type { I18n, Resource, ResourceLanguage } from '@panel/shared-core';
import {
  StateProvider,
  accessAtom,
  configureErrorReporting,
  errorReportsRecorded,
  i18n,
  initI18n,
  paramsAtom,
  setNavigator,
  store,
  tokenAtom,
  userAtom,
  type Access,
  type User,
  type UserParams,
} from '@panel/shared-core';
import { QueryClientProvider, createQueryClient, type QueryClient } from '@panel/shared-core/query';
import {
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  useNavigate,
  type Location,
} from '@panel/shared-core/router';
import { UiProvider, loadFullTheme } from '@panel/shared-core/ui';
import { ConfirmHost, Toaster, toaster } from '@panel/shared-core/ui-heavy';

export * from '@testing-library/react';
export {
  installFakeAdapter,
  fakeApi,
  json,
  type FakeApi,
  type FakeHandler,
  type FakeReply,
  type FakeRoute,
  type FakeServer,
} from './fake-api';
export { userEvent };
export { menuRouteDisagreements, navShortcutProblems, unknownNavPermissions } from './menu-routes';
// jest resolves this and call-api.ts's own import to one module (the testing entry is never bundled).
export { takeContractMismatches, tolerateContractBreaks } from '../http/contract-mismatches';
export { testCalls } from './contract';

export type TestLanguage = 'ru' | 'en' | 'ar';

// ---------------------------------------------------------------------------------------------------
// i18n

// Components under test draw with the whole theme, as they do in the panel behind its sign-in. It is in place
// before any test runs: tests start after the module has been loaded and its promises have settled.
void loadFullTheme();

const LOCALES_DIR = resolve(__dirname, '../../locales');

let repoResources: Resource | undefined;

/** shared-core's translations, read from `shared-core/locales/{lng}/{ns}.json`. */
export function loadRepoResources(dir: string = LOCALES_DIR): Resource {
  if (dir === LOCALES_DIR && repoResources) return repoResources;
  const resources: Resource = {};
  if (existsSync(dir)) {
    for (const lng of readdirSync(dir)) {
      const lngDir = join(dir, lng);
      const bundles: ResourceLanguage = {};
      for (const file of readdirSync(lngDir)) {
        if (!file.endsWith('.json')) continue;
        bundles[file.slice(0, -'.json'.length)] = JSON.parse(readFileSync(join(lngDir, file), 'utf8'));
      }
      resources[lng] = bundles;
    }
  }
  if (dir === LOCALES_DIR) repoResources = resources;
  return resources;
}

/**
 * Loads a remote's own locale folder (`src/locales/{lng}/{ns}.json`) as extra resources.
 *
 * @example
 * renderWithProviders(<UsersList />, { resources: loadLocales(resolve(__dirname, '../../locales')) });
 */
export function loadLocales(dir: string): Resource {
  return loadRepoResources(dir);
}

export interface TestI18nOptions {
  language?: TestLanguage;
  /** More translations, e.g. a remote's namespaces: `{ ru: { users: {...} }, en: { users: {...} } }`. */
  resources?: Resource;
}

/**
 * The panel's i18n instance, ready synchronously with in-memory translations (the repository's locale
 * files plus `resources`) and switched to `language` (ru by default). It is the app's one instance, so
 * code that calls `i18n.t` outside React sees the same texts as the components.
 */
export function createTestI18n({ language = 'ru', resources }: TestI18nOptions = {}): I18n {
  const base = loadRepoResources();
  if (!i18n.isInitialized) {
    const namespaces = [...new Set(Object.values(base).flatMap((bundles) => Object.keys(bundles)))];
    // With in-memory resources i18next initialises synchronously (nothing to load).
    void initI18n({
      resources: base,
      lng: language,
      namespaces: namespaces.length ? namespaces : ['core'],
      defaultNS: 'core',
    });
  }
  for (const [lng, bundles] of Object.entries(resources ?? {})) {
    for (const [ns, bundle] of Object.entries(bundles)) i18n.addResourceBundle(lng, ns, bundle, true, true);
  }
  if (i18n.language !== language) void i18n.changeLanguage(language);
  return i18n;
}

// ---------------------------------------------------------------------------------------------------
// session

export interface TestSession {
  user?: User | null;
  /** Permissions of the catalogue only: a test that grants a name the contract lacks fails its type check. */
  access?: Partial<Omit<Access, 'permissions'> & { permissions: PermissionName[] }> | null;
  token?: string | null;
  params?: UserParams | null;
}

/** A made-up user for tests. */
export function mockUser(overrides: Partial<User> = {}): User {
  return { id: 1, public_id: 'usr_test', name: 'Test User', email: 'test@example.com', ...overrides };
}

/**
 * What `GET /common/auth/user` answers, whole as the contract has it (a fake API's answer is held to the contract):
 * a company member unless told otherwise.
 *
 * @example
 * fakeApi({ 'GET /common/auth/user': json(200, userInfoAnswer({ user: { name: 'Boris' } })) });
 */
export function userInfoAnswer(
  overrides: {
    user?: Partial<UserInfoAnswer['user']>;
    params?: Partial<UserInfoAnswer['params']>;
    access?: Partial<UserInfoAnswer['access']>;
  } = {},
): UserInfoAnswer {
  return {
    user: {
      id: 1,
      public_id: 'usr_test',
      name: 'Test User',
      email: 'test@example.com',
      status: 'active',
      company_id: 1,
      role_id: 1,
      role_name: 'Owner',
      is_admin: false,
      locale: 'ru',
      avatar_url: '',
      telegram_linked: false,
      created_at: '2026-01-01T00:00:00Z',
      last_login_at: null,
      company_name: 'Acme',
      ...overrides.user,
    },
    params: { currency: 'USD', timezone: 'Europe/Moscow', features: [], ...overrides.params },
    access: { isAdmin: false, permissions: [], ...overrides.access },
  };
}

/** What a sign-in call answers: a token and the access. */
export const sessionAnswer = (
  access: Partial<SessionAnswer['access']> = {},
  token = 'tok',
): SessionAnswer => ({
  token,
  access: { isAdmin: false, permissions: [], ...access },
});

/**
 * A signed-in session: a token, a user and the given access (no permissions, not an admin by default).
 *
 * @example
 * renderWithProviders(<Team />, { session: mockSession({ access: { permissions: ['team.manage'] } }) });
 */
export function mockSession(overrides: TestSession = {}): Required<TestSession> {
  return {
    token: 'test-token',
    user: mockUser(),
    params: {},
    ...overrides,
    access: { isAdmin: false, permissions: [], ...overrides.access },
  };
}

/** Puts a session in the shared store (everything absent means signed out). */
export function setTestSession(session: TestSession = {}): void {
  store.set(tokenAtom, session.token ?? null);
  store.set(userAtom, session.user ?? null);
  store.set(paramsAtom, session.params ?? null);
  store.set(accessAtom, {
    isAdmin: session.access?.isAdmin ?? false,
    permissions: [...(session.access?.permissions ?? [])],
  });
}

// ---------------------------------------------------------------------------------------------------
// rendering

/** A QueryClient with the panel's defaults but no retries, so a failing call fails at once. */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, retry: false, gcTime: Infinity },
    mutations: { ...defaults.mutations, retry: false },
  });
  return client;
}

export type TestRoute = string | { pathname: string; search?: string; state?: unknown };

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /**
   * The URL the router starts at (inside `/admin`, without it): `/users/42?tab=roles`, or an entry with history state
   * (`{ pathname: '/users/42/edit', state: { from: '/users?page=2' } }`).
   */
  route?: TestRoute;
  /** A route pattern to render `ui` at, so `useParams` works: `/users/:id`. */
  path?: string;
  /** The session in the store; signed out when absent. See `mockSession()`. */
  session?: TestSession;
  language?: TestLanguage;
  /** Extra translations (a remote's namespaces). */
  resources?: Resource;
  /** Use this client instead of a fresh one (to pre-fill its cache). */
  queryClient?: QueryClient;
  /** Render the `<Toaster />` and `<ConfirmHost />` the shell renders; true by default. */
  withHosts?: boolean;
}

export interface RenderWithProvidersResult extends RenderResult {
  user: ReturnType<typeof userEvent.setup>;
  queryClient: QueryClient;
  i18n: I18n;
  store: typeof store;
  /** Where the router is now (after links, redirects, `navigateTo` of the HTTP layer). */
  location: () => Location;
}

function RouterProbe({ onLocation }: { onLocation: (location: Location) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  onLocation(location);
  // The HTTP layer navigates through the registered navigator (403 → /not-allowed...), as in the shell.
  useEffect(() => {
    setNavigator((to, options) => {
      void navigate(to, options);
    });
    return () => setNavigator(null);
  }, [navigate]);
  return null;
}

function Providers({
  children,
  queryClient,
  route,
  onLocation,
  withHosts,
}: {
  children: ReactNode;
  queryClient: QueryClient;
  route: TestRoute;
  onLocation: (location: Location) => void;
  withHosts: boolean;
}) {
  // MemoryRouter reads initialEntries once; keep them stable across rerender().
  const entries = useRef([route]);
  return (
    <StateProvider>
      <QueryClientProvider client={queryClient}>
        <UiProvider>
          <MemoryRouter initialEntries={entries.current}>
            <RouterProbe onLocation={onLocation} />
            {children}
            {withHosts ? (
              <>
                <Toaster />
                <ConfirmHost />
              </>
            ) : null}
          </MemoryRouter>
        </UiProvider>
      </QueryClientProvider>
    </StateProvider>
  );
}

/**
 * Renders `ui` inside the panel's providers: a memory router at `route`, the shared jotai store with
 * `session`, a fresh QueryClient without retries, i18n in `language` with the repository's texts, and
 * the UI kit. Returns Testing Library's result plus a `user` (user-event), the client, the store and
 * the router's current `location()`.
 *
 * @example
 * const { user } = renderWithProviders(<UserEdit />, {
 *   route: '/users/7', path: '/users/:id', session: mockSession({ access: { isAdmin: true } }),
 * });
 * await user.click(screen.getByRole('button', { name: 'Сохранить' }));
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    path,
    session,
    language = 'ru',
    resources,
    queryClient = createTestQueryClient(),
    withHosts = true,
    ...options
  }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  const instance = createTestI18n({ language, resources });
  setTestSession(session);
  // Toasts of an earlier test of the same file must not show up in this one.
  toaster.remove();
  let current: Location | undefined;
  const onLocation = (location: Location) => {
    current = location;
  };
  const content = path ? (
    <Routes>
      <Route path={path} element={ui} />
      <Route path="*" element={null} />
    </Routes>
  ) : (
    ui
  );
  const user = userEvent.setup();
  const result = render(content, {
    ...options,
    wrapper: ({ children }) => (
      <Providers queryClient={queryClient} route={route} onLocation={onLocation} withHosts={withHosts}>
        {children}
      </Providers>
    ),
  });
  return {
    ...result,
    user,
    queryClient,
    i18n: instance,
    store,
    location: () => {
      if (!current) throw new Error('renderWithProviders: the router has not rendered yet');
      return current;
    },
  };
}

/** Sends the error reports that wait now (reportError, docs/error-reporting.md); resolves once they are on their way. */
export async function flushErrorReports(): Promise<void> {
  (await errorReportsRecorded())?.flush();
}

/** Forgets the reporter's address and versions, what waits and the per-page limit's count. */
export async function resetErrorReporting(): Promise<void> {
  configureErrorReporting({ url: null, version: undefined });
  (await errorReportsRecorded())?.reset();
}
