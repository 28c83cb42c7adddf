import { useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import {
  configureHttp,
  initI18n,
  isApiError,
  login,
  registerNamespaceSource,
  restoreSession,
  StateProvider,
  useCan,
  useLanguage,
  useSession,
  useSignOut,
  type RemoteNav,
  useTranslation,
} from '@panel/shared-core';
import { BrowserRouter, NavLink, Outlet, useRoutes, type RouteObject } from '@panel/shared-core/router';
import { QueryClientProvider, queryClient } from '@panel/shared-core/query';
import {
  Box,
  Button,
  Card,
  Field,
  Flex,
  FormErrorSummary,
  Heading,
  HStack,
  Input,
  PageSpinner,
  PasswordInput,
  Stack,
  Text,
  UiProvider,
  loadFullTheme,
} from '@panel/shared-core/ui';
import { ConfirmHost, Toaster } from '@panel/shared-core/ui-heavy';

/**
 * Runs one remote by itself for its team (`pnpm --filter @panel/remote-client dev`): its screens inside
 * shared-core's providers, against the contract server (the dev server proxies /api), with a plain
 * sign-in and a plain menu. The shell is not involved; this is never part of a production bundle.
 *
 * @example
 * // remote-client/src/bootstrap.tsx
 * mountStandalone({ routes, nav });
 */
export async function mountStandalone({
  routes,
  nav,
}: {
  routes: RouteObject[];
  nav: RemoteNav;
}): Promise<void> {
  configureHttp({ baseURL: '/api' });
  // The remote's dev server serves every namespace it needs from its own origin.
  for (const ns of ['core', 'kit', 'listing', nav.namespace]) registerNamespaceSource(ns, '');
  await Promise.all([
    initI18n({ namespaces: ['core', 'kit', 'listing', nav.namespace], defaultNS: nav.namespace }),
    restoreSession().catch(() => undefined),
    loadFullTheme(),
  ]);
  const tree: RouteObject[] = [{ element: <StandaloneLayout nav={nav} />, children: routes }];
  const Routed = () => useRoutes(tree);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  createRoot(root).render(
    <StateProvider>
      <UiProvider>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <Routed />
          </BrowserRouter>
          <Toaster />
          <ConfirmHost />
        </QueryClientProvider>
      </UiProvider>
    </StateProvider>,
  );
}

function StandaloneLayout({ nav }: { nav: RemoteNav }) {
  const { status, user } = useSession();
  const can = useCan();
  const signOut = useSignOut();
  const { t } = useTranslation(nav.namespace);
  const { language, setLanguage, languages } = useLanguage();
  if (status === 'restoring') return <PageSpinner />;
  if (status !== 'authenticated') return <DevSignIn />;
  return (
    <Flex minH="100vh">
      <Box as="nav" w="64" borderRightWidth="1px" p="4" aria-label={nav.namespace}>
        <Stack gap="1">
          {nav.items
            .filter((item) => can(nav.area) && can(item))
            .map((item) => (
              <NavLink key={item.to} to={item.to} end>
                {t(item.labelKey)}
              </NavLink>
            ))}
        </Stack>
      </Box>
      <Box flex="1" minW="0">
        <HStack justify="flex-end" p="3" borderBottomWidth="1px" gap="3">
          <Text fontSize="sm">{user?.email}</Text>
          {languages.map((lng) => (
            <Button
              key={lng}
              size="xs"
              variant={lng === language ? 'solid' : 'outline'}
              onClick={() => void setLanguage(lng)}
            >
              {lng}
            </Button>
          ))}
          <Button size="xs" variant="outline" onClick={() => void signOut({ redirectTo: '/' })}>
            Sign out
          </Button>
        </HStack>
        <Box as="main" p="6">
          <Outlet />
        </Box>
      </Box>
    </Flex>
  );
}

/** A development sign-in against the contract server; the real one is the shell's login page. */
function DevSignIn() {
  const [email, setEmail] = useState('owner@acme.test');
  const [password, setPassword] = useState('owner123');
  const [error, setError] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError([]);
    try {
      await login({ email, password });
    } catch (e) {
      setError(isApiError(e) ? [e.message, ...Object.values(e.errors).flat()] : [String(e)]);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex minH="100vh" align="center" justify="center" p="4">
      <Card.Root w="full" maxW="sm">
        <Card.Body>
          <form onSubmit={(e) => void submit(e)}>
            <Stack gap="4">
              <Heading size="md">Standalone remote · sign in</Heading>
              <FormErrorSummary messages={error} />
              <Field.Root>
                <Field.Label>Email</Field.Label>
                <Input value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="username" />
              </Field.Root>
              <Field.Root>
                <Field.Label>Password</Field.Label>
                <PasswordInput
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  autoComplete="current-password"
                />
              </Field.Root>
              <Button type="submit" loading={busy} colorPalette="brand">
                Sign in
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Flex>
  );
}
