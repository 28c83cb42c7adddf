import { expect, test } from '../support/test';
import { clearFaults, DEMO_COMPANY_NAME, injectFault, resetServer, signInThroughApi } from '../support/demo';
import { AREA_LOAD, expectListing, expectLoginPage, expectPath, mainMenu, ru, text } from './helpers';

/** docs/product.md, "Errors": where failed calls send the user, and the error screens. */

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

const DATA = '/common/listing/application/data';
const applications = text('client', 'nav.applications');

test('403 from the API leads to /not-allowed with its translated screen', async ({ page, request }) => {
  await injectFault(request, { path: DATA, method: 'POST', status: 403 });
  await signInThroughApi(page, 'owner');
  await page.goto('/admin/client/applications');

  await expectPath(page, '/admin/not-allowed');
  const screen = page.getByTestId('error-screen-403');
  await expect(screen.getByRole('heading', { level: 1, name: ru('errors.403.title') })).toBeVisible();
  await expect(screen).toContainText(ru('errors.403.description'));
  await expect(screen).toContainText('403');
  await expect(page).toHaveTitle(new RegExp(`^${ru('errors.403.title')}`));

  // "Home" leads back into the panel, on the company's dashboard, once the API answers again; the listing opens.
  await clearFaults(request);
  await screen.getByRole('button', { name: ru('actions.goHome') }).click();
  await expectPath(page, '/admin/client');
  await expect(page.getByRole('heading', { level: 1, name: DEMO_COMPANY_NAME, exact: true })).toBeVisible(
    AREA_LOAD,
  );
  await mainMenu(page).getByRole('link', { name: applications, exact: true }).click();
  await expectPath(page, '/admin/client/applications');
  await expectListing(page, applications);
});

test('a screen the member may not open leads to /not-allowed before any data is asked for', async ({
  page,
}) => {
  const dataCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/common/listing/pixels/')) dataCalls.push(r.url());
  });
  await signInThroughApi(page, 'member');
  await page.goto('/admin/client/pixels');

  await expectPath(page, '/admin/not-allowed');
  await expect(page.getByRole('heading', { level: 1, name: ru('errors.403.title') })).toBeVisible();
  expect(dataCalls).toEqual([]);
});

test('an unknown path inside the panel leads to /not-found', async ({ page }) => {
  await signInThroughApi(page, 'owner');
  await page.goto('/admin/nope');

  await expectPath(page, '/admin/not-found');
  const screen = page.getByTestId('error-screen-404');
  await expect(screen.getByRole('heading', { level: 1, name: ru('errors.404.title') })).toBeVisible(
    AREA_LOAD,
  );
  await expect(screen).toContainText(ru('errors.404.description'));
});

test('an unknown path of an area leads to /not-found', async ({ page }) => {
  await signInThroughApi(page, 'owner');
  await page.goto('/admin/client/no-such-screen');

  await expectPath(page, '/admin/not-found');
  await expect(page.getByRole('heading', { level: 1, name: ru('errors.404.title') })).toBeVisible();
});

test('an unknown path while signed out asks to sign in first', async ({ page }) => {
  await page.goto('/admin/nope');
  await expectLoginPage(page);
});

test('404 from the API leads to /not-found', async ({ page, request }) => {
  await injectFault(request, { path: DATA, method: 'POST', status: 404 });
  await signInThroughApi(page, 'owner');
  await page.goto('/admin/client/applications');

  await expectPath(page, '/admin/not-found');
  await expect(
    page.getByTestId('error-screen-404').getByRole('heading', { level: 1, name: ru('errors.404.title') }),
  ).toBeVisible();
});

test('a network failure leads to /error, whose Retry returns to the failed page', async ({
  page,
  request,
}) => {
  await injectFault(request, { path: DATA, method: 'POST', drop: true });
  await signInThroughApi(page, 'owner');
  await page.goto('/admin/client/applications?page=3');

  await expectPath(page, '/admin/error');
  const screen = page.getByTestId('error-screen-500');
  await expect(screen.getByRole('heading', { level: 1, name: ru('errors.500.title') })).toBeVisible();
  await expect(screen).toContainText(ru('errors.500.description'));

  await clearFaults(request);
  await screen.getByRole('button', { name: ru('actions.retry') }).click();
  await expectPath(page, '/admin/client/applications?page=3');
  await expectListing(page, applications);
});

for (const status of [500, 200]) {
  test(`a non-JSON body (HTTP ${status}) is an "Unexpected error" shown in the listing, without leaving the page`, async ({
    page,
    request,
  }) => {
    await injectFault(request, { path: DATA, method: 'POST', nonJson: true, status });
    await signInThroughApi(page, 'owner');
    await page.goto('/admin/client/applications');

    // The query retries a 500 twice before giving up; then the listing says what happened.
    const alert = page.getByRole('alert').filter({ hasText: text('listing', 'error.title') });
    await expect(alert).toBeVisible(AREA_LOAD);
    await expect(alert).toContainText('Unexpected error');
    await expectPath(page, '/admin/client/applications');
    await expect(page.getByRole('heading', { level: 1, name: applications })).toBeVisible();

    // Its Retry recovers in place once the server answers JSON again.
    await clearFaults(request);
    await alert.getByRole('button', { name: text('kit', 'ui.error.retry') }).click();
    await expectListing(page, applications);
    await expectPath(page, '/admin/client/applications');
  });
}

test('a render error outside every area shows the fallback view "Unexpected Application Error"', async ({
  page,
  request,
}) => {
  // The backend answers the user call with a malformed user (a name that is not a string): the header,
  // which is outside the areas' own boundaries, cannot render it.
  await injectFault(request, {
    path: '/common/auth/user',
    method: 'GET',
    status: 200,
    body: {
      user: { id: 2, public_id: 'u-2', name: { first: 'Oleg' }, email: 'owner@acme.test', company_id: 1 },
      params: { currency: 'USD', timezone: 'Europe/Moscow', features: [] },
      access: { isAdmin: false, permissions: ['application.view'] },
    },
  });
  page.on('pageerror', () => undefined);
  await signInThroughApi(page, 'owner');
  await page.goto('/admin/client/applications');

  await expect(page.getByRole('heading', { level: 1, name: 'Unexpected Application Error' })).toBeVisible(
    AREA_LOAD,
  );
  await expect(page.getByRole('alert')).toContainText(ru('errors.fallback.description'));
  const reload = page.getByRole('button', { name: ru('actions.reload') });
  await expect(reload).toBeVisible();

  // Once the backend answers properly, the reload button brings the panel back.
  await clearFaults(request);
  await reload.click();
  await expectListing(page, applications);
});
