import { expect, test, type Page } from '../support/test';
import {
  DEMO_COMPANY_NAME,
  SHELL,
  demoInvite,
  demoReferralCode,
  resetServer,
  signInThroughApi,
} from '../support/demo';
import { AREA_LOAD, expectPath, ru, storedSession, text, userMenuButton } from './helpers';

/** docs/product.md, "Addresses": registration (with a referral), invitations, and signed-in visitors. */

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

const field = (page: Page, key: string) => page.getByLabel(new RegExp(`^${ru(key)}`));

/**
 * The company area's home (remote-client/src/features/dashboard/dashboard-screen.tsx) is shown at /admin/client: its
 * h1 is the company's name for those who may see the company, "Обзор" for the others.
 */
async function expectDashboard(page: Page, title: string): Promise<void> {
  await expectPath(page, '/admin/client');
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible(AREA_LOAD);
}

async function fillRegistration(
  page: Page,
  values: { name: string; company: string; email: string; password: string },
): Promise<void> {
  await field(page, 'registration.name').fill(values.name);
  await field(page, 'registration.companyName').fill(values.company);
  await field(page, 'registration.email').fill(values.email);
  await field(page, 'registration.password').fill(values.password);
  await field(page, 'registration.passwordConfirmation').fill(values.password);
}

test.describe('registration', () => {
  test('a referral link shows its code', async ({ page }) => {
    await page.goto(`/admin/registration/${demoReferralCode}`);
    await expect(page.getByRole('heading', { level: 1, name: ru('registration.title') })).toBeVisible(
      AREA_LOAD,
    );
    await expect(page.getByTestId('referral-note')).toContainText(
      ru('registration.referral.note', { code: demoReferralCode }),
    );
    const code = page.getByLabel(ru('registration.referral.label'));
    await expect(code).toHaveValue(demoReferralCode);
    await expect(code).toHaveAttribute('readonly', '');
  });

  test('a refusal (422) keeps what was typed and shows the server message on the field', async ({
    page,
    request,
  }) => {
    const values = {
      name: 'Anna Smirnova',
      company: 'Smirnova Apps',
      email: 'owner@acme.test',
      password: 'secret123',
    };
    // What the server says about this email, in Russian.
    const probe = await request.post(`${SHELL}/api/common/auth/register`, {
      headers: { 'Accept-Language': 'ru' },
      data: {
        name: values.name,
        company_name: values.company,
        email: values.email,
        password: values.password,
        password_confirmation: values.password,
        referral: demoReferralCode,
      },
    });
    expect(probe.status()).toBe(422);
    const emailError = ((await probe.json()) as { errors: Record<string, string[]> }).errors.email?.[0];
    expect(emailError).toBeTruthy();

    await page.goto(`/admin/registration/${demoReferralCode}`);
    await expect(field(page, 'registration.name')).toBeVisible(AREA_LOAD);
    await fillRegistration(page, values);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/common/auth/register'));
    await page.getByRole('button', { name: ru('registration.submit'), exact: true }).click();
    expect((await answer).status()).toBe(422);

    const email = field(page, 'registration.email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(emailError!, { exact: true })).toBeVisible();
    // Still on the page, with every value kept.
    await expectPath(page, `/admin/registration/${demoReferralCode}`);
    await expect(field(page, 'registration.name')).toHaveValue(values.name);
    await expect(field(page, 'registration.companyName')).toHaveValue(values.company);
    await expect(email).toHaveValue(values.email);
    await expect(field(page, 'registration.password')).toHaveValue(values.password);
    expect((await storedSession(page)).token).toBeNull();
  });

  test('a valid registration with a referral signs the new owner in and lands inside', async ({ page }) => {
    const values = {
      name: 'Pavel Orlov',
      company: 'Orlov Mobile',
      email: 'pavel@orlov.test',
      password: 'secret123',
    };
    await page.goto(`/admin/registration/${demoReferralCode}`);
    await expect(field(page, 'registration.name')).toBeVisible(AREA_LOAD);
    await fillRegistration(page, values);
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/common/auth/register'));
    await page.getByRole('button', { name: ru('registration.submit'), exact: true }).click();

    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      name: values.name,
      company_name: values.company,
      email: values.email,
      referral: demoReferralCode,
    });
    // The new owner lands on the dashboard of the new company.
    await expectDashboard(page, values.company);
    await expect(userMenuButton(page, values.name)).toContainText(values.name);
    expect((await storedSession(page)).token).toBeTruthy();
  });
});

test.describe('invitations', () => {
  test('the invitation page shows the company and the email, and accepting it signs in and lands inside', async ({
    page,
  }) => {
    await page.goto(`/admin/invite/${demoInvite.key}`);
    await expect(page.getByRole('heading', { level: 1, name: ru('invite.title') })).toBeVisible(AREA_LOAD);
    const facts = page.getByTestId('invite-facts');
    await expect(facts).toContainText(DEMO_COMPANY_NAME);
    await expect(facts).toContainText(demoInvite.email);
    // The seeded role's name, in the page's language.
    await expect(facts).toContainText('Аналитик');

    await field(page, 'invite.name').fill('Nina Kuznetsova');
    await field(page, 'invite.password').fill('secret123');
    await field(page, 'invite.passwordConfirmation').fill('secret123');
    await page.getByRole('button', { name: ru('invite.submit'), exact: true }).click();

    await expect(userMenuButton(page, 'Nina Kuznetsova')).toBeVisible(AREA_LOAD);
    // An analyst may not see the company: the dashboard is titled "Обзор".
    await expectDashboard(page, text('client', 'dashboard.title'));
    expect((await storedSession(page)).token).toBeTruthy();
  });

  test('an unknown key says the invitation was not found', async ({ page }) => {
    await page.goto('/admin/invite/no-such-invitation');
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: ru('invite.notFound.title') })).toBeVisible(AREA_LOAD);
    await expect(alert).toContainText(ru('invite.notFound.description'));
    await expect(page.getByRole('button', { name: ru('invite.submit') })).toHaveCount(0);
    await expectPath(page, '/admin/invite/no-such-invitation');

    await page.getByRole('link', { name: ru('invite.toLogin') }).click();
    await expectPath(page, '/admin/login');
  });

  test('an expired invitation says it cannot be used', async ({ page }) => {
    await page.goto(`/admin/invite/${demoInvite.expiredKey}`);
    await expect(page.getByRole('heading', { name: ru('invite.unavailable.title') })).toBeVisible(AREA_LOAD);
    await expect(page.getByRole('button', { name: ru('invite.submit') })).toHaveCount(0);
  });
});

test.describe('a signed-in visitor of a public page', () => {
  for (const path of ['/admin/login', '/admin/registration', `/admin/invite/${demoInvite.key}`]) {
    test(`is sent from ${path} to the home page`, async ({ page }) => {
      await signInThroughApi(page, 'owner');
      await page.goto(path);
      await expectDashboard(page, DEMO_COMPANY_NAME);
    });
  }
});
