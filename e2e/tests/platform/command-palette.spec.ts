/**
 * The command palette (Ctrl+K): screens of every remote from their menus, records through the listings' search and
 * actions, chosen with the keyboard only, and only what the user's permissions allow.
 */
import { expect, test, type Browser, type Page } from '../support/test';
import { DEMO_COMPANY_NAME, recordRequests, resetServer, signInThroughApi } from '../support/demo';

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

const palette = (page: Page) => page.getByRole('dialog', { name: 'Палитра команд' });
const input = (page: Page) =>
  palette(page).getByRole('combobox', { name: 'Поиск экранов, записей и действий' });
const options = (page: Page) => palette(page).getByRole('option');
const activeOption = (page: Page) => palette(page).locator('[role="option"][aria-selected="true"]');

async function openPalette(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
}

/** Moves the selection with the arrow keys until the active option reads `text`. */
async function moveTo(page: Page, text: RegExp): Promise<void> {
  await expect(options(page).filter({ hasText: text }).first()).toBeVisible();
  const count = await options(page).count();
  for (let step = 0; step <= count; step++) {
    if (text.test((await activeOption(page).textContent()) ?? '')) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`No option reads ${text}`);
}

test('finds a screen of another remote and a record by name, and opens them with the keyboard only', async ({
  page,
}) => {
  await signInThroughApi(page, 'admin');
  await page.goto('/admin/manage/companies');
  await expect(page.getByRole('heading', { level: 1, name: 'Компании' })).toBeVisible();

  // A screen of remote-users, from the manage area.
  await openPalette(page);
  await page.keyboard.type('все польз');
  await expect(activeOption(page)).toContainText('Все пользователи');
  await expect(input(page)).toHaveAttribute('aria-activedescendant', /option/);
  await page.keyboard.press('Enter');
  await expect(palette(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Все пользователи' })).toBeVisible();

  // A company by its name, through the companies listing's search.
  await openPalette(page);
  // What was chosen comes first next time.
  await expect(options(page).first()).toContainText('Все пользователи');
  await page.keyboard.type(DEMO_COMPANY_NAME);
  await moveTo(page, new RegExp(`^${DEMO_COMPANY_NAME}Компании · #\\d+$`));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/manage\/companies\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: DEMO_COMPANY_NAME })).toBeVisible();
  const companyUrl = page.url();
  const id = companyUrl.split('/').pop()!;

  // The same company by its number, from another area.
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Все пользователи' })).toBeVisible();
  await openPalette(page);
  await page.keyboard.type(`#${id}`);
  await moveTo(page, new RegExp(`^${DEMO_COMPANY_NAME}Компании · #${id}$`));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(companyUrl);

  // Escape closes it and gives the focus back.
  await openPalette(page);
  await page.keyboard.press('Escape');
  await expect(palette(page)).toHaveCount(0);
});

test('an action runs from the palette: switching the theme', async ({ page }) => {
  await signInThroughApi(page, 'owner');
  await page.goto('/admin/client/applications');
  await expect(page.getByRole('heading', { level: 1, name: 'Приложения' })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  await openPalette(page);
  await page.keyboard.type('тёмн');
  await expect(activeOption(page)).toHaveText('Включить тёмную тему');
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
});

/** Signs the account in on a fresh page, then asks the palette each query in turn: the labels it offers, and the
 * listings' data calls each query made. */
async function offered(browser: Browser, account: 'owner' | 'member', queries: string[]) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughApi(page, account);
  const requests = recordRequests(page);
  await page.goto('/admin/client/applications');
  await expect(page.getByRole('heading', { level: 1, name: 'Приложения' })).toBeVisible();
  const answers: { labels: string[]; searched: string[] }[] = [];
  for (const query of queries) {
    const from = requests.length;
    await openPalette(page);
    await input(page).fill(query);
    // The list is busy until the records' search has answered.
    await expect(palette(page).getByRole('listbox')).toHaveAttribute('aria-busy', 'false');
    const labels = await options(page).allTextContents();
    const searched = requests.slice(from).filter((url) => url.includes('/listing/') && url.endsWith('/data'));
    answers.push({ labels, searched });
    await page.keyboard.press('Escape');
    await expect(palette(page)).toBeHidden();
  }
  await context.close();
  return answers;
}

test('what a permission allows is offered: the owner finds the domains screen, its action and its records', async ({
  browser,
}) => {
  const [owner] = await offered(browser, 'owner', ['домен']);
  expect(owner!.labels).toContainEqual(expect.stringMatching(/^ДоменыКомпания/));
  expect(owner!.labels).toContainEqual(expect.stringMatching(/^Подключить домен/));
  expect(owner!.searched.some((url) => url.includes('/client/listing/domains/data'))).toBe(true);
});

test('what a permission does not allow is not offered: screens, actions and records', async ({ browser }) => {
  // The team member has application.view and statistics.view only.
  const [domains, balance, companies, applications] = await offered(browser, 'member', [
    'домен',
    'баланс',
    'компании',
    'прилож',
  ]);
  expect(domains!.labels.filter((label) => /Домены|Подключить домен/.test(label))).toEqual([]);
  expect(domains!.searched.filter((url) => url.includes('/domains/'))).toEqual([]);
  expect(balance!.labels.filter((label) => /Баланс|Пополнить баланс/.test(label))).toEqual([]);
  // Neither the administrators' screens nor their records.
  expect(companies!.labels.filter((label) => label.includes('Администрирование'))).toEqual([]);
  expect(companies!.searched.filter((url) => url.includes('/common/listing/company/'))).toEqual([]);
  // What the member may open is offered.
  expect(applications!.labels).toContainEqual(expect.stringMatching(/^Приложения/));
});

test('finds team members, pushes and funnels by name, and opens them', async ({ page }) => {
  await signInThroughApi(page, 'owner');
  await page.goto('/admin/client/applications');
  await expect(page.getByRole('heading', { level: 1, name: 'Приложения' })).toBeVisible();

  // A member of the team, through the team listing's search.
  await openPalette(page);
  await page.keyboard.type('Sokolov');
  await moveTo(page, /^Boris SokolovКоманда · #\d+$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/client\/team/);
  await expect(page.getByText('Boris Sokolov').first()).toBeVisible();

  // A push notification and a funnel by their names.
  for (const [typed, option] of [
    ['Campaign #1', /^Campaign #1Разовые/],
    ['Funnel Space', /^Funnel Space \d+Воронки OneSignal · #\d+$/],
  ] as const) {
    await openPalette(page);
    await page.keyboard.type(typed);
    await expect(options(page).filter({ hasText: option }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(palette(page)).toHaveCount(0);
  }
});
