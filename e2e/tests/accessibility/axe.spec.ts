/**
 * axe-core on the states of a screen the walk (walk.spec.ts) does not reach by following links: the pages before
 * sign-in, a listing with its filters open, a form showing its errors, the banner of an administrator signed in as a
 * user, a listing as cards on a phone. Light and dark theme, the rules of ./axe.ts (WCAG 2.0-2.2 A/AA, no serious or
 * critical finding; docs/product.md, "Accessibility"). English UI; each test starts from the seed and stands alone.
 */
import { expect, test, type Page } from '../support/test';
import { inEnglish, resetServer, signInThroughApi } from '../support/demo';
import { settle } from '../records/records-helpers';
import { whoIs } from '../admin-screens/admin-helpers';
import { switchTheme } from '../support/theme';
import { axeFindings } from './axe';

test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page, request }) => {
  await resetServer(request);
  await inEnglish(page);
});

/** No serious or critical finding on the page as it is, in both themes. */
async function expectAccessible(page: Page, what: string): Promise<void> {
  const findings: string[] = [];
  for (const mode of ['light', 'dark'] as const) {
    await switchTheme(page, mode);
    findings.push(...(await axeFindings(page, `${what}, ${mode} theme`)));
  }
  expect(findings).toEqual([]);
}

test('the login page and the registration page', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the panel' })).toBeVisible();
  await expectAccessible(page, 'login');

  await page.goto('/admin/registration');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox').first()).toBeVisible();
  await expectAccessible(page, 'registration');
});

test('a listing with its filters open', async ({ page }) => {
  await signInThroughApi(page, 'owner');
  await page.goto('/admin/client/applications');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  const toggle = page.getByRole('button', { name: /^Filters/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expectAccessible(page, 'applications listing');
});

test('a create form showing its field errors', async ({ page }) => {
  await signInThroughApi(page, 'owner');
  await page.goto('/admin/client/applications/new');
  await settle(page);
  await page.getByRole('button', { name: 'Create application' }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expectAccessible(page, 'new application with errors');
});

test('the banner of an administrator signed in as a user', async ({ page, request }) => {
  const member = await whoIs(request, 'member');
  await signInThroughApi(page, 'admin');
  await page.goto(`/admin/users/${member.id}`);
  await settle(page);
  await page.getByRole('main').getByRole('button', { name: 'Sign in as this user' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sign in as this user' }).click();
  const banner = page.getByRole('region', { name: 'Signed in as another user' });
  await expect(banner).toContainText(member.name);
  await settle(page);
  await expectAccessible(page, 'impersonation banner');
});

test('a listing as cards on a phone-sized screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughApi(page, 'owner');
  await page.goto('/admin/client/applications');
  await expect(page.getByTestId('listing-cards').getByRole('listitem').first()).toBeVisible();
  await expectAccessible(page, 'applications as cards');
});
