import { lazyScreen, Navigate, type FeatureRoutes } from '@panel/shared-core/router';

const BotListScreen = lazyScreen(() => import('./bot-list-screen'));
const BotFormScreen = lazyScreen(() => import('./bot-form-screen'));

/** The company's Telegram bots and a bot's create and edit forms. */
export const featureRoutes: FeatureRoutes = () => [
  {
    path: 'telegram-bots',
    children: [
      { index: true, element: <BotListScreen /> },
      { path: 'new', element: <BotFormScreen />, handle: { titleKey: 'bots.new' } },
      { path: ':id/edit', element: <BotFormScreen />, handle: { titleKey: 'bots.edit' } },
      // A bot has nothing to show beyond its form: its record path opens the form.
      { path: ':id', element: <Navigate to="edit" replace /> },
    ],
  },
];
