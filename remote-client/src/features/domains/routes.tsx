import { lazyScreen, type FeatureRoutes } from '@panel/shared-core/router';

// Each screen is a chunk of its own, fetched when first opened.
const DomainListScreen = lazyScreen(() => import('./domain-list-screen'));
const DomainFormScreen = lazyScreen(() => import('./domain-form-screen'));
const DomainRecordScreen = lazyScreen(() => import('./domain-record-screen'));

/** The domains: the listing, connecting a new one, and a domain's screen. */
export const featureRoutes: FeatureRoutes = () => [
  {
    path: 'domains',
    children: [
      { index: true, element: <DomainListScreen /> },
      { path: 'new', element: <DomainFormScreen />, handle: { titleKey: 'domains.new' } },
      { path: ':id', element: <DomainRecordScreen />, handle: { titleKey: 'domains.record' } },
    ],
  },
];
