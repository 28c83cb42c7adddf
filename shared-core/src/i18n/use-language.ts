import { useCallback, useSyncExternalStore } from 'react';
import { SUPPORTED_LANGUAGES, changeLanguage, currentLanguage, i18n, type Language } from './i18n';

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

/**
 * The current language and a way to change it, without suspending on translations.
 *
 * @example
 * const { language, setLanguage, languages } = useLanguage();
 * <select value={language} onChange={(e) => setLanguage(e.target.value)}>...</select>
 */
export function useLanguage(): {
  language: Language;
  setLanguage: (lng: string) => Promise<unknown>;
  languages: readonly Language[];
} {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  const setLanguage = useCallback((lng: string) => changeLanguage(lng), []);
  return { language, setLanguage, languages: SUPPORTED_LANGUAGES };
}
