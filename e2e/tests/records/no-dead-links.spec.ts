/**
 * No link of the panel ends on /not-found (docs/product.md, "Addresses"). As each demo account: every menu item, then
 * the first row's target of every link column of each listing (or every link of a menu screen that is not a listing:
 * the dashboard, the tariffs), then every link of the record screens reached that way. Screens that later work will
 * build are in ONE allow-list below, each entry naming its resource; an entry that no longer matches a dead link fails
 * the test, so the list only shrinks.
 */
import { test, type Page } from '../support/test';
import { resetServer, signInThroughApi, type Account } from '../support/demo';
import { expect, pathOf, settle } from './records-helpers';

interface Pending {
  resource: string;
  /** The account whose run must meet it (so that a stale entry is noticed). */
  account: Account;
  path: RegExp;
}

/** Record screens not built yet, each with the resource it belongs to. Remove an entry when its screens land. */
const NOT_BUILT_YET: Pending[] = [];

const DEAD_ENDS = ['/admin/not-found', '/admin/error', '/admin/not-allowed'];

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

/** Walks the panel as `account`; answers every in-app path it opened or met. */
async function walk(page: Page, account: Account): Promise<Set<string>> {
  await visit(page, '/admin/');
  const menu = await linksIn(page, 'nav a');
  expect(menu.length, 'the menu has items').toBeGreaterThan(0);

  const dead: string[] = [];
  const allowedDead = new Set<string>();
  const seen = new Set<string>();
  const check = (target: string, ended: string, from: string) => {
    if (!DEAD_ENDS.includes(ended)) return true;
    const pending = NOT_BUILT_YET.find((entry) => entry.path.test(target));
    if (pending && ended === '/admin/not-found') {
      allowedDead.add(pending.resource);
      return false;
    }
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
  for (const item of menu) {
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
  for (const record of recordPages) {
    const ended = await visit(page, record.path);
    if (!check(record.path, ended, record.from)) continue;
    // The record screen's own links: back, tabs, related records.
    for (const target of await linksIn(page, 'main a')) {
      if (seen.has(target)) continue;
      seen.add(target);
      recordLinks.push({ path: target, from: record.path });
    }
  }
  for (const link of recordLinks) {
    const ended = await visit(page, link.path);
    check(link.path, ended, link.from);
  }

  expect(dead, 'links that end on an error screen').toEqual([]);
  const stale = NOT_BUILT_YET.filter(
    (entry) => entry.account === account && !allowedDead.has(entry.resource),
  );
  expect(
    stale.map((entry) => entry.resource),
    'allow-listed resources whose links work now (remove them from NOT_BUILT_YET)',
  ).toEqual([]);
  return seen;
}

test.describe('no link ends on /not-found', () => {
  test.beforeEach(async ({ request }) => {
    await resetServer(request);
  });

  for (const account of ['owner', 'admin', 'member'] as const) {
    test(`as ${account}: the menu, the listings' link columns and the record screens' links`, async ({
      page,
    }) => {
      // Every screen is a full page load (see visit): some forty as the owner and more as the administrator, about
      // five minutes on two busy cores. Walking inside the app would be faster but needs a sure "settled" signal.
      test.setTimeout(480_000);
      await signInThroughApi(page, account);
      const visited = await walk(page, account);
      expect(visited.size).toBeGreaterThan(account === 'member' ? 2 : 10);
      if (account === 'owner') {
        // The company area's own screens are in the walk: its menu's Overview, profile and tariffs, and the tariffs'
        // cards' links to each tariff.
        for (const path of ['/admin/client', '/admin/client/company', '/admin/client/tariffs'])
          expect(visited, path).toContain(path);
        expect([...visited].filter((path) => /^\/admin\/client\/tariffs\/\d+$/.test(path))).not.toEqual([]);
      }
    });
  }
});
