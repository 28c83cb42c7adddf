/**
 * Dialogs are drawn as dialogs (issue 27, point 2): on a wide window a form dialog is a centred box as tall as its
 * content over a dimmed page; on a phone it takes the whole screen. The deposit dialogs of both areas and the
 * comment dialog (the shared form dialog) are measured.
 */
import { test, type Locator, type Page } from '../support/test';
import { expect } from '../listings/listing-helpers';
import { inEnglish, resetServer, signInThroughApi } from '../support/demo';

/** The box of the open dialog, and the backdrop's colour. */
async function measure(page: Page, dialog: Locator) {
  await expect(dialog).toBeVisible();
  // The opening animation ends before the box is read.
  await expect(dialog).not.toHaveAttribute('data-state', 'closed');
  await expect.poll(() => dialog.evaluate((element) => element.getAnimations().length)).toBe(0);
  const box = (await dialog.boundingBox())!;
  const backdrop = await page
    .locator('[data-scope="dialog"][data-part="backdrop"]')
    .last()
    .evaluate((element) => getComputedStyle(element).backgroundColor);
  return { box, backdrop };
}

/** A box in the middle of a wide window, as tall as its content, over a page that is dimmed. */
async function expectCentred(page: Page, dialog: Locator) {
  const { box, backdrop } = await measure(page, dialog);
  const viewport = page.viewportSize()!;
  // A long form scrolls inside a box that leaves the window's margins; it never fills the window's height.
  expect(box.height, 'as tall as its content, not as the window').toBeLessThanOrEqual(viewport.height - 100);
  expect(Math.abs(box.y + box.height / 2 - viewport.height / 2), 'centred vertically').toBeLessThan(40);
  expect(Math.abs(box.x + box.width / 2 - viewport.width / 2), 'centred horizontally').toBeLessThan(40);
  expect(backdrop, 'the page behind is dimmed').not.toMatch(/^rgba\(0, 0, 0, 0\)$|^transparent$/);
}

test.beforeEach(async ({ page, request }) => {
  await resetServer(request);
  await inEnglish(page);
});

test('the deposit and comment dialogs are centred boxes over a dimmed page on a wide window', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInThroughApi(page, 'owner');
  await page.goto('/admin/client/balance');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  const deposit = page.getByRole('dialog', { name: 'Deposit to the balance' });
  await expectCentred(page, deposit);
  // Three lines of content make a short box.
  expect((await deposit.boundingBox())!.height).toBeLessThan(450);

  await page.goto('/admin/client/applications/1/comments');
  await page.getByRole('button', { name: /^Add comment$/ }).click();
  await expectCentred(page, page.getByRole('dialog'));
});

test("the administrators' manual deposit is a centred box too", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInThroughApi(page, 'admin');
  await page.goto('/admin/manage/companies/1');
  // The record's action and its balance card both offer it.
  await page.getByRole('button', { name: 'Manual deposit' }).first().click();
  await expectCentred(page, page.getByRole('dialog'));
});

test('on a phone the deposit dialog takes the whole screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughApi(page, 'owner');
  await page.goto('/admin/client/balance?deposit=1');
  const { box } = await measure(page, page.getByRole('dialog', { name: 'Deposit to the balance' }));
  expect(box.width).toBeGreaterThanOrEqual(389);
  expect(box.height).toBeGreaterThanOrEqual(843);
});
