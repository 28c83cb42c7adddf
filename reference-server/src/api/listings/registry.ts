/**
 * THE table of listings (docs/api-contract.md): which names exist, where they are served, which front-end area owns them
 * and which permission they need. Columns and rows live in definitions/*.ts; this file has no imports so that
 * docs and browser tests can use it cheaply.
 *
 * - scope `common` → `/api/common/listing/{name}/...`; scope `client` → `/api/client/listing/{name}/...`
 * - area: the remote that shows the listing (`client`, `manage`, `users`)
 * - permission: one name, or a list meaning "any of these"
 * - adminOnly: the user must also have isAdmin; company listings are scoped to the user's company instead
 */
export type ListingScope = 'common' | 'client';
export type ListingArea = 'client' | 'manage' | 'users';

export interface ListingRegistryEntry {
  name: string;
  scope: ListingScope;
  area: ListingArea;
  permission: string | readonly string[];
  adminOnly: boolean;
  /**
   * A company listing that administrators with this manage permission may read too: they get its platform-wide
   * variant (definitions.ts `adminVariants`), every company's rows with the company named.
   */
  adminPermission?: string;
}

const company = (
  name: string,
  permission: string | readonly string[],
  scope: ListingScope = 'common',
): ListingRegistryEntry => ({
  name,
  scope,
  area: 'client',
  permission,
  adminOnly: false,
});
const admin = (name: string, permission: string, area: ListingArea = 'manage'): ListingRegistryEntry => ({
  name,
  scope: 'common',
  area,
  permission,
  adminOnly: true,
});

export const listingRegistry: readonly ListingRegistryEntry[] = [
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
];

export function findListing(scope: ListingScope, name: string): ListingRegistryEntry | undefined {
  return listingRegistry.find((entry) => entry.scope === scope && entry.name === name);
}
