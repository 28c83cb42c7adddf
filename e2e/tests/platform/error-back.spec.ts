/**
 * Back after a failed save (issue 27, point 4): a save that fails on the network opens the error screen on top of
 * the form, not in its place, so the browser's Back and the screen's Retry both return to the form with what was
 * typed, and the history holds the form once.
 */
import { test, type APIRequestContext, type Page } from '../support/test';
import { expect } from '../listings/listing-helpers';
import { clearFaults, inEnglish, injectFault, resetServer, signInThroughApi } from '../support/demo';

const FORM = '/admin/client/applications/1/edit';

test.beforeEach(async ({ page, request }) => {
  await resetServer(request);
  await inEnglish(page);
  await signInThroughApi(page, 'owner');
});

async function failSave(page: Page, request: APIRequestContext) {
  await page.goto('/admin/client/applications/1');
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`${FORM}$`));
  const developer = page.getByRole('textbox', { name: /^Developer/ });
  await developer.fill('Harbor Studio');
  await injectFault(request, { path: '/client/application/update', method: 'POST', drop: true });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/admin\/error$/);
  await expect(page.getByTestId('error-screen-500')).toBeVisible();
  await clearFaults(request);
  return developer;
}

test("the browser's Back returns from the error screen to the form, with what was typed", async ({
  page,
  request,
}) => {
  const developer = await failSave(page, request);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${FORM}$`));
  await expect(developer).toHaveValue('Harbor Studio');
});

test('Retry returns to the form once: Back from it leads to the record, not to the form again', async ({
  page,
  request,
}) => {
  const developer = await failSave(page, request);
  await page.getByTestId('error-screen-500').getByRole('button', { name: 'Retry' }).click();
  await expect(page).toHaveURL(new RegExp(`${FORM}$`));
  await expect(developer).toHaveValue('Harbor Studio');
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/client\/applications\/1$/);
});
