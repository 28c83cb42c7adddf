/**
 * The users area against the contract server (docs/api-contract.md, "Users (manage.users)"): a user renamed through
 * the users area's form shows under the new name in the all-users listing. English UI; each test starts from the seed
 * and stands alone.
 */
import { test, type Page } from '../support/test';
import { expect, settle } from '../records/records-helpers';
import { signedInAs } from '../messaging-screens/screens-helpers';
import { menuSection, whoIs } from './admin-helpers';

// Room for a loaded machine (the config's 45 s is tight when the screens load slowly); on a quiet one each test
// takes well under 30 s.
test.describe.configure({ timeout: 60_000 });

/** Searches the all-users listing once it is the listing on view. */
async function search(page: Page, query: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'All users' })).toBeVisible();
  await expect(page.getByTestId('listing-count')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(query);
}

test('a user renamed in the users area shows under the new name in the listing', async ({
  page,
  request,
}) => {
  await signedInAs(page, 'admin');
  const admin = (await whoIs(request, 'admin')).caller;
  const member = await whoIs(request, 'member');
  const renamed = `${member.name}-Lowe`;

  // From the listing to the user's screen, then its form.
  await page.goto('/admin/users');
  await search(page, member.email);
  await expect(page.getByTestId('listing-count')).toHaveText('1 record');
  await page.getByRole('main').getByRole('link', { name: member.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${member.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
  await settle(page);
  await page.getByRole('main').getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${member.name}` })).toBeVisible();
  await settle(page);

  const name = page.getByRole('textbox', { name: /^Name/ });
  await expect(name).toHaveValue(member.name);
  await name.fill(renamed);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`${renamed} is saved`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${member.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  const { user } = await admin.ok<{ user: { name: string; email: string } }>(
    'GET',
    `/admin/users/view/${member.id}`,
  );
  expect(user).toMatchObject({ name: renamed, email: member.email });

  // The listing, opened from the menu: the user's row has the new name, not the old one.
  await menuSection(page, 'users').getByRole('link', { name: 'All users', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await search(page, member.email);
  await expect(page.getByTestId('listing-count')).toHaveText('1 record');
  const row = page.getByRole('main').locator('tbody tr').filter({ hasText: member.email });
  await expect(row.getByRole('link', { name: renamed, exact: true })).toHaveAttribute(
    'href',
    `/admin/users/${member.id}`,
  );
  await expect(row.getByRole('link', { name: member.name, exact: true })).toHaveCount(0);
  await search(page, renamed);
  await expect(page.getByTestId('listing-count')).toHaveText('1 record');
  await expect(page.getByRole('main').getByRole('link', { name: renamed, exact: true })).toBeVisible();
});
