import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { SHELL, demoAccounts, type Account } from '@panel/reference-server/testing/api-request';
import { PORT } from '@panel/reference-server/testing/ports';

// The runner-neutral part (the main origin, the accounts, the reset) is api-request.ts's, shared with the API tests.
export {
  SHELL,
  demoAccounts,
  demoInvite,
  demoReferralCode,
  DEMO_COMPANY_NAME,
  resetServer,
  type Account,
} from '@panel/reference-server/testing/api-request';

/** The demo's origins (this worker's demo server: support/servers.ts): the shell, then the three remotes. */
export { PORT };
export const REMOTES = {
  client: `http://localhost:${PORT + 1}`,
  manage: `http://localhost:${PORT + 2}`,
  users: `http://localhost:${PORT + 3}`,
} as const;
export type RemoteName = keyof typeof REMOTES;

export interface Fault {
  path: string;
  method?: string;
  status?: number;
  body?: unknown;
  nonJson?: boolean;
  /** `body`, a string, answered as is with this Content-Type (status default 200), e.g. a script. */
  contentType?: string;
  delayMs?: number;
  drop?: boolean;
  /** The server runs the real call (its changes stay), then destroys the connection: the answer is lost. */
  dropAfter?: boolean;
  times?: number;
}

/** Makes the contract server misbehave on a path (test mode only). */
export async function injectFault(request: APIRequestContext, fault: Fault): Promise<void> {
  const response = await request.post(`${SHELL}/api/__test/fault`, { data: fault });
  expect(response.status()).toBe(200);
}

/** Removes every injected fault: the API answers normally again. */
export async function clearFaults(request: APIRequestContext): Promise<void> {
  const response = await request.delete(`${SHELL}/api/__test/fault`);
  expect(response.status()).toBe(200);
}

export type RemoteState = 'up' | 'manifest-404' | 'down' | 'chunk-error' | 'slow';

/** Takes a remote's static server down (or up) in one of the ways a deployment fails. */
export async function setRemoteState(
  request: APIRequestContext,
  name: RemoteName,
  state: RemoteState,
): Promise<void> {
  const response = await request.post(`${SHELL}/api/__test/remote/${name}`, { data: { state } });
  expect(response.status()).toBe(200);
}

/** Every token issued so far stops working: the next call answers 401. */
export async function expireTokens(request: APIRequestContext): Promise<void> {
  const response = await request.post(`${SHELL}/api/__test/expire-tokens`);
  expect(response.status()).toBe(200);
}

/** Signs in through the login form, the way a person does. */
export async function signInThroughForm(page: Page, account: Account): Promise<void> {
  const { email, password } = demoAccounts[account];
  if (!page.url().includes('/admin/login')) await page.goto('/admin/login');
  await page.getByLabel(/^(Почта|Email)/).fill(email);
  await page.getByLabel(/^(Пароль|Password)/).fill(password);
  await page.getByRole('button', { name: /^(Войти|Sign in)$/ }).click();
}

/** Opens the panel in English (the detector reads localStorage before the browser's language). */
export async function inEnglish(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
}

/**
 * Signs in through the API and stores the session where the panel keeps it, so a test can open a guarded
 * page directly. Call before the first navigation of the page.
 */
export async function signInThroughApi(page: Page, account: Account): Promise<{ token: string }> {
  const response = await page.request.post(`${SHELL}/api/common/auth/login`, { data: demoAccounts[account] });
  expect(response.status()).toBe(200);
  const { token, access } = (await response.json()) as { token: string; access: unknown };
  await page.addInitScript(
    ([t, a]) => {
      // Once per tab: a later sign-out must not be undone by the next navigation.
      if (!window.sessionStorage.getItem('e2e.seeded')) {
        window.sessionStorage.setItem('e2e.seeded', '1');
        window.localStorage.setItem('token', t);
        window.localStorage.setItem('access', a);
      }
    },
    [token, JSON.stringify(access)] as const,
  );
  return { token };
}

/** The URLs of every request the page makes from now on. */
export function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  trackInFlight(page);
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

const inFlight = new WeakMap<Page, Set<unknown>>();

/** Counts the page's unanswered requests from now on (recordRequests does it too). */
export function trackInFlight(page: Page): void {
  if (inFlight.has(page)) return;
  const pending = new Set<unknown>();
  inFlight.set(page, pending);
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
}

/**
 * Resolves once every request the page started has been answered and two frames have passed with none
 * started: what a "nothing else was downloaded" assertion waits for, without networkidle's fixed 500 ms of
 * silence. Needs trackInFlight (or recordRequests) before the navigation.
 */
export async function requestsSettled(page: Page): Promise<void> {
  const pending = inFlight.get(page);
  if (!pending) throw new Error('requestsSettled: call trackInFlight(page) before navigating');
  await expect
    .poll(
      async () => {
        if (pending.size > 0) return pending.size;
        // Effects that start a request run after a paint: give them two frames, then look again.
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
        return pending.size;
      },
      { intervals: [50] },
    )
    .toBe(0);
}
