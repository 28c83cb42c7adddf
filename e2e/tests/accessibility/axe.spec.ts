/**
 * axe-core on every kind of screen, in the light and the dark theme: no serious or critical violation of WCAG 2.1
 * A/AA (docs/product.md, "Accessibility"). English UI; each test starts from the seed and stands alone.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test';
import { inEnglish, resetServer, signInThroughApi } from '../support/demo';
import { settle } from '../records/records-helpers';
import { whoIs } from '../admin-screens/admin-helpers';
import { switchTheme } from '../support/theme';

test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page, request }) => {
  await resetServer(request);
  await inEnglish(page);
});

/** Runs axe in both themes and fails with the serious and critical violations, each with its first nodes. */
async function expectAccessible(page: Page, what: string, include?: string): Promise<void> {
  for (const mode of ['light', 'dark'] as const) {
    await switchTheme(page, mode);
    let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
    if (include) builder = builder.include(include);
    const { violations } = await builder.analyze();
    const blocking = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help}\n${v.nodes
            .slice(0, 3)
            .map((n) => `    ${n.html.slice(0, 160)}: ${n.failureSummary?.split('\n').join(' ')}`)
            .join('\n')}`,
      );
    expect(blocking, `${what}, ${mode} theme`).toEqual([]);
  }
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

test('a record screen with tabs', async ({ page, request }) => {
  await signInThroughApi(page, 'admin');
  const owner = await whoIs(request, 'owner');
  await page.goto(`/admin/manage/companies/${owner.company_id}`);
  await settle(page);
  // The record's tabs are links, one per section's address.
  await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('link')).not.toHaveCount(0);
  await expectAccessible(page, 'company record');
});

test('the dashboard with its charts', async ({ page }) => {
  await signInThroughApi(page, 'owner');
  await page.goto('/admin/client');
  await settle(page);
  await expect(page.locator('[data-chart="line"]').first()).toBeVisible();
  await expectAccessible(page, 'company dashboard');
});

test('a confirmation dialog', async ({ page }) => {
  await signInThroughApi(page, 'owner');
  await page.goto('/admin/client/applications/1');
  await settle(page);
  await page.getByRole('main').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expectAccessible(page, 'delete confirmation');
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

test('the command palette with records found', async ({ page }) => {
  await signInThroughApi(page, 'admin');
  await page.goto('/admin/manage/companies');
  await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await expect(palette.getByRole('combobox')).toBeFocused();
  await page.keyboard.type('acme');
  await expect(palette.locator('[role="option"][data-kind="record"]').first()).toBeVisible();
  await expectAccessible(page, 'command palette', '[role="dialog"]');
});

test('a listing as cards on a phone-sized screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughApi(page, 'owner');
  await page.goto('/admin/client/applications');
  await expect(page.getByTestId('listing-cards').getByRole('listitem').first()).toBeVisible();
  await expectAccessible(page, 'applications as cards');
});
