import { expect, test } from '@playwright/test';
import { listingRegistry } from '../../server/src/api/listings/registry';
import { listingDefinitions } from '../../server/src/api/listings/definitions';
import {
  REMOTE_NAMES,
  SPEC_CLIENT_LISTINGS,
  SPEC_COMMON_LISTINGS,
  buildListingMap,
  listingTableMarkdown,
  loadLocale,
  navPlacements,
  permissionText,
  readRepoText,
  routeOf,
  translate,
} from './listing-map';

/*
 * No browser and no server: the registry of the contract server, the server's listing definitions and the
 * three remotes' nav.json files must describe the same 34 listings the same way, and docs/listings.md must
 * carry the table generated from them.
 */

const sorted = (names: Iterable<string>) => [...names].sort();

test.describe('listing registry and menus', () => {
  test('the registry holds exactly the listings of the contract, with the right scope', () => {
    const common = listingRegistry.filter((e) => e.scope === 'common').map((e) => e.name);
    const client = listingRegistry.filter((e) => e.scope === 'client').map((e) => e.name);
    expect(sorted(common)).toEqual(sorted(SPEC_COMMON_LISTINGS));
    expect(sorted(client)).toEqual(sorted(SPEC_CLIENT_LISTINGS));
    expect(listingRegistry).toHaveLength(34);
    // No name twice (a duplicate would shadow the second entry in findListing).
    expect(new Set(listingRegistry.map((e) => `${e.scope}/${e.name}`)).size).toBe(listingRegistry.length);
  });

  test('every registry listing has a server definition', () => {
    const missing = listingRegistry.filter((e) => !listingDefinitions.has(e.name)).map((e) => e.name);
    expect(missing).toEqual([]);
    expect(sorted(listingDefinitions.keys())).toEqual(sorted(listingRegistry.map((e) => e.name)));
  });

  test('every registry listing is opened by exactly one menu item, and every menu item names one', () => {
    const all = navPlacements();
    // A listing with an administrators' variant (every company's rows) has a second item, in the manage area,
    // behind that variant's permission.
    const isAdminVariant = (p: (typeof all)[number]) =>
      p.remote === 'manage' &&
      listingRegistry.some(
        (e) => e.name === p.item.listing.name && e.adminPermission && e.adminPermission === p.item.permission,
      );
    const placements = all.filter((p) => !isAdminVariant(p));
    const problems: string[] = [];
    for (const entry of listingRegistry) {
      const owners = placements.filter((p) => p.item.listing.name === entry.name);
      if (owners.length !== 1) {
        problems.push(
          `${entry.name}: in ${owners.length} menu items (${owners.map((o) => `${o.remote}${o.item.to}`).join(', ') || 'none'})`,
        );
      }
    }
    for (const { remote, item } of placements) {
      if (!listingRegistry.some((e) => e.name === item.listing.name)) {
        problems.push(`${remote}${item.to}: names "${item.listing.name}", which the registry does not know`);
      }
    }
    expect(problems).toEqual([]);
    expect(placements).toHaveLength(listingRegistry.length);
    // Each administrators' variant is in the manage menu once.
    expect(sorted(all.filter(isAdminVariant).map((p) => p.item.listing.name))).toEqual(
      sorted(listingRegistry.filter((e) => e.adminPermission).map((e) => e.name)),
    );
  });

  test('menu item and registry agree on scope, remote and administrator-only', () => {
    const problems: string[] = [];
    for (const row of buildListingMap()) {
      const { entry, placement } = row;
      if (!placement) continue; // reported by the test above
      const { remote, nav, item } = placement;
      if (item.listing.scope !== entry.scope)
        problems.push(`${entry.name}: scope ${item.listing.scope} ≠ ${entry.scope}`);
      if (remote !== entry.area)
        problems.push(`${entry.name}: shown by remote-${remote}, registry area ${entry.area}`);
      const menuAdminOnly = nav.area.adminOnly === true || item.adminOnly === true;
      if (menuAdminOnly !== entry.adminOnly) {
        problems.push(
          `${entry.name}: menu adminOnly ${menuAdminOnly}, registry adminOnly ${entry.adminOnly}`,
        );
      }
      // An area-wide permission (users.admin) must not contradict the item's.
      if (
        nav.area.permission &&
        typeof entry.permission === 'string' &&
        nav.area.permission !== entry.permission
      ) {
        problems.push(`${entry.name}: area permission ${nav.area.permission}, registry ${entry.permission}`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('menu item asks for the same single permission as the server', () => {
    const problems: string[] = [];
    for (const { entry, placement } of buildListingMap()) {
      if (!placement || typeof entry.permission !== 'string') continue;
      if (placement.item.permission !== entry.permission) {
        problems.push(
          `${entry.name}: menu "${placement.item.permission ?? '(none)'}", server "${entry.permission}"`,
        );
      }
    }
    expect(problems).toEqual([]);
  });

  test('menu item of an "any of" listing asks for one of the server\'s permissions (never a stricter or unrelated one)', () => {
    const problems: string[] = [];
    for (const { entry, placement } of buildListingMap()) {
      if (!placement || typeof entry.permission === 'string') continue;
      if (!placement.item.permission || !entry.permission.includes(placement.item.permission)) {
        problems.push(
          `${entry.name}: menu "${placement.item.permission ?? '(none)'}", server any of ${entry.permission.join(', ')}`,
        );
      }
    }
    expect(problems).toEqual([]);
  });

  test('menu admits exactly the users the server admits for "any of" listings', () => {
    const problems: string[] = [];
    for (const { entry, placement } of buildListingMap()) {
      if (!placement || typeof entry.permission === 'string') continue;
      const menu = placement.item.permission;
      const admitsSame = menu !== undefined && entry.permission.length === 1 && entry.permission[0] === menu;
      if (!admitsSame)
        problems.push(
          `${entry.name}: menu "${menu ?? '(none)'}", server ${permissionText(entry.permission)}`,
        );
    }
    expect(problems).toEqual([]);
  });

  test('routes are unique and every menu label is translated in ru and en', () => {
    const placements = navPlacements();
    const routes = placements.map((p) => routeOf(p.remote, p.item.to));
    expect(new Set(routes).size).toBe(routes.length);
    const missing: string[] = [];
    for (const remote of REMOTE_NAMES) {
      for (const lng of ['ru', 'en'] as const) {
        const messages = loadLocale(remote, lng);
        for (const { item } of placements.filter((p) => p.remote === remote)) {
          if (!translate(messages, item.labelKey)) missing.push(`${remote}/${lng}: ${item.labelKey}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  test('docs/listings.md carries the table generated from the registry and the menus', () => {
    const doc = readRepoText('docs/listings.md');
    const begin = '<!-- BEGIN listing-table (generated: e2e/tests/listings/print-listing-table.ts) -->';
    const end = '<!-- END listing-table -->';
    const from = doc.indexOf(begin);
    const to = doc.indexOf(end);
    expect(from, 'docs/listings.md has the BEGIN marker').toBeGreaterThanOrEqual(0);
    expect(to, 'docs/listings.md has the END marker').toBeGreaterThan(from);
    // Compared cell by cell, so that a formatter aligning the columns does not matter.
    const cells = (markdown: string) =>
      markdown
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line.startsWith('|') && !/^\|[\s|:-]+\|$/.test(line))
        .map((line) =>
          line
            .slice(1, -1)
            .split('|')
            .map((cell) => cell.trim()),
        );
    const table = cells(doc.slice(from + begin.length, to));
    expect(table).toEqual(cells(listingTableMarkdown()));
    expect(table).toHaveLength(listingRegistry.length + 1);
  });
});
