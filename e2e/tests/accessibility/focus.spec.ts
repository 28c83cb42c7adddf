/**
 * Where the focus goes (issue 27, points 3 and 5): a navigation moves it to the new screen, but never out of a menu the
 * user opened meanwhile; a Tab stop is never the page's body; the 403 and 404 screens of a signed-in user keep the
 * layout and take the focus on their heading, not as a whole window. English UI; each test starts from the seed.
 */
import { expect, test, type Page, type Route } from '../support/test';
import {
  DEMO_COMPANY_NAME,
  REMOTES,
  inEnglish,
  injectFault,
  resetServer,
  signInThroughApi,
} from '../support/demo';
import { mainMenu } from '../platform/helpers';

test.beforeEach(async ({ page, request }) => {
  await resetServer(request);
  await inEnglish(page);
});

/** Holds every request matching `url` until the returned function is called. */
async function hold(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The focused element's outline, as drawn. */
const outlineOf = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.activeElement ?? document.body);
    return style.outlineStyle === 'none' ? '0px' : style.outlineWidth;
  });

test('the account menu opened while the first screen loads stays open when the screen arrives', async ({
  page,
}) => {
  await signInThroughApi(page, 'owner');
  // Home waits for the client area's menu before it sends the user to the area's first screen. The header's controls
  // wait for that screen too, at most FIRST_SCREEN_WAIT_MS (shell/src/app/first-screen.ts): the account menu comes
  // then, while the screen is still held.
  const release = await hold(page, `${REMOTES.client}/nav.json*`);
  await page.goto('/admin/');
  await page.getByTestId('user-menu-trigger').click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();

  release();
  await expect(page).toHaveURL(/\/admin\/client$/);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: DEMO_COMPANY_NAME, exact: true }),
  ).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  expect(await menu.evaluate((node) => node.contains(document.activeElement))).toBe(true);
});

test('one Tab after the Language filter reaches the Created box, with its ring, while the calendar loads', async ({
  page,
}) => {
  await signInThroughApi(page, 'owner');
  const release = await hold(page, '**/date-picker.*.js');
  await page.goto('/admin/client/applications');
  const filters = page.getByRole('main').getByRole('region', { name: 'Filters' });
  const language = filters.getByRole('combobox', { name: 'Language', exact: true });
  await language.focus();
  await page.keyboard.press('Tab');

  const from = filters.getByRole('textbox', { name: 'Created: from' });
  // The box it was drawn with until the calendar's code arrives, focused and outlined.
  await expect(from).toBeFocused();
  await expect(from).toHaveAttribute('readonly', '');
  await expect.poll(() => outlineOf(page)).not.toBe('0px');

  // Then the picker takes over in its place, with the focus.
  release();
  await expect(from).not.toHaveAttribute('readonly');
  await expect(from).toBeFocused();
});

test('date boxes the user has passed with Tab do not take the focus back when the calendar arrives', async ({
  page,
}) => {
  await signInThroughApi(page, 'owner');
  const release = await hold(page, '**/date-picker.*.js');
  await page.goto('/admin/client/applications');
  const filters = page.getByRole('main').getByRole('region', { name: 'Filters' });
  await filters.getByRole('combobox', { name: 'Language', exact: true }).focus();
  const from = filters.getByRole('textbox', { name: 'Created: from' });
  const to = filters.getByRole('textbox', { name: 'Created: to' });
  const installs = filters.getByRole('spinbutton', { name: 'Installs: minimum' });
  for (const next of [from, to, installs]) {
    await page.keyboard.press('Tab');
    await expect(next).toBeFocused();
  }

  release();
  await expect(from).not.toHaveAttribute('readonly');
  await expect(to).not.toHaveAttribute('readonly');
  await expect(installs).toBeFocused();
});

test('a signed-in user refused a screen keeps the menu and the header; the focus goes to the heading', async ({
  page,
  request,
}) => {
  await signInThroughApi(page, 'owner');
  await page.goto('/admin/client');
  await expect(page.getByRole('heading', { level: 1, name: DEMO_COMPANY_NAME, exact: true })).toBeVisible();
  await injectFault(request, { path: '/common/listing/application/data', method: 'POST', status: 403 });
  await mainMenu(page, 'en').getByRole('link', { name: 'Applications', exact: true }).click();

  await expect(page).toHaveURL(/\/admin\/not-allowed$/);
  const heading = page
    .getByTestId('error-screen-403')
    .getByRole('heading', { level: 1, name: 'Access denied' });
  await expect(heading).toBeFocused();
  expect(await outlineOf(page)).toBe('0px');
  await expect(page.getByRole('main')).toContainText('Access denied');
  await expect(mainMenu(page, 'en').getByRole('link', { name: 'Applications', exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByTestId('user-menu-trigger')).toBeVisible();
});

test('a signed-in user on an unknown path keeps the layout; the focus goes to the heading', async ({
  page,
}) => {
  await signInThroughApi(page, 'owner');
  await page.goto('/admin/nope');

  await expect(page).toHaveURL(/\/admin\/not-found$/);
  const heading = page
    .getByTestId('error-screen-404')
    .getByRole('heading', { level: 1, name: 'Page not found' });
  await expect(heading).toBeFocused();
  expect(await outlineOf(page)).toBe('0px');
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await expect(page.getByRole('banner').getByTestId('user-menu-trigger')).toBeVisible();
});

test('a visitor who is not signed in gets /not-found as a page of its own', async ({ page }) => {
  await page.goto('/admin/not-found');

  await expect(page.getByTestId('error-screen-404').getByRole('heading', { level: 1 })).toHaveText(
    'Page not found',
  );
  await expect(page).toHaveURL(/\/admin\/not-found$/);
  await expect(page.getByTestId('sidebar')).toHaveCount(0);
  await expect(page.getByTestId('user-menu-trigger')).toHaveCount(0);
});
