import { expect, test, type Page } from '../support/test';
import {
  DEMO_COMPANY_NAME,
  SHELL,
  expireTokens,
  resetServer,
  signInThroughApi,
  signInThroughForm,
} from '../support/demo';
import {
  AREA_LOAD,
  accountName,
  expectListing,
  expectLoginPage,
  expectPath,
  listingTable,
  mainMenu,
  openUserMenu,
  ru,
  signOutThroughMenu,
  storedSession,
  text,
  userMenuButton,
} from './helpers';

/** docs/product.md, "Session" and "Errors": signing in, staying in, signing out, expiring, returning. */

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

const applications = text('client', 'nav.applications');

/**
 * The company area's home (remote-client/src/features/dashboard/dashboard-screen.tsx) is shown at /admin/client: its
 * h1 is the company's name for those who may see the company, "Обзор" for the others.
 */
async function expectDashboard(page: Page, title: string): Promise<void> {
  await expectPath(page, '/admin/client');
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible(AREA_LOAD);
}

test.describe('signing in through the login form', () => {
  test("the administrator lands on the manage area's dashboard", async ({ page, request }) => {
    const name = await accountName(request, 'admin');
    await signInThroughForm(page, 'admin');

    await expectPath(page, '/admin/manage');
    await expect(
      page.getByRole('heading', { level: 1, name: text('manage', 'dashboard.title'), exact: true }),
    ).toBeVisible(AREA_LOAD);
    await expect(userMenuButton(page, name)).toContainText(name);
    // The administrators' areas are in the menu; the company area (no company permissions) is not.
    const menu = mainMenu(page);
    await expect(
      menu.getByRole('link', { name: text('manage', 'nav.companies'), exact: true }),
    ).toBeVisible();
    await expect(menu.getByRole('link', { name: text('manage', 'nav.roles'), exact: true })).toBeVisible();
    await expect(page.getByTestId('nav-section-users')).toBeVisible();
    await expect(page.getByTestId('nav-section-client')).toHaveCount(0);
  });

  test('the company owner lands in the client area on its dashboard', async ({ page, request }) => {
    const name = await accountName(request, 'owner');
    await signInThroughForm(page, 'owner');

    await expectDashboard(page, DEMO_COMPANY_NAME);
    await expect(userMenuButton(page, name)).toContainText(name);
    const menu = mainMenu(page);
    for (const key of [
      'nav.home',
      'nav.applications',
      'nav.pixels',
      'nav.team',
      'nav.balance',
      'nav.domains',
      'nav.company',
      'nav.tariffs',
    ]) {
      await expect(menu.getByRole('link', { name: text('client', key), exact: true })).toBeVisible();
    }
    // The dashboard is the menu's first item, and the current page.
    await expect(menu.getByRole('link').first()).toHaveText(text('client', 'nav.home'));
    await expect(menu.getByRole('link', { name: text('client', 'nav.home'), exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByTestId('nav-section-manage')).toHaveCount(0);
    await expect(page.getByTestId('nav-section-users')).toHaveCount(0);

    // The applications listing is one menu click away.
    await menu.getByRole('link', { name: applications, exact: true }).click();
    await expectPath(page, '/admin/client/applications');
    await expectListing(page, applications);
    expect(await listingTable(page, applications).getByRole('row').count()).toBeGreaterThan(2);
  });

  test('the team member lands on the dashboard of the client area and sees only the items of its permissions', async ({
    page,
    request,
  }) => {
    const name = await accountName(request, 'member');
    await signInThroughForm(page, 'member');

    // Without company.update or company.deposit the dashboard does not name the company.
    await expectDashboard(page, text('client', 'dashboard.title'));
    await expect(userMenuButton(page, name)).toContainText(name);
    // application.view and statistics.view: the dashboard (no permission needed) and these four items, in the
    // menu's order.
    await expect(mainMenu(page).getByRole('link')).toHaveText([
      text('client', 'nav.home'),
      text('client', 'nav.applications'),
      text('client', 'nav.pwaClients'),
      text('client', 'nav.statistics'),
      text('client', 'nav.detailedStatistics'),
    ]);
    await expect(page.getByTestId('nav-section-manage')).toHaveCount(0);
    await expect(page.getByTestId('nav-section-users')).toHaveCount(0);

    await mainMenu(page).getByRole('link', { name: applications, exact: true }).click();
    await expectPath(page, '/admin/client/applications');
    await expectListing(page, applications);
  });

  test('a refused sign-in stays on the login page with the message on the field', async ({ page }) => {
    await page.goto('/admin/login');
    const email = page.getByLabel(new RegExp(`^${ru('login.email')}`));
    await email.fill('owner@acme.test');
    await page.getByLabel(new RegExp(`^${ru('login.password')}`)).fill('wrong-password');
    await page.getByRole('button', { name: ru('login.submit'), exact: true }).click();

    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expectLoginPage(page);
    // What was typed is kept, and nothing was stored.
    await expect(email).toHaveValue('owner@acme.test');
    expect((await storedSession(page)).token).toBeNull();
  });

  test('past the sign-in limit, even the right password waits, and the form says for how long', async ({
    page,
  }) => {
    // Five failures of this account from this browser (the limit counts per account and address) within the window.
    await page.goto('/admin/login');
    const statuses = await page.evaluate(async () => {
      const answered: number[] = [];
      for (let i = 0; i < 5; i++) {
        const response = await fetch('/api/common/auth/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'owner@acme.test', password: `wrong-${i}` }),
        });
        answered.push(response.status);
      }
      return answered;
    });
    expect(statuses).toEqual([422, 422, 422, 422, 422]);
    await signInThroughForm(page, 'owner');
    await expect(page.getByRole('alert')).toContainText(
      'Слишком много неудачных попыток входа. Повторите через 15 мин.',
    );
    await expectLoginPage(page);
    expect((await storedSession(page)).token).toBeNull();
  });
});

test('a reload keeps the session', async ({ page, request }) => {
  const name = await accountName(request, 'owner');
  await signInThroughForm(page, 'owner');
  await expectDashboard(page, DEMO_COMPANY_NAME);
  const before = await storedSession(page);
  expect(before.token).toBeTruthy();

  await page.reload();

  await expectDashboard(page, DEMO_COMPANY_NAME);
  await expect(userMenuButton(page, name)).toBeVisible();
  await expect(page.getByRole('heading', { name: ru('login.title') })).toHaveCount(0);
  expect((await storedSession(page)).token).toBe(before.token);
});

test('signing out goes to /login after the 300 ms pause, forgets the session and the server revokes its token', async ({
  page,
  request,
}) => {
  const name = await accountName(request, 'owner');
  await signInThroughForm(page, 'owner');
  await expectDashboard(page, DEMO_COMPANY_NAME);
  const { token } = await storedSession(page);
  const asTheToken = () =>
    request.get(`${SHELL}/api/common/auth/user`, { headers: { Authorization: `Bearer ${token}` } });
  expect((await asTheToken()).status()).toBe(200);
  const signOut = await openUserMenu(page, name);

  // Timed inside the page: from the press on "sign out" to the router's move to /login.
  await page.evaluate(() => {
    const w = window as unknown as { __pressAt?: number; __loginAt?: number };
    document.addEventListener('pointerdown', () => void (w.__pressAt ??= performance.now()), true);
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
        if (String(url ?? '').includes('/admin/login')) w.__loginAt ??= performance.now();
        original(data, unused, url);
      };
    }
  });
  await signOut.click();

  await expectLoginPage(page);
  const { pressAt, loginAt } = await page.evaluate(() => {
    const w = window as unknown as { __pressAt?: number; __loginAt?: number };
    return { pressAt: w.__pressAt ?? NaN, loginAt: w.__loginAt ?? NaN };
  });
  const elapsed = loginAt - pressAt;
  expect(elapsed).toBeGreaterThanOrEqual(300);
  expect(elapsed).toBeLessThan(5000);

  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    access: localStorage.getItem('access'),
    badge: localStorage.getItem('auth-badge'),
  }));
  expect(stored).toEqual({ token: null, access: null, badge: null });
  // The token is dead on the server too: a copy of it (a log, another device) signs nobody in.
  await expect.poll(async () => (await asTheToken()).status()).toBe(401);

  // The guarded pages are closed again.
  await page.goto('/admin/client/applications');
  await expectLoginPage(page);
  await expect(userMenuButton(page, name)).toHaveCount(0);
});

test('after signing out, the browser Back button does not reopen a guarded page', async ({
  page,
  request,
}) => {
  const name = await accountName(request, 'owner');
  await signInThroughApi(page, 'owner');
  await page.goto('/admin/client/applications');
  await expectListing(page, applications);
  await mainMenu(page)
    .getByRole('link', { name: text('client', 'nav.pixels'), exact: true })
    .click();
  await expectListing(page, text('client', 'nav.pixels'));

  await signOutThroughMenu(page, name);
  await expectLoginPage(page);
  await page.goBack();
  await expectLoginPage(page);
  expect((await storedSession(page)).token).toBeNull();
});

test.describe('an expired session', () => {
  test('a call answered 401 mid-session leads to /login; signing in again returns to the same page and query', async ({
    page,
    request,
  }) => {
    await signInThroughApi(page, 'owner');
    await page.goto('/admin/client/applications');
    await expectListing(page, applications);

    await expireTokens(request);
    // Paging calls the data API with the dead token.
    await page.getByRole('button', { name: text('listing', 'pagination.next') }).click();

    await expectLoginPage(page);
    expect((await storedSession(page)).token).toBeNull();
    await signInThroughForm(page, 'owner');

    await expectPath(page, '/admin/client/applications?page=2');
    await expectListing(page, applications);
    await expect(
      page.getByRole('button', { name: text('listing', 'pagination.page', { page: 2 }) }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('a token that expired while the tab was away leads to /login on reload, then back to the page', async ({
    page,
    request,
  }) => {
    await signInThroughApi(page, 'owner');
    await page.goto('/admin/client/team?q=a');
    await expectListing(page, text('client', 'nav.team'));

    await expireTokens(request);
    await page.reload();

    await expectLoginPage(page);
    await signInThroughForm(page, 'owner');
    await expectPath(page, '/admin/client/team?q=a');
    await expectListing(page, text('client', 'nav.team'));
  });

  test('the page to return to survives a detour through the registration page', async ({ page, request }) => {
    await signInThroughApi(page, 'owner');
    await page.goto('/admin/client/applications?page=2');
    await expectListing(page, applications);

    await expireTokens(request);
    await page.reload();
    await expectLoginPage(page);
    // The user looks at the registration page and comes back by its link: the router state is gone, the
    // remembered origin (sessionStorage) is what is left.
    await page.getByRole('link', { name: ru('login.register') }).click();
    await expect(page.getByRole('heading', { level: 1, name: ru('registration.title') })).toBeVisible(
      AREA_LOAD,
    );
    await page.getByRole('link', { name: ru('registration.signIn'), exact: true }).click();
    await expectLoginPage(page);
    expect(await page.evaluate(() => sessionStorage.getItem('panel.returnTo'))).toBe(
      '/client/applications?page=2',
    );

    await signInThroughForm(page, 'owner');
    await expectPath(page, '/admin/client/applications?page=2');
    await expectListing(page, applications);
    await expect(
      page.getByRole('button', { name: text('listing', 'pagination.page', { page: 2 }) }),
    ).toHaveAttribute('aria-current', 'page');
    // Once inside, the origin is forgotten: it does not steer a later sign-in.
    expect(await page.evaluate(() => sessionStorage.getItem('panel.returnTo'))).toBeNull();
  });
});

test.describe('the way back after signing in', () => {
  test('a guarded URL opened while signed out is where the user lands after signing in', async ({ page }) => {
    await page.goto('/admin/client/pixels?page=2#top');
    await expectLoginPage(page);
    await signInThroughForm(page, 'owner');
    await expectPath(page, '/admin/client/pixels?page=2#top');
    await expect(page.getByRole('heading', { level: 1, name: text('client', 'nav.pixels') })).toBeVisible(
      AREA_LOAD,
    );
  });

  for (const evil of ['//evil.example', 'https://evil.example', '/\\evil.example', '/../../evil']) {
    test(`a remembered origin ${JSON.stringify(evil)} is ignored: the user stays in /admin`, async ({
      page,
    }) => {
      await page.goto('/admin/login');
      await expectLoginPage(page);
      await page.evaluate((value) => sessionStorage.setItem('panel.returnTo', value), evil);
      await signInThroughForm(page, 'owner');
      // Home for the owner is the first client screen: the company's dashboard.
      await expectDashboard(page, DEMO_COMPANY_NAME);
      expect(new URL(page.url()).origin).toBe(SHELL);
      expect(await page.evaluate(() => sessionStorage.getItem('panel.returnTo'))).toBeNull();
    });
  }
});
