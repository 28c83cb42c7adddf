import { lazyScreen, type RouteObject } from '@panel/shared-core/router';
import { nav } from '../../nav';

const NotificationsScreen = lazyScreen(() => import('./notifications-screen'));

const ITEM = '/notifications';
const item = nav.items.find((candidate) => candidate.to === ITEM);

/** The menu items (nav.json `to`) whose screens these routes declare. */
export const ownPaths: string[] = [ITEM];

/** This feature's routes, relative to the area's mount point. */
export const featureRoutes: RouteObject[] = [
  {
    path: 'notifications',
    element: <NotificationsScreen />,
    handle: {
      titleKey: item?.labelKey ?? 'nav.notifications',
      permission: item?.permission ?? 'notification.manage',
    },
  },
];
