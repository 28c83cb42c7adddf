import { expect, test, type Page } from '../support/test';
import { SHELL, demoAccounts, resetServer, signInThroughForm } from '../support/demo';
import {
  AREA_LOAD,
  accountName,
  expectLoginPage,
  expectPath,
  openUserMenu,
  ru,
  signOutThroughMenu,
  text,
  userMenuButton,
} from './helpers';

/**
 * docs/product.md, "Profile": the account menu leads to the user's profile and password; a saved name is the header's
 * at once, a changed password is the one that signs in, and the user's other sessions end with the old one.
 */

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

const profile = (key: string, vars?: Record<string, string | number>) => text('profile', key, vars, 'ru');
const field = (page: Page, label: string) => page.getByRole('main').getByLabel(new RegExp(`^${label}`));

test('a member changes their name and password from the account menu, then signs in with the new one', async ({
  page,
  request,
}) => {
  const { email, password } = demoAccounts.member;
  const oldName = await accountName(request, 'member');
  // Another session of the same user (another browser, say): the password change ends it.
  const other = await request.post(`${SHELL}/api/common/auth/login`, { data: { email, password } });
  const otherToken = ((await other.json()) as { token: string }).token;
  const otherUser = () =>
    request.get(`${SHELL}/api/common/auth/user`, { headers: { Authorization: `Bearer ${otherToken}` } });
  expect((await otherUser()).status()).toBe(200);

  await signInThroughForm(page, 'member');
  await expect(userMenuButton(page, oldName)).toBeVisible(AREA_LOAD);

  // The profile: the email and the company are shown, the name is the form's.
  await openUserMenu(page, oldName);
  await page.getByRole('menuitem', { name: ru('layout.userMenu.profile') }).click();
  await expectPath(page, '/admin/profile');
  await expect(page.getByRole('heading', { level: 1, name: profile('title'), exact: true })).toBeVisible(
    AREA_LOAD,
  );
  await expect(page.getByRole('main')).toContainText(email);
  const name = field(page, profile('fields.name'));
  await expect(name).toHaveValue(oldName);

  const newName = 'Мила Стоун';
  await name.fill(newName);
  await page.getByRole('button', { name: profile('save'), exact: true }).click();
  await expect(page.getByText(profile('saved', { name: newName }))).toBeVisible();
  // The header follows the saved name without a reload.
  await expect(userMenuButton(page, newName)).toContainText(newName);

  // The password: a wrong current one is refused on its field, a repeat that differs before anything is sent.
  await openUserMenu(page, newName);
  await page.getByRole('menuitem', { name: ru('layout.userMenu.password') }).click();
  await expectPath(page, '/admin/profile/password');
  await expect(
    page.getByRole('heading', { level: 1, name: profile('password.title'), exact: true }),
  ).toBeVisible(AREA_LOAD);
  const current = field(page, profile('password.current'));
  const next = field(page, profile('password.new'));
  const repeat = field(page, profile('password.repeat'));
  await expect(current).toHaveAttribute('autocomplete', 'current-password');
  await expect(next).toHaveAttribute('autocomplete', 'new-password');
  await expect(repeat).toHaveAttribute('autocomplete', 'new-password');

  const newPassword = 'brand-new-secret-42';
  await current.fill('not-my-password');
  await next.fill(newPassword);
  await repeat.fill(`${newPassword}!`);
  await page.getByRole('button', { name: profile('password.submit'), exact: true }).click();
  await expect(page.getByText(profile('validation.passwordsMismatch'))).toBeVisible();
  await expect(repeat).toHaveAttribute('aria-invalid', 'true');

  await repeat.fill(newPassword);
  await page.getByRole('button', { name: profile('password.submit'), exact: true }).click();
  await expect(page.getByText('Текущий пароль указан неверно.').first()).toBeVisible();
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  expect((await otherUser()).status(), 'nothing changed yet').toBe(200);

  await current.fill(password);
  await page.getByRole('button', { name: profile('password.submit'), exact: true }).click();
  await expect(page.getByText(profile('passwordChanged'))).toBeVisible();
  await expectPath(page, '/admin/profile');
  // This session goes on; the other one has ended.
  await expect(userMenuButton(page, newName)).toBeVisible();
  expect((await otherUser()).status()).toBe(401);

  // Signed out, the old password no longer signs in; the new one does, and the name is the new one.
  await signOutThroughMenu(page, newName);
  await expectLoginPage(page);
  const loginEmail = page.getByLabel(new RegExp(`^${ru('login.email')}`));
  await loginEmail.fill(email);
  await page.getByLabel(new RegExp(`^${ru('login.password')}`)).fill(password);
  await page.getByRole('button', { name: ru('login.submit'), exact: true }).click();
  await expect(loginEmail).toHaveAttribute('aria-invalid', 'true');
  await expectPath(page, '/admin/login');

  await page.getByLabel(new RegExp(`^${ru('login.password')}`)).fill(newPassword);
  await page.getByRole('button', { name: ru('login.submit'), exact: true }).click();
  await expectPath(page, '/admin/client');
  await expect(userMenuButton(page, newName)).toContainText(newName, AREA_LOAD);
});
