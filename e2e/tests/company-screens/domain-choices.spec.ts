/**
 * Choosing among thousands (docs/api-contract.md, "Domains"): the company's domain form finds its application on the
 * server as the user types, each shown as `#id name`, chosen with the keyboard; the administrators change a domain's
 * status from its row in the domains listing instead of picking it among every domain. English UI.
 */
import type { ApplicationChoice } from '@panel/contract';
import { setTestTimeout, test } from '../support/test';
import { clearFaults, inEnglish, injectFault, resetServer, signInThroughApi } from '../support/demo';
import { signIn } from '@panel/reference-server/testing/records';
import { applicationChoices } from '@panel/reference-server/testing/company';
import { bodyRows } from '../listings/listing-helpers';
import { expect, settle } from '../records/records-helpers';

type Choice = Pick<ApplicationChoice, 'value' | 'label'>;

test.beforeEach(async ({ page, request }) => {
  setTestTimeout(60_000);
  await resetServer(request);
  await inEnglish(page);
});

test('the domain form finds the application as it is typed and saves the one chosen by its id', async ({
  page,
  request,
}) => {
  const owner = await signIn(request, 'owner');
  // Two applications of one name, told apart by their id.
  const counts = new Map<string, Choice[]>();
  for (const choice of await applicationChoices(owner))
    counts.set(choice.label, [...(counts.get(choice.label) ?? []), choice]);
  const [name, twins] = [...counts].find(([, same]) => same.length >= 2)!;
  const wanted = twins.sort((a, b) => a.value - b.value)[1]!;

  const searches: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname === '/api/client/application-choices')
      searches.push(url.searchParams.get('search') ?? `ids=${url.searchParams.get('ids')}`);
  });
  await signInThroughApi(page, 'owner');
  await page.goto('/admin/client/domains/new');
  await settle(page);
  await page.getByRole('textbox', { name: /^Domain name/ }).fill('choose-app.example.com');

  const application = page.getByRole('combobox', { name: 'Application' });
  await application.click();
  await application.pressSequentially(`#${wanted.value}`);
  const option = page.getByRole('option', { name: `#${wanted.value} ${name}` });
  await expect(option).toBeVisible();
  // The first match is highlighted as typed: Enter chooses it.
  await expect(option).toHaveAttribute('data-highlighted', '');
  // The whole text was asked last. That keys within the pause make one search is proven on jest's clock
  // (shared-domain/src/choices/use-application-search.test.tsx): on a busy machine keys come slower than the pause.
  expect(searches.filter((text) => text.startsWith('#')).at(-1)).toBe(`#${wanted.value}`);
  await page.keyboard.press('Enter');
  await expect(application).toHaveValue(`#${wanted.value} ${name}`);
  await expect(page.getByRole('listbox')).toBeHidden();

  // By name: both twins are offered, each with its id.
  await application.fill('');
  await application.pressSequentially(name);
  for (const twin of twins)
    await expect(page.getByRole('option', { name: `#${twin.value} ${name}`, exact: false })).toBeVisible();
  // Left without a choice (Escape closes the list, Tab moves on), the text goes back to the choice.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await page.keyboard.press('Tab');
  await expect(application).toHaveValue(`#${wanted.value} ${name}`);

  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/client\/domains\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const zone = await owner.ok<{ domain: { application_id: number; application_name: string } }>(
    'GET',
    `/client/domain/${id}/dns-zone-details`,
  );
  expect(zone.domain).toMatchObject({ application_id: wanted.value, application_name: name });
});

test('a failed search says so, and Try again asks the same text again with the list open', async ({
  page,
  request,
}) => {
  const owner = await signIn(request, 'owner');
  const { data } = await owner.ok<{ data: Choice[] }>('GET', '/client/application-choices?search=');
  const typed = data[0]!.label;
  await signInThroughApi(page, 'owner');
  await page.goto('/admin/client/domains/new');
  await settle(page);
  const application = page.getByRole('combobox', { name: 'Application' });
  await application.click();
  await expect(page.getByRole('option').first()).toBeVisible();

  // Every search fails while the fault stands (the panel's own retries of a 5xx too): the failure is a state, not a
  // count of requests that an earlier search could use up. The text arrives at once, so that one search is made
  // (typed key by key on a busy machine, a pause could send a shorter text, whose failure would show first).
  await injectFault(request, { path: '/client/application-choices', method: 'GET', status: 500 });
  await application.fill(typed);
  const list = page.getByRole('listbox');
  await expect(list).toContainText('The applications could not be loaded.');
  await clearFaults(request);
  // Beside the list, not in it (a listbox holds options only); a click on it keeps the list open with the text.
  await page.getByTestId('application-search-failed').getByRole('button', { name: 'Try again' }).click();
  await expect(list.getByRole('option', { name: `#${data[0]!.value} ${typed}` })).toBeVisible();
  await expect(application).toHaveValue(typed);
  await expect(list).not.toContainText('The applications could not be loaded.');
});

test("an administrator changes a domain's status from its row, after confirming", async ({
  page,
  request,
}) => {
  const admin = await signIn(request, 'admin');
  const { data } = await admin.ok<{ data: { id: number; name: string }[] }>(
    'POST',
    '/client/listing/domains/data',
    { filters: { status: ['active'], type: 'custom' }, perPage: 10 },
  );
  const target = data[0]!;
  await signInThroughApi(page, 'admin');
  await page.goto('/admin/manage/domains');
  await settle(page);
  // The dropdown of every domain is gone: the listing's search finds the domain.
  await expect(page.getByRole('region', { name: "Change a domain's status" })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search' }).fill(target.name);
  const menuButton = page.getByRole('button', { name: `Actions for row ${target.id}`, exact: true });
  const row = bodyRows(page).filter({ has: menuButton });
  await expect(row).toHaveCount(1);

  await menuButton.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Disable', 'Mark as pending', 'Mark as failed']);
  await menu.getByRole('menuitem', { name: 'Disable' }).click();
  const confirm = page.getByRole('alertdialog');
  // The question and the notice name the domain and its new state.
  await expect(confirm).toContainText(`Disable the domain ${target.name}? It stops serving its applications`);
  await confirm.getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByText(`Domain ${target.name} disabled`)).toBeVisible();
  // Only the status column can read "disabled" (the type is custom, the SSL none/pending/active/failed).
  await expect(row.locator('[data-status="disabled"]')).toHaveCount(1);

  const after = await admin.ok<{ data: { id: number; status: string }[] }>(
    'POST',
    '/client/listing/domains/data',
    { search: target.name },
  );
  expect(after.data.find((row) => row.id === target.id)?.status).toBe('disabled');
});
