import { expect, type Locator } from '@playwright/test';

/**
 * Closes an open menu, popover or drawer with Escape, as a keyboard user would once it has the focus. Such a layer
 * reacts to keys only after it has taken the focus, a frame after it appears: an Escape sent before that (which a test
 * can do, a person cannot) leaves it open.
 *
 * @example
 * await row.getByRole('button', { name: 'Действия со строкой 8' }).click();
 * await closeWithEscape(page.getByRole('menu'));
 */
export async function closeWithEscape(layer: Locator): Promise<void> {
  await expect
    .poll(() => layer.evaluate((node) => node.contains(document.activeElement)), {
      message: 'the focus is inside the layer',
    })
    .toBe(true);
  await layer.page().keyboard.press('Escape');
  await expect(layer).toBeHidden();
}
