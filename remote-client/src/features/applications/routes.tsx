import { lazyScreen, type FeatureRoutes } from '@panel/shared-core/router';
import { prefetchApplication } from '@panel/shared-domain/applications';

// Each screen is a chunk of its own, fetched when first opened.
const ApplicationListScreen = lazyScreen(() => import('./application-list-screen'));
// Both screens of an application ask for its record beside their code, not after it (`prefetchApplication`):
// the record screen reads the same `edit` answer under the same key (`useRecord`), and the same texts.
const ApplicationFormScreen = lazyScreen(() => import('./application-form-screen'), {
  prefetch: prefetchApplication('client'),
});
const ApplicationRecordScreen = lazyScreen(() => import('./application-record-screen'), {
  prefetch: prefetchApplication('client'),
});
const ApplicationOverviewTab = lazyScreen(() => import('./application-overview-tab'));
const ApplicationCommentsTab = lazyScreen(() => import('./application-comments-tab'));
const ApplicationInstallsTab = lazyScreen(() => import('./application-installs-tab'));
const ApplicationStatisticsTab = lazyScreen(() => import('./application-statistics-tab'));

/**
 * The applications: the listing, the create and edit forms, and an application's record screen with its tabs. The
 * menu item gates them all (application.view); a form or tab that needs more names its own permission.
 */
export const featureRoutes: FeatureRoutes = () => [
  {
    path: 'applications',
    children: [
      { index: true, element: <ApplicationListScreen /> },
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
        // The listing's rows lead here, and the record shown loads no form library: its code comes once the listing
        // is shown and the browser is idle (docs/performance.md, "Fourteenth pass").
        handle: { titleKey: 'applications.record', preloadWhenIdle: true },
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
];
