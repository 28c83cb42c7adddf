/**
 * Screenshots of every kind of screen, in light and dark (tests/visual/visual.ts): the login page, both areas'
 * dashboards, a listing as a table and as phone cards, a record with tabs, a form on desktop and phone, the error
 * screens. What each picture covers is named in its test.
 */
import { expect, test } from '../support/test';
import { PHONE, settled, setUp, shoot } from './visual';

test.use({ timezoneId: 'UTC' });

test('login page: the form, the language switch, the links to registration', async ({ page }) => {
  await setUp(page);
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await settled(page);
  await shoot(page, 'login');
});

test("company dashboard: the header, the sidebar menu, figures and the chart of the company's days", async ({
  page,
}) => {
  await setUp(page, { account: 'owner' });
  await page.goto('/admin/client');
  await settled(page);
  await shoot(page, 'client-dashboard');
});

test("administrators' dashboard: the platform's figures and deposits per currency", async ({ page }) => {
  await setUp(page, { account: 'admin' });
  await page.goto('/admin/manage');
  await settled(page);
  await shoot(page, 'manage-dashboard');
});

test('listing as a table: toolbar, filters, sortable columns, status badges, row actions, pagination', async ({
  page,
}) => {
  await setUp(page, { account: 'owner' });
  await page.goto('/admin/client/applications');
  await settled(page);
  await shoot(page, 'listing-table');
});

test('listing as phone cards: the collapsed header, one card per row, the filter button', async ({
  page,
}) => {
  await setUp(page, { account: 'owner', viewport: PHONE });
  await page.goto('/admin/client/applications');
  await settled(page);
  await shoot(page, 'listing-phone-cards');
});

test("record with tabs: the breadcrumb, the record's heading and actions, the tab strip, the fields", async ({
  page,
}) => {
  await setUp(page, { account: 'owner' });
  await page.goto('/admin/client/applications/1');
  await settled(page);
  await shoot(page, 'record');
});

test('record on a phone: the tab strip that scrolls, the actions', async ({ page }) => {
  await setUp(page, { account: 'owner', viewport: PHONE });
  await page.goto('/admin/client/applications/1');
  await settled(page);
  await shoot(page, 'record-phone');
});

test('form on desktop: sections, fields with hints, required marks, the save bar', async ({ page }) => {
  await setUp(page, { account: 'owner' });
  await page.goto('/admin/client/applications/1/edit');
  await settled(page);
  await expect(page.getByRole('textbox', { name: /^Name/ })).not.toHaveValue('');
  await shoot(page, 'form');
});

test('form on a phone: one column, the save bar within reach', async ({ page }) => {
  await setUp(page, { account: 'owner', viewport: PHONE });
  await page.goto('/admin/client/applications/1/edit');
  await settled(page);
  await expect(page.getByRole('textbox', { name: /^Name/ })).not.toHaveValue('');
  await shoot(page, 'form-phone');
});

test('error screens of a signed-in user: not found and not allowed inside the layout, the network error', async ({
  page,
}) => {
  await setUp(page, { account: 'owner' });
  await page.goto('/admin/not-found');
  await settled(page);
  await shoot(page, 'error-not-found');
  await page.goto('/admin/not-allowed');
  await settled(page);
  await shoot(page, 'error-not-allowed');
  await page.goto('/admin/error');
  await settled(page);
  await shoot(page, 'error-network');
});

test('not found for an anonymous visitor: the page alone, with the way to sign in', async ({ page }) => {
  await setUp(page);
  await page.goto('/admin/not-found');
  await settled(page);
  await shoot(page, 'error-not-found-anonymous');
});
