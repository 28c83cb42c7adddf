import { expect, test } from '../support/test';
import { listingRegistry } from '@panel/reference-server/api/listings/registry';
import { adminVariants, listingDefinitions } from '@panel/reference-server/api/listings/definitions';
import { COMPANY_PERMISSIONS, MANAGE_PERMISSIONS } from '@panel/reference-server/api/permissions';
import { t, type Text } from '@panel/reference-server/api/i18n';
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
  test("an application's statuses are named in its listings as on its record screen", () => {
    for (const name of ['application', 'manage-application']) {
      const filter = listingDefinitions.get(name)?.filters?.find((f) => f.key === 'status');
      expect(filter?.options, name).toBeDefined();
      for (const lng of ['ru', 'en', 'ar'] as const) {
        const record = JSON.parse(readRepoText(`shared-domain/locales/${lng}/applications.json`)) as {
          status: Record<string, string>;
        };
        const labels = (filter!.options as { value: string; label: Text }[]).map((o) => [
          o.value,
          t(lng, o.label),
        ]);
        // "Активно" in both places: the shared words are masculine ("Активен", a user).
        expect(labels, `${name} (${lng})`).toEqual(labels.map(([value]) => [value, record.status[value!]]));
      }
    }
  });

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
    let checked = 0;
    for (const row of buildListingMap()) {
      const { entry, placement } = row;
      if (!placement) continue; // reported by the test above
      checked += 1;
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
    expect(checked).toBe(listingRegistry.length);
    expect(problems).toEqual([]);
  });

  test('every listing asks for one permission of the catalogue, a manage one exactly when it is administrator-only', () => {
    const company: readonly string[] = COMPANY_PERMISSIONS;
    const manage: readonly string[] = MANAGE_PERMISSIONS;
    const problems: string[] = [];
    for (const entry of listingRegistry) {
      // No entry uses an "any of" list today; one that does needs tests of its own (menu vs server).
      if (typeof entry.permission !== 'string') {
        problems.push(`${entry.name}: any of ${permissionText(entry.permission)}, expected one permission`);
        continue;
      }
      const expected = entry.adminOnly ? manage : company;
      if (!expected.includes(entry.permission)) {
        problems.push(
          `${entry.name}: ${entry.adminOnly ? 'administrator' : 'company'} listing behind "${entry.permission}"`,
        );
      }
    }
    expect(listingRegistry.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  test('menu item asks for the same permission as the server', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const { entry, placement } of buildListingMap()) {
      if (!placement) continue; // reported by the menu test above
      checked += 1;
      if (placement.item.permission !== entry.permission) {
        problems.push(
          `${entry.name}: menu "${placement.item.permission ?? '(none)'}", server "${permissionText(entry.permission)}"`,
        );
      }
    }
    expect(checked).toBe(listingRegistry.length);
    expect(problems).toEqual([]);
  });

  test("the administrators' variants: exactly the company listings with an adminPermission, behind a manage permission", () => {
    const manage: readonly string[] = MANAGE_PERMISSIONS;
    const withVariant = listingRegistry.filter((e) => e.adminPermission !== undefined);
    expect(withVariant.length).toBeGreaterThan(0);
    // Every variant is reachable (an entry names it) and every adminPermission has a variant to serve.
    expect(sorted(withVariant.map((e) => e.name))).toEqual(sorted(adminVariants.keys()));
    const problems: string[] = [];
    for (const entry of withVariant) {
      const permission = entry.adminPermission!;
      if (entry.adminOnly) problems.push(`${entry.name}: adminOnly, so the company variant is unreachable`);
      if (!manage.includes(permission))
        problems.push(`${entry.name}: adminPermission "${permission}" is not a manage permission`);
      if (permission === entry.permission)
        problems.push(`${entry.name}: adminPermission equals the company permission`);
      const variant = adminVariants.get(entry.name);
      if (variant?.name !== entry.name) problems.push(`${entry.name}: variant named "${variant?.name}"`);
      if (variant === listingDefinitions.get(entry.name))
        problems.push(`${entry.name}: variant is the company definition`);
    }
    expect(problems).toEqual([]);
  });

  test("the manage menu item of an administrators' variant asks for its adminPermission, for administrators only", () => {
    const withVariant = listingRegistry.filter((e) => e.adminPermission !== undefined);
    expect(withVariant.length).toBeGreaterThan(0);
    const placements = navPlacements();
    const problems: string[] = [];
    for (const entry of withVariant) {
      const items = placements.filter(
        (p) =>
          p.remote === 'manage' && p.item.listing.name === entry.name && p.item.listing.scope === entry.scope,
      );
      if (items.length !== 1) {
        problems.push(`${entry.name}: ${items.length} manage menu items`);
        continue;
      }
      const { nav, item } = items[0]!;
      if (item.permission !== entry.adminPermission)
        problems.push(
          `${entry.name}: manage menu "${item.permission ?? '(none)'}", server "${entry.adminPermission}"`,
        );
      // The server serves the variant to isAdmin users only; anyone else gets the company listing or 403.
      if (nav.area.adminOnly !== true && item.adminOnly !== true)
        problems.push(`${entry.name}: the manage menu item is open to non-administrators`);
    }
    expect(problems).toEqual([]);
  });

  test('routes are unique and every menu label is translated in ru and en', () => {
    const placements = navPlacements();
    expect(placements.length).toBeGreaterThan(0);
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
