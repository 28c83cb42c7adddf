import { lazyScreen, type FeatureRoutes } from '@panel/shared-core/router';

const MemberListScreen = lazyScreen(() => import('./member-list-screen'));
const MemberFormScreen = lazyScreen(() => import('./member-form-screen'));

/** The team: its members with the invitations below them, and a member's create and edit forms. */
export const featureRoutes: FeatureRoutes = () => [
  {
    path: 'team',
    children: [
      { index: true, element: <MemberListScreen /> },
      { path: 'new', element: <MemberFormScreen />, handle: { titleKey: 'team.new' } },
      { path: ':id/edit', element: <MemberFormScreen />, handle: { titleKey: 'team.edit' } },
    ],
  },
];
