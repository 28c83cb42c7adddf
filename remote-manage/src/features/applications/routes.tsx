import { lazyScreen, type FeatureRoutes } from '@panel/shared-core/router';
import { prefetchApplication } from '@panel/shared-domain/applications';

// Each screen is a chunk of its own, fetched when first opened; the record's call leaves beside the code.
const ApplicationRecordScreen = lazyScreen(() => import('./application-record-screen'), {
  prefetch: prefetchApplication('manage'),
});
const ApplicationFormScreen = lazyScreen(() => import('./application-form-screen'), {
  prefetch: prefetchApplication('manage'),
});
const ApplicationOverviewTab = lazyScreen(() => import('./application-overview-tab'));
const ApplicationCommentsTab = lazyScreen(() => import('./application-comments-tab'));

/** Every company's applications: the menu item's own listing, an application's record screen and its edit form. */
export const featureRoutes: FeatureRoutes = ({ listing }) => [
  {
    path: 'applications',
    children: [
      { index: true, element: listing('/applications') },
      { path: ':id/edit', element: <ApplicationFormScreen />, handle: { titleKey: 'applications.edit' } },
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
            handle: { titleKey: 'applications.tabs.comments' },
          },
        ],
      },
    ],
  },
];
