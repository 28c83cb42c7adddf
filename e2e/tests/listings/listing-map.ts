/**
 * The map "listing name → remote, route, API calls, permission" built from the two sources that must agree:
 * the contract server's registry (who may use which listing, where it is served) and the three remotes'
 * nav.json files (which screen shows it). No browser and no server: registry.spec.ts checks it, and
 * print-listing-table.ts prints the table of docs/listings.md from it.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { listingRegistry, type ListingRegistryEntry } from '@panel/reference-server/api/listings/registry';
import { listingDefinitions } from '@panel/reference-server/api/listings/definitions';

export const REMOTE_NAMES = ['client', 'manage', 'users'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Where each remote is mounted in the shell (docs/product.md, "Addresses"). */
export const MOUNTS: Record<RemoteName, string> = {
  client: '/admin/client',
  manage: '/admin/manage',
  users: '/admin/users',
};

/** The listing names of docs/api-contract.md: 30 under /common/listing, 4 client-scoped under /client/listing. */
export const SPEC_COMMON_LISTINGS = [
  'application',
  'pwa-client',
  'permissions',
  'all-users',
  'roles',
  'pixels',
  'company',
  'manage-application',
  'bots',
  'notifications',
  'template-notifications',
  'statistics',
  'detailed-statistics',
  'manage-application-statistics',
  'manage-detailed-statistics',
  'push-templates',
  'push-single-notifications',
  'push-regular-notifications',
  'push-notifications-statistic',
  'onesignal-funnels',
  'onesignal-funnels-templates',
  'onesignal-single-notifications',
  'system-funnels',
  'system-funnels-templates',
  'tariff-subscription-tiers',
  'comment-template',
  'referral-links',
  'application-comments',
  'manage-application-comment',
  'manage-company-balance-transactions',
] as const;
export const SPEC_CLIENT_LISTINGS = ['user', 'team', 'domains', 'company-balance-transactions'] as const;

export interface NavItemJson {
  to: string;
  labelKey: string;
  icon?: string;
  groupKey?: string;
  listing: { name: string; scope: 'common' | 'client' };
  permission?: string;
  adminOnly?: boolean;
}

export interface NavJson {
  namespace: string;
  area: { adminOnly?: boolean; permission?: string };
  /** Listing items, and items of a screen of the remote's own (a dashboard, a profile) without `listing`. */
  items: (NavItemJson | Omit<NavItemJson, 'listing'>)[];
}

const opensListing = (item: NavJson['items'][number]): item is NavItemJson =>
  'listing' in item && !!item.listing;

const repoFile = (relative: string): string =>
  fileURLToPath(new URL(`../../../${relative}`, import.meta.url));

export function readJson<T>(relative: string): T {
  return JSON.parse(readFileSync(repoFile(relative), 'utf8')) as T;
}

export function readRepoText(relative: string): string {
  return readFileSync(repoFile(relative), 'utf8');
}

export function loadNav(remote: RemoteName): NavJson {
  return readJson<NavJson>(`remote-${remote}/src/nav.json`);
}

/** A remote's translations of one language (its namespace file). */
export function loadLocale(remote: RemoteName, lng: 'ru' | 'en'): Record<string, unknown> {
  return readJson<Record<string, unknown>>(`remote-${remote}/src/locales/${lng}/${remote}.json`);
}

/** `nav.applications` in `{ nav: { applications: "…" } }`, or undefined. */
export function translate(messages: Record<string, unknown>, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export interface NavPlacement {
  remote: RemoteName;
  nav: NavJson;
  item: NavItemJson;
}

/** Every menu item of the three remotes that opens a listing. */
export function navPlacements(): NavPlacement[] {
  return REMOTE_NAMES.flatMap((remote) => {
    const nav = loadNav(remote);
    return nav.items.filter(opensListing).map((item) => ({ remote, nav, item }));
  });
}

/** The browser route of a menu item: the mount plus `to` (`/` is the mount itself). */
export function routeOf(remote: RemoteName, to: string): string {
  return to === '/' ? MOUNTS[remote] : `${MOUNTS[remote]}${to}`;
}

export function permissionText(permission: string | readonly string[] | undefined): string {
  if (permission === undefined) return '—';
  return typeof permission === 'string' ? permission : permission.join(' or ');
}

export interface ListingMapRow {
  entry: ListingRegistryEntry;
  placement: NavPlacement | undefined;
  route: string | undefined;
  labelRu: string | undefined;
  labelEn: string | undefined;
  aggregations: boolean;
  settingsCall: string;
  dataCall: string;
  aggregationsCall: string | null;
}

/** One row per registry entry, in the registry's order, with the menu item that shows it (if any). */
export function buildListingMap(): ListingMapRow[] {
  const placements = navPlacements();
  const locales = Object.fromEntries(
    REMOTE_NAMES.map((remote) => [remote, { ru: loadLocale(remote, 'ru'), en: loadLocale(remote, 'en') }]),
  ) as Record<RemoteName, { ru: Record<string, unknown>; en: Record<string, unknown> }>;
  return listingRegistry.map((entry) => {
    const placement = placements.find((p) => p.item.listing.name === entry.name);
    const base = `/api/${entry.scope}/listing/${entry.name}`;
    const aggregations = listingDefinitions.get(entry.name)?.aggregations === true;
    return {
      entry,
      placement,
      route: placement ? routeOf(placement.remote, placement.item.to) : undefined,
      labelRu: placement ? translate(locales[placement.remote].ru, placement.item.labelKey) : undefined,
      labelEn: placement ? translate(locales[placement.remote].en, placement.item.labelKey) : undefined,
      aggregations,
      settingsCall: `GET ${base}/settings`,
      dataCall: `POST ${base}/data`,
      aggregationsCall: aggregations ? `POST ${base}/aggregations` : null,
    };
  });
}

/** The table of docs/listings.md (markdown), generated from buildListingMap(). */
export function listingTableMarkdown(rows: ListingMapRow[] = buildListingMap()): string {
  const header = [
    '| # | listing | scope | remote | route | menu (ru / en) | API calls | permission | adminOnly | aggregations |',
    '| - | ------- | ----- | ------ | ----- | -------------- | --------- | ---------- | --------- | ------------ |',
  ];
  const lines = rows.map((row, i) => {
    const { entry } = row;
    const calls = [row.settingsCall, row.dataCall, row.aggregationsCall]
      .filter((call): call is string => call !== null)
      .map((call) => `\`${call}\``)
      .join('<br>');
    const cells = [
      String(i + 1),
      `\`${entry.name}\``,
      entry.scope,
      row.placement ? row.placement.remote : '**missing**',
      row.route ? `\`${row.route}\`` : '**no menu item**',
      row.labelRu && row.labelEn ? `${row.labelRu} / ${row.labelEn}` : '—',
      calls,
      `\`${permissionText(entry.permission)}\``,
      entry.adminOnly ? 'yes' : 'no',
      row.aggregations ? 'yes' : 'no',
    ];
    return `| ${cells.join(' | ')} |`;
  });
  return [...header, ...lines].join('\n');
}
