/**
 * The screenshot suite's setting: every picture is taken of the same data at the same moment, so a baseline changes
 * only when what the panel draws changes.
 * - Data: the contract server reseeded around FROZEN_NOW (`POST /api/__test/reset` with `now`).
 * - Time: the page's clock is fixed at the same moment (dates, "3 days ago", the default periods).
 * - Motion: CSS animations and transitions are finished before the capture, the caret is hidden, reduced motion
 *   is on (playwright.config.ts), and fonts have loaded.
 * - Language: English unless a test asks for Arabic (the right-to-left layout).
 * Baselines live in `__screenshots__/` beside this file: `pnpm --filter @panel/e2e run visual:update` rewrites them
 * after a deliberate change; look at each rewritten picture before committing it, and say why in the commit.
 */
import { expect, type Page } from '../support/test';
import { SHELL, signInThroughApi, trackInFlight, requestsSettled, type Account } from '../support/demo';
import { switchTheme } from '../support/theme';

/** The present of every screenshot: data seeded around it, the page's clock fixed at it. */
export const FROZEN_NOW = '2026-03-02T09:30:00.000Z';

export type Lng = 'en' | 'ar';
export type Theme = 'light' | 'dark';

/** The two sizes the panel is designed for. */
export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;

export interface VisualSetup {
  /** Signed in as this demo account; anonymous when absent. */
  account?: Account;
  lng?: Lng;
  viewport?: { width: number; height: number };
}

/**
 * Reseeds the server at FROZEN_NOW, fixes the page's clock, its language and size, and signs in. Before the first
 * navigation. Answers the session's token (null when anonymous).
 */
export async function setUp(
  page: Page,
  { account, lng = 'en', viewport = DESKTOP }: VisualSetup = {},
): Promise<string | null> {
  const response = await page.request.post(`${SHELL}/api/__test/reset`, { data: { now: FROZEN_NOW } });
  expect(response.status()).toBe(200);
  await page.setViewportSize(viewport);
  await page.clock.setFixedTime(new Date(FROZEN_NOW));
  await page.addInitScript((language) => window.localStorage.setItem('i18nextLng', language), lng);
  const token = account ? (await signInThroughApi(page, account)).token : null;
  trackInFlight(page);
  return token;
}

/** The page has arrived: its heading shows, nothing is loading or being fetched, fonts are in. */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await requestsSettled(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * Takes `<name>-light.png` and `<name>-dark.png` of the whole window as it is now (a dialog's size and place and the
 * dimmed page behind it are part of the picture), and compares each with its baseline. Nothing needs masking: the
 * data and the clock are frozen.
 */
export async function shoot(page: Page, name: string): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await switchTheme(page, theme);
    await expect(page).toHaveScreenshot(`${name}-${theme}.png`, { animations: 'disabled', caret: 'hide' });
  }
  await switchTheme(page, 'light');
}
