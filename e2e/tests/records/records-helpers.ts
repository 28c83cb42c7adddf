/**
 * Helpers of the record-screen browser tests: moving inside the single-page app without reloading it, waiting for a
 * screen to settle, and the contract server called as the page's user.
 */
import { expect as baseExpect, type Page } from '@playwright/test';
import { SHELL } from '../support/demo';

/** Room for a loaded machine; every assertion still retries only until it holds. */
export const expect = baseExpect.configure({ timeout: 20_000 });

/** Moves the app to `path` (inside /admin) as a link would: the router reacts to popstate, nothing reloads. */
export async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** A screen has settled: its heading shows and nothing on it is loading any more. */
export async function settle(page: Page): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The path of the page inside the app (`/admin/...`), without the query. */
export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Calls the contract server with the page's session token. */
export async function apiAs<T = unknown>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const response = await page.request.fetch(`${SHELL}/api${path}`, {
    method,
    data,
    headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'en' },
  });
  baseExpect(response.status(), `${method} ${path}`).toBe(200);
  return (await response.json()) as T;
}
