/**
 * Push notifications in the company area against the contract server (docs/product.md, "Messaging"): a regular push
 * made from a template shows in its listing with its schedule, opens on its own screen, and copies into a draft.
 * English UI; each test starts from the seed and stands alone.
 */
import { test, type Page } from '../support/test';
import { expect, pathOf, settle } from '../records/records-helpers';
import { pickFirstApplication, setChecked, signedInAs } from './screens-helpers';

// Room for a loaded machine (the config's 45 s is tight when the screens load slowly); on a quiet one each test
// takes well under 30 s.
test.describe.configure({ timeout: 60_000 });

const asOwner = (page: Page) => signedInAs(page, 'owner');

test('a regular push from a template shows in its listing with its schedule, and copies into a draft', async ({
  page,
}) => {
  await asOwner(page);
  await page.goto('/admin/client/push-notifications/regular');
  await settle(page);
  await page.getByRole('link', { name: 'New recurring push' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New recurring push' })).toBeVisible();

  const form = page.locator('form');
  const template = form.getByRole('combobox', { name: /^Template/ });
  await expect(template.locator('option')).not.toHaveCount(1);
  // The first real template (the empty choice comes first).
  const templateLabel = (await template.locator('option').nth(1).textContent())!.trim();
  await template.selectOption({ label: templateLabel });
  const title = form.getByRole('textbox', { name: /^Title/ });
  await expect(title).not.toHaveValue('');
  await expect(form.getByText('From the template').first()).toBeVisible();
  const filledTitle = await title.inputValue();
  // The preview draws the template's title on each platform.
  await expect(page.getByRole('region', { name: 'Preview' }).getByText(filledTitle.slice(0, 20))).toHaveCount(
    3,
  );

  const name = `Weekly digest ${Date.now() % 100000}`;
  await form.getByRole('textbox', { name: /^Name/ }).fill(name);
  // The first application the searched choice offers.
  await pickFirstApplication(form, /^Applications/);
  const days = form.getByRole('group', { name: /^Days/ });
  await form.getByRole('button', { name: 'Weekdays' }).click();
  await days.getByRole('button', { name: 'Tue', exact: true }).click();
  await days.getByRole('button', { name: 'Thu', exact: true }).click();
  await form.getByRole('textbox', { name: /^Time/ }).fill('09:30');
  await form.getByRole('combobox', { name: /^Time zone/ }).selectOption('Europe/Moscow');
  await expect(form.getByTestId('schedule-summary')).toHaveText('Mon, Wed, Fri at 09:30 (Europe/Moscow)');
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();

  // Saving returns to the listing the form was opened from (its "New" link passes `from`, docs/adding-a-screen.md),
  // where the new notification shows with its schedule.
  await expect(page.getByText(`«${name}» saved`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/client\/push-notifications\/regular(\?|$)/);
  await settle(page);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Mon, Wed, Fri at 09:30 (Europe/Moscow)');

  // Its own screen, with the schedule.
  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Mon, Wed, Fri at 09:30 (Europe/Moscow)')).toBeVisible();
  expect(pathOf(page)).toMatch(/^\/admin\/client\/push-notifications\/\d+$/);

  // Copy: a draft with the same content, opened for editing.
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText(`Copied as the draft «${name} (copy)»`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/client\/push-notifications\/\d+\/edit$/);
  await expect(page.locator('form').getByRole('textbox', { name: /^Title/ })).toHaveValue(filledTitle);
  await page.goto('/admin/client/push-notifications/regular');
  await settle(page);
  await expect(page.getByRole('row').filter({ hasText: `${name} (copy)` })).toContainText('Draft');
});

test('a one-off push scheduled in the past is refused on its send time, and the typed values stay', async ({
  page,
}) => {
  await asOwner(page);
  await page.goto('/admin/client/push-notifications/new');
  const form = page.locator('form');
  await form.getByRole('textbox', { name: /^Name/ }).fill('Launch day');
  await setChecked(form.getByRole('checkbox', { name: /Schedule for later/ }));
  const sendAt = form.getByRole('group', { name: /^Send at/ });
  await expect(sendAt).toBeVisible();
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(form.getByText('Choose the day and time to send it.')).toBeVisible();
  await expect(form.getByText('Choose at least one application.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue('Launch day');

  // Yesterday at 09:00, typed as the English picker writes a day (MM/DD/YYYY): a moment in the past.
  const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000);
  const day = [yesterday.getMonth() + 1, yesterday.getDate()].map((n) => String(n).padStart(2, '0'));
  const typedDay = `${day.join('/')}/${yesterday.getFullYear()}`;
  const date = sendAt.getByRole('textbox', { name: 'Date' });
  await date.click();
  await date.fill(typedDay);
  await date.press('Enter');
  await sendAt.getByRole('textbox', { name: 'Time (HH:mm)' }).fill('09:00');
  await sendAt.getByRole('textbox', { name: 'Time (HH:mm)' }).press('Tab');
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(form.getByText('Choose a moment in the future.')).toBeVisible();
  await expect(form.getByText('Choose the day and time to send it.')).toHaveCount(0);
  await expect(date).toHaveValue(typedDay);
  await expect(sendAt.getByRole('textbox', { name: 'Time (HH:mm)' })).toHaveValue('09:00');
  await expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue('Launch day');
  await expect(page).toHaveURL(/\/admin\/client\/push-notifications\/new$/);
});
