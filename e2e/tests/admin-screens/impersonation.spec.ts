/**
 * "Sign in as this user" against the contract server (docs/product.md; docs/api-contract.md, "Users
 * (manage.users)"): an administrator opens the panel as a company's team member, sees only what the member may use
 * under a banner that names them, and comes back to their own account on the screen they left, through the banner or
 * by signing out. English UI; each test starts from the seed and stands alone.
 */
import { test, type Page } from '../support/test';
import { SHELL, demoAccounts } from '../support/demo';
import { expect, settle } from '../records/records-helpers';
import { signedInAs } from '../messaging-screens/screens-helpers';
import { mainMenu, menuSection, whoIs, type Me } from './admin-helpers';

// Room for a loaded machine (the config's 45 s is tight when the screens load slowly); on a quiet one each test
// takes well under 30 s.
test.describe.configure({ timeout: 60_000 });

/** What the team member (application.view, statistics.view) finds in the menu: their company's area only. */
const MEMBER_MENU = ['Overview', 'Applications', 'PWA installs', 'Daily statistics', 'Detailed statistics'];

const banner = (page: Page) => page.getByRole('region', { name: 'Signed in as another user' });
const userMenu = (page: Page) => page.getByTestId('user-menu-trigger');

/** The team member as the users area finds them: the id, by their e-mail through `/admin/users/list`. */
async function memberOf(admin: Awaited<ReturnType<typeof whoIs>>): Promise<Me> {
  const { data } = await admin.caller.ok<{ data: Me[] }>('POST', '/admin/users/list', {
    page: 1,
    perPage: 10,
    search: demoAccounts.member.email,
  });
  expect(data).toHaveLength(1);
  return data[0]!;
}

/**
 * From the member's screen in the users area, signed in as them after confirming; answers once the panel is theirs,
 * at their home.
 */
async function signInAsMember(page: Page, member: Me): Promise<void> {
  await page.goto(`/admin/users/${member.id}`);
  await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
  await settle(page);
  await page.getByRole('main').getByRole('button', { name: 'Sign in as this user' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Sign in as ${member.name}?`);
  await expect(confirm).toContainText(
    `You will see the panel exactly as ${member.name} (${member.company_name})`,
  );
  await confirm.getByRole('button', { name: 'Sign in as this user' }).click();
  // The panel loads afresh at the member's home: their company's dashboard.
  await expect(page).toHaveURL(/\/admin\/client$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(banner(page)).toHaveText(
    new RegExp(`^You are signed in as ${member.name} \\(${member.company_name}\\)\\s*Return to my account$`),
  );
  await expect(userMenu(page)).toHaveAccessibleName(`${member.name}, Account menu`);
}

/** The administrator's own panel, back on the member's screen they left. */
async function expectBackAsAdmin(page: Page, admin: Me, member: Me): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/admin/users/${member.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
  await expect(userMenu(page)).toHaveAccessibleName(`${admin.name}, Account menu`);
  await expect(banner(page)).toHaveCount(0);
  await expect(
    menuSection(page, 'manage').getByRole('link', { name: 'Companies', exact: true }),
  ).toBeVisible();
  await expect(
    menuSection(page, 'users').getByRole('link', { name: 'All users', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Sign in as this user' })).toBeVisible();
}

test('signed in as a team member: the banner names them, the menu is theirs on every screen, an error screen too; "Return to my account" brings the administrator back to the screen they left', async ({
  page,
  request,
}) => {
  await signedInAs(page, 'admin');
  const admin = await whoIs(request, 'admin');
  const member = await memberOf(admin);
  expect(member.company_name).toBe('Acme Apps');

  await signInAsMember(page, member);
  // Only what the member may use: no team, no administration.
  const menu = mainMenu(page);
  await expect(menuSection(page, 'client').getByRole('link')).toHaveText(MEMBER_MENU);
  await expect(menu.getByRole('link', { name: 'Team', exact: true })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Companies', exact: true })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'All users', exact: true })).toHaveCount(0);
  await expect(menuSection(page, 'manage')).toHaveCount(0);
  await expect(menuSection(page, 'users')).toHaveCount(0);

  // Another screen of theirs: the banner stays.
  await menu.getByRole('link', { name: 'Applications', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/client\/applications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
  await expect(banner(page)).toContainText(`You are signed in as ${member.name} (${member.company_name})`);

  // A screen the member may not open: the error screen, inside the layout, keeps the way back.
  await page.goto('/admin/client/team');
  await expect(page).toHaveURL(/\/admin\/not-allowed$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
  await expect(banner(page)).toContainText(`You are signed in as ${member.name} (${member.company_name})`);

  // Back: the administrator's own session, on the member's screen they left, with the administration menu.
  const borrowed = await page.evaluate(() => localStorage.getItem('token'));
  const asBorrowed = () =>
    request.get(`${SHELL}/api/common/auth/user`, { headers: { Authorization: `Bearer ${borrowed}` } });
  expect((await asBorrowed()).status()).toBe(200);
  await banner(page).getByRole('button', { name: 'Return to my account' }).click();
  await expectBackAsAdmin(page, admin, member);
  // The borrowed session ended on the server: it is no way back into the member's account.
  expect((await asBorrowed()).status()).toBe(401);
});

test('signing out while signed in as a team member returns to the administrator’s own account', async ({
  page,
  request,
}) => {
  await signedInAs(page, 'admin');
  const admin = await whoIs(request, 'admin');
  const member = await memberOf(admin);

  await signInAsMember(page, member);
  await userMenu(page).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expectBackAsAdmin(page, admin, member);
  // Still signed in as the administrator after a fresh load: the session that came back is theirs.
  await page.reload();
  await expect(userMenu(page)).toHaveAccessibleName(`${admin.name}, Account menu`);
  await expect(banner(page)).toHaveCount(0);
});

test('another tab of the browser follows "Sign in as this user" and the return: it never acts as the previous person', async ({
  page,
  request,
}) => {
  await signedInAs(page, 'admin');
  const admin = await whoIs(request, 'admin');
  const member = await memberOf(admin);
  // The first tab's first load stores the session the second tab then finds.
  await page.goto('/admin/manage/companies');
  const other = await page.context().newPage();
  await other.goto('/admin/manage/companies');
  await expect(other.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();

  await signInAsMember(page, member);
  // The other tab loads afresh at the member's home, under the banner, with nobody touching it.
  await expect(other).toHaveURL(/\/admin\/client$/);
  await expect(banner(other)).toContainText(`You are signed in as ${member.name} (${member.company_name})`);
  await expect(userMenu(other)).toHaveAccessibleName(`${member.name}, Account menu`);

  await banner(page).getByRole('button', { name: 'Return to my account' }).click();
  await expectBackAsAdmin(page, admin, member);
  await expect(banner(other)).toHaveCount(0);
  await expect(userMenu(other)).toHaveAccessibleName(`${admin.name}, Account menu`);
});
