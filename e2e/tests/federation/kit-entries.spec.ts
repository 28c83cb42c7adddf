/**
 * Federation, part 5: the UI kit's entries load with what draws them (docs/architecture.md, shared-core's entries).
 * A listing draws tables, menus, popovers and checkboxes (`/ui-heavy`); the controls only some screens draw, such as
 * a number input, come with `/ui-extra` when such a screen opens, never with the layout or a listing; a record's edit
 * form brings the few controls it draws (`/ui-form`) without the rest of `/ui-extra`.
 */
import { test } from '../support/test';
import { recordRequests, resetServer, signInThroughApi } from '../support/demo';
import { AREA_PAGE, FED_TEST_TIMEOUT, chunkSources, expect, expectAreaScreen, jsFiles } from './fed-helpers';

test.describe.configure({ timeout: FED_TEST_TIMEOUT });

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

/** The shell's files that carry one of Ark's components (from their source maps). */
function componentFiles(component: string): string[] {
  return jsFiles('shell').filter((file) =>
    chunkSources('shell', file).some((source) =>
      source.includes(`node_modules/@ark-ui/react/dist/components/${component}/`),
    ),
  );
}

const numberInputFiles = () => componentFiles('number-input');

const fetchedOf = (urls: string[], files: string[]) =>
  urls.filter((url) => files.some((file) => url.endsWith(`/admin/${file}`)));

test('a listing downloads none of the extra controls; a dialog with an amount field brings them', async ({
  page,
}) => {
  const files = numberInputFiles();
  expect(files.length).toBeGreaterThan(0);
  const fetched = (urls: string[]) => fetchedOf(urls, files);

  await signInThroughApi(page, 'owner');
  const urls = recordRequests(page);
  await page.goto(AREA_PAGE.client.path);
  await expectAreaScreen(page, 'client');
  expect(fetched(urls)).toEqual([]);

  // Inside the app, to a screen whose dialog has an amount (a number input).
  await page.getByTestId('sidebar').getByRole('link', { name: 'Баланс', exact: true }).click();
  await page.getByRole('main').getByRole('button', { name: 'Пополнить' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel(/^Сумма/)).toBeVisible();
  expect(fetched(urls).length).toBeGreaterThan(0);
});

test("a record's edit form downloads its number input, not the tabs and steps of /ui-extra", async ({
  page,
}) => {
  const numberInput = numberInputFiles();
  const tabs = componentFiles('tabs');
  expect(numberInput.length).toBeGreaterThan(0);
  expect(tabs.length).toBeGreaterThan(0);

  await signInThroughApi(page, 'owner');
  const urls = recordRequests(page);
  await page.goto('/admin/client/applications/1/edit');
  // The form's number input (the rating) is drawn in the render after the form's first.
  await expect(page.locator('form [data-scope="number-input"][data-part="root"]').first()).toBeVisible();
  expect(fetchedOf(urls, numberInput).length).toBeGreaterThan(0);
  expect(fetchedOf(urls, tabs)).toEqual([]);
});
