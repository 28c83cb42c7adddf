import { DEFAULT_LANGUAGE, detectLanguage } from '@panel/shared-core/i18n/detection';

/**
 * Asks the browser for the first screen's translation files while the code is still downloading, instead of after
 * it (docs/performance.md). i18next's http backend fetches the same URLs later and gets them from the preload.
 *
 * It runs before the federation runtime has shared anything, so it imports shared-core's detection module
 * directly (bundled into the shell's entry, without i18next) and asks the same detector, with the same options, as
 * the i18n instance does.
 */

/** The namespaces the shell's first render waits for (bootstrap.tsx). */
export const FIRST_NAMESPACES = ['core', 'kit', 'shell'] as const;

/**
 * Adds `<link rel="preload" as="fetch">` for the first namespaces in the language, and in Russian when the language
 * is another: i18next reads a namespace in the language and in its fallback before the screen renders.
 */
export function preloadLocales(basePath = '/admin'): void {
  const language = detectLanguage();
  const languages = language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE];
  for (const lng of languages) {
    for (const ns of FIRST_NAMESPACES) {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.setAttribute('as', 'fetch');
      // The backend's fetch is same-origin with credentials: the preload must ask the same way to be reused.
      link.setAttribute('crossorigin', 'anonymous');
      link.href = `${basePath}/locales/${lng}/${ns}.json`;
      document.head.append(link);
    }
  }
}
