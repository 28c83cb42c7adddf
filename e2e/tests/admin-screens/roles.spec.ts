/**
 * Roles against the contract server (docs/api-contract.md, "Roles (manage.roles)"): a role made through the form with
 * permissions found with the picker's search, given to a user in the users area, then refused deletion: the refusal
 * names the one user who holds it and links to them. English UI; each test starts from the seed and stands alone.
 */
import type { Role as WireRole } from '@panel/contract';
import { test, type Page } from '../support/test';
import { expect, settle } from '../records/records-helpers';
import { setChecked, signedInAs } from '../messaging-screens/screens-helpers';
import { whoIs } from './admin-helpers';

// Room for a loaded machine (the config's 45 s is tight when the screens load slowly); on a quiet one each test
// takes well under 30 s.
test.describe.configure({ timeout: 60_000 });

type Role = Omit<WireRole, 'created_at'>;

const ROLE = 'E2E Reviewers';

/** Finds a permission with the picker's search and ticks it; the search narrows the list to it. */
async function pick(page: Page, search: string, label: string, value: string): Promise<void> {
  const picker = page.getByRole('region', { name: 'Its permissions' });
  await picker.getByRole('searchbox', { name: 'Find a permission' }).fill(search);
  const box = picker.getByRole('checkbox', { name: `${label} ${value}`, exact: true });
  await expect(box).toBeVisible();
  await setChecked(box);
}

test('a role made with three permissions and given to a user cannot be deleted: the refusal names the user and links to them', async ({
  page,
  request,
}) => {
  await signedInAs(page, 'admin');
  const admin = (await whoIs(request, 'admin')).caller;
  const member = await whoIs(request, 'member');

  // A new role, from the roles listing.
  await page.goto('/admin/manage/roles');
  await expect(page.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible();
  await page.getByRole('link', { name: 'New role' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New role' })).toBeVisible();
  await settle(page);
  await page.getByRole('textbox', { name: /^Name/ }).fill(ROLE);
  await page
    .getByRole('textbox', { name: /^Description/ })
    .fill('Read the applications and their statistics.');

  // Three permissions, each found through the search.
  const picker = page.getByRole('region', { name: 'Its permissions' });
  const count = picker.getByTestId('permissions-count');
  await expect(count).toHaveText(/^0 of \d+ chosen$/);
  const total = Number(/of (\d+)/.exec((await count.innerText()).trim())![1]);
  await pick(page, 'view applications', 'View applications', 'application.view');
  await expect(picker.getByRole('checkbox', { name: /application\.(create|update|delete)$/ })).toHaveCount(0);
  await pick(page, 'comment', 'Comments and comment templates', 'comment.manage');
  await pick(page, 'statistics.view', 'Statistics', 'statistics.view');
  await expect(count).toHaveText(`3 of ${total} chosen`);
  // The search cleared, all three are still ticked.
  await picker.getByRole('searchbox', { name: 'Find a permission' }).fill('');
  for (const value of ['application.view', 'comment.manage', 'statistics.view'])
    await expect(
      picker.getByRole('checkbox', { name: new RegExp(`${value.replace('.', '\\.')}$`) }),
    ).toBeChecked();
  await page.getByRole('button', { name: 'Create', exact: true }).click();

  // Saved, the form returns to the listing it was opened from; the role is there, its name opening its screen.
  await expect(page.getByText(`Role «${ROLE}» saved`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/manage\/roles$/);
  await expect(page.getByTestId('listing-count')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(ROLE);
  await expect(page.getByTestId('listing-count')).toHaveText('1 record');
  await page.getByRole('main').getByRole('link', { name: ROLE, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/manage\/roles\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: ROLE })).toBeVisible();
  const roleId = Number(/roles\/(\d+)$/.exec(page.url())![1]);
  const { data: created } = await admin.ok<{ data: Role }>('GET', `/manage/roles/${roleId}/edit`);
  expect(created).toMatchObject({ name: ROLE, is_system: false, users_count: 0 });
  expect([...created.permissions].sort()).toEqual(['application.view', 'comment.manage', 'statistics.view']);

  // Given to the team member through the users area's form.
  await page.goto(`/admin/users/${member.id}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${member.name}` })).toBeVisible();
  await settle(page);
  await page.getByRole('combobox', { name: /^Role/ }).selectOption({ label: ROLE });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`${member.name} is saved`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${member.id}$`));
  await expect(page.getByRole('region', { name: 'Role and permissions' })).toContainText(
    `${ROLE}: 3 permissions`,
  );

  // Deleting it is refused: one user holds it, named, with a link to them.
  await page.goto(`/admin/manage/roles/${roleId}`);
  await expect(page.getByRole('heading', { level: 1, name: ROLE })).toBeVisible();
  await settle(page);
  const destroyCalls: string[] = [];
  page.on('request', (call) => {
    if (call.method() === 'DELETE') destroyCalls.push(call.url());
  });
  await page.getByRole('main').getByRole('button', { name: 'Delete' }).click();
  const refusal = page.getByRole('alertdialog', { name: `«${ROLE}» cannot be deleted` });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText(
    '1 user holds this role. A role can be deleted only when nobody holds it.',
  );
  await expect(
    refusal.getByRole('list', { name: 'Users who hold the role' }).getByRole('listitem'),
  ).toHaveText([`${member.name} ${member.email}`]);
  await expect(refusal).toContainText('Give these users another role first, then delete this one.');
  const seeUser = refusal.getByRole('link', { name: 'See the user', exact: true });
  await expect(seeUser).toHaveAttribute('href', `/admin/users?f.role_id=${roleId}`);
  expect(destroyCalls).toEqual([]);
  const { data: kept } = await admin.ok<{ data: Role }>('GET', `/manage/roles/${roleId}/edit`);
  expect(kept).toMatchObject({ name: ROLE, users_count: 1 });

  // The link: the users area's listing of those who hold the role, that is the member.
  await seeUser.click();
  await expect(page).toHaveURL(new RegExp(`/admin/users\\?f\\.role_id=${roleId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'All users' })).toBeVisible();
  await expect(page.getByTestId('listing-count')).toHaveText('1 record');
  await expect(page.getByRole('main').getByRole('link', { name: member.name, exact: true })).toHaveAttribute(
    'href',
    `/admin/users/${member.id}`,
  );
});
