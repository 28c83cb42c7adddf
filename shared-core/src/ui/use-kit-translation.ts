import { useTranslation } from '@panel/shared-core';

/**
 * The kit's texts (namespace `kit`, keys under `ui.`). Never suspends: a kit component is often the
 * Suspense fallback or the error view itself, and must render even while its namespace loads.
 *
 * @example
 * const { t } = useKitTranslation();
 * t('ui.loading');
 */
export function useKitTranslation() {
  return useTranslation('kit', { useSuspense: false });
}
