import { useGlobalSettings, useTranslation } from '@panel/shared-core';
import { Box, Breadcrumbs, Flex, HStack, IconButton, InfoIcon, MenuIcon, Text } from '@panel/shared-core/ui';
import { usePageMeta } from '../../app/page-meta';
import { LanguageSwitch } from '../language/language-switch';
import { ThemeSwitch } from './theme-switch';
import { UserMenu } from './user-menu';
import { PaletteLauncher } from '../command-palette/palette-launcher';

export interface HeaderProps {
  /** Small screens: the menu is a drawer, opened from here. */
  drawerOpen: boolean;
  onOpenDrawer: () => void;
  /** The bar's contents are drawn; on a cold load, after the page's first screen (first-screen.ts). */
  controls?: boolean;
}

export function Header({ controls = true, ...props }: HeaderProps) {
  return (
    <Flex
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      h="14"
      flexShrink={0}
      align="center"
      gap="2"
      px={{ base: '2', md: '4' }}
      bg="bg.panel"
      borderBottomWidth="1px"
    >
      {controls ? <HeaderControls {...props} /> : null}
    </Flex>
  );
}

function HeaderControls({ drawerOpen, onOpenDrawer }: Omit<HeaderProps, 'controls'>) {
  const { t } = useTranslation('shell');
  const [settings, update] = useGlobalSettings();
  const sidebarLabel = settings.sidebarShow ? t('layout.sidebar.hide') : t('layout.sidebar.show');
  const asideLabel = settings.asideShow ? t('layout.aside.hide') : t('layout.aside.show');

  return (
    <>
      {/* Two toggles, one per screen size, so the choice is made by CSS and never flashes. */}
      <IconButton
        hideFrom="lg"
        variant="ghost"
        size="sm"
        aria-label={t('layout.sidebar.open')}
        aria-expanded={drawerOpen}
        aria-haspopup="dialog"
        onClick={onOpenDrawer}
        data-testid="drawer-toggle"
      >
        <MenuIcon />
      </IconButton>
      <IconButton
        hideBelow="lg"
        variant="ghost"
        size="sm"
        aria-label={sidebarLabel}
        title={sidebarLabel}
        aria-expanded={settings.sidebarShow}
        aria-controls={settings.sidebarShow ? 'sidebar' : undefined}
        onClick={() => update({ sidebarShow: !settings.sidebarShow })}
        data-testid="sidebar-toggle"
      >
        <MenuIcon />
      </IconButton>

      <PageTitle />

      <HStack gap="1" flexShrink={0}>
        <PaletteLauncher />
        <Box hideBelow="sm">
          <LanguageSwitch />
        </Box>
        <ThemeSwitch />
        <IconButton
          variant={settings.asideShow ? 'subtle' : 'ghost'}
          size="sm"
          aria-label={asideLabel}
          title={asideLabel}
          aria-pressed={settings.asideShow}
          aria-controls={settings.asideShow ? 'aside' : undefined}
          onClick={() => update({ asideShow: !settings.asideShow })}
          data-testid="aside-toggle"
        >
          <InfoIcon />
        </IconButton>
        <UserMenu />
      </HStack>
    </>
  );
}

/**
 * The page's crumbs, or its title on a small screen. The only part of the header that reads the page's meta: a screen
 * declares its title and its record's name after it has rendered, and the whole header (its menus, its switches) was
 * drawn again each time.
 */
function PageTitle() {
  const { title, crumbs } = usePageMeta();
  return (
    <Box flex="1" minW="0">
      <Breadcrumbs items={crumbs} hideBelow="md" />
      {title ? (
        <Text hideFrom="md" fontWeight="semibold" truncate>
          {title}
        </Text>
      ) : null}
    </Box>
  );
}
