import { lazyScreen, type FeatureRoutes } from '@panel/shared-core/router';

const PixelListScreen = lazyScreen(() => import('./pixel-list-screen'));
const PixelFormScreen = lazyScreen(() => import('./pixel-form-screen'));

/** The pixels: the listing and the create and edit forms. */
export const featureRoutes: FeatureRoutes = () => [
  {
    path: 'pixels',
    children: [
      { index: true, element: <PixelListScreen /> },
      { path: 'new', element: <PixelFormScreen />, handle: { titleKey: 'pixels.new' } },
      { path: ':id/edit', element: <PixelFormScreen />, handle: { titleKey: 'pixels.edit' } },
    ],
  },
];
