import { isListingItem, type ListingNavItem } from '@panel/shared-core';
import { lazyScreen, navRoutes, type RouteObject } from '@panel/shared-core/router';
import type { NavListingScreenProps } from '@panel/shared-core/listing';
import { nav } from './nav';
import * as funnels from './features/funnels/routes';
import * as notifications from './features/notifications/routes';
import * as push from './features/push-notifications/routes';
import * as telegramBots from './features/telegram-bots/routes';

/** Features that declare their own routes (each in its `routes.tsx`). */
const FEATURES = [push, funnels, telegramBots, notifications];

// The listing entry of shared-core is loaded with the first screen, not with the routes.
const NavListingScreen = lazyScreen<NavListingScreenProps>(() =>
  import('@panel/shared-core/listing').then((listing) => ({ default: listing.NavListingScreen })),
);
// Each screen is a chunk of its own, fetched when first opened.
const ApplicationsListScreen = lazyScreen(() => import('./features/applications/applications-list-screen'));
const ApplicationFormScreen = lazyScreen(() => import('./features/applications/application-form-screen'));
const ApplicationRecordScreen = lazyScreen(() => import('./features/applications/application-record-screen'));
const ApplicationOverviewTab = lazyScreen(() => import('./features/applications/application-overview-tab'));
const ApplicationCommentsTab = lazyScreen(() => import('./features/applications/application-comments-tab'));
const ApplicationInstallsTab = lazyScreen(() => import('./features/applications/application-installs-tab'));
const ApplicationStatisticsTab = lazyScreen(
  () => import('./features/applications/application-statistics-tab'),
);
const CommentTemplateScreen = lazyScreen(
  () => import('./features/comment-templates/comment-template-screen'),
);
const DashboardScreen = lazyScreen(() => import('./features/dashboard/dashboard-screen'));
const CompanyFormScreen = lazyScreen(() => import('./features/company/company-form-screen'));
const BalanceScreen = lazyScreen(() => import('./features/balance/balance-screen'));
const TariffsScreen = lazyScreen(() => import('./features/tariffs/tariffs-screen'));
const TariffScreen = lazyScreen(() => import('./features/tariffs/tariff-screen'));
const TeamScreen = lazyScreen(() => import('./features/team/team-screen'));
const MemberFormScreen = lazyScreen(() => import('./features/team/member-form-screen'));
const UserFormScreen = lazyScreen(() => import('./features/users/user-form-screen'));
const PixelsListScreen = lazyScreen(() => import('./features/pixels/pixels-list-screen'));
const PixelFormScreen = lazyScreen(() => import('./features/pixels/pixel-form-screen'));
const DomainsListScreen = lazyScreen(() => import('./features/domains/domains-list-screen'));
const DomainConnectScreen = lazyScreen(() => import('./features/domains/domain-connect-screen'));
const DomainScreen = lazyScreen(() => import('./features/domains/domain-screen'));
const StatisticsScreen = lazyScreen(() => import('./features/statistics/statistics-screen'));
const DetailedStatisticsScreen = lazyScreen(() => import('./features/statistics/detailed-statistics-screen'));

/** Menu items whose screens are declared below (the others are a listing each). */
const OWN_SCREENS = new Set([
  '/',
  '/company',
  '/tariffs',
  '/balance',
  '/applications',
  '/comment-templates',
  '/team',
  '/users',
  '/pixels',
  '/domains',
  '/statistics',
  '/statistics/detailed',
  ...FEATURES.flatMap((feature) => feature.ownPaths),
]);

const itemAt = (to: string): ListingNavItem => {
  const item = nav.items.find((candidate) => candidate.to === to);
  if (!item || !isListingItem(item)) throw new Error(`nav.json has no listing item ${to}`);
  return item;
};

/** The route handle of a menu item: its title and who may open it. */
const handleOf = (to: string) => {
  const item = nav.items.find((candidate) => candidate.to === to);
  if (!item) throw new Error(`nav.json has no item ${to}`);
  return { titleKey: item.labelKey, permission: item.permission };
};

/** Exposed as `./routes`: route objects relative to the area's mount point (docs/architecture.md). */
export const routes: RouteObject[] = [
  ...navRoutes(
    nav.items.filter(isListingItem).filter((item) => !OWN_SCREENS.has(item.to)),
    (item) => <NavListingScreen item={item} namespace={nav.namespace} />,
  ),
  ...FEATURES.flatMap((feature) => feature.featureRoutes),
  { index: true, element: <DashboardScreen />, handle: handleOf('/') },
  { path: 'company', element: <CompanyFormScreen />, handle: handleOf('/company') },
  { path: 'balance', element: <BalanceScreen />, handle: handleOf('/balance') },
  {
    path: 'tariffs',
    handle: handleOf('/tariffs'),
    children: [
      { index: true, element: <TariffsScreen /> },
      { path: ':id', element: <TariffScreen />, handle: { titleKey: 'tariffs.record' } },
    ],
  },
  {
    path: 'team',
    handle: handleOf('/team'),
    children: [
      { index: true, element: <TeamScreen /> },
      { path: 'new', element: <MemberFormScreen />, handle: { titleKey: 'team.new' } },
      { path: ':id/edit', element: <MemberFormScreen />, handle: { titleKey: 'team.edit' } },
    ],
  },
  {
    path: 'users',
    handle: handleOf('/users'),
    children: [
      {
        index: true,
        element: <NavListingScreen item={itemAt('/users')} namespace={nav.namespace} />,
      },
      { path: ':id/edit', element: <UserFormScreen />, handle: { titleKey: 'users.edit' } },
    ],
  },
  {
    path: 'pixels',
    handle: handleOf('/pixels'),
    children: [
      { index: true, element: <PixelsListScreen /> },
      { path: 'new', element: <PixelFormScreen />, handle: { titleKey: 'pixels.new' } },
      { path: ':id/edit', element: <PixelFormScreen />, handle: { titleKey: 'pixels.edit' } },
    ],
  },
  {
    path: 'domains',
    handle: handleOf('/domains'),
    children: [
      { index: true, element: <DomainsListScreen /> },
      { path: 'new', element: <DomainConnectScreen />, handle: { titleKey: 'domains.new' } },
      { path: ':id', element: <DomainScreen />, handle: { titleKey: 'domains.record' } },
    ],
  },
  { path: 'statistics', element: <StatisticsScreen />, handle: handleOf('/statistics') },
  {
    path: 'statistics/detailed',
    element: <DetailedStatisticsScreen />,
    handle: handleOf('/statistics/detailed'),
  },
  {
    path: 'applications',
    handle: { titleKey: 'nav.applications', permission: 'application.view' },
    children: [
      { index: true, element: <ApplicationsListScreen /> },
      {
        path: 'new',
        element: <ApplicationFormScreen />,
        handle: { titleKey: 'applications.new', permission: 'application.create' },
      },
      {
        path: ':id/edit',
        element: <ApplicationFormScreen />,
        handle: { titleKey: 'applications.edit', permission: 'application.update' },
      },
      {
        path: ':id',
        element: <ApplicationRecordScreen />,
        handle: { titleKey: 'applications.record' },
        children: [
          { index: true, element: <ApplicationOverviewTab /> },
          {
            path: 'comments',
            element: <ApplicationCommentsTab />,
            handle: { titleKey: 'applications.tabs.comments', permission: 'comment.manage' },
          },
          {
            path: 'installs',
            element: <ApplicationInstallsTab />,
            handle: { titleKey: 'applications.tabs.installs' },
          },
          {
            path: 'statistics',
            element: <ApplicationStatisticsTab />,
            handle: { titleKey: 'applications.tabs.statistics', permission: 'statistics.view' },
          },
        ],
      },
    ],
  },
  {
    path: 'comment-templates',
    handle: { titleKey: 'nav.commentTemplates', permission: 'comment.manage' },
    children: [
      {
        index: true,
        element: <NavListingScreen item={itemAt('/comment-templates')} namespace={nav.namespace} />,
      },
      { path: ':id', element: <CommentTemplateScreen />, handle: { titleKey: 'commentTemplates.record' } },
    ],
  },
];
