import { REFETCH, expect, test } from '../support/test';
import { REMOTES, SHELL, resetServer, signInThroughApi } from '../support/demo';
import {
  AREA_LOAD,
  accountName,
  en,
  expectListing,
  expectLoginPage,
  mainMenu,
  ru,
  text,
  userMenuButton,
} from './helpers';

/** docs/product.md, "Languages": translations, detection order and the language switch. */

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

const languageSwitch = (page: import('@playwright/test').Page, lng: 'ru' | 'en') =>
  page.getByRole('group', { name: lng === 'ru' ? ru('language.label') : en('language.label') });

test('switching to English on the login page fetches the English texts and remembers the choice', async ({
  page,
  context,
}) => {
  await page.goto('/admin/login');
  await expectLoginPage(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');

  const shellEn = page.waitForRequest(`${SHELL}/admin/locales/en/shell.json`);
  await languageSwitch(page, 'ru').getByRole('button', { name: 'EN' }).click();
  expect((await (await shellEn).response())?.status()).toBe(200);

  await expectLoginPage(page, 'en');
  await expect(page.getByLabel(new RegExp(`^${en('login.email')}`))).toBeVisible();
  await expect(page.getByRole('button', { name: en('login.submit'), exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(languageSwitch(page, 'en').getByRole('button', { name: 'EN' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Remembered in the cookie and in localStorage (docs/product.md, "Languages")...
  const cookie = (await context.cookies(SHELL)).find((c) => c.name === 'i18next');
  expect(cookie?.value).toBe('en');
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');

  // ...so a reload stays in English.
  await page.reload();
  await expectLoginPage(page, 'en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('?lng=en on the first load picks English, and reads the Russian fallback beside it, each file once', async ({
  page,
}) => {
  const locales: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/locales/')) locales.push(new URL(request.url()).pathname);
  });
  const shellEn = page.waitForRequest(`${SHELL}/admin/locales/en/shell.json`);
  await page.goto('/admin/login?lng=en');
  await shellEn;
  await expectLoginPage(page, 'en');
  await expect(page.getByRole('heading', { name: ru('login.title') })).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The page has drawn its texts, so every file it reads was asked for: the language's and Russian's, which
  // i18next reads as the fallback (docs/product.md, "Languages"); each once, the preloaded ones too.
  expect(locales.sort()).toEqual([
    '/admin/locales/en/core.json',
    '/admin/locales/en/kit.json',
    '/admin/locales/en/shell.json',
    '/admin/locales/ru/core.json',
    '/admin/locales/ru/kit.json',
    '/admin/locales/ru/shell.json',
  ]);
});

test('a text missing in English shows the Russian text, never its key', async ({ page }) => {
  // The English shell namespace as deployed, less the panel's name.
  await page.route(`${SHELL}/admin/locales/en/shell.json`, async (route) => {
    const response = await route.fetch(REFETCH);
    const texts = (await response.json()) as { app: Record<string, unknown> };
    delete texts.app.name;
    await route.fulfill({ response, json: texts });
  });
  await page.goto('/admin/login?lng=en');
  await expectLoginPage(page, 'en');
  await expect(page.getByRole('banner').getByText(ru('app.name'), { exact: true })).toBeVisible();
  await expect(page.getByText('app.name', { exact: true })).toHaveCount(0);
});

test('the lng parameter comes before the remembered language', async ({ page }) => {
  await page.goto('/admin/login?lng=en');
  await expectLoginPage(page, 'en');
  await page.goto('/admin/login?lng=ru');
  await expectLoginPage(page, 'ru');
});

test('inside the panel the switch changes the shell texts and the menu, whose texts come from the remote', async ({
  page,
  request,
}) => {
  const name = await accountName(request, 'owner');
  await signInThroughApi(page, 'owner');
  await page.goto('/admin/client/applications');
  await expectListing(page, text('client', 'nav.applications'));
  const menu = mainMenu(page);
  await expect(menu.getByRole('link', { name: text('client', 'nav.pwaClients'), exact: true })).toBeVisible();

  const remoteEn = page.waitForRequest(`${REMOTES.client}/locales/en/client.json`);
  const shellEn = page.waitForRequest(`${SHELL}/admin/locales/en/shell.json`);
  await languageSwitch(page, 'ru').getByRole('button', { name: 'EN' }).click();
  expect((await (await remoteEn).response())?.status()).toBe(200);
  expect((await (await shellEn).response())?.status()).toBe(200);

  // The remote's strings (menu, the screen's title)...
  const enMenu = mainMenu(page, 'en');
  await expect(
    enMenu.getByRole('link', { name: text('client', 'nav.pwaClients', {}, 'en'), exact: true }),
  ).toBeVisible();
  await expect(
    enMenu.getByRole('link', { name: text('client', 'nav.pixels', {}, 'en'), exact: true }),
  ).toBeVisible();
  await expect(enMenu.getByRole('link', { name: text('client', 'nav.pwaClients'), exact: true })).toHaveCount(
    0,
  );
  await expect(
    page.getByRole('heading', { level: 1, name: text('client', 'nav.applications', {}, 'en') }),
  ).toBeVisible();
  // ...and the shell's (header).
  await expect(page.getByRole('button', { name: en('layout.theme.toDark') })).toBeVisible();
  await expect(userMenuButton(page, name, 'en')).toBeVisible();

  // The choice survives a reload.
  await page.reload();
  await expect(
    mainMenu(page, 'en').getByRole('link', { name: text('client', 'nav.pwaClients', {}, 'en'), exact: true }),
  ).toBeVisible(AREA_LOAD);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
