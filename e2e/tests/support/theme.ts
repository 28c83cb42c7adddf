import type { Page } from '@playwright/test';

/**
 * Switches the panel to one of its two themes as the header's theme button does (shared-core/src/ui/color-mode.tsx:
 * a class and `color-scheme` on <html>), without a reload, so an open layer stays open; answers once colours have
 * stopped changing (links and buttons change theirs with a transition, which a contrast check or a picture would
 * otherwise catch halfway).
 */
export async function switchTheme(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.evaluate((m) => {
    const el = document.documentElement;
    el.classList.remove(m === 'dark' ? 'light' : 'dark');
    el.classList.add(m);
    el.style.colorScheme = m;
  }, mode);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );
}
