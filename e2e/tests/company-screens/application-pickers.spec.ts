/**
 * Every application picker is one searchable choice asked of the server (docs/api-contract.md, "Choosing an
 * application"): the push form's applications are picked one after another from the keyboard, each listed with its id
 * and a remove button, never a list of a thousand checkboxes. English UI.
 */
import { setTestTimeout, test } from '../support/test';
import { inEnglish, resetServer, signInThroughApi } from '../support/demo';
import { expect, settle } from '../records/records-helpers';

test.beforeEach(async ({ page, request }) => {
  setTestTimeout(60_000);
  await resetServer(request);
  await inEnglish(page);
});

test('the push form picks several applications by typing, one after another, and removes one', async ({
  page,
}) => {
  await signInThroughApi(page, 'owner');
  await page.goto('/admin/client/push-notifications/new');
  await settle(page);
  const form = page.locator('form');
  // No checkbox per application: the company's thousand are searched, not listed.
  await expect(form.getByRole('checkbox', { name: /#\d+/ })).toHaveCount(0);
  const picker = form.getByRole('combobox', { name: /^Applications/ });
  const list = page.getByRole('listbox');

  await picker.click();
  await picker.pressSequentially('Crystal');
  const first = list.getByRole('option').first();
  await expect(first).toContainText('Crystal');
  const firstText = (await first.textContent()) ?? '';
  await first.click();
  const firstId = /#(\d+)/.exec(firstText)![1]!;
  await expect(form.getByRole('button', { name: new RegExp(`^Remove #${firstId} `) })).toBeVisible();

  // The choice is ready for the next one, the focus still in it: typing opens the list again.
  await expect(picker).toBeFocused();
  await expect(picker).toHaveValue('');
  await page.keyboard.type('Ocean');
  const second = list.getByRole('option').first();
  await expect(second).toContainText('Ocean');
  const secondId = /#(\d+)/.exec((await second.textContent()) ?? '')![1]!;
  await second.click();
  const removeSecond = form.getByRole('button', { name: new RegExp(`^Remove #${secondId} `) });
  await expect(removeSecond).toBeVisible();
  await expect(form.getByTestId('chosen-application')).toHaveCount(2);

  await removeSecond.click();
  await expect(form.getByTestId('chosen-application')).toHaveCount(1);
  await expect(form.getByRole('button', { name: new RegExp(`^Remove #${firstId} `) })).toBeVisible();
});
