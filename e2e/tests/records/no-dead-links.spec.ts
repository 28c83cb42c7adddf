/**
 * No link of the panel ends on /not-found (docs/product.md, "Addresses"). As each demo account: every menu item, then
 * the first row's target of every link column of each listing (or every link of a menu screen that is not a listing:
 * the dashboard, the tariffs), then every link of the record screens reached that way. The long walks are split by
 * menu item into tests that run side by side. The record screens' links are followed once for each kind of link on
 * each kind of screen (the tabs of one company stand for those of the next).
 */
import { setTestTimeout, test, type Page } from '../support/test';
import { resetServer, signInThroughApi, type Account } from '../support/demo';
import { expect, pathOf, settle } from './records-helpers';

/** Into how many tests each account's walk is split (by menu item), so that the long walks run side by side. */
const SHARDS = { owner: 2, admin: 4, member: 1 };

const DEAD_ENDS = ['/admin/not-found', '/admin/error', '/admin/not-allowed'];

/**
 * A path's shape: its ids replaced, so that the tabs of one company and of another are one kind of link. Each record
 * screen of a kind shows the same links with other ids: one of each kind, with a real id, is visited. For a tab that
 * proves the route; for a link to a related record it is a sample, as the listings' first rows are.
 */
const shapeOf = (path: string) => path.replace(/\/\d+(?=\/|$)/g, '/:id');

/** The in-app targets of the links inside `selector`, without the ones already seen. */
async function linksIn(page: Page, selector: string): Promise<string[]> {
  const hrefs = await page
    .locator(selector)
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [
    ...new Set(hrefs.filter((href) => href.startsWith('/admin/')).map((href) => href.split(/[?#]/)[0]!)),
  ];
}

/**
 * Opens `path` and reports where it ended. A fresh load each time: inside the app the router keeps the previous
 * screen on view while the next one loads, which would make "settled" ambiguous; the immutable chunks come from the
 * browser's cache, so a load stays quick.
 */
async function visit(page: Page, path: string): Promise<string> {
  await page.goto(path);
  await settle(page);
  return pathOf(page);
}

/**
 * Walks the panel from the menu items of one shard (every `shards`-th item from `shard`); answers the menu items it
 * walked and every in-app path it opened or met.
 */
async function walk(
  page: Page,
  shard: number,
  shards: number,
): Promise<{ walked: string[]; seen: Set<string> }> {
  await visit(page, '/admin/');
  // The menu is drawn once the first screen has shown (shell/src/app/first-screen.ts): waited for, then read.
  await expect(page.getByTestId('sidebar').locator('nav a').first()).toBeVisible();
  const menu = await linksIn(page, 'nav a');
  expect(menu.length, 'the menu has items').toBeGreaterThan(0);

  const dead: string[] = [];
  const seen = new Set<string>();
  const check = (target: string, ended: string, from: string) => {
    if (!DEAD_ENDS.includes(ended)) return true;
    dead.push(`${target} (linked from ${from}) ended on ${ended}`);
    return false;
  };

  const recordPages: { path: string; from: string }[] = [];
  // Links to the menu's own items are checked as menu items.
  for (const item of menu) seen.add(item);
  const follow = (targets: string[], from: string) => {
    for (const target of targets) {
      if (seen.has(target)) continue;
      seen.add(target);
      recordPages.push({ path: target, from });
    }
  };
  const walked = menu.filter((_, index) => index % shards === shard);
  for (const item of walked) {
    const ended = await visit(page, item);
    if (!check(item, ended, 'the menu')) continue;
    if ((await page.locator('main table').count()) === 0) {
      // A screen of its own (the dashboard, the company profile, the tariffs' cards): every link it shows.
      follow(await linksIn(page, 'main a'), item);
      continue;
    }
    // A listing: the first row's target of each link column.
    const rows = page.locator('table tbody tr:not([aria-hidden="true"])');
    if ((await rows.count()) === 0) continue;
    follow(await linksIn(page, 'table tbody tr:not([aria-hidden="true"]):first-child a'), item);
  }

  const recordLinks: { path: string; from: string }[] = [];
  const kinds = new Set<string>();
  for (const record of recordPages) {
    const ended = await visit(page, record.path);
    if (!check(record.path, ended, record.from)) continue;
    // The record screen's own links: back, tabs, related records; each kind once from each kind of screen.
    for (const target of await linksIn(page, 'main a')) {
      const kind = `${shapeOf(record.path)} -> ${shapeOf(target)}`;
      if (seen.has(target) || kinds.has(kind)) continue;
      seen.add(target);
      kinds.add(kind);
      recordLinks.push({ path: target, from: record.path });
    }
  }
  for (const link of recordLinks) {
    const ended = await visit(page, link.path);
    check(link.path, ended, link.from);
  }

  expect(dead, 'links that end on an error screen').toEqual([]);
  return { walked, seen };
}

test.describe('no link ends on /not-found', () => {
  test.beforeEach(async ({ request }) => {
    await resetServer(request);
  });

  for (const account of ['owner', 'admin', 'member'] as const satisfies readonly Account[]) {
    for (let shard = 0; shard < SHARDS[account]; shard += 1) {
      test(`as ${account}, part ${shard + 1} of ${SHARDS[account]}: the menu, the listings' link columns and the record screens' links`, async ({
        page,
      }) => {
        // Every screen is a full page load (see visit): some twenty a part, about two minutes on two busy cores.
        // Walking inside the app would be faster but needs a sure "settled" signal.
        setTestTimeout(240_000);
        await signInThroughApi(page, account);
        const { walked, seen } = await walk(page, shard, SHARDS[account]);
        expect(walked.length, 'menu items in this part').toBeGreaterThan(0);
        expect(seen.size).toBeGreaterThan(account === 'member' ? 2 : 5);
        if (account === 'owner') {
          // The company area's own screens are in the menu: its Overview, profile and tariffs.
          for (const path of ['/admin/client', '/admin/client/company', '/admin/client/tariffs'])
            expect(seen, path).toContain(path);
          // The part that walks the tariffs follows their cards' links to each tariff.
          if (walked.includes('/admin/client/tariffs'))
            expect([...seen].filter((path) => /^\/admin\/client\/tariffs\/\d+$/.test(path))).not.toEqual([]);
        }
      });
    }
  }
});
