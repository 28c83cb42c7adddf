import { lazyScreen, type FeatureRoutes } from '@panel/shared-core/router';

const ReferralLinkListScreen = lazyScreen(() => import('./referral-link-list-screen'));
const ReferralLinkFormScreen = lazyScreen(() => import('./referral-link-form-screen'));
const ReferralLinkRecordScreen = lazyScreen(() => import('./referral-link-record-screen'));

/** The referral links: the listing, a link's record screen, and its create and edit forms. */
export const featureRoutes: FeatureRoutes = () => [
  {
    path: 'referral-links',
    children: [
      { index: true, element: <ReferralLinkListScreen /> },
      { path: 'new', element: <ReferralLinkFormScreen />, handle: { titleKey: 'referralLinks.new' } },
      {
        path: ':id',
        element: <ReferralLinkRecordScreen />,
        handle: { titleKey: 'referralLinks.recordTitle' },
      },
      { path: ':id/edit', element: <ReferralLinkFormScreen />, handle: { titleKey: 'referralLinks.edit' } },
    ],
  },
];
