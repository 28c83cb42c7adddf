import { lazyScreen, navRoutes, type RouteObject } from '@panel/shared-core/router';
import type { NavListingScreenProps } from '@panel/shared-core/listing';
import { nav } from './nav';

// The listing entry of shared-core is loaded with the first screen, not with the routes.
const NavListingScreen = lazyScreen<NavListingScreenProps>(() =>
  import('@panel/shared-core/listing').then((listing) => ({ default: listing.NavListingScreen })),
);
// Each screen is a chunk of its own, fetched when first opened.
const ApplicationRecordScreen = lazyScreen(() => import('./features/applications/application-record-screen'));
const ApplicationFormScreen = lazyScreen(() => import('./features/applications/application-form-screen'));
const ApplicationOverviewTab = lazyScreen(() => import('./features/applications/application-overview-tab'));
const ApplicationCommentsTab = lazyScreen(() => import('./features/applications/application-comments-tab'));

const itemAt = (to: string) => {
  const item = nav.items.find((candidate) => candidate.to === to);
  if (!item) throw new Error(`nav.json has no item ${to}`);
  return item;
};

/** Exposed as `./routes`: route objects relative to the area's mount point (docs/architecture.md). */
export const routes: RouteObject[] = [
  ...navRoutes(
    nav.items.filter((item) => item.to !== '/applications'),
    (item) => <NavListingScreen item={item} namespace={nav.namespace} />,
  ),
  {
    path: 'applications',
    handle: { titleKey: 'nav.applications', permission: 'manage.applications', adminOnly: true },
    children: [
      {
        index: true,
        element: <NavListingScreen item={itemAt('/applications')} namespace={nav.namespace} />,
      },
      {
        path: ':id/edit',
        element: <ApplicationFormScreen />,
        handle: { titleKey: 'applications.edit', permission: 'manage.applications', adminOnly: true },
      },
      {
        path: ':id',
        element: <ApplicationRecordScreen />,
        handle: { titleKey: 'applications.record', permission: 'manage.applications', adminOnly: true },
        children: [
          { index: true, element: <ApplicationOverviewTab /> },
          {
            path: 'comments',
            element: <ApplicationCommentsTab />,
            handle: {
              titleKey: 'applications.tabs.comments',
              permission: 'manage.applications',
              adminOnly: true,
            },
          },
        ],
      },
    ],
  },
];
