import { lazyScreen, type RouteObject } from '@panel/shared-core/router';

const ReferralLinksListScreen = lazyScreen(() => import('./referral-links-list-screen'));
const ReferralLinkFormScreen = lazyScreen(() => import('./referral-link-form-screen'));
const ReferralLinkRecordScreen = lazyScreen(() => import('./referral-link-record-screen'));

const handle = (titleKey: string) => ({ titleKey, permission: 'manage.referrals', adminOnly: true });

/** The menu items (nav.json `to`) whose screens these routes declare. */
export const ownPaths: string[] = ['/referral-links'];

/** This feature's routes, relative to the area's mount point. */
export const featureRoutes: RouteObject[] = [
  {
    path: 'referral-links',
    handle: handle('nav.referralLinks'),
    children: [
      { index: true, element: <ReferralLinksListScreen /> },
      { path: 'new', element: <ReferralLinkFormScreen />, handle: handle('referralLinks.new') },
      { path: ':id', element: <ReferralLinkRecordScreen />, handle: handle('referralLinks.recordTitle') },
      { path: ':id/edit', element: <ReferralLinkFormScreen />, handle: handle('referralLinks.edit') },
    ],
  },
];
