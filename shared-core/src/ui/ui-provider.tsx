import type { ReactNode } from 'react';
import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { useTranslation } from '@panel/shared-core';
import { getSystem } from './system';

export interface UiProviderProps {
  children: ReactNode;
  /** The locale of the components (direction, number and date formats); the i18n language by default. */
  locale?: string;
}

/**
 * The kit's providers: the Chakra system (one context, one Emotion cache for the shell and every
 * remote) and the locale, so menus, popovers and sliders follow right-to-left languages.
 * The shell renders it once; remotes never do (their standalone dev servers excepted).
 */
export function UiProvider({ children, locale }: UiProviderProps) {
  // Only the language is read here: no namespace to wait for, so the provider never suspends.
  const { i18n } = useTranslation([], { useSuspense: false });
  const lang = locale ?? i18n.resolvedLanguage ?? i18n.language ?? 'ru';
  return (
    <ChakraProvider value={getSystem()}>
      <LocaleProvider locale={lang}>{children}</LocaleProvider>
    </ChakraProvider>
  );
}
