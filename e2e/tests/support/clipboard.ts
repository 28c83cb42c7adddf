/**
 * What the panel copied. The panel's Permissions-Policy denies `clipboard-read` (it never reads the clipboard:
 * shared-core/deploy/security-headers.mjs), so a test cannot read the clipboard back in the panel's page; it records
 * every `navigator.clipboard.writeText` the page makes instead, which still writes to the real clipboard.
 */
import type { Page } from '@playwright/test';

/** Records the page's clipboard writes from its next load on (call before the navigation that matters). */
export async function recordClipboard(page: Page): Promise<void> {
  await page.context().grantPermissions(['clipboard-write']);
  await page.addInitScript(() => {
    const clipboard = navigator.clipboard;
    const write = clipboard.writeText.bind(clipboard);
    clipboard.writeText = async (text: string) => {
      (window as unknown as { __copied?: string }).__copied = text;
      return write(text);
    };
  });
}

/** The text the page last copied, or undefined. */
export function copiedText(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (window as unknown as { __copied?: string }).__copied);
}
