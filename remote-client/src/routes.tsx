import { lazyScreen, navRoutes, type RouteObject } from '@panel/shared-core/router';
import type { NavListingScreenProps } from '@panel/shared-core/listing';
import { nav } from './nav';

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

/** Menu items whose resource has screens of its own besides its listing (declared below). */
const RESOURCES = new Set(['/applications', '/comment-templates']);

const itemAt = (to: string) => {
  const item = nav.items.find((candidate) => candidate.to === to);
  if (!item) throw new Error(`nav.json has no item ${to}`);
  return item;
};

/** Exposed as `./routes`: route objects relative to the area's mount point (docs/architecture.md). */
export const routes: RouteObject[] = [
  ...navRoutes(
    nav.items.filter((item) => !RESOURCES.has(item.to)),
    (item) => <NavListingScreen item={item} namespace={nav.namespace} />,
  ),
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
