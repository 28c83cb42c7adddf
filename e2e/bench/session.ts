/**
 * Cold browser contexts, signed in or not. A signed-in context gets its session from the API
 * (POST /api/common/auth/login) written to localStorage before the app's first script runs, so the measured
 * load is a cold page load of a user who is already signed in (no login screen on the way).
 */
import type { Browser, BrowserContext } from '@playwright/test';
import { ACCOUNTS, API_URL, BROWSER, ORIGINS, type Account } from './config';

export interface Session {
  token: string;
  access: unknown;
}

export async function signIn(account: Account): Promise<Session> {
  const response = await fetch(`${API_URL}/common/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(ACCOUNTS[account]),
  });
  const body = (await response.json().catch(() => null)) as { token?: unknown; access?: unknown } | null;
  if (!response.ok || typeof body?.token !== 'string') {
    throw new Error(`signing in as ${account} answered ${response.status}: ${JSON.stringify(body)}`);
  }
  return { token: body.token, access: body.access ?? null };
}

/**
 * tsx compiles this code with esbuild's keepNames, which wraps named functions in `__name(...)`; the
 * functions that Playwright serialises into the page (probes.ts) carry those calls, so the page gets a
 * no-op `__name` before anything else runs.
 */
const KEEP_NAMES_SHIM = 'globalThis.__name = globalThis.__name || ((fn) => fn);';

/** A fresh context: empty cache, empty storage; with a session when an account is given. */
export async function coldContext(browser: Browser, account: Account | null): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: BROWSER.viewport, locale: BROWSER.locale });
  await context.addInitScript({ content: KEEP_NAMES_SHIM });
  if (account) {
    const session = await signIn(account);
    // Only on the shell's origin, and only for the tab's first document: a sign-out later in the same tab
    // (the single-copy journey) must not be undone by a reload.
    await context.addInitScript(
      ({ origin, token, access }) => {
        if (location.origin !== origin || window.top !== window) return;
        if (sessionStorage.getItem('bench.seeded')) return;
        localStorage.setItem('token', token);
        localStorage.setItem('access', JSON.stringify(access));
        sessionStorage.setItem('bench.seeded', '1');
      },
      { origin: ORIGINS.shell, token: session.token, access: session.access },
    );
  }
  return context;
}
