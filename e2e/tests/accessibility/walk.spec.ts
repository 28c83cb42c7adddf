/**
 * Every screen a user can reach, checked by axe (./axe.ts: WCAG 2.0, 2.1 and 2.2 A and AA; no serious or critical
 * finding): each account's menu as drawn, and from each menu screen one record of its listing, the record's tabs and
 * its edit form, and (owner in Russian, light; administrator in English, dark) the create form its Create button
 * opens. The screens are found the way a user finds them (the menu's links, a listing's first row, the record's tabs
 * and Edit), so a screen added to a menu is walked without editing this file; the account menu's screens (profile,
 * password) are walked in each walk's first part.
 *
 * Languages, directions and themes are combined to keep the walk short: the owner in Russian in the light theme and
 * in Arabic (right to left) in the dark one, the administrator in English in the light theme, and again in the dark one
 * for the colours alone (all a theme changes). Each walk is cut in parts that run in parallel; a part reads the menu and takes every
 * PARTS-th item. The dialogs and menus drawn over a screen are in dialogs.spec.ts.
 */
import { expect as baseExpect, setTestTimeout, test, type Page } from '../support/test';
import { resetServer, signInThroughApi, trackInFlight, requestsSettled, type Account } from '../support/demo';
import { axeFindings } from './axe';

interface Walk {
  name: string;
  account: Account;
  lng: 'ru' | 'en' | 'ar';
  theme: 'light' | 'dark';
  /** Only the colour rules: the same screens are walked whole in the other theme. */
  coloursOnly?: boolean;
  /** Also the create forms the listings' Create buttons open (`…/new`), in one language and theme per account. */
  createForms?: boolean;
}

const WALKS: Walk[] = [
  { name: 'owner, Russian, light', account: 'owner', lng: 'ru', theme: 'light', createForms: true },
  { name: 'owner, Arabic, dark', account: 'owner', lng: 'ar', theme: 'dark' },
  { name: 'administrator, English, light', account: 'admin', lng: 'en', theme: 'light' },
  {
    name: 'administrator, English, dark',
    account: 'admin',
    lng: 'en',
    theme: 'dark',
    coloursOnly: true,
    createForms: true,
  },
];

/** A screen may take long to arrive while the workers share two cores; each wait still ends once it holds. */
const expect = baseExpect.configure({ timeout: 20_000 });

/** Parts per walk: about fifteen screens each, which two workers share out. */
const PARTS = 4;

const pathname = (page: Page) => decodeURIComponent(new URL(page.url()).pathname);

/** The screen has arrived at `path` and settled: its heading, nothing loading or being fetched. */
async function arrive(page: Page, path: string | RegExp): Promise<void> {
  if (typeof path === 'string') await expect.poll(() => pathname(page)).toBe(path);
  else await expect.poll(() => pathname(page)).toMatch(path);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('main').locator('h1').first()).toBeVisible();
  await requestsSettled(page);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The hrefs of the links inside `scope` (a CSS selector), in document order. */
function hrefs(page: Page, scope: string): Promise<string[]> {
  return page
    .locator(scope)
    .evaluateAll((links) =>
      links.map((link) => decodeURIComponent(new URL((link as HTMLAnchorElement).href).pathname)),
    );
}

/**
 * A record of the screen's listing: the first row's first link to a record under the menu item's path (or straight to
 * its edit form, where a listing's rows open that), or, on a screen of cards, the first such link in it. Never the
 * create form, nor another menu item under this one.
 */
async function recordLink(page: Page, item: string, menu: string[]): Promise<string | null> {
  const isRecord = (path: string) => {
    if (!path.startsWith(`${item}/`) || menu.includes(path)) return false;
    const [id, rest, ...more] = path.slice(item.length + 1).split('/');
    return id !== 'new' && (rest === undefined || (rest === 'edit' && more.length === 0));
  };
  const inRow = (await hrefs(page, 'main table tbody tr:first-child a[href]')).find(isRecord);
  if (inRow) return inRow;
  if ((await page.locator('main table').count()) > 0) return null;
  return (await hrefs(page, 'main a[href]')).find(isRecord) ?? null;
}

/** The link of the screen's Create button: the first in the main area to a create form (`…/new`), or null. */
async function createLink(page: Page): Promise<string | null> {
  const links = await page
    .locator('main a[href]')
    .evaluateAll((found) => found.map((link) => link.getAttribute('href') ?? ''));
  return links.find((href) => new URL(href, 'http://panel.test').pathname.endsWith('/new')) ?? null;
}

for (const walk of WALKS) {
  for (let part = 0; part < PARTS; part += 1) {
    test(`${walk.name}: every screen, part ${part + 1} of ${PARTS}`, async ({ page, request }) => {
      setTestTimeout(180_000);
      await resetServer(request);
      await page.addInitScript(
        ([lng, theme]) => {
          window.localStorage.setItem('i18nextLng', lng);
          window.localStorage.setItem('panel.theme', theme);
        },
        [walk.lng, walk.theme] as const,
      );
      await signInThroughApi(page, walk.account);
      trackInFlight(page);
      await page.goto('/admin/');
      const sidebar = page.getByTestId('sidebar');
      await expect(sidebar.locator('nav a[href]').first()).toBeVisible();
      await arrive(page, /^\/admin\/\w+/);
      await expect(page.locator('[data-testid="nav-skeleton"]')).toHaveCount(0);
      const menu = await hrefs(page, '[data-testid="sidebar"] nav a[href]');
      expect(menu.length, 'the menu has items').toBeGreaterThan(1);
      if (walk.lng === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

      const findings: string[] = [];
      const walked: string[] = [];
      const check = async (kind: string) => {
        const screen = `${pathname(page)} (${kind}, «${(await page.getByRole('main').locator('h1').first().textContent())?.trim()}»)`;
        walked.push(screen);
        findings.push(
          ...(await axeFindings(page, `${screen}, ${walk.theme}`, { coloursOnly: walk.coloursOnly })),
        );
      };
      /** Moves inside the app as a link does (no reload): the way a user goes from screen to screen. */
      const follow = async (scope: string, path: string) => {
        await page.locator(`${scope} a[href="${path}"]`).first().click();
        await arrive(page, path);
      };

      for (const [index, item] of menu.entries()) {
        if (index % PARTS !== part) continue;
        await follow('[data-testid="sidebar"] nav', item);
        await check('menu');

        // The create form the listing's Create button opens, then back to the listing as the browser goes back.
        const create = walk.createForms ? await createLink(page) : null;
        if (create) {
          await page.locator(`main a[href="${create}"]`).first().click();
          await arrive(page, /\/new$/);
          await check('create form');
          await page.goBack();
          await arrive(page, item);
        }

        const record = await recordLink(page, item, menu);
        if (!record) continue;
        await follow('main', record);
        if (record.endsWith('/edit')) {
          await check('edit form');
          continue;
        }
        await check('record');

        const tabs = (await hrefs(page, 'main [data-testid="record-tabs"] a[href]')).filter(
          (tab) => tab !== record,
        );
        for (const tab of tabs) {
          await follow('main [data-testid="record-tabs"]', tab);
          await check('tab');
        }

        const edit = page.getByRole('main').locator('[data-action="edit"]:visible');
        if ((await edit.count()) > 0 && (await edit.first().isEnabled())) {
          await edit.first().click();
          await arrive(page, /\/edit$/);
          await check('edit form');
        }
      }

      // The account menu's screens (shell/src/features/profile), reached from the header rather than the sidebar: in
      // the first part of each walk.
      if (part === 0) {
        for (const [item, path] of [
          ['profile', '/admin/profile'],
          ['password', '/admin/profile/password'],
        ] as const) {
          await page.getByTestId('user-menu-trigger').click();
          await page.locator(`[role="menuitem"][data-value="${item}"]`).click();
          await arrive(page, path);
          await check('account menu');
        }
      }

      test.info().annotations.push({ type: 'walked', description: walked.join('\n') });
      expect(findings, `serious or critical findings on ${walked.length} screens`).toEqual([]);
    });
  }
}
