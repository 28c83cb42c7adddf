import { LANGUAGE_NAMES } from '@panel/contract/languages';
import { useLanguage, useTranslation } from '@panel/shared-core';
import { Button, Group, type ButtonProps } from '@panel/shared-core/ui';

export interface LanguageSwitchProps {
  size?: ButtonProps['size'];
}

/**
 * RU / EN as a pair of toggle buttons: one click, no menu to open, and light enough for the public pages
 * (the login page must not pull in the heavy kit). The language names stay in their own language, so a
 * user who cannot read the current one still finds theirs.
 */
export function LanguageSwitch({ size = 'xs' }: LanguageSwitchProps) {
  const { t } = useTranslation('shell');
  const { language, setLanguage, languages } = useLanguage();
  return (
    <Group attached role="group" aria-label={t('language.label')}>
      {languages.map((lng) => {
        const current = lng === language;
        return (
          <Button
            key={lng}
            size={size}
            variant={current ? 'solid' : 'outline'}
            colorPalette={current ? 'brand' : 'gray'}
            aria-pressed={current}
            lang={lng}
            title={LANGUAGE_NAMES[lng]}
            onClick={() => {
              if (!current) void setLanguage(lng);
            }}
          >
            {lng.toUpperCase()}
          </Button>
        );
      })}
    </Group>
  );
}
