/** Listing name → definition (columns, filters, rows). The registry (registry.ts) says who may use each. */
import type { ListingDef } from './types';
import * as client from './defs/client';
import * as manage from './defs/manage';
import * as stats from './defs/statistics';

const all: ListingDef[] = [
  client.applicationListing,
  client.pwaClientListing,
  client.pixelsListing,
  client.botsListing,
  client.notificationsListing,
  client.pushSingleListing,
  client.pushRegularListing,
  client.pushStatisticListing,
  client.oneSignalFunnelsListing,
  client.oneSignalSingleListing,
  client.systemFunnelsListing,
  client.commentTemplateListing,
  client.applicationCommentsListing,
  client.referralLinksListing,
  client.userListing,
  client.teamListing,
  client.domainsListing,
  client.companyTransactionsListing,
  stats.statisticsListing,
  stats.detailedStatisticsListing,
  stats.manageApplicationStatisticsListing,
  stats.manageDetailedStatisticsListing,
  manage.companyListing,
  manage.manageApplicationListing,
  manage.manageCommentListing,
  manage.manageTransactionsListing,
  manage.rolesListing,
  manage.permissionsListing,
  manage.allUsersListing,
  manage.tiersListing,
  manage.notificationTemplatesListing,
  manage.pushTemplatesListing,
  manage.oneSignalTemplatesListing,
  manage.systemFunnelTemplatesListing,
];

export const listingDefinitions: ReadonlyMap<string, ListingDef> = new Map(all.map((def) => [def.name, def]));

/**
 * What administrators read under a company listing's name (registry `adminPermission`): the platform-wide variant,
 * same name, its own columns and actions.
 */
export const adminVariants: ReadonlyMap<string, ListingDef> = new Map([
  [manage.manageBotsListing.name, manage.manageBotsListing],
  [manage.manageReferralLinksListing.name, manage.manageReferralLinksListing],
  [manage.manageDomainsListing.name, manage.manageDomainsListing],
]);
