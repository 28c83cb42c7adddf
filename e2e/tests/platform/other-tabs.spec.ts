import { expect, test, type Page } from '../support/test';
import { expireTokens, resetServer, signInThroughApi, signInThroughForm } from '../support/demo';
import {
  AREA_LOAD,
  accountName,
  expectListing,
  expectLoginPage,
  expectPath,
  listingTable,
  signOutThroughMenu,
  storedSession,
  text,
} from './helpers';

/**
 * Two tabs of one browser share one session (shared-core/src/session/session.ts, `followOtherTabs`): what one tab does
 * to it, the other follows by itself, without its user touching it. Two pages of one context are two such tabs.
 */

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

const applications = text('client', 'nav.applications');

/** Both tabs on the company's applications listing. */
async function twoTabsOnApplications(page: Page): Promise<Page> {
  await signInThroughApi(page, 'owner');
  await page.goto('/admin/client/applications');
  await expectListing(page, applications);
  const other = await page.context().newPage();
  await other.goto('/admin/client/applications');
  await expectListing(other, applications);
  return other;
}

/** The tab shows the login page and none of the company's data, and opening the listing again leads to login. */
async function expectSignedOut(tab: Page): Promise<void> {
  await expectLoginPage(tab);
  await expect(listingTable(tab, applications)).toHaveCount(0);
  await tab.goto('/admin/client/applications');
  await expectLoginPage(tab);
  await expect(listingTable(tab, applications)).toHaveCount(0);
}

test('signing out in one tab signs the other out too, without touching it', async ({ page, request }) => {
  const other = await twoTabsOnApplications(page);

  await signOutThroughMenu(page, await accountName(request, 'owner'));
  await expectLoginPage(page);
  await expectSignedOut(other);
});

test('a session ended by a 401 in one tab ends in the other tab as well', async ({ page, request }) => {
  const other = await twoTabsOnApplications(page);

  await expireTokens(request);
  // Only the first tab calls the API (paging); the second stays idle.
  await page.getByRole('button', { name: text('listing', 'pagination.next') }).click();
  await expectLoginPage(page);
  await expectSignedOut(other);
  expect((await storedSession(other)).token).toBeNull();
});

test('signing in in one tab brings in the tab waiting on the login page', async ({ page }) => {
  await page.goto('/admin/login');
  await expectLoginPage(page);
  const other = await page.context().newPage();
  await other.goto('/admin/login');
  await expectLoginPage(other);

  await signInThroughForm(page, 'owner');
  await expectPath(page, '/admin/client');
  // The waiting tab goes to the same home on its own, signed in.
  await expectPath(other, '/admin/client');
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible(AREA_LOAD);
});
