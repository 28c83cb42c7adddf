/**
 * Deterministic seed: the same PRNG seed and the same `now` always give the same store. Dates are relative to
 * `store.now` (the server's start), so "last 30 days" filters always find data.
 *
 * One seeder per entity (seed/*.ts), all drawing from one generator: they run in this order, and moving one (or a
 * draw inside one) changes every value drawn after it, which the screenshot baselines and the API tests rely on.
 *
 * Volumes (a listing must fill a 1,000-row page and have a next one: `large-page.spec.ts` in
 * docs/listings.md): ~1,000 small companies plus three named ones; Acme Apps (id 1) owns 1,200 applications;
 * ~1,050 users; ~6,000 daily statistics rows.
 */
import type { Store } from './store';
import { seedApplications } from './seed/applications';
import { seedBots } from './seed/bots';
import { seedCommentTemplates } from './seed/comment-templates';
import { seedCompanies } from './seed/companies';
import { ACME_COMPANY_ID, seedContext } from './seed/context';
import { seedCompanyDomains, seedPlatformDomains } from './seed/domains';
import {
  seedOneSignalFunnelTemplates,
  seedOneSignalFunnels,
  seedOneSignalSingles,
  seedSystemFunnelTemplates,
  seedSystemFunnels,
} from './seed/funnels';
import { seedInvitations } from './seed/invitations';
import { seedNotificationTemplates, seedNotifications } from './seed/notifications';
import { seedPixels } from './seed/pixels';
import { seedPushNotifications, seedPushTemplates } from './seed/push';
import { seedReferralLinks } from './seed/referral-links';
import { seedRoles } from './seed/roles';
import { seedSystemCommentSets } from './seed/system-comment-sets';
import { seedTariffs } from './seed/tariffs';
import { seedTraffic } from './seed/traffic';
import { seedTransactions } from './seed/transactions';
import { seedUsers } from './seed/users';

export {
  ACME_COMPANY_ID,
  AVATAR_COUNT,
  ICON_COUNT,
  ROLE_IDS,
  avatarUrl,
  iconUrl,
  screenUrl,
} from './seed/context';

export function seed(now: number): Store {
  const ctx = seedContext(now);
  const { store } = ctx;
  seedRoles(ctx);
  seedTariffs(ctx);
  seedCompanies(ctx);
  const owner = seedUsers(ctx);
  seedInvitations(ctx, owner.id);
  seedReferralLinks(ctx, owner.id);
  const pixelsByCompany = seedPixels(ctx);
  // With each application: its domain and its comments.
  seedApplications(ctx, pixelsByCompany);
  seedCompanyDomains(ctx);
  const acmeLive = store.applications.rows.filter(
    (a) => a.company_id === ACME_COMPANY_ID && a.status === 'active',
  );
  seedTraffic(ctx, acmeLive);
  seedCommentTemplates(ctx);
  seedTransactions(ctx);
  const acmeIds = acmeLive.map((a) => a.id);
  seedPushTemplates(ctx);
  seedPushNotifications(ctx, acmeIds);
  seedOneSignalFunnelTemplates(ctx);
  seedOneSignalFunnels(ctx, acmeIds);
  seedOneSignalSingles(ctx, acmeIds);
  seedSystemFunnelTemplates(ctx);
  seedSystemFunnels(ctx);
  seedBots(ctx);
  seedNotifications(ctx);
  seedNotificationTemplates(ctx);
  seedSystemCommentSets(ctx);
  seedPlatformDomains(ctx);
  return store;
}
