import { lazyScreen, type FeatureRoutes } from '@panel/shared-core/router';

const CommentTemplateRecordScreen = lazyScreen(() => import('./comment-template-record-screen'));

/** The comment templates: the menu item's own listing, and a template's screen. */
export const featureRoutes: FeatureRoutes = ({ listing }) => [
  {
    path: 'comment-templates',
    children: [
      { index: true, element: listing('/comment-templates') },
      {
        path: ':id',
        element: <CommentTemplateRecordScreen />,
        handle: { titleKey: 'commentTemplates.record' },
      },
    ],
  },
];
