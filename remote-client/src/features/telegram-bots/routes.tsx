import { lazyScreen, Navigate, type RouteObject } from '@panel/shared-core/router';
import { nav } from '../../nav';

const TelegramBotsScreen = lazyScreen(() => import('./telegram-bots-screen'));
const BotFormScreen = lazyScreen(() => import('./bot-form-screen'));

const ITEM = '/telegram-bots';
const item = nav.items.find((candidate) => candidate.to === ITEM);

/** The menu items (nav.json `to`) whose screens these routes declare. */
export const ownPaths: string[] = [ITEM];

/** This feature's routes, relative to the area's mount point. */
export const featureRoutes: RouteObject[] = [
  {
    path: 'telegram-bots',
    handle: { titleKey: item?.labelKey ?? 'nav.bots', permission: item?.permission ?? 'bot.manage' },
    children: [
      { index: true, element: <TelegramBotsScreen /> },
      { path: 'new', element: <BotFormScreen />, handle: { titleKey: 'bots.new' } },
      { path: ':id/edit', element: <BotFormScreen />, handle: { titleKey: 'bots.edit' } },
      // A bot has nothing to show beyond its form: its record path opens the form.
      { path: ':id', element: <Navigate to="edit" replace /> },
    ],
  },
];
