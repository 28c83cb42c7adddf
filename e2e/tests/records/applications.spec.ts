/**
 * Applications from end to end against the contract server (docs/product.md, "Record screens"): create with an icon
 * upload, find in the listing, open, edit through a refused save, clone, deactivate (told who turns it on again),
 * delete, and restore as an administrator.
 */
import type { Application } from '@panel/contract';
import { setTestTimeout, test, type Page } from '../support/test';
import {
  expireTokens,
  inEnglish,
  injectFault,
  resetServer,
  signInThroughApi,
  signInThroughForm,
} from '../support/demo';
import { apiAs, expect, settle } from './records-helpers';

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const field = (page: Page, name: RegExp | string) => page.getByRole('textbox', { name });

test.describe('applications', () => {
  test.beforeEach(async ({ request }) => {
    await resetServer(request);
  });

  test('create with an icon, find it, edit through a refused save, then clone and delete', async ({
    page,
    request,
  }) => {
    setTestTimeout(60_000);
    await inEnglish(page);
    await signInThroughApi(page, 'owner');
    await page.goto('/admin/client/applications?sort=name.asc');
    await page.getByRole('link', { name: 'New application' }).click();

    // Create: the required fields, an icon uploaded with its preview.
    await field(page, /^Name/).fill('Harbor Tides');
    await field(page, /^Offer URL/).fill('https://offers.example/harbor');
    const icon = page.getByRole('group', { name: 'Icon' });
    await icon
      .locator('input[type="file"]')
      .setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: PNG });
    await expect(icon.getByRole('img', { name: 'Preview of Icon' })).toHaveAttribute(
      'src',
      /\/api\/static|\/api\/common\/file\/static/,
    );
    await expect(page.getByTestId('preview-name')).toHaveText('Harbor Tides');
    await page.getByRole('button', { name: 'Create application' }).click();

    // Back on the listing as it was left, with the new row findable.
    await expect(page).toHaveURL(/\/admin\/client\/applications\?sort=name\.asc$/);
    await expect(page.getByText('Application «Harbor Tides» created')).toBeVisible();
    await expect(page.getByTestId('listing-count')).toBeVisible();
    await page.getByRole('searchbox').fill('Harbor Tides');
    await expect(page.getByTestId('listing-count')).toHaveText('1 record');
    await page.getByRole('link', { name: 'Harbor Tides', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Harbor Tides' })).toBeVisible();
    await expect(page.getByTestId('application-status')).toHaveText('Draft');
    // The header's trail and the tab's title name the record, not its kind.
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('listitem')).toHaveText([
      'Company',
      'Applications',
      'Harbor Tides',
    ]);
    await expect(page).toHaveTitle(/^Harbor Tides · /);
    const id = Number(/applications\/(\d+)/.exec(page.url())![1]);

    // Edit: a host without a zone breaks the contract's offer address rule, which the form applies as the server does.
    await page.getByRole('button', { name: 'Edit' }).click();
    await settle(page);
    await field(page, /^Developer/).fill('Harbor Studio');
    // The rating typed key by key, as a person types it.
    const rating = page.getByRole('spinbutton', { name: /^Rating/ });
    await rating.fill('');
    await rating.pressSequentially('3.7');
    await field(page, /^Offer URL/).fill('https://offers');
    await page.getByRole('button', { name: 'Save changes' }).click();
    const offer = field(page, /^Offer URL/);
    await expect(offer).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter a full address starting with http:// or https://.')).toBeVisible();
    // A save the server refuses (a rule only it can judge) keeps everything typed, its message under the field.
    await offer.fill('https://offers.example/harbor-2');
    await injectFault(request, {
      path: '/client/application/update',
      method: 'POST',
      status: 422,
      body: { message: 'This offer is blocked.', errors: { offer_url: ['This offer is blocked.'] } },
      times: 1,
    });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('This offer is blocked.').first()).toBeVisible();
    await expect(offer).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, /^Developer/)).toHaveValue('Harbor Studio');
    await expect(offer).toHaveValue('https://offers.example/harbor-2');
    await page.getByRole('button', { name: 'Save changes' }).click();

    // The record shows what was saved; so does the next edit form.
    await expect(page).toHaveURL(new RegExp(`/admin/client/applications/${id}$`));
    await expect(page.getByText('Application «Harbor Tides» saved')).toBeVisible();
    await expect(page.getByTestId('fact-list')).toContainText('Harbor Studio');
    await expect(page.getByTestId('fact-list')).toContainText('https://offers.example/harbor-2');
    const saved = await apiAs<{ data: Application }>(page, 'GET', `/client/application/${id}/edit`);
    expect(saved.data.offer_url).toBe('https://offers.example/harbor-2');
    expect(saved.data.icon_url).toMatch(/^\/api\//);
    expect(saved.data.rating).toBe(3.7);

    // Clone: a draft copy, opened at once.
    await page.getByRole('button', { name: 'Clone' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Harbor Tides (copy)' })).toBeVisible();
    await expect(page).not.toHaveURL(new RegExp(`/applications/${id}$`));
    await page.goto(`/admin/client/applications/${id}`);

    // A draft serves nothing yet: there is nothing to deactivate.
    await expect(page.getByRole('button', { name: 'Delete' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Deactivate' })).toHaveCount(0);

    // Delete, confirmed: back on the listing, and the application is gone from it.
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/admin\/client\/applications(\?|$)/);
    await expect(page.getByTestId('listing-count')).toBeVisible();
    await page.getByRole('searchbox').fill('Harbor Tides');
    await expect(page.getByTestId('listing-count')).toHaveText('1 record');
    await expect(page.getByRole('link', { name: 'Harbor Tides (copy)' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Harbor Tides', exact: true })).toHaveCount(0);
  });

  test('a company deactivates an application, told that only an administrator turns it on again', async ({
    page,
    browser,
  }) => {
    await inEnglish(page);
    await signInThroughApi(page, 'owner');
    await page.goto('/admin/client/applications?f.status=active&sort=id.asc');
    const link = page.getByRole('main').getByRole('table').getByRole('link').first();
    const name = (await link.textContent())!;
    await link.click();
    await expect(page.getByTestId('application-status')).toHaveText('Active');
    await expect(page.getByTestId('application-status-notice')).toHaveCount(0);
    const id = Number(/applications\/(\d+)/.exec(page.url())![1]);

    await page.getByRole('button', { name: 'Deactivate' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(
      `Deactivate «${name}»? Its page stops serving, and the company cannot turn it on again: only the platform's administrators can.`,
    );
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByTestId('application-status')).toHaveText('Deactivated');
    const notice = page.getByTestId('application-status-notice');
    await expect(notice).toContainText(
      "This application is deactivated: its page does not serve. The company cannot turn it on again; ask the platform's administrators to restore it.",
    );
    // The way to ask: a letter to the platform's support that names the application.
    const ask = new URL(
      (await notice.getByRole('link', { name: 'Write to the administrators' }).getAttribute('href'))!,
    );
    expect(ask.protocol).toBe('mailto:');
    expect(ask.searchParams.get('subject')).toBe(`Restore application #${id} «${name}»`);
    await expect(page.getByRole('button', { name: 'Deactivate' })).toHaveCount(0);

    // The administrator's record of it says the same from the other side, and offers Restore.
    const admin = await browser.newPage();
    await inEnglish(admin);
    await signInThroughApi(admin, 'admin');
    await admin.goto(`/admin/manage/applications/${id}`);
    await expect(admin.getByTestId('application-status-notice')).toHaveText(
      'Deactivated: its page does not serve, and the company cannot turn it on again. Restore makes it active.',
    );
    await expect(admin.getByRole('button', { name: 'Restore' })).toBeVisible();
    await admin.close();
  });

  test('an administrator restores a deleted application from its record screen', async ({
    page,
    browser,
  }) => {
    await inEnglish(page);
    await signInThroughApi(page, 'owner');
    // A light document of the panel's origin: the call below reads the session's token from its storage.
    await page.goto('/admin/runtime-config.json');
    const created = await apiAs<{ data: { id: number } }>(page, 'POST', '/client/application/store', {
      name: 'Lost Lagoon',
      developer_name: 'Acme Apps',
      language: 'en',
      category: 'games',
      template: 'google-play',
      offer_url: 'https://offers.example/lagoon',
      rating: 4.2,
    });
    const id = created.data.id;
    await apiAs(page, 'POST', `/client/application/${id}/delete`);

    const admin = await browser.newPage();
    await inEnglish(admin);
    await signInThroughApi(admin, 'admin');
    await admin.goto(`/admin/manage/applications/${id}`);
    await expect(admin.getByRole('heading', { level: 1, name: 'Lost Lagoon' })).toBeVisible();
    await expect(admin.getByTestId('application-status')).toHaveText('Deleted');
    await expect(admin.getByRole('link', { name: 'Acme Apps' }).first()).toHaveAttribute(
      'href',
      /\/admin\/manage\/companies\/\d+/,
    );
    await admin.getByRole('button', { name: 'Restore' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
    await expect(admin.getByTestId('application-status')).toHaveText('Active');

    // The company sees it again.
    await page.goto(`/admin/client/applications/${id}`);
    await expect(page.getByTestId('application-status')).toHaveText('Active');
    await admin.close();
  });

  test('a number takes either decimal separator and is never rounded behind the user (Russian)', async ({
    page,
  }) => {
    await signInThroughApi(page, 'owner');
    await page.goto('/admin/client/applications/1/edit');
    const rating = page.getByRole('spinbutton', { name: /^Оценка/ });
    await expect(rating).not.toHaveValue('');
    // Typed key by key with the English point: read as the Russian comma, not as 47.
    await rating.fill('');
    await rating.pressSequentially('4.7');
    await expect(rating).toHaveValue('4,7');
    // More digits than the rule takes stay as typed when the field is left, and the save names the rule.
    await rating.fill('');
    await rating.pressSequentially('3,77');
    await rating.blur();
    await expect(rating).toHaveValue('3,77');
    await page.getByRole('button', { name: 'Сохранить изменения' }).click();
    await expect(page.getByText('Не больше одного знака после запятой, например 4,7.')).toBeVisible();
    await expect(rating).toHaveAttribute('aria-invalid', 'true');
  });

  test('a session that expires while saving loses nothing: sign in again and the draft is back', async ({
    page,
    request,
  }) => {
    await inEnglish(page);
    await signInThroughApi(page, 'owner');
    // The preview asks for the application's comments right after the fields are drawn: the expired session must
    // meet the save, not that call (which would sign the user out before the save is pressed).
    const previewComments = page.waitForResponse((response) => response.url().includes('/comment/search'));
    await page.goto('/admin/client/applications/1/edit');
    const name = field(page, /^Name/);
    await expect(name).not.toHaveValue('');
    await name.fill('Typed before the session ended');
    await field(page, /^Description/).fill('Nothing of this may be lost.');
    await previewComments;
    await expireTokens(request);
    await page.getByRole('button', { name: 'Save changes' }).click();

    await expect(page).toHaveURL(/\/admin\/login/);
    await signInThroughForm(page, 'owner');
    await expect(page).toHaveURL(/\/admin\/client\/applications\/1\/edit$/);
    await expect(page.getByText('Your unsaved changes are back')).toBeVisible();
    await expect(field(page, /^Name/)).toHaveValue('Typed before the session ended');
    await expect(field(page, /^Description/)).toHaveValue('Nothing of this may be lost.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(/\/admin\/client\/applications\/1$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Typed before the session ended' }),
    ).toBeVisible();
  });
});
