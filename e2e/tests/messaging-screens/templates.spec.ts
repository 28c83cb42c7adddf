/**
 * The administrators' messaging screens against the contract server (docs/product.md, "Notification templates";
 * docs/api-contract.md, "Messaging templates (administrators)"): a notification template's text is checked against its
 * event's placeholders, a listed placeholder goes in with a click, a test message shows what the recipient got or why
 * it could not be delivered; the companies' Telegram bots in one listing. English UI; each test starts from the seed
 * and stands alone.
 */
import { test, type Page } from '../support/test';
import { signIn } from '@panel/reference-server/testing/records';
import { expect, settle } from '../records/records-helpers';
import { expectFieldError, signedInAs } from './screens-helpers';

// Room for a loaded machine (the config's 45 s is tight when the screens load slowly); on a quiet one each test
// takes well under 30 s.
test.describe.configure({ timeout: 60_000 });

/** A seeded template (`<event> / <channel> / <language>`): low balance, told by Telegram, in English. */
const TEMPLATE = 'Low balance · Telegram · English';
const UNKNOWN = 'Unknown placeholder {nope}. Available: {company}, {balance}, {threshold}, {currency}.';

/** Opens a notification template's edit form from the listing, by its name. */
async function openTemplate(page: Page, name: string): Promise<number> {
  await page.goto('/admin/manage/notification-templates');
  await expect(page.getByRole('heading', { level: 1, name: 'Notification templates' })).toBeVisible();
  await expect(page.getByTestId('listing-count')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(name);
  await expect(page.getByTestId('listing-count')).toHaveText('1 record');
  await page.getByRole('main').getByRole('link', { name, exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Notification template «${name}»` }),
  ).toBeVisible();
  await settle(page);
  return Number(/notification-templates\/(\d+)\/edit/.exec(page.url())![1]);
}

test('a notification template: an unknown placeholder is refused on the text, a listed one goes in with a click, and a test message shows what was received', async ({
  page,
}) => {
  await signedInAs(page, 'admin');
  const admin = await signIn(page.request, 'admin');
  const id = await openTemplate(page, TEMPLATE);
  const { data: before } = await admin.ok<{ data: { text: string } }>(
    'GET',
    `/manage/notification-template/${id}/edit`,
  );
  const text = page.getByRole('textbox', { name: /^Text/ });
  await expect(text).toHaveValue(before.text);

  // An unknown placeholder: the text field names it and what the event offers; nothing is saved.
  await text.fill('{company}: {nope} left');
  await text.press('Tab');
  await expectFieldError(text, UNKNOWN);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expectFieldError(text, UNKNOWN);
  const { data: refused } = await admin.ok<{ data: { text: string } }>(
    'GET',
    `/manage/notification-template/${id}/edit`,
  );
  expect(refused.text).toBe(before.text);

  // The listed placeholders go in where the cursor is; the text is fine again.
  const placeholders = page.getByRole('group', { name: 'Placeholders of this event' });
  await expect(placeholders.getByRole('button')).toHaveText([
    '{company}',
    '{balance}',
    '{threshold}',
    '{currency}',
  ]);
  await text.fill('{company}: the balance is ');
  await placeholders.getByRole('button', { name: 'Insert {balance}' }).click();
  await expect(text).toHaveValue('{company}: the balance is {balance}');
  await text.press(' ');
  await placeholders.getByRole('button', { name: 'Insert {currency}' }).click();
  await text.press('.');
  const written = '{company}: the balance is {balance} {currency}.';
  await expect(text).toHaveValue(written);
  await expect(text).not.toHaveAttribute('aria-invalid', 'true');

  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`Notification template «${TEMPLATE}» is saved`)).toBeVisible();
  const { data: saved } = await admin.ok<{ data: { text: string } }>(
    'GET',
    `/manage/notification-template/${id}/edit`,
  );
  expect(saved.text).toBe(written);

  // A test message of the saved text, with the sample values filled in.
  await page.goto(`/admin/manage/notification-templates/${id}/edit`);
  await settle(page);
  await page.getByRole('button', { name: 'Send a test' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send a test message' });
  const recipient = dialog.getByRole('textbox', { name: /^Chat id or @username/ });
  await recipient.fill('@qa_alerts');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  const result = dialog.getByTestId('test-message-result');
  await expect(result).toContainText('Test message sent to @qa_alerts');
  await expect(result).toContainText('What @qa_alerts received:');
  await expect(dialog.getByTestId('test-message-text')).toHaveText('Acme Apps: the balance is 42.50 USD.');

  // A recipient the delivery refuses: the reason shows on the recipient field.
  await recipient.fill('@fail_user');
  await dialog.getByRole('button', { name: 'Send again' }).click();
  await expectFieldError(
    recipient,
    'The test message could not be delivered: @fail_user does not accept messages.',
  );
  await expect(result).toHaveCount(0);
});

test("the administrators' bots listing shows the bots of several companies", async ({ page }) => {
  await signedInAs(page, 'admin');
  await page.goto('/admin/manage/telegram-bots');
  await expect(page.getByRole('heading', { level: 1, name: "Companies' Telegram bots" })).toBeVisible();
  await settle(page);
  await expect(page.getByTestId('listing-count')).toHaveText('4 records');

  const rowOf = (username: string) => page.getByRole('row').filter({ hasText: username });
  for (const [username, company] of [
    ['acme_alerts_bot', 'Acme Apps'],
    ['acme_reports_bot', 'Acme Apps'],
    ['northwind_bot', 'Northwind Mobile'],
  ] as const) {
    await expect(rowOf(username)).toHaveCount(1);
    await expect(rowOf(username).getByRole('link', { name: company, exact: true })).toHaveAttribute(
      'href',
      /^\/admin\/manage\/companies\/\d+$/,
    );
  }
  // Two companies' bots, each linking to its own company.
  const acme = await rowOf('acme_alerts_bot').getByRole('link', { name: 'Acme Apps' }).getAttribute('href');
  const northwind = await rowOf('northwind_bot')
    .getByRole('link', { name: 'Northwind Mobile' })
    .getAttribute('href');
  expect(acme).not.toBe(northwind);
});
