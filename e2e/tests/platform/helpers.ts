import { readFileSync } from 'node:fs';
import type { SessionAnswer } from '@panel/contract';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { SHELL, demoAccounts, type Account } from '../support/demo';

/**
 * Helpers of the platform tests (shell + shared-core in a real browser). The texts are read from the
 * packages' own locale files, so a test fails when the UI shows something else, not when a string is
 * reworded in one place only.
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

type Bundle = Record<string, unknown>;
export type Lng = 'ru' | 'en' | 'ar';

function load(path: string): Bundle {
  return JSON.parse(readFileSync(`${ROOT}${path}`, 'utf8')) as Bundle;
}

const LANGUAGES: readonly Lng[] = ['ru', 'en', 'ar'];
const three = (path: (lng: Lng) => string): Record<Lng, Bundle> =>
  Object.fromEntries(LANGUAGES.map((lng) => [lng, load(path(lng))])) as Record<Lng, Bundle>;

const bundles = {
  shell: three((lng) => `shell/src/locales/${lng}/shell.json`),
  profile: three((lng) => `shell/src/locales/${lng}/profile.json`),
  core: three((lng) => `shared-core/locales/${lng}/core.json`),
  kit: three((lng) => `shared-core/locales/${lng}/kit.json`),
  listing: three((lng) => `shared-core/locales/${lng}/listing.json`),
  client: three((lng) => `remote-client/src/locales/${lng}/client.json`),
  manage: three((lng) => `remote-manage/src/locales/${lng}/manage.json`),
} as const;

export type Namespace = keyof typeof bundles;

/** A translation as the panel shows it: `text('shell', 'login.title')`, Russian unless told. */
export function text(
  ns: Namespace,
  key: string,
  vars: Record<string, string | number> = {},
  lng: Lng = 'ru',
): string {
  let node: unknown = bundles[ns][lng];
  for (const part of key.split('.')) node = (node as Bundle | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`No ${lng} text ${ns}:${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? `{{${name}}}`));
}

/** Shorthands for the shell's namespace. */
export const ru = (key: string, vars?: Record<string, string | number>) => text('shell', key, vars, 'ru');
export const en = (key: string, vars?: Record<string, string | number>) => text('shell', key, vars, 'en');

/** The part of a URL after the origin, as a string ("/admin/client/applications?page=2"). */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * How long the first screen of an area may take: it is the moment the remote's code, the listing entry and
 * two API calls arrive, and the tests share two cores with the builds and the other suites.
 */
export const AREA_LOAD = { timeout: 20_000 } as const;

/** Waits until the page is at `path` (pathname plus query, optionally hash), exactly. */
export async function expectPath(
  page: Page,
  path: string,
  options: { timeout?: number } = AREA_LOAD,
): Promise<void> {
  await expect.poll(() => pathOf(page), { message: `URL should become ${path}`, ...options }).toBe(path);
}

/** A listing screen has loaded: its h1 and at least one data row of its table. */
export async function expectListing(page: Page, title: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(AREA_LOAD);
  await expect(listingTable(page, title).getByRole('row').nth(1)).toBeVisible(AREA_LOAD);
}

/** The display name of a demo account, as the server knows it (GET /common/auth/user). */
export async function accountName(request: APIRequestContext, account: Account): Promise<string> {
  const login = await request.post(`${SHELL}/api/common/auth/login`, { data: demoAccounts[account] });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as SessionAnswer;
  const me = await request.get(`${SHELL}/api/common/auth/user`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(me.status()).toBe(200);
  const { user } = (await me.json()) as { user: { name: string } };
  return user.name;
}

/** The header's account menu button, named "<user name>, <menu label>". */
export function userMenuButton(page: Page, name: string, lng: Lng = 'ru'): Locator {
  return page.getByRole('button', { name: `${name}, ${text('shell', 'layout.userMenu.label', {}, lng)}` });
}

/** The main menu of the signed-in layout (the sidebar's navigation). */
export function mainMenu(page: Page, lng: Lng = 'ru'): Locator {
  return page
    .getByTestId('sidebar')
    .getByRole('navigation', { name: text('shell', 'layout.navigation', {}, lng) });
}

/** The login page is shown: its heading is there. */
export async function expectLoginPage(page: Page, lng: Lng = 'ru'): Promise<void> {
  await expect(page).toHaveURL(/\/admin\/login(\?|#|$)/, AREA_LOAD);
  await expect(
    page.getByRole('heading', { level: 1, name: text('shell', 'login.title', {}, lng) }),
  ).toBeVisible(AREA_LOAD);
}

/**
 * Opens the header's account menu and returns its sign-out item. Call it once the screen has settled (a
 * screen that appears moves the focus to <main>, which closes a menu opened while it was loading).
 */
export async function openUserMenu(page: Page, name: string): Promise<Locator> {
  await userMenuButton(page, name).click();
  const signOut = page.getByRole('menuitem', { name: ru('layout.userMenu.signOut') });
  await expect(signOut).toBeVisible();
  return signOut;
}

/** Signs out through the header's account menu. */
export async function signOutThroughMenu(page: Page, name: string): Promise<void> {
  await (await openUserMenu(page, name)).click();
}

/** The session keys the panel keeps in localStorage. */
export function storedSession(page: Page): Promise<{ token: string | null; access: string | null }> {
  return page.evaluate(() => ({
    token: localStorage.getItem('token'),
    access: localStorage.getItem('access'),
  }));
}

/** A listing's table: a region named by the screen's title around the table. */
export function listingTable(page: Page, label: string): Locator {
  return page.getByRole('region', { name: label }).getByRole('table');
}
