/**
 * The listing calls (docs/api-contract.md, "Listings"): `GET …/{name}/settings`, `POST …/{name}/data` and
 * `POST …/{name}/aggregations`: the column and filter types and the page sizes a listing offers. Shapes:
 * schemas/listings.ts.
 */

import { applicationChoiceCalls } from './application-choices';
import { defineCalls } from './define';
import type { PermissionName } from './permissions';
import type { SchemaTypes } from './schemas/define';
import type { listingSchemas } from './schemas/listings';

export type {
  DateRangeFilter,
  ListingAction,
  ListingActionMethod,
  ListingAggregations,
  ListingAggregationsBody,
  ListingBulkAction,
  ListingBulkAnswer,
  ListingBulkBody,
  ListingColumn,
  ListingFilter,
  ListingFilterValue,
  ListingMeta,
  ListingOption,
  ListingPage,
  ListingQuery,
  ListingQueryBody,
  ListingRow,
  ListingSettings,
  ListingSort,
  ListingTotalValues,
  NumberRangeFilter,
  SortDirection,
} from './schemas/listings';

export const LISTING_COLUMN_TYPES = [
  'text',
  'id',
  'number',
  'money',
  'date',
  'datetime',
  'boolean',
  'status',
  'link',
  'image',
  'tags',
] as const;
export type ListingColumnType = (typeof LISTING_COLUMN_TYPES)[number];

export const LISTING_FILTER_TYPES = [
  'text',
  'select',
  'multiselect',
  'date-range',
  'number-range',
  'boolean',
  'remote-choice',
] as const;
export type ListingFilterType = (typeof LISTING_FILTER_TYPES)[number];

/**
 * The searches a `remote-choice` filter may name (its settings' `choices.call`, by operationId): the filter's
 * choices are too many to ship with the settings (a company's thousand applications), so the panel asks this call as
 * the user types (`?search=`) and names the chosen ones by their ids (`?ids=12,40`). Each answers
 * `{ data: [{ value, label, status? }], total }`. One table, so that the server names a call the panel knows.
 */
export const LISTING_CHOICE_CALLS = {
  'application-choices.search': applicationChoiceCalls.search,
} as const;
export type ListingChoiceCall = keyof typeof LISTING_CHOICE_CALLS;
export const LISTING_CHOICE_CALL_NAMES = Object.keys(LISTING_CHOICE_CALLS) as [
  ListingChoiceCall,
  ...ListingChoiceCall[],
];

/** The page sizes a listing offers (settings `perPageOptions`); any other `perPage` answers 422. */
export const PER_PAGE_OPTIONS = [10, 25, 50, 100, 500, 1000] as const;

// ---------------------------------------------------------------------------------------------------------------
// The table of listings: which names exist, where they are served, which area of the panel shows them and which
// permission they need. The reference server serves it (reference-server/src/api/listings), the conformance check reads
// every listing the account may use from it, and the document names each scope's listings.
//
// - scope `common` → `/common/listing/{name}/...`; scope `client` → `/client/listing/{name}/...`
// - area: the remote that shows the listing (`client`, `manage`, `users`)
// - permission: one name, or a list meaning "any of these"
// - adminOnly: the user must also have isAdmin; company listings are scoped to the user's company instead

export type ListingScope = 'common' | 'client';
export type ListingArea = 'client' | 'manage' | 'users';

export interface ListingRegistryEntry {
  name: string;
  scope: ListingScope;
  area: ListingArea;
  permission: PermissionName | readonly PermissionName[];
  adminOnly: boolean;
  /**
   * A company listing that administrators with this manage permission may read too: they get its platform-wide
   * variant (definitions.ts `adminVariants`), every company's rows with the company named.
   */
  adminPermission?: PermissionName;
}

const company = (
  name: string,
  permission: PermissionName | readonly PermissionName[],
  scope: ListingScope = 'common',
): ListingRegistryEntry => ({
  name,
  scope,
  area: 'client',
  permission,
  adminOnly: false,
});
const admin = (
  name: string,
  permission: PermissionName,
  area: ListingArea = 'manage',
): ListingRegistryEntry => ({
  name,
  scope: 'common',
  area,
  permission,
  adminOnly: true,
});

// An IIFE marked pure: a page that imports the contract but not the table (every page) drops it whole.
export const listingRegistry: readonly ListingRegistryEntry[] = /*#__PURE__*/ (() => [
  // company listings, /common/listing/{name}
  company('application', 'application.view'),
  company('pwa-client', 'application.view'),
  company('pixels', 'pixel.manage'),
  { ...company('bots', 'bot.manage'), adminPermission: 'manage.companies' },
  company('notifications', 'notification.manage'),
  company('statistics', 'statistics.view'),
  company('detailed-statistics', 'statistics.view'),
  company('push-single-notifications', 'push.manage'),
  company('push-regular-notifications', 'push.manage'),
  company('push-notifications-statistic', 'push.manage'),
  company('onesignal-funnels', 'funnel.manage'),
  company('onesignal-single-notifications', 'funnel.manage'),
  company('system-funnels', 'funnel.manage'),
  company('comment-template', 'comment.manage'),
  company('application-comments', 'comment.manage'),
  { ...company('referral-links', 'referral.view'), adminPermission: 'manage.referrals' },
  // administrator listings, /common/listing/{name}
  admin('company', 'manage.companies'),
  admin('manage-application', 'manage.applications'),
  admin('manage-application-comment', 'manage.applications'),
  admin('manage-company-balance-transactions', 'manage.companies'),
  admin('manage-application-statistics', 'manage.statistics'),
  admin('manage-detailed-statistics', 'manage.statistics'),
  admin('roles', 'manage.roles'),
  admin('permissions', 'manage.roles'),
  admin('all-users', 'users.admin', 'users'),
  admin('tariff-subscription-tiers', 'manage.tariffs'),
  admin('template-notifications', 'manage.templates'),
  admin('push-templates', 'manage.templates'),
  admin('onesignal-funnels-templates', 'manage.templates'),
  admin('system-funnels-templates', 'manage.templates'),
  // client-scoped listings, /client/listing/{name}
  company('user', 'user.manage', 'client'),
  company('team', 'team.manage', 'client'),
  { ...company('domains', 'domain.manage', 'client'), adminPermission: 'manage.domains' },
  // The balance and its history belong to whoever may deposit (the menu gates /client/balance the same way).
  company('company-balance-transactions', 'company.deposit', 'client'),
])();

export function findListing(scope: ListingScope, name: string): ListingRegistryEntry | undefined {
  return listingRegistry.find((entry) => entry.scope === scope && entry.name === name);
}

/**
 * The listing calls, for every name of the table: any signed-in user may call them, and the listing's own permission
 * decides (403 without it, 404 for a name the table lacks).
 */
export const listingCalls = /*#__PURE__*/ defineCalls<SchemaTypes<typeof listingSchemas>>()(
  'listings',
  'user',
  {
    commonSettings: 'GET /common/listing/{name}/settings',
    commonData: { route: 'POST /common/listing/{name}/data', reads: true },
    commonAggregations: { route: 'POST /common/listing/{name}/aggregations', reads: true },
    commonBulk: 'POST /common/listing/{name}/bulk/{action}',
    clientSettings: 'GET /client/listing/{name}/settings',
    clientData: { route: 'POST /client/listing/{name}/data', reads: true },
    clientAggregations: { route: 'POST /client/listing/{name}/aggregations', reads: true },
  },
);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const DECIMAL = /^-?\d+(\.\d+)?$/;

/** What a cell of each column type holds (null is an empty cell). */
const CELL_FITS: Record<ListingColumnType, (value: unknown) => boolean> = {
  id: (value) => typeof value === 'number' || typeof value === 'string',
  text: (value) => typeof value === 'string' || typeof value === 'number',
  number: (value) => typeof value === 'number',
  money: (value) => (typeof value === 'string' && DECIMAL.test(value)) || typeof value === 'number',
  date: (value) => typeof value === 'string' && DAY.test(value),
  datetime: (value) => typeof value === 'string' && MOMENT.test(value),
  boolean: (value) => typeof value === 'boolean',
  status: (value) => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean',
  link: (value) => typeof value === 'string' || typeof value === 'number',
  image: (value) => typeof value === 'string',
  tags: (value) => Array.isArray(value) && value.every((tag) => typeof tag === 'string'),
};

const CELL_EXPECTED: Record<ListingColumnType, string> = {
  id: 'a number or a string',
  text: 'a text',
  number: 'a number',
  money: 'a decimal string',
  date: 'a YYYY-MM-DD day',
  datetime: 'an ISO 8601 time',
  boolean: 'true or false',
  status: 'a value',
  link: 'a text',
  image: 'an image address',
  tags: 'a list of texts',
};

/**
 * Whether a page's rows agree with the listing's settings: each row has its `id` and, for every column, a value of the
 * column's type or null. The first disagreement, or null. The panel draws rows by their settings, so a backend whose
 * rows disagree shows empty or wrong cells; the conformance check and the reference server's tests hold every page to
 * this.
 */
export function listingRowProblem(
  columns: readonly { key: string; type: ListingColumnType }[],
  rows: readonly Record<string, unknown>[],
): string | null {
  for (const [index, row] of rows.entries()) {
    if (typeof row.id !== 'number' && typeof row.id !== 'string') return `row ${index + 1} has no id`;
    for (const column of columns) {
      const value = row[column.key];
      if (value === undefined) return `row ${index + 1} has no \`${column.key}\` (a ${column.type} column)`;
      if (value !== null && !CELL_FITS[column.type](value))
        return `row ${index + 1}: \`${column.key}\` should be ${CELL_EXPECTED[column.type]} (a ${column.type} column), not ${JSON.stringify(value).slice(0, 40)}`;
    }
  }
  return null;
}
