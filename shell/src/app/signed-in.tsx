import { lazyScreen } from '@panel/shared-core/router';
import { loadFullTheme } from '@panel/shared-core/ui';

/*
 * The signed-in page's own code: loaded when first drawn, or earlier by the warm start (federation/warm-start.ts),
 * which preloads these very components so that, once their code is there, they render without suspending.
 */

// The signed-in layout and everything inside it (the remotes too) draw with the whole theme.
export const DefaultLayout = lazyScreen(async () => {
  const [layout] = await Promise.all([import('../features/layout/default-layout'), loadFullTheme()]);
  return layout;
});
export const RemoteArea = lazyScreen(() => import('../federation/remote-area'));
export const HomeRedirect = lazyScreen(() => import('../features/home/home-redirect'));
