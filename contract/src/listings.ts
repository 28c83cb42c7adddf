/**
 * The listing calls (docs/api-contract.md, "Listings"): `GET …/{name}/settings`, `POST …/{name}/data` and
 * `POST …/{name}/aggregations`: the column and filter types and the page sizes a listing offers. Shapes:
 * schemas/listings.ts.
 */

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
] as const;
export type ListingFilterType = (typeof LISTING_FILTER_TYPES)[number];

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
