import { isValidThemeQuery, resolveTheme, settingsAtom, store } from '@panel/shared-core';
import { applyColorMode } from '@panel/shared-core/ui';

/**
 * docs/product.md, "Settings and themes": `?theme=` wins when it holds only letters, digits and spaces and names a theme we
 * have; otherwise the stored theme, otherwise light. A valid query theme is remembered.
 */
export function applyInitialTheme(search: string): void {
  const query = new URLSearchParams(search).get('theme');
  const settings = store.get(settingsAtom);
  const theme = resolveTheme(query, settings.theme);
  if (query !== null && isValidThemeQuery(query) && theme !== settings.theme) {
    store.set(settingsAtom, { ...settings, theme });
  }
  applyColorMode(theme);
}
