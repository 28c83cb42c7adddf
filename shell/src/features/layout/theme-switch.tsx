import { useGlobalSettings, useTranslation } from '@panel/shared-core';
import { IconButton, MoonIcon, SunIcon } from '@panel/shared-core/ui';

/** The header's theme switch (docs/product.md, "Settings and themes"): writes the setting; RootLayout's ThemeSync applies it. */
export function ThemeSwitch() {
  const { t } = useTranslation('shell');
  const [settings, update] = useGlobalSettings();
  const dark = settings.theme === 'dark';
  const label = dark ? t('layout.theme.toLight') : t('layout.theme.toDark');
  return (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={label}
      title={label}
      onClick={() => update({ theme: dark ? 'light' : 'dark' })}
    >
      {dark ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}
