/**
 * OneSignal funnels in the company area against the contract server (docs/product.md, "Messaging"; docs/api-contract.md,
 * "Funnels"): steps written by hand and reordered with the move buttons keep that order on the record screen, in its
 * timeline and on the server; an administrator's template fills the steps. English UI; each test starts from the seed
 * and stands alone.
 */
import type { FunnelStep, OneSignalFunnel } from '@panel/contract';
import { test, type Page } from '../support/test';
import { signIn } from '@panel/reference-server/testing/records';
import { expect, settle } from '../records/records-helpers';
import { pickFirstApplication, signedInAs } from './screens-helpers';

// Room for a loaded machine (the config's 45 s is tight when the screens load slowly); on a quiet one each test
// takes well under 30 s.
test.describe.configure({ timeout: 60_000 });

type Funnel = Pick<
  OneSignalFunnel,
  'id' | 'name' | 'application_id' | 'template_id' | 'template_name' | 'steps'
>;

interface TemplateOption {
  value: number;
  label: string;
  language: string;
  steps: FunnelStep[];
}

/** A step's card in the funnel form (each has its own "Remove Step n" button, even when it may not be removed). */
const stepCard = (page: Page, n: number) =>
  page
    .locator('form')
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `Remove Step ${n}`, exact: true }) });

/** Fills step `n` of the form: its wait (an amount in a unit) and its message. */
async function fillStep(
  page: Page,
  n: number,
  step: { amount: string; unit: 'minutes' | 'hours' | 'days'; title: string; body: string; url: string },
) {
  const card = stepCard(page, n);
  await expect(card).toHaveCount(1);
  await card.getByRole('textbox', { name: /: amount$/ }).fill(step.amount);
  await card.getByRole('combobox', { name: /: unit$/ }).selectOption(step.unit);
  await card.getByRole('textbox', { name: /^Title/ }).fill(step.title);
  await card.getByRole('textbox', { name: /^Text/ }).fill(step.body);
  const url = card.getByRole('textbox', { name: /^Link it opens/ });
  await url.fill(step.url);
  // The form marks a new step's empty fields "Fill this in." as soon as the step is added, and clears the last one only
  // when the field is left: leave it now, or the message vanishing under the next click moves the page (and the click
  // misses).
  await url.press('Tab');
  await expect(card.getByText('Fill this in.')).toHaveCount(0);
}

/** The new funnel form, opened by its address (so that saving opens the new funnel's own screen). */
async function openNewFunnel(page: Page) {
  await page.goto('/admin/client/onesignal-funnels/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New OneSignal funnel' })).toBeVisible();
  await settle(page);
}

test('steps reordered with the move buttons keep their order on the record screen, in the timeline and on the server', async ({
  page,
}) => {
  await signedInAs(page, 'owner');
  const owner = await signIn(page.request, 'owner');
  const name = `Onboarding ${Date.now() % 100000}`;

  await openNewFunnel(page);
  const form = page.locator('form');
  await form.getByRole('textbox', { name: /^Name/ }).fill(name);
  const applicationId = await pickFirstApplication(form, /^Application/);

  // Three steps, each with its own title and wait.
  await fillStep(page, 1, {
    amount: '0',
    unit: 'minutes',
    title: 'Welcome aboard',
    body: 'Thanks for subscribing.',
    url: 'https://offers.example/welcome',
  });
  await form.getByRole('button', { name: 'Add a step' }).click();
  await fillStep(page, 2, {
    amount: '2',
    unit: 'hours',
    title: 'Your first bonus',
    body: 'Claim 20 free spins today.',
    url: 'https://offers.example/bonus',
  });
  await form.getByRole('button', { name: 'Add a step' }).click();
  await fillStep(page, 3, {
    amount: '1',
    unit: 'days',
    title: 'Last call',
    body: 'The bonus ends tonight.',
    url: 'https://offers.example/last-call',
  });

  // Step 3 moves up to the first place; the others follow it in their order.
  await page.getByRole('button', { name: 'Move Step 3 up', exact: true }).click();
  await expect(stepCard(page, 2).getByRole('textbox', { name: /^Title/ })).toHaveValue('Last call');
  await page.getByRole('button', { name: 'Move Step 2 up', exact: true }).click();
  const titles = ['Last call', 'Welcome aboard', 'Your first bonus'];
  for (const [index, title] of titles.entries())
    await expect(stepCard(page, index + 1).getByRole('textbox', { name: /^Title/ })).toHaveValue(title);
  // Each step took its wait along.
  await expect(stepCard(page, 1).getByRole('textbox', { name: /: amount$/ })).toHaveValue('1');
  await expect(stepCard(page, 1).getByRole('combobox', { name: /: unit$/ })).toHaveValue('days');
  await expect(stepCard(page, 2).getByRole('textbox', { name: /: amount$/ })).toHaveValue('0');
  await expect(stepCard(page, 3).getByRole('combobox', { name: /: unit$/ })).toHaveValue('hours');

  await page.getByRole('button', { name: 'Create', exact: true }).click();

  // The new funnel's own screen: the steps in the new order, and when each fires.
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/client\/onesignal-funnels\/\d+$/);
  const id = Number(/onesignal-funnels\/(\d+)$/.exec(page.url())![1]);
  const steps = page.getByTestId('funnel-step');
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(0)).toContainText('Step 1');
  await expect(steps.nth(0)).toContainText('Last call');
  await expect(steps.nth(0)).toContainText('Waits 1 d after the trigger');
  await expect(steps.nth(1)).toContainText('Welcome aboard');
  await expect(steps.nth(1)).toContainText('Waits 0 min after the previous step');
  await expect(steps.nth(2)).toContainText('Your first bonus');
  await expect(steps.nth(2)).toContainText('Waits 2 h after the previous step');
  await expect(page.getByTestId('funnel-timeline').getByRole('listitem')).toHaveText([
    /^0\s*The user subscribes$/,
    /^after 1 d\s*Step 1: Last call$/,
    /^after 1 d\s*Step 2: Welcome aboard$/,
    /^after 1 d 2 h\s*Step 3: Your first bonus$/,
  ]);

  // The server keeps them in that order.
  const { data } = await owner.ok<{ data: Funnel }>('GET', `/client/onesignal-funnel/${id}/edit`);
  expect(data).toMatchObject({ name, application_id: applicationId, template_id: null });
  expect(data.steps).toEqual([
    {
      delay_minutes: 1440,
      title: 'Last call',
      body: 'The bonus ends tonight.',
      url: 'https://offers.example/last-call',
    },
    {
      delay_minutes: 0,
      title: 'Welcome aboard',
      body: 'Thanks for subscribing.',
      url: 'https://offers.example/welcome',
    },
    {
      delay_minutes: 120,
      title: 'Your first bonus',
      body: 'Claim 20 free spins today.',
      url: 'https://offers.example/bonus',
    },
  ]);
});

test("starting from an administrator's template fills the steps, after asking to replace the typed one", async ({
  page,
}) => {
  await signedInAs(page, 'owner');
  const owner = await signIn(page.request, 'owner');
  const { options } = await owner.ok<{ options: { template_id: TemplateOption[] } }>(
    'GET',
    '/client/onesignal-funnel/create',
  );
  // A template of several steps: filling them is visible.
  const template = options.template_id.find((option) => option.steps.length >= 2)!;
  expect(template, 'an active OneSignal template with 2+ steps in the seed').toBeTruthy();
  const shownAs = `${template.label} (${template.language.toUpperCase()})`;

  await openNewFunnel(page);
  const form = page.locator('form');
  await stepCard(page, 1)
    .getByRole('textbox', { name: /^Title/ })
    .fill('My own first step');

  await form.getByRole('combobox', { name: 'Template', exact: true }).selectOption({ label: shownAs });
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByRole('heading', { name: 'Replace the steps?' })).toBeVisible();
  await expect(confirm).toContainText(
    `Your 1 step will be replaced with the steps of the template «${shownAs}».`,
  );
  await confirm.getByRole('button', { name: 'Replace the steps' }).click();
  await expect(confirm).toBeHidden();

  // The template's steps, and its name for the still empty name.
  await expect(form.getByRole('button', { name: /^Remove Step \d+$/ })).toHaveCount(template.steps.length);
  for (const [index, step] of template.steps.entries()) {
    const card = stepCard(page, index + 1);
    await expect(card.getByRole('textbox', { name: /^Title/ })).toHaveValue(step.title);
    await expect(card.getByRole('textbox', { name: /^Text/ })).toHaveValue(step.body);
    await expect(card.getByRole('textbox', { name: /^Link it opens/ })).toHaveValue(step.url);
  }
  await expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue(template.label);
  await expect(page.getByTestId('template-source')).toHaveText(
    `The steps come from the template «${shownAs}». Change them as you need.`,
  );

  // Saved as it is: the funnel remembers its template and carries the template's steps.
  await pickFirstApplication(form, /^Application/);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: template.label })).toBeVisible();
  await expect(page.getByTestId('funnel-step')).toHaveCount(template.steps.length);
  const id = Number(/onesignal-funnels\/(\d+)$/.exec(page.url())![1]);
  const { data } = await owner.ok<{ data: Funnel }>('GET', `/client/onesignal-funnel/${id}/edit`);
  expect(data.template_id).toBe(template.value);
  expect(data.steps).toEqual(template.steps);
});
